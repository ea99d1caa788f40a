import Foundation

/// The delegate of a gesture recognizer: asked whether a gesture may begin, and how it
/// settles with another recognizer (UIKit's arbitration).
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether the recognizer may begin recognizing the gesture.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether both recognizers may recognize at once.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer waits for the other one to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the other recognizer waits for this one to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

/// What UIKit does for a delegate that does not implement a method (the header's defaults).
extension UIGestureRecognizerDelegate {
  /// Lets the gesture begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// No two gestures recognize at once.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// No failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// No failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

/// A gesture on a view; in the stand-in, whether its delegate lets it begin, how it settles
/// with another, and its state while the user makes it.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Where the recognizer is in recognizing its gesture.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
  }

  /// The delegate; setting it replaces the one before (one weak reference).
  weak open var delegate: (any UIGestureRecognizerDelegate)?
  /// The state: `.began` as the user's gesture is recognized, `.possible` again once it
  /// ended (rule N4).
  open internal(set) var state = State.possible

  /// Creates a recognizer.
  override public init() { super.init() }

  /// Rule N5 (RULES.md): whether the gesture begins, as the delegate answers.
  func shouldBegin() -> Bool {
    delegate?.gestureRecognizerShouldBegin(self) ?? true
  }
}

extension StandIn {
  /// How `gesture` settles with `other` (a scroll view's pan, a cell's swipe), as its delegate
  /// answers UIKit's arbitration: whether both recognize at once, whether `gesture` waits for
  /// `other` to fail, and whether `other` waits for `gesture` to fail (rule G2).
  public static func arbitration(
    of gesture: UIGestureRecognizer, with other: UIGestureRecognizer
  ) -> (simultaneous: Bool, waitsForOther: Bool, otherWaits: Bool) {
    guard let delegate = gesture.delegate else { return (false, false, false) }
    return (
      delegate.gestureRecognizer(gesture, shouldRecognizeSimultaneouslyWith: other),
      delegate.gestureRecognizer(gesture, shouldRequireFailureOf: other),
      delegate.gestureRecognizer(gesture, shouldBeRequiredToFailBy: other)
    )
  }
}
