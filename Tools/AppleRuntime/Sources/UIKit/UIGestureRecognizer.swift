import Foundation

/// The delegate of a gesture recognizer: asked whether a gesture may begin.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether the recognizer may begin recognizing the gesture.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the gesture begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}

/// A gesture on a view; in the stand-in, only whether its delegate lets it begin.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The delegate; setting it replaces the one before (one weak reference).
  weak open var delegate: (any UIGestureRecognizerDelegate)?

  /// Creates a recognizer.
  override public init() { super.init() }

  /// Rule N5 (RULES.md): whether the gesture begins, as the delegate answers.
  func shouldBegin() -> Bool {
    delegate?.gestureRecognizerShouldBegin(self) ?? true
  }
}
