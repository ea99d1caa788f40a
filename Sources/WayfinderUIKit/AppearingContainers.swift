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

  /// When a container's dismissal is over, so that it is reported then: UIKit still counts it
  /// as in progress in `viewDidDisappear(_:)`, and a presentation asked for there may be
  /// refused.
  @MainActor
  struct DismissalWatch {
    /// Whether the dismissal's transition reports it as it ends.
    private var reportsAtTransitionEnd = false

    /// The container is about to disappear: when it is being dismissed, it is reported once the
    /// transition has ended, unless the user cancelled it (a sheet dragged back up).
    mutating func willDisappear(_ container: some ReportsDismissal) {
      reportsAtTransitionEnd = false
      guard container.isBeingDismissed, let coordinator = container.transitionCoordinator else {
        return
      }
      reportsAtTransitionEnd = coordinator.animate(
        alongsideTransition: nil,
        completion: { [weak container] context in
          guard !context.isCancelled else { return }
          container?.wasDismissed?()
        })
    }

    /// The container disappeared: a dismissal without a transition is reported now.
    func didDisappear(_ container: some ReportsDismissal) {
      if container.isBeingDismissed, !reportsAtTransitionEnd { container.wasDismissed?() }
    }
  }

  /// The navigation controller of a ``NavigationControllerRenderer``: it tells the renderer
  /// when it first appears, so presentations restored before it was in a window can be shown.
  final class FlowNavigationController: UINavigationController, ReportsDismissal {
    var didAppear: (@MainActor () -> Void)?
    /// UIKit showed a screen in the navigation controller given, which shows this one's stack
    /// in its place, or showed it and then went back below the stack (the More navigation
    /// controller, for a tab picked from its list, and back at the list): told by the tab bar
    /// renderer, whose delegate of that navigation controller hears it.
    var shownElsewhere: (@MainActor (UINavigationController) -> Void)?
    /// Whether `screen` is the bottom screen of the renderer's stack, wherever UIKit shows it.
    var owns: (@MainActor (UIViewController) -> Bool)?
    var didLoad: (@MainActor () -> Void)?
    var wasDismissed: (@MainActor () -> Void)?
    private var dismissal = DismissalWatch()

    override func viewDidLoad() {
      super.viewDidLoad()
      didLoad?()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppear?()
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      dismissal.willDisappear(self)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      dismissal.didDisappear(self)
    }
  }

  /// The tab bar controller of a ``TabBarRenderer``: it tells the renderer when it first
  /// appears, so presentations restored before it was in a window can be shown.
  final class FlowTabBarController: UITabBarController, ReportsDismissal {
    var didAppear: (@MainActor () -> Void)?
    var wasDismissed: (@MainActor () -> Void)?
    private var dismissal = DismissalWatch()

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppear?()
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      dismissal.willDisappear(self)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      dismissal.didDisappear(self)
    }
  }

  /// The split view controller of a ``SplitViewRenderer``: it says when it is about to appear
  /// (a split view collapses as it joins a compact window, perhaps without telling its
  /// delegate, so the screens are placed again then) and when it appeared, so that a split
  /// flow's presentations wait for it.
  final class FlowSplitViewController: UISplitViewController {
    var willAppear: (@MainActor () -> Void)?
    var didAppear: (@MainActor () -> Void)?

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      willAppear?()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppear?()
    }
  }
#endif
