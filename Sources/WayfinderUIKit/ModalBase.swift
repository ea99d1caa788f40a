#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// The view controller a container's presentations are presented from, which a split view
  /// replaces when it shows the container's navigation controller in one of its columns.
  @MainActor
  final class ModalBase {
    var controller: UIViewController
    /// The bottom screen of the stack, when `controller` is the renderer's navigation
    /// controller.
    weak var root: UIViewController?

    init(_ controller: UIViewController) {
      self.controller = controller
    }

    /// What presents: `controller`, or, while UIKit shows its stack in another navigation
    /// controller (the More navigation controller, for a tab picked from its list), that one:
    /// `controller` is then empty and off screen, and UIKit presents nothing from a view
    /// controller outside the window's hierarchy.
    var presenter: UIViewController {
      guard controller is UINavigationController, let host = root?.navigationController,
        host !== controller
      else { return controller }
      return host
    }
  }
#endif
