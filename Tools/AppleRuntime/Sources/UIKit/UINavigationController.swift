/// The delegate of a navigation controller: told when a view controller is about to show and
/// has shown.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// A view controller is about to show.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// A view controller has shown.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  /// The animator of a push or a pop, or `nil` for UIKit's own (rule X1).
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller of an animator this delegate gave, or `nil` (rule X2).
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// UIKit's own animation.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// No interaction.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

/// A stack of view controllers.
@MainActor
open class UINavigationController: UIViewController {
  /// What a transition of the stack does.
  public enum Operation: Int, Sendable {
    /// Nothing.
    case none = 0
    /// A view controller is pushed.
    case push = 1
    /// A view controller is popped.
    case pop = 2
  }

  /// The stack, bottom first.
  open private(set) var stack: [UIViewController] = []
  /// The delegate; setting it replaces the one before (one weak reference).
  weak open var delegate: (any UINavigationControllerDelegate)?
  /// Whether the navigation bar is hidden.
  open private(set) var isNavigationBarHidden = false
  /// The edge swipe that pops the top view controller (rule N5), with UIKit's own delegate
  /// until the app gives it another.
  public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
  /// The horizontal pan anywhere in the content that pops the top view controller (iOS 26,
  /// rule N7), with UIKit's own delegate until the app gives it another.
  public let interactiveContentPopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
  private let systemPopDelegate = SystemPopDelegate()

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    systemPopDelegate.navigation = self
    interactivePopGestureRecognizer?.delegate = systemPopDelegate
    interactiveContentPopGestureRecognizer?.delegate = systemPopDelegate
    setViewControllers([rootViewController], animated: false)
  }

  /// The view controllers on the stack, bottom first; setting it is a change without
  /// animation.
  ///
  /// Source: UINavigationController.viewControllers.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The top view controller.
  open var topViewController: UIViewController? { stack.last }

  /// Replaces the stack, animating the change of its top.
  ///
  /// Rules (RULES.md):
  /// - N1: a tab bar controller, a navigation controller or a split view controller cannot be
  ///   on the stack, and a view controller cannot be on it twice: UIKit raises an exception.
  /// - N2: the stack changes at once; the delegate hears `willShow` at once and `didShow` when
  ///   the transition has finished, after the animation when animated.
  /// - N3: a view controller has one parent: one taken from another container leaves it.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    // Rule T5: while the More navigation controller shows this one's stack, a change here
    // shows nothing and is lost when the stack comes back (the harsher case: raised).
    if let more = lentTo {
      StandIn.raise(
        "setViewControllers on \(describe(self)), whose stack \(describe(more)) shows (its tab "
          + "was picked in the More list): nothing shows, and the change is lost when UIKit "
          + "gives the stack back")
      return
    }
    for (index, controller) in viewControllers.enumerated() {
      if controller is UINavigationController || controller is UITabBarController {
        StandIn.raise(
          "Pushing a navigation controller or a tab bar controller (\(describe(controller))) "
            + "is not supported")
        return
      }
      if controller is UISplitViewController {
        StandIn.raise("Split View Controllers cannot be pushed to a Navigation Controller")
        return
      }
      if viewControllers[..<index].contains(where: { $0 === controller }) {
        StandIn.raise(
          "Pushing the same view controller instance (\(describe(controller))) more than once "
            + "is not supported")
        return
      }
    }
    let oldTop = stack.last
    let oldStack = stack
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      release(controller)
    }
    for controller in viewControllers where controller.parent !== self { adopt(controller) }
    stack = viewControllers
    // Rule N6: during the user's interactive pop the stack changes at once and nothing else
    // happens; the pop still ends as it began (assumed from device reports).
    if runningTransition?.isInteractive == true {
      StandIn.warn(
        "setViewControllers on \(describe(self)) during an interactive transition: "
          + "Unbalanced calls to begin/end appearance transitions.")
      return
    }
    // Rule N8: a change while an animated push or pop still moves overlaps it: UIKit logs
    // unbalanced appearance calls, and the bar may show the wrong items (assumed from device
    // reports, the harsher case: Apple documents no queueing). Once it stopped moving (the
    // delegate hears `didShow`) a change is taken.
    if let running = runningTransition, !running.hasFinishedMoving {
      StandIn.warn(
        "setViewControllers on \(describe(self)) while a transition runs: "
          + "Unbalanced calls to begin/end appearance transitions.")
    }
    // NB: assumed: off screen there is nothing to animate and nothing shows yet.
    guard let top = stack.last, top !== oldTop else { return }
    guard isInWindowHierarchy else { return handOverAppearance(from: oldTop, to: top) }
    delegate?.navigationController(self, willShow: top, animated: animated)
    oldTop?.disappear(animated: animated, ended: false)
    top.appear(animated: animated, ended: false)
    moving = [oldTop, top].compactMap { $0 }
    // Rules X1, X2: the delegate's animator, and its interaction controller, run the change.
    let operation: Operation = oldStack.contains(where: { $0 === top }) ? .pop : .push
    // Rule Z1: the screen pushed, or the one popped, asks its zoom for the source view in the
    // screen below as the change starts, when animated (both are in the window, rule P6).
    if animated, let oldTop {
      if operation == .push {
        top.zoom(in: true, over: oldTop)
      } else {
        oldTop.zoom(in: false, over: top)
      }
    }
    // NB: only an animated change asks (rule X1).
    let animator =
      animated
      ? oldTop.flatMap {
        delegate?.navigationController(self, animationControllerFor: operation, from: $0, to: top)
      } : nil
    let interaction = animator.flatMap {
      delegate?.navigationController(self, interactionControllerFor: $0)
    }
    run(
      TransitionCoordinator(isInteractive: interaction != nil), animated: animated,
      animator: animator, interaction: interaction, from: oldTop, to: top,
      runningWhileEnding: true
    ) { [weak self] coordinator in
      self?.moving = []
      guard !coordinator.endsCancelled else {
        // Rule X2: cancelled, the old top shows again and the delegate hears nothing more;
        // the stack is not undone (**assumed**, the harsher case: openradar 14794181 reports
        // it out of step with the screen, ending with both view controllers): `viewControllers`
        // keeps the stack that was set.
        top.disappear(animated: animated, ended: false, cancelling: true)
        top.disappear(animated: animated, ended: true)
        oldTop?.appear(animated: animated, ended: false, cancelling: true)
        oldTop?.appear(animated: animated, ended: true)
        return
      }
      oldTop?.disappear(animated: animated, ended: true)
      top.appear(animated: animated, ended: true)
      guard let self else { return }
      self.tellDidShow(top, animated: animated, after: coordinator)
    }
  }

  /// Makes `controller`, joining the stack, a child of this navigation controller.
  ///
  /// Rule N3: it leaves its other container. One still on another navigation controller's
  /// stack keeps its navigation item in that one's bar too (assumed from device crash reports
  /// of one navigation item in two bars): logged.
  func adopt(_ controller: UIViewController) {
    if let other = controller.parent as? UINavigationController {
      StandIn.warn(
        "\(describe(controller)) joined \(describe(self)) while still on the stack of "
          + "\(describe(other)): its navigation item is in two navigation bars")
    }
    controller.removeFromParentContainer()
    controller.parent = self
  }

  /// `controller` left the stack.
  func release(_ controller: UIViewController) {
    controller.parent = nil
  }

  /// The delegate hears `didShow` for `top` as the transition of `coordinator` ends: before its
  /// completions run, or with ``StandIn/Orders/didShowAfterCompletions`` after them (rule X3:
  /// Apple documents no order).
  func tellDidShow(
    _ top: UIViewController, animated: Bool, after coordinator: TransitionCoordinator
  ) {
    guard StandIn.orders.didShowAfterCompletions else {
      delegate?.navigationController(self, didShow: top, animated: animated)
      return
    }
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      guard let self else { return }
      self.delegate?.navigationController(self, didShow: top, animated: animated)
    }
  }

  /// The More navigation controller showing this one's stack above its list (rule T5), `nil`
  /// while this one shows it.
  weak var lentTo: UINavigationController?

  /// Hands the stack to `more` (rule T5): this one is left empty, off screen and without a
  /// parent until it gets its stack back, and its view controllers are returned for `more` to
  /// show.
  func lend(to more: UINavigationController) -> [UIViewController] {
    let lent = stack
    stack = []
    lentTo = more
    parent = nil
    return lent
  }

  /// Takes `returned` back as its stack from the More navigation controller (rule T5), off
  /// screen: no appearance callbacks and nothing told to the delegate.
  func takeBack(_ returned: [UIViewController]) {
    if parent == nil, let tabs = lentTo?.parent { parent = tabs }
    lentTo = nil
    for controller in returned { controller.parent = self }
    stack = returned
  }

  /// Hides or shows the navigation bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  override var visibleChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }

  /// The screens a push, a pop or the user's swipe moves, while it runs (rule P6).
  var moving: [UIViewController] = []

  override var childrenInWindow: [UIViewController] { visibleChildren + moving }

  func removeChild(_ child: UIViewController) {
    stack.removeAll { $0 === child }
  }
}

