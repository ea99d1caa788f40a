/// Which resolution waits for which shared instance, across all containers, so that a cycle
/// through shared instances built on several threads ends in an error instead of a deadlock.
enum WaitGraph {
  /// Root build of a waiting resolution → the record it waits for.
  private static let waits = Lock<[ObjectIdentifier: BuildRecord]>([:])

  /// Blocks until `other` finishes building, unless waiting would close a cycle.
  ///
  /// - Throws: a cycle error whose continuation names the instances the other threads are
  ///   building, in the order they wait for each other.
  static func wait(for other: BuildRecord, from resolver: Resolver) throws(ResolutionError) {
    if other.encloses(resolver.build) || other.thread == currentThreadID() {
      throw ResolutionError(.cycle(continuation: []))
    }
    guard let root = resolver.build?.root else {
      other.gate.withLock { _ in }
      return
    }
    let cycle: [ServiceDescriptor]? = waits.withLock { waits in
      var continuation: [ServiceDescriptor] = []
      var holder = other.root
      // Each waiting resolution waits for one record at a time, so the walk visits each
      // entry at most once.
      for _ in 0...waits.count {
        guard let next = waits[ObjectIdentifier(holder)] else { break }
        continuation.append(next.descriptor)
        if next.root === root { return continuation }
        holder = next.root
      }
      waits[ObjectIdentifier(root)] = other
      return nil
    }
    if let cycle { throw ResolutionError(.cycle(continuation: cycle)) }
    other.gate.withLock { _ in }
    _ = waits.withLock { $0.removeValue(forKey: ObjectIdentifier(root)) }
  }
}
