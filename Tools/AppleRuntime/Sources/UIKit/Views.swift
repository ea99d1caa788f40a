/// The responder base class.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  override public init() { super.init() }
}

/// A view; the stand-in has no drawing, only what the adapter calls.
@MainActor
open class UIView: UIResponder {
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
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.window = nil
      rootViewController?.window = self
    }
  }

  /// Creates a window.
  override public init() { super.init() }

  /// Shows the window.
  open func makeKeyAndVisible() {
    if !StandIn.windows.contains(where: { $0 === self }) { StandIn.windows.append(self) }
  }

  /// Whether the window is visible.
  public var isVisible: Bool { StandIn.windows.contains { $0 === self } }
}
