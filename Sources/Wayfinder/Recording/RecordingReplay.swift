import Foundation

/// Where a replayed recording went differently from what it recorded, and how.
struct RecordingMismatch: Error, Hashable, Sendable, CustomStringConvertible {
  /// The change, from 1; 0 for the tree the recording starts from.
  let step: Int
  /// What went differently, in words.
  let description: String
}

/// Replays a recording into a navigator: each change as it was made (a deep link opened
/// again, the root started again, otherwise the states it left set, with its origin), then the
/// whole tree checked against the states recorded.
@MainActor
struct RecordingReplay {
  let navigator: Navigator
  let recording: NavigationRecording
  /// The last change to make again, from 1; `nil` for every change.
  private let last: Int?
  /// The live flow of each recorded flow's identity.
  private var flows: [UInt64: Flow] = [:]
  /// The name and latest recorded state of each recorded flow that runs.
  private var expected: [UInt64: (flow: String, state: JSONValue?)] = [:]
  /// The name each recorded flow had in the recording, under its schema.
  var recordedNames: [UInt64: String] = [:]

  init(_ recording: NavigationRecording, into navigator: Navigator, through last: Int? = nil) {
    self.navigator = navigator
    self.recording = recording
    self.last = last
  }

  /// Replays every change; the first mismatch, if any.
  mutating func run() -> RecordingMismatch? {
    guard let start = recording.json["start"] else {
      return RecordingMismatch(
        step: 0,
        description: "The recording has no start: its recorder "
          + "was given to no navigator.")
    }
    do throws(RecordingMismatch) {
      try replayStart(start)
      for (index, step) in (recording.json["steps"]?.array ?? []).enumerated() {
        if let last, index >= last { break }
        try replay(try migrated(step, number: index + 1), number: index + 1)
      }
    } catch {
      return error
    }
    return nil
  }

  private mutating func replayStart(_ start: JSONValue) throws(RecordingMismatch) {
    let read: NavigationSnapshot.Node
    do {
      read = try SnapshotReader(version: NavigationSnapshot.currentVersion).node(start, "start")
    } catch {
      throw mismatch(0, "its start is not a navigation tree: \(error)")
    }
    let node = try migrated(start: read)
    let root = navigator.root
    guard node.flow == root.flowName else {
      throw mismatch(0, "it starts from \(node.flow), the navigator's root is \(root.flowName)")
    }
    // NB: a recorder given to the navigator as it was made starts from its idle root, which
    // the recording's first change starts; any other start is a running tree, restored.
    if recording.json["running"] == .bool(true) || !node.children.isEmpty {
      if root.status == .idle { navigator.start() }
      var snapshot = NavigationSnapshot(schema: navigator.snapshotSchema.version, root: node)
      // NB: children shown nowhere in their parent's state (added with `addChild`) are not
      // restored: the app adds them again as their parent starts.
      snapshot.root.clearIDsAndUnplaced()
      do {
        let report = try navigator.restore(from: snapshot)
        if let first = report.leftOut.first { throw mismatch(0, "restoring its start, \(first)") }
      } catch let error as RecordingMismatch {
        throw error
      } catch {
        throw mismatch(0, "its start did not restore: \(error)")
      }
    }
    try map(node, to: root, step: 0)
    try check(step: 0)
  }

  /// Pairs `node` and its descendants with the live flows at their positions.
  private mutating func map(_ node: NavigationSnapshot.Node, to flow: Flow, step: Int)
    throws(RecordingMismatch)
  {
    if let id = node.id {
      flows[id] = flow
      expected[id] = (node.flow, node.state)
    }
    for child in node.children {
      guard let position = child.position else {
        // NB: a child shown nowhere in the state (added with `addChild`), by name.
        let taken = Set(flows.values.map(ObjectIdentifier.init))
        guard
          let live = flow.children.first(where: {
            $0.flowName == child.flow && !$0.status.hasEnded
              && !taken.contains(ObjectIdentifier($0))
          })
        else {
          throw mismatch(step, "\(child.flow) is not a child of \(flow.flowName)")
        }
        try map(child, to: live, step: step)
        continue
      }
      guard let live = (flow as? ReplayableFlow)?.child(at: position) else {
        throw mismatch(
          step,
          "\(child.flow) is not shown in \(flow.flowName) at "
            + "\(child.position?.description ?? "its place")")
      }
      try map(child, to: live, step: step)
    }
  }

