/// The responder base class.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  override public init() { super.init() }
}

/// A view; the stand-in has no drawing, only what the adapter calls.
@MainActor
open class UIView: UIResponder {
  /// The view controller whose view this is.
  weak var owner: UIViewController?
  /// The view this one was added to (`addSubview(_:)`), for its window.
  public internal(set) weak var superview: UIView?

  /// The view's bounds: an iPhone's screen.
  open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// The window the view is in, or `nil` when it is in none.
  ///
  /// Source: UIView.window — "This property is nil if the view has not yet been added to a
  /// window."
  ///
  /// Rule P6 (RULES.md): the view of a tab that is not selected, of a screen below the top of a
  /// stack, or of a view controller under a full-screen presentation is in no window.
  open var window: UIWindow? {
    if let superview { return superview.window }
    guard let owner, owner.viewIsInWindow else { return nil }
    return owner.hostWindow
  }

  /// Options of a view transition.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 1 << 20)
    /// A flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 21)
  }

  /// Runs `animations` at once and `completion` when `duration` has passed, or, when it is 0,
  /// on the next turn of the clock.
  ///
  /// Source: UIView.animate(withDuration:animations:completion:) ("If the duration of the
  /// animation is 0, this block is performed at the beginning of the next run loop cycle").
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    guard let completion else { return }
    if let interaction = StandIn.holdingAnimations {
      return interaction.hold { completion(true) }
    }
    StandIn.after(max(duration, 0)) { completion(true) }
  }

  /// Runs `animations` at once and `completion` when the transition's time has passed.
  ///
  /// Source: UIView.transition(with:duration:options:animations:completion:) — "completion: A
  /// block object to be executed when the animation sequence ends."
  open class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    guard let completion else { return }
    StandIn.after(duration) { completion(true) }
  }
}

/// A window: the root of a view controller hierarchy.
@MainActor
open class UIWindow: UIView {
  /// The window's root view controller.
  ///
  /// Source: UIWindow.rootViewController. Replacing it does not dismiss what the old root
  /// presented (assumed from the documentation, which describes no dismissal; seen on devices).
  ///
  /// Rule V2: while the window is visible, the old root disappears and the new one begins to
  /// appear; its view joins the window on the next turn of the clock.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if isVisible, let old = oldValue, old.appearance != .disappeared {
        old.awaitsWindow = false
        old.disappear(animated: false)
      }
      oldValue?.window = nil
      rootViewController?.window = self
      if isVisible, let root = rootViewController { beginShowing(root) }
    }
  }

  /// The scene the window belongs to.
  open internal(set) weak var windowScene: UIWindowScene?

  /// Creates a window.
  override public init() { super.init() }

  /// Creates a window of `windowScene`.
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init()
  }

  /// Shows the window.
  open func makeKeyAndVisible() {
    guard !isVisible else { return }
    StandIn.windows.append(self)
    if let root = rootViewController { beginShowing(root) }
  }

  /// Rule V2: `root` hears `viewWillAppear(_:)` now; its view joins the window, and it hears
  /// `viewDidAppear(_:)`, on the next turn of the clock (**assumed**: UIKit adds a root's view
  /// and lays it out in the run loop's next pass).
  private func beginShowing(_ root: UIViewController) {
    root.awaitsWindow = true
    root.appear(animated: false, ended: false)
    StandIn.after(0) { [weak self, weak root] in
      guard let root, root.awaitsWindow else { return }
      root.awaitsWindow = false
      guard let self, rootViewController === root, isVisible else { return }
      root.appear(animated: false, ended: true)
    }
  }

  /// Whether the window is visible.
  public var isVisible: Bool { StandIn.windows.contains { $0 === self } }

  /// A window is in no other window.
  override open var window: UIWindow? { nil }
}