extension UIViewController {
  /// Leaves the container this view controller is a child of.
  func removeFromParentContainer() {
    if let navigation = parent as? UINavigationController { navigation.removeChild(self) }
    if let tabs = parent as? UITabBarController { tabs.removeChild(self) }
    if let split = parent as? UISplitViewController { split.removeChild(self) }
    parent = nil
  }
}

extension StandIn {
  /// The user swipes back from the left edge of `navigation`, completing the pop or letting go
  /// early.
  ///
  /// Rule N4 (RULES.md): an interactive pop runs as a transition; the delegate hears `willShow`
  /// for the view controller below at once. Completed, the top leaves the stack and the
  /// delegate hears `didShow` for the one below; cancelled, the old top stays and the delegate
  /// hears nothing more.
  ///
  /// Rule N5: the swipe begins only when the interactive pop gesture's delegate lets it;
  /// UIKit's own delegate refuses at the root, during a transition, with the bar hidden and
  /// when the top screen's navigation item hides the back button or shows left items in its
  /// place. A
  /// swipe let through with nothing to pop or during a transition leaves the navigation
  /// controller unresponsive (**assumed**, as device reports describe): the stand-in raises.
  ///
  /// Rule N7: with `fromContent`, the user pans in the content instead of swiping from the
  /// edge (iOS 26): the same pop, through `interactiveContentPopGestureRecognizer`.
  public static func userSwipesBack(
    in navigation: UINavigationController, completes: Bool, fromContent: Bool = false
  ) {
    let recognizer =
      fromContent
      ? navigation.interactiveContentPopGestureRecognizer
      : navigation.interactivePopGestureRecognizer
    guard recognizer?.shouldBegin() ?? true else { return }
    guard navigation.stack.count > 1, navigation.runningTransition == nil else {
      raise(
        "An interactive pop began on \(describe(navigation)) with nothing to pop or during a "
          + "transition; the navigation controller no longer responds")
      return
    }
    let top = navigation.stack[navigation.stack.count - 1]
    let below = navigation.stack[navigation.stack.count - 2]
    // Rule N4: the gesture has begun as the navigation controller starts the pop.
    recognizer?.state = .began
    defer { recognizer?.state = .possible }
    navigation.delegate?.navigationController(navigation, willShow: below, animated: true)
    // Rule N4: an animator from the delegate takes the swipe over: the pop runs as the
    // animator's, not interactively, and completes (**assumed** from device reports).
    let animator = navigation.delegate?.navigationController(
      navigation, animationControllerFor: .pop, from: top, to: below)
    let coordinator = TransitionCoordinator(isInteractive: animator == nil)
    coordinator.endsCancelled = animator == nil && !completes
    let completes = completes || animator != nil
    navigation.moving = [below, top]
    // Rule Z1: a zoomed screen the user swipes away asks for its source view too.
    top.zoom(in: false, over: below)
    top.disappear(animated: true, ended: false)
    below.appear(animated: true, ended: false)
    navigation.run(
      coordinator, animated: true, animator: animator, from: top, to: below,
      runningWhileEnding: true
    ) {
      [weak navigation] coordinator in
      navigation?.moving = []
      if completes {
        top.disappear(animated: true, ended: true)
        below.appear(animated: true, ended: true)
      } else {
        below.disappear(animated: true, ended: false, cancelling: true)
        below.disappear(animated: true, ended: true)
        top.appear(animated: true, ended: false, cancelling: true)
        top.appear(animated: true, ended: true)
      }
      guard let navigation, completes else { return }
      navigation.removeChild(top)
      top.parent = nil
      navigation.tellDidShow(below, animated: true, after: coordinator)
    }
  }
}

