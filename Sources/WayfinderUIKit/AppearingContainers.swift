#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// The navigation controller of a ``NavigationControllerRenderer``: it tells the renderer
  /// when it first appears, so presentations restored before it was in a window can be shown.
  final class FlowNavigationController: UINavigationController {
    var didAppear: (@MainActor () -> Void)?
    var didLoad: (@MainActor () -> Void)?

    override func viewDidLoad() {
      super.viewDidLoad()
      didLoad?()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppear?()
    }
  }

  /// The tab bar controller of a ``TabBarRenderer``: it tells the renderer when it first
  /// appears, so presentations restored before it was in a window can be shown.
  final class FlowTabBarController: UITabBarController {
    var didAppear: (@MainActor () -> Void)?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppear?()
    }
  }
#endif
