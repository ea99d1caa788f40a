/// Which resolution waits for which shared instance, across all containers, so that a cycle
/// through shared instances built on several threads ends in an error instead of a deadlock.
///
/// A resolution is known by the root of its builds (``BuildRecord/root``); several threads
/// may wait under one root (a resolver handed to another thread), so each root keeps every
/// wait of its threads.
enum WaitGraph {
  /// Root build of a waiting resolution → its threads' waits.
  private static let waits = Lock<[ObjectIdentifier: [BuildWait]]>([:])

  /// Blocks until `other` finishes building, unless waiting would close a cycle.
  ///
  /// The waiting resolution is the one `resolver` belongs to, or else the build in progress
  /// on the calling thread, so a factory that reaches another shared instance through the
  /// container instead of its resolver is part of the graph too.
  ///
  /// When waiting would close a cycle, the resolution that gives way is one waiting for an
  /// instance whose `completed` closure runs, if the cycle has one: that completion is what
  /// needs the instances the others hold (the mutual-reference pattern, resolved from both
  /// ends on two threads), and the waiter could not have finished alone either. It is woken
  /// and throws; this one then waits. Otherwise this one throws.
  ///
  /// - Throws: a cycle error whose continuation names the instances the other threads are
  ///   building, in the order they wait for each other.
  static func wait(for other: BuildRecord, from resolver: Resolver) throws(ResolutionError) {
    let waiting = resolver.enclosingBuild
    if other.thread == currentThreadID() {
      throw ResolutionError(.cycle(continuation: ownCycle(to: other, from: waiting)))
    }
    if other.encloses(waiting) {
      throw ResolutionError(.cycle(continuation: []))
    }
    let wait = BuildWait(for: other)
    guard let root = waiting?.root else {
      other.block(wait)
      return
    }
    let key = ObjectIdentifier(root)
    let cycle: [ServiceDescriptor]? = waits.withLock { waits in
      // NB: a build that has ended (its waiters not yet gone) is no edge of a cycle.
      if !other.hasEnded, let path = path(from: other.root, to: root, in: waits),
        !path.contains(where: { $0.yielded != nil })
      {
        // A cycle nobody gives way in yet (one that has a waiter giving way is broken).
        guard let index = path.firstIndex(where: { $0.record.isCompleting })
        else { return path.map(\.record.descriptor) }
        // The records the one giving way waits for, from its own on, round to it.
        let records = path.map(\.record) + [other]
        let yielding = path[index]
        yielding.yielded = (records[(index + 1)...] + records[..<index]).map(\.descriptor)
        yielding.wake()
      }
      waits[key, default: []].append(wait)
      return nil
    }
    if let cycle { throw ResolutionError(.cycle(continuation: cycle)) }
    other.block(wait)
    let yielded = waits.withLock { waits -> [ServiceDescriptor]? in
      if var list = waits[key], let index = list.firstIndex(where: { $0 === wait }) {
        list.remove(at: index)
        waits[key] = list.isEmpty ? nil : list
      }
      // NB: a wait that ended with its build was not broken, whatever a detector decided.
      return wait.record.hasEnded ? nil : wait.yielded
    }
    if let yielded { throw ResolutionError(.cycle(continuation: yielded)) }
  }

  /// The builds on the calling thread from the one after `other` down to `waiting` (its
  /// innermost), then `other` again: the cycle as far as this thread knows it, for a resolve
  /// that began afresh inside those builds (through the container, or a lazy property) and
  /// whose path starts at `other`.
  private static func ownCycle(to other: BuildRecord, from waiting: BuildRecord?)
    -> [ServiceDescriptor]
  {
    var below: [ServiceDescriptor] = []
    var record = waiting
    while let current = record, current !== other {
      below.append(current.descriptor)
      record = current.parent
    }
    guard record != nil else { return [other.descriptor] }
    return below.reversed() + [other.descriptor]
  }

  /// The waits on the way from the resolution rooted at `start` to the one rooted at
  /// `target`, if the waits lead there; each root is visited once.
  private static func path(
    from start: BuildRecord, to target: BuildRecord, in waits: [ObjectIdentifier: [BuildWait]]
  ) -> [BuildWait]? {
    var visited: Set<ObjectIdentifier> = []
    var stack: [(root: BuildRecord, path: [BuildWait])] = [(start, [])]
    while let (holder, path) = stack.popLast() {
      guard visited.insert(ObjectIdentifier(holder)).inserted else { continue }
      for next in waits[ObjectIdentifier(holder)] ?? [] where !next.record.hasEnded {
        let continued = path + [next]
        if next.record.root === target { return continued }
        stack.append((next.record.root, continued))
      }
    }
    return nil
  }
}
