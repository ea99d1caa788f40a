/// Which resolution waits for which shared instance, across all containers, so that a cycle
/// through shared instances built on several threads ends in an error instead of a deadlock.
///
/// A resolution is known by the root of its builds (``BuildRecord/root``); several threads
/// may wait under one root (a resolver handed to another thread), so each root keeps every
/// record its threads wait for.
enum WaitGraph {
  /// Root build of a waiting resolution → the records its threads wait for.
  private static let waits = Lock<[ObjectIdentifier: [BuildRecord]]>([:])

  /// Blocks until `other` finishes building, unless waiting would close a cycle.
  ///
  /// The waiting resolution is the one `resolver` belongs to, or else the build in progress
  /// on the calling thread, so a factory that reaches another shared instance through the
  /// container instead of its resolver is part of the graph too.
  ///
  /// - Throws: a cycle error whose continuation names the instances the other threads are
  ///   building, in the order they wait for each other.
  static func wait(for other: BuildRecord, from resolver: Resolver) throws(ResolutionError) {
    let waiting = resolver.enclosingBuild
    if other.encloses(waiting) || other.thread == currentThreadID() {
      throw ResolutionError(.cycle(continuation: []))
    }
    guard let root = waiting?.root else {
      other.gate.withLock { _ in }
      return
    }
    let key = ObjectIdentifier(root)
    let cycle: [ServiceDescriptor]? = waits.withLock { waits in
      if let cycle = path(from: other.root, to: root, in: waits) { return cycle }
      waits[key, default: []].append(other)
      return nil
    }
    if let cycle { throw ResolutionError(.cycle(continuation: cycle)) }
    other.gate.withLock { _ in }
    waits.withLock { waits in
      guard var records = waits[key], let index = records.firstIndex(where: { $0 === other })
      else { return }
      records.remove(at: index)
      waits[key] = records.isEmpty ? nil : records
    }
  }

  /// The records waited for on the way from the resolution rooted at `start` to the one
  /// rooted at `target`, if the waits lead there; each root is visited once.
  private static func path(
    from start: BuildRecord, to target: BuildRecord, in waits: [ObjectIdentifier: [BuildRecord]]
  ) -> [ServiceDescriptor]? {
    var visited: Set<ObjectIdentifier> = []
    var stack: [(root: BuildRecord, path: [ServiceDescriptor])] = [(start, [])]
    while let (holder, path) = stack.popLast() {
      guard visited.insert(ObjectIdentifier(holder)).inserted else { continue }
      for next in waits[ObjectIdentifier(holder)] ?? [] {
        let continued = path + [next.descriptor]
        if next.root === target { return continued }
        stack.append((next.root, continued))
      }
    }
    return nil
  }
}
