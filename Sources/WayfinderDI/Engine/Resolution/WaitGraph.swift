/// Which thread waits for which build, across all containers, so that a cycle through shared
/// instances built on several threads ends in an error instead of a deadlock.
///
/// A blocked thread waits for exactly one build (``BuildWait``), and every build has exactly
/// one builder thread (``BuildRecord/thread``): waiting would deadlock exactly when the build
/// waited for is built by a thread that waits, through such links, for a build of the calling
/// thread. Parallel parts of one build (a factory that resolves on several threads through its
/// resolver) are different threads, so they wait for each other's shared instances; a resolver
/// handed to work that runs later on another thread waits for the build that handed it.
///
/// What the graph cannot see is a thread blocked outside the container: a factory that waits
/// for work on another thread (`DispatchQueue.main.sync`, a semaphore, a group) while that work
/// waits for the factory's own instance. ``BuildWait`` reports such a wait in debug builds once
/// it has lasted ``WaitReport/after``.
enum WaitGraph {
  /// Waiting thread → the wait it is blocked in.
  private static let waits = Lock<[UInt: BuildWait]>([:])

  /// Blocks until `other` finishes building, unless waiting would close a cycle.
  ///
  /// When waiting would close a cycle, the thread that gives way is one waiting for an
  /// instance whose `completed` closure runs, if the cycle has one: that completion is what
  /// needs the instances the others hold (the mutual-reference pattern, resolved from both
  /// ends on two threads), and the waiter could not have finished alone either. It is woken
  /// and throws; this one then waits. Otherwise this one throws.
  ///
  /// - Throws: a cycle error whose continuation names the instances the other threads are
  ///   building, in the order they wait for each other, or, when `other` is built by the
  ///   calling thread itself, the builds between it and this resolve.
  static func wait(for other: BuildRecord, from resolver: Resolver) throws(ResolutionError) {
    let thread = currentThreadID()
    let waiting = resolver.enclosingBuild
    if other.thread == thread {
      // The builds on this thread from the one after `other` down to `waiting`, then `other`
      // again: the cycle as far as this thread knows it, for a resolve that began afresh inside
      // those builds (through the container, or a lazy property).
      throw ResolutionError(
        .cycle(continuation: builds(below: other, downTo: waiting) + [other.descriptor]))
    }
    let wait = BuildWait(for: other, by: waiting)
    let cycle: [ServiceDescriptor]? = waits.withLock { waits in
      if let path = path(from: other, to: thread, in: waits) {
        // A cycle: someone gives way, this thread if nobody waits for a completion.
        guard let index = path.firstIndex(where: { $0.record.isCompleting }) else {
          return ring(through: path.map(\.record), closedBy: wait)
        }
        // The one giving way: the records it waits for, from its own on, round to it.
        let records = path.map(\.record) + [other]
        let yielding = path[index]
        yielding.yielded = ring(
          through: Array(records[(index + 1)...] + records[..<index]), closedBy: yielding)
        yielding.wake()
      }
      waits[thread] = wait
      return nil
    }
    if let cycle { throw ResolutionError(.cycle(continuation: cycle)) }
    other.block(wait)
    let yielded = waits.withLock { waits -> [ServiceDescriptor]? in
      if waits[thread] === wait { waits[thread] = nil }
      // NB: a wait that ended with its build was not broken, whatever a detector decided.
      return wait.record.hasEnded ? nil : wait.yielded
    }
    if let yielded { throw ResolutionError(.cycle(continuation: yielded)) }
  }

  /// The continuation of a cycle error for the thread of `wait`: the builds the other
  /// threads make, in the order they wait (`targets`, whose last is one of this thread's own),
  /// then this thread's builds below that one, down to the one it waits in, then the build it
  /// waits for. The error's path, which holds what this thread resolved since the resolve that
  /// found the cycle began, is complete with it however that resolve began (through the
  /// resolver, or afresh through the container or a lazy property).
  private static func ring(through targets: [BuildRecord], closedBy wait: BuildWait)
    -> [ServiceDescriptor]
  {
    var ring = targets.map(\.descriptor)
    if let own = targets.last { ring += builds(below: own, downTo: wait.waiting) }
    return ring + [wait.record.descriptor]
  }

  /// The descriptors of the builds below `top` on its thread, from the one after it down to
  /// `innermost`; empty when `innermost` is not inside `top`.
  private static func builds(below top: BuildRecord, downTo innermost: BuildRecord?)
    -> [ServiceDescriptor]
  {
    var below: [ServiceDescriptor] = []
    var record = innermost
    while let current = record, current !== top {
      below.append(current.descriptor)
      record = current.parent
    }
    return record == nil ? [] : below.reversed()
  }

  /// The waits from `other`'s builder on, each thread's wait leading to the builder of the
  /// build it waits for, when they lead back to `thread`; `nil` when the chain ends at a thread
  /// that is not waiting (or waiting for a build that has ended, or giving way).
  private static func path(
    from other: BuildRecord, to thread: UInt, in waits: [UInt: BuildWait]
  ) -> [BuildWait]? {
    var path: [BuildWait] = []
    var record = other
    var visited: Set<UInt> = []
    while !record.hasEnded, visited.insert(record.thread).inserted,
      let next = waits[record.thread], next.yielded == nil
    {
      path.append(next)
      if next.record.thread == thread { return next.record.hasEnded ? nil : path }
      record = next.record
    }
    return nil
  }
}
