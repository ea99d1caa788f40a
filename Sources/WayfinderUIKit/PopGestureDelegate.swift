#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// The delegate a renderer gives a navigation controller's edge swipe in place of UIKit's:
  /// it answers whether the swipe may begin, and every other call goes to UIKit's own
  /// delegate, which settles the swipe against scroll views' pans, cells' swipes, the bars'
  /// touches and transitions, partly through calls of its own that only forwarding reaches.
  ///
  /// NB: one per gesture: forwarding names the target, not the gesture asked about.
  final class PopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// Whether the swipe may begin.
    private let shouldBegin: @MainActor () -> Bool
    /// UIKit's own delegate of the swipe, which hears every call this one does not answer.
    ///
    /// NB: nonisolated, because UIKit asks `responds(to:)` and `forwardingTarget(for:)`,
    /// NSObject methods without isolation; written once, before UIKit can ask. Held strongly:
    /// UIKit may remember that this delegate answers a call it forwards.
    nonisolated(unsafe) private let original: (any UIGestureRecognizerDelegate)?

    init(original: (any UIGestureRecognizerDelegate)?, shouldBegin: @escaping @MainActor () -> Bool)
    {
      self.original = original
      self.shouldBegin = shouldBegin
    }

    /// UIKit's delegate this one stands in for.
    var uiKitDelegate: (any UIGestureRecognizerDelegate)? { original }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      shouldBegin()
    }

    #if canImport(ObjectiveC)
      // Objective-C message forwarding: UIKit asks a delegate which optional methods it has and
      // calls them; the ones this class does not have go to UIKit's own delegate. Compiled on
      // Apple platforms only (Linux has no selectors).
      nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardee(for: aSelector) != nil
      }

      nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forwardee(for: aSelector) ?? super.forwardingTarget(for: aSelector)
      }

      /// UIKit's delegate when it answers `selector`.
      nonisolated private func forwardee(for selector: Selector) -> (
        any UIGestureRecognizerDelegate
      )? {
        guard let original, original.responds(to: selector) else { return nil }
        return original
      }
    #else
      // NB: without selectors, the public calls of the arbitration go to UIKit's delegate
      // (the stand-in's) one by one.
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        original?.gestureRecognizer(
          gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        original?.gestureRecognizer(
          gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
          ?? false
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        original?.gestureRecognizer(
          gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
      }
    #endif
  }
#endif
