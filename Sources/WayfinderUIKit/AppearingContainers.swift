#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// A container a renderer made, presented as a screen of another flow: it tells the layer
  /// that presented it when UIKit dismissed it, whoever asked (a screen calling
  /// `dismiss(animated:)`, SwiftUI's `dismiss` in a hosted screen), since UIKit tells nobody
  /// else of such a dismissal.
  @MainActor
  protocol ReportsDismissal: UIViewController {
    var wasDismissed: (@MainActor () -> Void)? { get set }
  }

  /// The navigation controller of a ``NavigationControllerRenderer``: it tells the renderer
  /// when it first appears, so presentations restored before it was in a window can be shown.
  final class FlowNavigationController: UINavigationController, ReportsDismissal {
    var didAppear: (@MainActor () -> Void)?
    var didLoad: (@MainActor () -> Void)?
    var wasDismissed: (@MainActor () -> Void)?

    override func viewDidLoad() {
      super.viewDidLoad()
      didLoad?()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppear?()
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if isBeingDismissed { wasDismissed?() }
    }
  }

  /// The tab bar controller of a ``TabBarRenderer``: it tells the renderer when it first
  /// appears, so presentations restored before it was in a window can be shown.
  final class FlowTabBarController: UITabBarController, ReportsDismissal {
    var didAppear: (@MainActor () -> Void)?
    var wasDismissed: (@MainActor () -> Void)?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppear?()
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if isBeingDismissed { wasDismissed?() }
    }
  }
#endif