  private mutating func replay(_ step: JSONValue, number: Int) throws(RecordingMismatch) {
    let origin = step["origin"]?.string.flatMap(NavigationOrigin.init(rawValue:)) ?? .code
    let started = step["started"]?.array ?? []
    let states = step["states"]?.array ?? []
    // NB: a change the app makes itself from the replayed input (a start, a link, the user's
    // change) must end the flows the recording ended; only changes made by code the replay
    // does not run have their ends made for them. A link, in a navigator without the app's
    // map, is made by its states.
    var made = true
    if started.contains(where: { $0["parent"] == nil }), navigator.root.status == .idle {
      navigator.start()
    } else if origin == .user, let user = step["user"], let id = user["id"]?.int,
      let flow = flows[UInt64(id)] as? ReplayableFlow, let change = user["change"]
    {
      do throws(ReplayProblem) {
        try flow.replayUser(change, confirmed: user["confirmed"] == .bool(true))
      } catch {
        throw mismatch(number, "\(flows[UInt64(id)]?.flowName ?? "a flow") #\(id): \(error)")
      }
    } else if origin == .deepLink, let link = step["link"]?.string, navigator.deepLinks != nil {
      do {
        try navigator.open(link)
      } catch {
        throw mismatch(number, "the link \(link) failed: \(error)")
      }
    } else {
      made = false
      try setStates(step["sequence"]?.array ?? states, started: started, origin: origin, number)
    }
    mapStarted(started)
    // NB: a flow that started and ended in the same change (one that finished as it started)
    // has nothing left to compare.
    let endedEntries = step["ended"]?.array ?? []
    let ended = Set(endedEntries.compactMap { $0["id"]?.int.map(UInt64.init) })
    for entry in started {
      guard let id = entry["id"]?.int.map(UInt64.init), flows[id] == nil, !ended.contains(id)
      else { continue }
      throw mismatch(number, unmatched(entry))
    }
    for entry in started {
      if let id = entry["id"]?.int.map(UInt64.init) {
        expected[id] = (entry["flow"]?.string ?? "", flows[id]?.recordedJSON)
      }
    }
    if made {
      for entry in endedEntries {
        guard let id = entry["id"]?.int.map(UInt64.init), let flow = flows[id],
          !flow.status.hasEnded
        else { continue }
        throw mismatch(
          number,
          "\(name(of: entry)) \(entry["how"]?.string ?? "ended") in the recording; in the "
            + "replay it still runs")
      }
    } else {
      stopEnded(endedEntries, origin: origin)
    }
    for id in ended {
      flows[id] = nil
      expected[id] = nil
    }
    for entry in states {
      if let id = entry["id"]?.int.map(UInt64.init), expected[id] != nil {
        expected[id]?.state = entry["state"]
      }
    }
    try check(step: number)
  }

  /// Sets each recorded state in `entries` in order, as changes made by `origin`, in one
  /// transaction; skips a flow that has ended.
  private mutating func setStates(
    _ entries: [JSONValue], started: [JSONValue], origin: NavigationOrigin, _ number: Int
  ) throws(RecordingMismatch) {
    var problem: RecordingMismatch?
    // NB: a flow that started in this change made its own changes as it started, which the
    // replay's flow makes again: only its last state is set.
    let startedIDs = Set(started.compactMap { $0["id"]?.int })
    var last: [Int: Int] = [:]
    for (index, entry) in entries.enumerated() {
      if let id = entry["id"]?.int, startedIDs.contains(id) { last[id] = index }
    }
    Transaction.run(origin: origin, animated: false) { _ in
      for (index, entry) in entries.enumerated() {
        if let id = entry["id"]?.int, let final = last[id], index != final { continue }
        mapStarted(started)
        guard let id = entry["id"]?.int.map(UInt64.init), let flow = flows[id],
          !flow.status.hasEnded, let replayable = flow as? ReplayableFlow,
          let state = entry["state"]
        else { continue }
        do throws(ReplayProblem) {
          try replayable.setReplayed(state)
        } catch {
          problem = mismatch(number, "\(name(of: entry)): \(error)")
          return
        }
      }
    }
    if let problem { throw problem }
  }

  /// Stops the flows the recording's code ended (it finished or stopped them) that still run,
  /// the top-most only: their children end with them. Their results are not recorded.
  private func stopEnded(_ entries: [JSONValue], origin: NavigationOrigin) {
    let running = entries.compactMap { entry in
      entry["id"]?.int.flatMap { flows[UInt64($0)] }
    }.filter { !$0.status.hasEnded }
    let stopping = Set(running.map(ObjectIdentifier.init))
    for flow in running {
      var ancestor = flow.parent
      while let above = ancestor, !stopping.contains(ObjectIdentifier(above)) {
        ancestor = above.parent
      }
      guard ancestor == nil else { continue }
      Transaction.run(origin: origin, animated: false) { _ in flow.stop() }
    }
  }

