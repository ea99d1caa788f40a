/// The interval of a push or pop made in place, between the moment its flow tells of it and
/// the moment the call that made it hands it to the renderer (`Router.drawnInPlace`), which ends
/// the interval once the change is on screen (see the Internals article, "Signposts").
@MainActor
@usableFromInline
enum Signposting {
  /// What ends the interval of the change made in place now; `nil` when none is marked.
  // NB: read at every push and pop made in place; never changed in place across a call that
  // could reach it again, so the run-time exclusivity check is left out.
  @exclusivity(unchecked) @usableFromInline static var _pendingEnd: (@MainActor () -> Void)?

  /// Keeps `end` for the change being made in place.
  static func pend(_ end: @escaping @MainActor () -> Void) {
    guard let earlier = _pendingEnd else {
      _pendingEnd = end
      return
    }
    _pendingEnd = {
      earlier()
      end()
    }
  }

  /// Takes what ends the pending interval, `nil` when none is marked.
  @usableFromInline
  static func takePendingEnd() -> (@MainActor () -> Void)? {
    guard let end = _pendingEnd else { return nil }
    _pendingEnd = nil
    return end
  }

  /// `completion`, and then what ends the pending interval, which is taken.
  @usableFromInline
  static func takingPendingEnd(after completion: (@MainActor () -> Void)?)
    -> (@MainActor () -> Void)?
  {
    guard let end = takePendingEnd() else { return completion }
    guard let completion else { return end }
    return {
      completion()
      end()
    }
  }
}
