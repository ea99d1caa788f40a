/// How a view controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen.
  case fullScreen = 0
  /// A sheet the user can swipe down.
  case pageSheet = 1
  /// A smaller sheet.
  case formSheet = 2
  /// Covers the presenter's context.
  case currentContext = 3
  /// A custom presentation.
  case custom = 4
  /// Covers the screen, leaving what is below visible.
  case overFullScreen = 5
  /// Covers the context, leaving what is below visible.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
  /// No adaptation.
  case none = -1
  /// The system's choice: a page sheet for most view controllers.
  case automatic = -2

  /// Whether the user can swipe the presentation down (the sheet styles).
  ///
  /// Source: UIModalPresentationStyle.pageSheet / .formSheet / .automatic; full-screen styles
  /// cover the screen and offer no interactive dismissal.
  var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}

/// A view controller: the hierarchy of containment and presentation that the rules act on.
@MainActor
open class UIViewController: UIResponder {
  /// The title; the tab bar item, once made, shows it too (rule T3).
  ///
  /// Source: UIViewController.title ("If the view controller has a valid navigation item or
  /// tab-bar item, assigning a value to this property updates the title text of those
  /// objects").
  open var title: String? {
    didSet { madeTabBarItem?.title = title }
  }
  private var madeTabBarItem: UITabBarItem?
  /// What the navigation bar shows while this view controller is on top of a navigation
  /// controller's stack.
  ///
  /// Source: UIViewController.navigationItem ("The navigation item used to represent the view
  /// controller in a parent's navigation bar").
  public let navigationItem = UINavigationItem()
  /// The item that represents this view controller in a tab bar: made on first access, showing
  /// the title (rule T3).
  ///
  /// Source: UIViewController.tabBarItem ("The first time the property is accessed, the
  /// UITabBarItem is created"; "The default value is a tab bar item that displays the view
  /// controller's title").
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tabBarItem: UITabBarItem! {
    get {
      if let madeTabBarItem { return madeTabBarItem }
      let item = UITabBarItem()
      item.title = title
      madeTabBarItem = item
      return item
    }
    set { madeTabBarItem = newValue }
  }
  /// How the view controller is presented.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Whether the user is kept from dismissing it interactively.
  open var isModalInPresentation = false

  /// The container this view controller is a child of.
  public internal(set) weak var parent: UIViewController?
  /// The window this view controller is the root of.
  weak var window: UIWindow?

  /// The view controller this one presents, or, when it presents none, the one an ancestor
  /// presents (rule P5).
  ///
  /// Source: UIViewController.presentedViewController — the view controller that called
  /// `present` has this property set to the one it presented; one at a time. Including the
  /// ancestors' is **assumed**, as devices show it.
  open internal(set) var presentedViewController: UIViewController? {
    get { ownPresented ?? parent?.presentedViewController }
    set { ownPresented = newValue }
  }
  /// The view controller that presented this one or, when it was not presented itself, the one
  /// that presented its nearest presented ancestor (rule P5).
  ///
  /// Source: UIViewController.presentingViewController ("If the view controller or any of its
  /// ancestors were presented modally, this property returns the view controller presenting it
  /// or its ancestor").
  open internal(set) var presentingViewController: UIViewController? {
    get { ownPresenting ?? parent?.presentingViewController }
    set { ownPresenting = newValue }
  }
  /// What this view controller itself presents, and what presented it.
  private var ownPresented: UIViewController?
  private weak var ownPresenting: UIViewController?

  /// The view controller that handles this one's presentation requests: its topmost ancestor
  /// (the window's root, or a presented view controller).
  ///
  /// Rule P5: **assumed** for every style (UIKit forwards a request "up the view controller
  /// hierarchy to its nearest parent" that can fulfil it; sheets and full-screen covers are
  /// fulfilled by the root of the presentation context, and no container here defines one).
  var presentationContext: UIViewController {
    var context = self
    while let parent = context.parent { context = parent }
    return context
  }
  /// The presentation controller of this view controller's presentation.
  open internal(set) var presentationController: UIPresentationController?

  /// The presentation or dismissal this view controller is presenting or dismissing now.
  var transition: TransitionCoordinator?
  /// ``transition`` while it runs: `nil` once it has ended, while its completions run (rule
  /// X3), when UIKit takes new transitions again (rule U4).
  var runningTransition: TransitionCoordinator? {
    transition.flatMap { $0.hasEnded ? nil : $0 }
  }
  /// The animator's transition running now, held until it completes (rule X1).
  private var runningAnimation: AnimatorTransition?
  /// The object that gives the animators of this view controller's presentation and
  /// dismissal (rule X1).
  ///
  /// Source: UIViewController.transitioningDelegate (a weak reference).
  weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  private var loadedView: UIView?
  /// The transition set as `preferredTransition` (rule Z1).
  var zoomTransition: Transition?