  /// Pairs the flows `started` lists with live flows their recorded parents show, by name, in
  /// the order they started.
  private mutating func mapStarted(_ started: [JSONValue]) {
    for entry in started {
      guard let id = entry["id"]?.int.map(UInt64.init), flows[id] == nil,
        let name = entry["flow"]?.string
      else { continue }
      guard let parent = entry["parent"]?.int.map(UInt64.init) else {
        flows[id] = navigator.root
        continue
      }
      let taken = Set(flows.values.map(ObjectIdentifier.init))
      flows[id] = flows[parent]?.children.first {
        $0.flowName == name && !$0.status.hasEnded && !taken.contains(ObjectIdentifier($0))
      }
    }
  }

  /// Checks every live flow against the recording: each recorded flow runs with its recorded
  /// state, and no other flow runs.
  private func check(step: Int) throws(RecordingMismatch) {
    for (id, recorded) in expected.sorted(by: { $0.key < $1.key }) {
      guard let flow = flows[id], !flow.status.hasEnded else {
        throw mismatch(
          step, "\(recorded.flow) #\(id) runs in the recording; in the replay it ended")
      }
      guard let state = recorded.state, let live = flow.recordedJSON else { continue }
      guard live == state.sorted else {
        throw mismatch(
          step,
          "\(recorded.flow) #\(id) shows \(live.text) in the replay; the recording has "
            + "\(state.text)")
      }
    }
    let mapped = Set(flows.values.map(ObjectIdentifier.init))
    var pending: [Flow] = [navigator.root]
    while let flow = pending.popLast() {
      pending += flow.children
      guard !flow.status.hasEnded, !mapped.contains(ObjectIdentifier(flow)) else { continue }
      let parent = flow.parent.map { " in \($0.flowName)" } ?? ""
      throw mismatch(
        step, "the replay started \(flow.flowName)\(parent), which the recording has not")
    }
  }

  /// Why the flow `entry` started in the recording has no flow in the replay.
  private func unmatched(_ entry: JSONValue) -> String {
    let flow = entry["flow"]?.string ?? "flow"
    guard let parentID = entry["parent"]?.int.map(UInt64.init) else {
      return "\(name(of: entry)) started in the recording as the root; the replay's root is "
        + navigator.root.flowName
    }
    guard let parent = flows[parentID] else {
      return "\(name(of: entry)) started in the recording in a flow the replay does not have"
    }
    return "\(name(of: entry)) started in the recording; the replay started no \(flow) in "
      + "\(parent.flowName) (a flow shown by `run` or `show` is not made again: make it in "
      + "`makeChild(for:)`)"
  }

  private func name(of entry: JSONValue) -> String {
    "\(entry["flow"]?.string ?? "a flow") #\(entry["id"]?.int ?? 0)"
  }

  func mismatch(_ step: Int, _ problem: String) -> RecordingMismatch {
    let steps = recording.steps
    let what: String
    if step == 0 {
      what = "At the recording's start"
    } else {
      let recorded = steps.indices.contains(step - 1) ? steps[step - 1] : nil
      let words = recorded.map { step in
        let link = step.link.map { " \($0)" } ?? ""
        return "\(step.origin.rawValue)\(link): \(step.changes.joined(separator: "; "))"
      }
      what = "At step \(step) of \(steps.count)\(words.map { " (\($0))" } ?? "")"
    }
    let current = navigator.snapshotSchema.version
    let newer =
      recordedSchema > current
      ? " It was recorded under snapshot schema \(recordedSchema), newer than the navigator's "
        + "(\(current)): give the navigator the app's `snapshotSchema`."
      : ""
    return RecordingMismatch(step: step, description: "\(what), \(problem).\(newer)")
  }
}

extension Flow {
  /// This flow's state as a recording holds it, if it has one and it encodes.
  fileprivate var recordedJSON: JSONValue? {
    (try? recordableState?.json(flow: flowName))?.sorted
  }
}

extension NavigationSnapshot.Node {
  /// Forgets the flows' identities, which restoring does not read, and the children shown
  /// nowhere in their parent's state, which it cannot place.
  fileprivate mutating func clearIDsAndUnplaced() {
    id = nil
    children.removeAll { $0.position == nil }
    for index in children.indices { children[index].clearIDsAndUnplaced() }
  }
}

extension Navigator {
  /// Replays `recording` into this navigator, step by step through its change `last` (from
  /// 1; every change when `nil`), and checks that each change leaves the states the recording
  /// holds; the first mismatch (its change, from 1, 0 for the recording's start, and what went
  /// differently), or `nil`: for WayfinderTesting's `replay(_:)` and previews.
  @_spi(Rendering)
  public func replayMismatch(_ recording: NavigationRecording, through last: Int? = nil)
    -> (step: Int, description: String)?
  {
    var replay = RecordingReplay(recording, into: self, through: last)
    return replay.run().map { ($0.step, $0.description) }
  }
}
