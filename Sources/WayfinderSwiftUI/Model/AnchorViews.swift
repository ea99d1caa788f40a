/// The views marked as popover anchors on a container's screens, in the order they appeared,
/// each with a token that identifies it.
///
/// Platform-free, so the choice of anchor is tested on Linux (through ``PresentationStages``).
struct AnchorViews: Hashable {
  /// A view marked as a popover anchor: its name, the level of the screen it is on (0 for the
  /// container's stack, `n` for the screen presented at level `n - 1`), and its token.
  private struct Anchor: Hashable {
    let name: String
    let level: Int
    let token: Int
  }

  private var views: [Anchor] = []
  private var lastToken = 0

  /// A view named `name` appeared on the screen at `level`; returns its token.
  mutating func appeared(_ name: String, level: Int) -> Int {
    lastToken += 1
    views.append(Anchor(name: name, level: level, token: lastToken))
    return lastToken
  }

  /// The view with `token` left the screen.
  mutating func disappeared(_ token: Int) {
    views.removeAll { $0.token == token }
  }

  /// The token of the view that draws a popover naming `name` on the screen at `level`: of the
  /// views with that name there, the last to appear; `nil` when none is on screen.
  func token(named name: String, level: Int) -> Int? {
    views.last { $0.name == name && $0.level == level }?.token
  }
}