  /// The view, made on first use.
  ///
  /// Source: UIViewController.view — "If you access this property when its value is nil, the
  /// view controller automatically calls the loadView() method and returns the resulting view."
  // NB: UIKit declares the view implicitly unwrapped; the adapter must compile against both.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      let view = UIView()
      view.owner = self
      loadedView = view
      viewDidLoad()
      return view
    }
    set {
      loadedView = newValue
      newValue?.owner = self
    }
  }

  /// Told once, when the view has been made.
  ///
  /// Source: UIViewController.viewDidLoad() ("Called after the controller's view is loaded into
  /// memory").
  open func viewDidLoad() {}

  /// The presentation controller made before the presentation, by the first access of
  /// ``sheetPresentationController`` or ``popoverPresentationController``.
  private var preparedPresentation: UIPresentationController?

  /// The popover presentation controller when the view controller is presented as a popover
  /// (rule PO1): made on first access, `nil` for other styles.
  ///
  /// Source: UIViewController.popoverPresentationController ("If you created the view
  /// controller but have not yet presented it, accessing this property creates a popover
  /// presentation controller when the value in the modalPresentationStyle property is
  /// UIModalPresentationStyle.popover").
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let popover = (presentationController ?? preparedPresentation)
      as? UIPopoverPresentationController
    {
      return popover
    }
    let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    preparedPresentation = popover
    return popover
  }

  /// The sheet presentation controller when the view controller is presented as a sheet
  /// (rule S1): made on first access, `nil` for other styles.
  ///
  /// Source: UIViewController.sheetPresentationController ("The sheet presentation controller
  /// for the view controller"; nil when the modal presentation style is not a sheet).
  open var sheetPresentationController: UISheetPresentationController? {
    guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else {
      return nil
    }
    if let sheet = (presentationController ?? preparedPresentation)
      as? UISheetPresentationController
    {
      return sheet
    }
    let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
    preparedPresentation = sheet
    return sheet
  }

  /// The controller of a presentation by `presenter`: the one made before it, or a new one of
  /// the class its style has (rules S1, PO1).
  func takePresentationController(presentedBy presenter: UIViewController)
    -> UIPresentationController
  {
    let controller =
      preparedPresentation ?? sheetPresentationController ?? popoverPresentationController
      ?? UIPresentationController(presentedViewController: self, presenting: presenter)
    preparedPresentation = nil
    controller.presentingViewController = presenter
    return controller
  }

  /// The view if it has been made, without making it.
  ///
  /// Source: UIViewController.viewIfLoaded.
  open var viewIfLoaded: UIView? { loadedView }

  /// Told before the view is added to a view hierarchy.
  ///
  /// Rule V2 (RULES.md): called as an appearance begins, before ``viewDidAppear(_:)``; a window's
  /// root hears it when the window shows, and its view joins the window only on the next turn
  /// of the clock.
  open func viewWillAppear(_ animated: Bool) {}

  /// Told once the view is on screen.
  ///
  /// Rule V1 (RULES.md): called when the view controller is the root of a window that shows or
  /// becomes its root while shown (on the next turn of the clock, rule V2), when its
  /// presentation ends, and for a container's visible children along with the container (the
  /// selected tab, the top of a navigation stack).
  open func viewDidAppear(_ animated: Bool) {}

  /// Told as the view is about to leave the screen.
  ///
  /// Rule D5 (RULES.md): called on a dismissed view controller as its dismissal starts, with
  /// ``isBeingDismissed`` `true`.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Told once the view has left the screen.
  ///
  /// Rule D5 (RULES.md): called on a dismissed view controller as its dismissal ends, with
  /// ``isBeingDismissed`` still `true`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether the view controller is being dismissed: `true` from its `viewWillDisappear(_:)`
  /// to its `viewDidDisappear(_:)` (rule D5).
  ///
  /// Source: UIViewController.isBeingDismissed ("whether the view controller is in the process
  /// of being dismissed by one of its ancestors").
  open internal(set) var isBeingDismissed = false

  /// Whether the view controller is being presented: `true` from its `viewWillAppear(_:)` to
  /// its `viewDidAppear(_:)` during its presentation.
  ///
  /// Source: UIViewController.isBeingPresented ("whether the view controller is in the process
  /// of being presented by one of its ancestors").
  open internal(set) var isBeingPresented = false

  /// Where the view controller is in its appearance callbacks (rule V2).
  var appearance = Appearance.disappeared

  /// A window's root whose view joins the window on the next turn of the clock (rule V2).
  var awaitsWindow = false

  /// The view controllers shown along with this one: a container's visible children.
  var visibleChildren: [UIViewController] { [] }

  /// An appearance is about to begin: what UIKit does before `viewWillAppear(_:)` (a split
  /// view collapsing as it first joins a window, rule SV2).
  func appearanceWillBegin() {}

  /// The children whose views are in the container's view now (rule P6): the visible ones, and
  /// during a container's own transition the ones it moves.
  var childrenInWindow: [UIViewController] { visibleChildren }

  /// Whether this view controller, or one that presented it or its presenters, runs a
  /// presentation or dismissal now, or this one is being dismissed (rules P1, D3).
  var chainBelowIsMoving: Bool {
    if isBeingDismissed { return true }
    var current: UIViewController? = self
    while let controller = current {
      if controller.runningTransition != nil { return true }
      current = controller.presentingViewController
    }
    return false
  }

  /// The window whose hierarchy holds this view controller: as a window's root, a child of one
  /// that is, or presented by one that is, whether or not its view is in the window now.
  var hostWindow: UIWindow? {
    if let window { return window }
    if let parent { return parent.hostWindow }
    if let presenter = presentingViewController, presenter.presentedViewController === self {
      return presenter.hostWindow
    }
    return nil
  }

  /// Whether the view is in its window now (rule P6): not while a full-screen presentation over
  /// it has ended and not begun to go, and, for a container's child, only while the container
  /// shows it (the selected tab, the top of a stack) or runs a transition (both screens of a
  /// push are in the window until it ends).
  var viewIsInWindow: Bool {
    if awaitsWindow { return false }
    if let covering = ownPresented, covering.modalPresentationStyle == .fullScreen,
      runningTransition == nil
    {
      return false
    }
    if window != nil { return true }
    if let parent {
      guard parent.childrenInWindow.contains(where: { $0 === self }) else { return false }
      return parent.viewIsInWindow
    }
    return presentingViewController?.presentedViewController === self
  }

  /// Creates a view controller.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller.
  override public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The transition running for this view controller, its containers or its presenter.
  ///
  /// Source: UIViewController.transitionCoordinator — the coordinator of an active transition
  /// involving this view controller, or of its parent's; `nil` when none runs.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var controller: UIViewController? = self
    while let current = controller {
      if let transition = current.transition ?? current.presentingViewController?.transition {
        return transition
      }
      controller = current.parent
    }
    return nil
  }

  /// The nearest navigation controller containing this view controller.
  open var navigationController: UINavigationController? {
    var controller = parent
    while let current = controller {
      if let navigation = current as? UINavigationController { return navigation }
      controller = current.parent
    }
    return nil
  }

  /// Whether this view controller's view is in a visible window: the root of one, a child its
  /// container shows, or presented, and not under a full-screen presentation (rule P6).
  public var isInWindowHierarchy: Bool { viewIsInWindow && hostWindow?.isVisible == true }

  /// Presents `viewControllerToPresent` modally.
  ///
  /// Rules (RULES.md):
  /// - P1: a view controller presents one view controller at a time; asked again while it
  ///   presents, or while its presentation or dismissal runs, UIKit logs a warning, presents
  ///   nothing and never calls `completion`.
  /// - P2: a view controller whose view is not in a window's hierarchy presents nothing.
  /// - P3: the completion runs once the presentation has finished, after the animation.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let context = presentationContext
    guard context === self else {
      return context.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    let presented = viewControllerToPresent
    guard isInWindowHierarchy else {
      StandIn.warn(
        "Attempt to present \(describe(presented)) on \(describe(self)) whose view is not in "
          + "the window hierarchy.")
      return
    }
    if let current = presentedViewController {
      StandIn.warn(
        "Attempt to present \(describe(presented)) on \(describe(self)) which is already "
          + "presenting \(describe(current)).")
      return
    }
    guard !chainBelowIsMoving else {
      StandIn.warn(
        "Attempt to present \(describe(presented)) on \(describe(self)) while a presentation "
          + "is in progress.")
      return
    }
    guard presented.presentingViewController == nil, presented.parent == nil else {
      StandIn.raise(
        "Application tried to present modally a view controller \(describe(presented)) that "
          + "is already presented or has a parent.")
      return
    }
    if let alert = presented as? UIAlertController, !alert.canBePresented { return }
    if presented.modalPresentationStyle == .popover,
      presented.popoverPresentationController?.sourceView == nil
    {
      StandIn.raise(
        "NSGenericException: UIPopoverPresentationController (\(describe(presented))) should "
          + "have a non-nil sourceView or barButtonItem set before the presentation occurs.")
      return
    }
    presentedViewController = presented
    presented.presentingViewController = self
    presented.presentationController = presented.takePresentationController(presentedBy: self)
    let covers = presented.modalPresentationStyle == .fullScreen
    presented.isBeingPresented = true
    presented.appear(animated: flag, ended: false)
    if covers { disappear(animated: flag, ended: false) }
    let animator = presented.transitioningDelegate?.animationController(
      forPresented: presented, presenting: self, source: self)
    run(
      TransitionCoordinator(isInteractive: false), animated: flag, animator: animator, from: self,
      to: presented
    ) { [self] _ in
      if covers { disappear(animated: flag, ended: true) }
      presented.appear(animated: flag, ended: true)
      presented.isBeingPresented = false
      completion?()
    }
    // Rule Z1: a zoom asks for its source view as the presentation starts (running: the
    // presenter's view is still in the window), when animated.
    if flag { presented.zoom(in: true, over: self) }
  }

  /// Dismisses the view controller this one presented, or, called on a presented view
  /// controller, asks its presenter to.
  ///
  /// Rules (RULES.md):
  /// - D1: the presenting view controller dismisses; called on the presented one, UIKit asks
  ///   the presenter. Everything presented above the dismissed one goes too.
  /// - D2: a programmatic dismissal never calls the delegate's
  ///   `presentationControllerDidDismiss(_:)`.
  /// - D3: while a presentation or dismissal of this presenter runs, UIKit logs a warning and
  ///   does nothing.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let context = presentationContext
    let presenter = context.ownPresented != nil ? context : context.ownPresenting
    guard let presenter, presenter.presentedViewController != nil else {
      // NB: assumed (not documented): with nothing presented the completion still runs.
      StandIn.after(0) { completion?() }
      return
    }
    presenter.dismissPresented(animated: flag, interactive: false) { completion?() }
  }

  /// Dismisses what this view controller presents, and everything above it.
  ///
  /// Rule U4: a dismissal the user `cancels` (a sheet dragged back up) ends with the dismissed
  /// view controllers still presented; they appear again and `ended` does not run.
  func dismissPresented(
    animated: Bool, interactive: Bool, cancels: Bool = false,
    ended: @escaping @MainActor () -> Void
  ) {
    var higher = ownPresented
    var aboveIsMoving = false
    while let controller = higher {
      aboveIsMoving = aboveIsMoving || controller.runningTransition != nil
      higher = controller.ownPresented
    }
    guard !chainBelowIsMoving, !aboveIsMoving else {
      StandIn.warn(
        "Attempt to dismiss from view controller \(describe(self)) while a presentation or "
          + "dismiss is in progress!")
      return
    }
    var going: [UIViewController] = []
    var above = ownPresented
    while let controller = above {
      going.append(controller)
      above = controller.presentedViewController
    }
    // NB: not `run`: the dismissed view controllers hear `viewDidDisappear(_:)` while the
    // transition still runs (rule D5).
    let coordinator = TransitionCoordinator(isInteractive: interactive)
    coordinator.endsCancelled = cancels
    transition = coordinator
    let uncovers = going.first?.modalPresentationStyle == .fullScreen
    for controller in going {
      controller.isBeingDismissed = true
      controller.disappear(animated: animated, ended: false)
    }
    if uncovers { appear(animated: animated, ended: false) }
    // Rule Z1: the dismissed view controller's zoom asks for its source view again.
    if animated { going.first?.zoom(in: false, over: self) }
    let finish: @MainActor (Bool) -> Void = { [self] completed in
      let cancels = cancels || !completed
      coordinator.endsCancelled = cancels
      guard !cancels else {
        transition = nil
        if uncovers { disappear(animated: animated, ended: false, cancelling: true) }
        if uncovers { disappear(animated: animated, ended: true) }
        for controller in going {
          controller.isBeingDismissed = false
          controller.appear(animated: animated, ended: false, cancelling: true)
          controller.appear(animated: animated, ended: true)
        }
        return coordinator.finish()
      }
      ownPresented = nil
      for controller in going {
        controller.presentedViewController = nil
        controller.presentingViewController = nil
        // NB: the presentation is over; its controller lets go of the view controller.
        controller.presentationController = nil
      }
      for controller in going {
        controller.disappear(animated: animated, ended: true)
        controller.isBeingDismissed = false
      }
      if uncovers { appear(animated: animated, ended: true) }
      transition = nil
      ended()
      coordinator.finish()
    }
    // Rule X1: a dismissal with an animator lasts until the animator completes it.
    if animated, let dismissed = going.first,
      let animator = dismissed.transitioningDelegate?.animationController(forDismissed: dismissed)
    {
      runningAnimation = AnimatorTransition(
        animator: animator, interaction: nil, from: dismissed, to: self, container: view
      ) { [weak self] completed in
        self?.runningAnimation = nil
        finish(completed)
      }
      return
    }
    StandIn.after(animated ? StandIn.transitionDuration : 0) { finish(true) }
  }

  /// Runs `coordinator` as this view controller's transition: it ends after the animation,
  /// or on the next turn of the clock when not animated (assumed: UIKit finishes presentations
  /// asynchronously even without animation).
  ///
  /// Rule X1: with an `animator`, an animated transition lasts until the animator calls
  /// `completeTransition(_:)` (rule X2: driven by `interaction` when given); one it completes
  /// with `false` ends cancelled (the coordinator says so to `ended`).
  func run(
    _ coordinator: TransitionCoordinator, animated: Bool,
    animator: (any UIViewControllerAnimatedTransitioning)? = nil,
    interaction: (any UIViewControllerInteractiveTransitioning)? = nil,
    from: UIViewController? = nil, to: UIViewController? = nil,
    runningWhileEnding: Bool = false,
    ended: @escaping @MainActor (TransitionCoordinator) -> Void
  ) {
    transition = coordinator
    let end: @MainActor (Bool) -> Void = { [self] completed in
      coordinator.hasFinishedMoving = true
      // NB: a transition the user cancels (an edge swipe let go of) stays cancelled.
      coordinator.endsCancelled = coordinator.endsCancelled || !completed
      // Rule X3: with `runningWhileEnding` (a navigation controller's push or pop), the
      // coordinator is still the navigation controller's `transitionCoordinator` while `ended`
      // runs, where the delegate hears `didShow`, and while its completions run (**assumed**,
      // the harsher case: Apple documents no order); by then it has ended (rule U4): it
      // queues nothing more, and UIKit takes new changes.
      if !runningWhileEnding { transition = nil }
      ended(coordinator)
      coordinator.finish()
      if transition === coordinator { transition = nil }
    }
    if animated, let animator {
      runningAnimation = AnimatorTransition(
        animator: animator, interaction: interaction, from: from, to: to, container: view
      ) { [weak self] completed in
        self?.runningAnimation = nil
        end(completed)
      }
      return
    }
    StandIn.after(animated ? StandIn.transitionDuration : 0) { end(true) }
  }
}

