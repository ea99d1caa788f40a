/// Records which service needed which while ``Container/verify(including:)`` resolves everything.
///
/// `@unchecked Sendable`: `stack` and `edges` are only touched while `lock` is held.
final class DependencyRecorder: @unchecked Sendable {
  struct Node: Hashable {
    let service: ServiceDescriptor
    let scope: String
    let isLongLived: Bool
    let isShortLived: Bool
  }

  struct Edge: Hashable {
    let holder: Node
    let dependency: Node
    /// Whether the holder's registration says it keeps this dependency on purpose.
    let isKept: Bool
  }

  private let lock = Lock(())
  private var stack: [(node: Node, kept: Set<ObjectIdentifier>)] = []
  private var edges: [Edge] = []
  private var seen: Set<Edge> = []

  func enter(_ service: ServiceDescriptor, scope: Scope, kept: Set<ObjectIdentifier>) {
    let node = Node(
      service: service, scope: scope.description, isLongLived: scope.isLongLived,
      isShortLived: scope.isShortLived)
    lock.withLock { _ in
      if let holder = stack.last {
        let edge = Edge(
          holder: holder.node, dependency: node,
          isKept: holder.kept.contains(service.key.service))
        if seen.insert(edge).inserted { edges.append(edge) }
      }
      stack.append((node, kept))
    }
  }

  func exit() {
    lock.withLock { _ in _ = stack.popLast() }
  }

  /// Dependencies of long-lived services that live shorter than their holder, except those
  /// the holder's registration keeps on purpose.
  func captives() -> [Edge] {
    lock.withLock { _ in
      edges.filter { $0.holder.isLongLived && $0.dependency.isShortLived && !$0.isKept }
    }
  }
}
