import Synchronization

/// Records which service needed which while ``Container/verify()`` resolves everything.
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
  }

  private let lock = Lock(())
  private var stack: [Node] = []
  private var edges: [Edge] = []
  private var seen: Set<Edge> = []

  func enter(_ service: ServiceDescriptor, scope: Scope) {
    let node = Node(
      service: service, scope: scope.description, isLongLived: scope.isLongLived,
      isShortLived: scope.isShortLived)
    lock.withLock { _ in
      if let holder = stack.last {
        let edge = Edge(holder: holder, dependency: node)
        if seen.insert(edge).inserted { edges.append(edge) }
      }
      stack.append(node)
    }
  }

  func exit() {
    lock.withLock { _ in _ = stack.popLast() }
  }

  /// Dependencies of long-lived services that live shorter than their holder.
  func captives() -> [Edge] {
    lock.withLock { _ in
      edges.filter { $0.holder.isLongLived && $0.dependency.isShortLived }
    }
  }
}
