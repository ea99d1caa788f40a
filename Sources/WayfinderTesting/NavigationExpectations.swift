import Testing
@_spi(Rendering) import Wayfinder

/// Expects `router`'s stack above its root to be `expected`, recording a readable issue if
/// not.
///
/// ```swift
/// expectPath(chats.router, [.thread(id: 3), .info(id: 3)])
/// ```
@MainActor
public func expectPath<Route>(
  _ router: Router<Route>, _ expected: [Route], sourceLocation: SourceLocation = #_sourceLocation
) {
  guard router.state.path != expected else { return }
  Issue.record(
    "Expected the path \(list(expected)), found \(list(router.state.path)).",
    sourceLocation: sourceLocation)
}

/// Expects `router`'s whole stack, root first, to be `expected`.
@MainActor
public func expectStack<Route>(
  _ router: Router<Route>, _ expected: [Route], sourceLocation: SourceLocation = #_sourceLocation
) {
  let stack = router.state.stack
  guard stack != expected else { return }
  Issue.record(
    "Expected the stack \(list(expected)), found \(list(stack)).", sourceLocation: sourceLocation)
}

/// Expects `router` to present exactly `expected`, bottom first.
@MainActor
public func expectPresented<Route>(
  _ router: Router<Route>, _ expected: [Route], sourceLocation: SourceLocation = #_sourceLocation
) {
  let presented = router.state.presented.map(\.route)
  guard presented != expected else { return }
  Issue.record(
    "Expected the presentations \(list(expected)), found \(list(presented)).",
    sourceLocation: sourceLocation)
}

/// Expects the navigator's tree, as `NavigationTree.text`, to be `expected`.
@MainActor
public func expectTree(
  _ navigator: Navigator, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = navigator.tree.text
  guard text != expected else { return }
  Issue.record("Expected the tree\n\(expected)\nfound\n\(text)", sourceLocation: sourceLocation)
}

private func list<Route>(_ routes: [Route]) -> String {
  "[" + routes.map { String(describing: $0) }.joined(separator: ", ") + "]"
}
