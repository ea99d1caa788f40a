/// A key for the view controllers of a transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// A key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view controller the transition leaves.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The view controller the transition shows.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// What an animator and an interaction controller are given: the view controllers, the
/// container, and the calls that end the transition.
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view the transition's views are animated in.
  var containerView: UIView { get }
  /// Whether an interaction controller drives the transition.
  var isInteractive: Bool { get }
  /// Whether the interaction was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The view controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// Ends the transition (rule X1): `didComplete` is `false` for a cancelled one.
  func completeTransition(_ didComplete: Bool)
  /// The interaction has reached `percentComplete`.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// The interaction finished: the animations run to their end (rule X2).
  func finishInteractiveTransition()
  /// The interaction was cancelled: the animations run back (rule X2).
  func cancelInteractiveTransition()
}

/// An object that animates a transition.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// How long the transition's animations take.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Animates the transition; must end it with `completeTransition(_:)` (rule X1).
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// An object that drives a transition interactively.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// The interactive transition begins.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// Gives the animators of a view controller's presentation and dismissal.
///
/// NB: UIKit declares these requirements `@objc optional`; each has a default here instead.
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// The animator of the presentation of `presented`, or `nil` for UIKit's own.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator of the dismissal of `dismissed`, or `nil` for UIKit's own.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
  /// UIKit's own animation.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// UIKit's own animation.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
}

/// An interaction controller whose progress the app sets; it drives the transition's animator.
///
/// Rule X2 (RULES.md): the animator runs as the interaction starts, its animations held at the
/// interaction's progress: they run, to their end or back, once the interaction finishes or is
/// cancelled.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  private var context: (any UIViewControllerContextTransitioning)?
  /// The progress, from 0 to 1.
  open private(set) var percentComplete: CGFloat = 0

  /// Creates an interaction controller.
  override public init() { super.init() }

  /// The interactive transition begins; the animations are held.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
  }

  /// The interaction reached `percentComplete`.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = percentComplete
    context?.updateInteractiveTransition(percentComplete)
  }

  /// The interaction finished: the animations run to their end.
  open func finish() {
    context?.finishInteractiveTransition()
    context = nil
  }

  /// The interaction was cancelled: the animations run back.
  open func cancel() {
    context?.cancelInteractiveTransition()
    context = nil
  }
}

/// A running transition with an animator, ended by the animator's `completeTransition(_:)`.
@MainActor
final class AnimatorTransition: NSObject, UIViewControllerContextTransitioning {
  let containerView: UIView
  let isInteractive: Bool
  private(set) var transitionWasCancelled = false
  private let controllers: [UITransitionContextViewControllerKey: UIViewController]
  private let animator: any UIViewControllerAnimatedTransitioning
  private var ended: (@MainActor (Bool) -> Void)?

  /// Runs `animator` (driven by `interaction` when given) from `from` to `to` in
  /// `container`; `ended` runs once, with whether the transition completed.
  init(
    animator: any UIViewControllerAnimatedTransitioning,
    interaction: (any UIViewControllerInteractiveTransitioning)?,
    from: UIViewController?, to: UIViewController?, container: UIView,
    ended: @escaping @MainActor (Bool) -> Void
  ) {
    self.animator = animator
    self.containerView = container
    self.isInteractive = interaction != nil
    var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    controllers[.from] = from
    controllers[.to] = to
    self.controllers = controllers
    self.ended = ended
    super.init()
    guard let interaction else {
      animator.animateTransition(using: self)
      return
    }
    interaction.startInteractiveTransition(self)
    // Rule X2: a percent-driven interaction runs the animator at once, its animations held.
    if interaction is UIPercentDrivenInteractiveTransition {
      StandIn.holdingAnimations = self
      animator.animateTransition(using: self)
      StandIn.holdingAnimations = nil
    }
  }

  /// Completions of the animations the interaction holds, run once it finishes or cancels.
  private var held: [@MainActor () -> Void] = []

  /// Holds `completion` of an animation the interaction drives.
  func hold(_ completion: @escaping @MainActor () -> Void) {
    held.append(completion)
  }

  /// The held animations run to their end, or back.
  private func releaseHeld() {
    let held = self.held
    self.held = []
    StandIn.after(StandIn.transitionDuration) {
      for completion in held { completion() }
    }
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    controllers[key]
  }

  /// Rule X1: the transition ends here, once; a second call changes nothing.
  func completeTransition(_ didComplete: Bool) {
    let ended = self.ended
    self.ended = nil
    ended?(didComplete)
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {}

  /// Rule X2: the held animations run to their end.
  func finishInteractiveTransition() {
    releaseHeld()
  }

  /// Rule X2: the held animations run back; their completions see the cancellation.
  func cancelInteractiveTransition() {
    transitionWasCancelled = true
    releaseHeld()
  }
}

extension StandIn {
  /// The interactive transition whose animations are being set up: `UIView.animate` holds
  /// their completions until the interaction finishes or cancels (rule X2).
  static var holdingAnimations: AnimatorTransition?
}