extension StandIn {
  /// The user taps the back button of `navigation`: the top view controller is popped with the
  /// standard animation, the delegate hearing `willShow` at once and `didShow` when it ends
  /// (rule N2). The button is not a gesture: nothing is asked first. With the bar hidden, or
  /// the top screen's back button hidden or replaced by left items (rule N5), there is none.
  public static func userTapsBack(in navigation: UINavigationController) {
    guard navigation.stack.count > 1, navigation.runningTransition == nil,
      !navigation.isNavigationBarHidden,
      navigation.stack[navigation.stack.count - 1].navigationItem.showsBackButton
    else { return }
    navigation.setViewControllers(Array(navigation.stack.dropLast()), animated: true)
  }
}

/// UIKit's own delegate of the edge swipe (rule N5): it lets the swipe begin only with a screen
/// to go back to, no transition running, the bar shown and the back button in it.
@MainActor
final class SystemPopDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigation: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation, let top = navigation.viewControllers.last else { return false }
    return navigation.viewControllers.count > 1 && navigation.runningTransition == nil
      && !navigation.isNavigationBarHidden && top.navigationItem.showsBackButton
  }

  /// Rule G2: the edge swipe goes first; other recognizers (a scroll view's pan, a cell's swipe)
  /// wait for it to fail (**assumed**: UIKit's delegate is private; devices show the swipe
  /// winning at the edge).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}