/// The coordinator of a running transition.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  let isInteractive: Bool
  /// Whether the user cancelled the transition: known once it ends (`endsCancelled`).
  private(set) var isCancelled = false
  /// Whether the transition ends cancelled, when it ends.
  var endsCancelled = false
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Whether the transition has ended: its completions run, or ran.
  private(set) var hasEnded = false
  /// Whether its animation is over: it is ending (the delegate hears `didShow`, the
  /// completions run) or has ended.
  var hasFinishedMoving = false

  init(isInteractive: Bool) {
    self.isInteractive = isInteractive
    super.init()
  }

  /// Queues `animation` and `completion` with the transition; once it has ended (from one of
  /// its own completions, or later), queues nothing, runs neither, and returns `false`
  /// (rule X3; **assumed**, the harsher case of what Apple documents).
  ///
  /// Source: UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)
  /// ("true if the animations were successfully queued to run or false if they were not").
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !hasEnded else { return false }
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func finish() {
    isCancelled = endsCancelled
    hasEnded = true
    let ending = completions
    completions = []
    for completion in ending { completion(self) }
  }
}

/// What a transition's alongside animations and completions receive.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the user drives the transition.
  var isInteractive: Bool { get }
  /// Whether the user cancelled it.
  var isCancelled: Bool { get }
}

/// A running transition: run code alongside it or after it.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` after it.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
