import Foundation

/// Writes a recorder's typed changes as a recording's JSON: replays each change's steps on the
/// states it started from, so that each change carries the states it left, and describes it
/// with its routes as the redactions leave them.
struct RecordingWriter {
  /// The recording format this build writes.
  static let format = 1

  private let redactions: RecordingRedactions
  /// Each live flow's name and state, as the changes written so far left them.
  private var states: [FlowID: (flow: String, state: (any RecordableState)?)] = [:]

  init(redactions: [NavigationRecorder.Redaction]) {
    self.redactions = RecordingRedactions(redactions)
  }

  mutating func json(
    start: (time: Date, root: CapturedNode, running: Bool)?,
    steps: [(RecordedStep, ArraySlice<RecordedItem>)], schema: Int
  ) throws(RestorationError) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init("recording", .number(String(Self.format))), .init("schema", .number(String(schema))),
    ]
    if let start {
      var root = try start.root.snapshotNode(withIDs: true)
      try redactions.redact(&root)
      members.append(.init("start", root.json))
      members.append(.init("time", Self.time(start.time)))
      members.append(.init("running", .bool(start.running)))
      for node in start.root.all { states[node.id] = (node.flow, node.state) }
    }
    var written: [JSONValue] = []
    for (step, items) in steps { written.append(try json(step, items)) }
    members.append(.init("steps", .array(written)))
    return JSONValue.object(members).sorted
  }

  private mutating func json(_ step: RecordedStep, _ items: ArraySlice<RecordedItem>)
    throws(RestorationError) -> JSONValue
  {
    var changes: [JSONValue] = []
    var started: [JSONValue] = []
    var ended: [JSONValue] = []
    var changed: [FlowID] = []
    var gone: Set<FlowID> = []
    // NB: each change's state in order, written when a flow changed more than once: setting
    // only the last would skip what the others did (a child ended and an equal one shown
    // again in its place).
    var sequence: [(id: FlowID, flow: String, state: any RecordableState)] = []
    for item in items {
      switch item {
      case .changed(let id, _), .pushed(let id, _), .popped(let id):
        // NB: a flow changed before it started: the state it started with has the change.
        guard let (flow, known) = states[id], var state = known else { continue }
        guard let kinds = state.apply(item) else {
          changes.append(.string("\(flow) \(id) made a change its recorded state does not fit"))
          continue
        }
        states[id] = (flow, state)
        sequence.append((id, flow, state))
        for kind in kinds {
          changes.append(.string("\(flow) \(id) \(try words(kind, of: flow))"))
        }
        if !changed.contains(id) { changed.append(id) }
      case .started(let id, let flow, let parent, let position, let state):
        states[id] = (flow, state)
        gone.remove(id)
        var members: [JSONValue.Member] = [.init("flow", .string(flow)), Self.id(id)]
        if let parent { members.append(.init("parent", .number(String(parent.raw)))) }
        if let parent, let position, let parentName = self.states[parent]?.flow {
          members.append(.init("position", try self.position(position, in: parentName)))
        }
        started.append(.object(members))
        changes.append(.string("\(flow) \(id) started"))
        if !changed.contains(id) { changed.append(id) }
      case .ended(let id, let flow, let how, let withResult):
        var members: [JSONValue.Member] = [
          .init("flow", .string(flow)), Self.id(id), .init("how", .string(how)),
        ]
        if withResult { members.append(.init("result", .bool(true))) }
        ended.append(.object(members))
        changes.append(.string("\(flow) \(id) \(how)"))
        gone.insert(id)
      }
    }
    var states: [JSONValue] = []
    for id in changed where !gone.contains(id) {
      guard let (flow, state) = self.states[id], let state else { continue }
      states.append(try entry(id, flow, state))
    }
    var sequenced: [JSONValue] = []
    if Set(sequence.map(\.id)).count < sequence.count {
      for (id, flow, state) in sequence { sequenced.append(try entry(id, flow, state)) }
    }
    var members: [JSONValue.Member] = [
      .init("time", Self.time(step.time)), .init("origin", .string(step.origin.rawValue)),
      .init("changes", .array(changes)),
    ]
    if let link = step.link.flatMap(redactions.link) {
      members.append(.init("link", .string(link)))
    }
    if let user = step.user, let flow = self.states[user.flow]?.flow {
      let change = try redactions.user(try user.json(), of: flow)
      var input = [Self.id(user.flow), JSONValue.Member("change", change)]
      if user.confirmed { input.append(.init("confirmed", .bool(true))) }
      members.append(.init("user", .object(input)))
    }
    for id in gone { self.states[id] = nil }
    if !started.isEmpty { members.append(.init("started", .array(started))) }
    if !ended.isEmpty { members.append(.init("ended", .array(ended))) }
    if !states.isEmpty { members.append(.init("states", .array(states))) }
    if !sequenced.isEmpty { members.append(.init("sequence", .array(sequenced))) }
    return .object(members)
  }

  /// A child's place in its parent `parent`, its route redacted as the parent's.
  private func position(_ position: any CapturedPosition, in parent: String)
    throws(RestorationError) -> JSONValue
  {
    var place = try position.snapshotPosition(flow: parent)
    switch place {
    case .root(let route): place = .root(route: try redactions.route(route, of: parent))
    case .tab(let route): place = .tab(route: try redactions.route(route, of: parent))
    case .pushed(let index, let route):
      place = .pushed(index: index, route: try redactions.route(route, of: parent))
    case .presented(let index, let route):
      place = .presented(index: index, route: try redactions.route(route, of: parent))
    }
    return place.json
  }

  /// A flow's state as a step writes it, redacted.
  private func entry(_ id: FlowID, _ flow: String, _ state: any RecordableState)
    throws(RestorationError) -> JSONValue
  {
    let json = try redactions.state(try state.json(flow: flow), of: flow)
    return .object([.init("flow", .string(flow)), Self.id(id), .init("state", json)])
  }

  /// What `kind` did, each route as its JSON reads once redacted (`thread(id: 7)`).
  private func words(_ kind: NavigationEvent.Kind, of flow: String) throws(RestorationError)
    -> String
  {
    var failure: RestorationError?
    let text = kind.words { route in
      do throws(RestorationError) {
        let json = try redactions.route(
          try JSONValue(encoding: route.base, flow: flow), of: flow)
        return Self.text(of: json)
      } catch {
        failure = failure ?? error
        return ""
      }
    }
    if let failure { throw failure }
    return text
  }

  /// A route's JSON in words: `{"thread":{"id":7}}` reads `thread(id: 7)`, `{"open":{"_0":3}}`
  /// reads `open(3)`, `"chats"` reads `chats`; anything else reads as its JSON.
  static func text(of route: JSONValue) -> String {
    switch route {
    case .string(let name): return name
    case .object(let members) where members.count == 1:
      guard case .object(let fields) = members[0].value else { return route.text }
      guard !fields.isEmpty else { return members[0].key }
      let list = fields.map { field in
        field.key.hasPrefix("_") && Int(field.key.dropFirst()) != nil
          ? field.value.text : "\(field.key): \(field.value.text)"
      }
      return "\(members[0].key)(\(list.joined(separator: ", ")))"
    default: return route.text
    }
  }

  /// A time as seconds since 1970, a whole number written as one, so that it reads back as
  /// the same text.
  private static func time(_ date: Date) -> JSONValue {
    let seconds = date.timeIntervalSince1970
    guard seconds == seconds.rounded(), abs(seconds) < 9e15 else {
      return .number(String(seconds))
    }
    return .number(String(Int64(seconds)))
  }

  private static func id(_ id: FlowID) -> JSONValue.Member {
    .init("id", .number(String(id.raw)))
  }
}

extension JSONValue {
  /// The value with every object's members in key order, so that equal content is equal.
  var sorted: JSONValue {
    switch self {
    case .array(let elements): .array(elements.map(\.sorted))
    case .object(let members):
      .object(
        members.sorted { $0.key < $1.key }.map { Member($0.key, $0.value.sorted) })
    default: self
    }
  }
}
