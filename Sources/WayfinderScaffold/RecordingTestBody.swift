/// The body of a test made from a recording: the recorded flows, each named by a variable once
/// a line needs it, and the lines written so far.
struct RecordingTestBody {
  /// A recorded flow as the changes so far left it.
  private struct Known {
    let flow: String
    let parent: Int?
    /// Where its parent shows it (`{"pushed":{"index":1,"route":…}}`); `nil` when nowhere.
    let position: RecordingValue?
    var state: RecordingValue?
    var variable: String?
    var ended = false
  }

  let navigator: String
  private(set) var lines: [String] = []
  /// Whether a line calls the rendering SPI (a user's change no simulation makes).
  private(set) var needsRendering = false
  private var flows: [Int: Known] = [:]

  init(navigator: String) {
    self.navigator = navigator
  }

  /// Makes the navigator, and restores the tree the recording starts from when it was running.
  mutating func begin(start: RecordingValue, running: Bool, recording: RecordingValue) {
    lines.append("let navigator = \(navigator)")
    register(start, parent: nil)
    let children = start["children"]?.array ?? []
    guard running || !children.isEmpty else { return }
    lines.append("navigator.start()")
    if !children.isEmpty {
      var snapshot: [(key: String, value: RecordingValue)] = [("root", start.placedOnly)]
      if let schema = recording["schema"] { snapshot.append(("schema", schema)) }
      snapshot.append(("version", .number("2")))
      lines.append("// The recording starts from a running tree.")
      lines.append("let start = #\"\"\"")
      lines += RecordingValue.object(snapshot).prettyJSON.map { "  " + $0 }
      lines.append("  \"\"\"#")
      lines.append("_ = try navigator.restore(from: Data(start.utf8))")
    }
    for id in flows.keys.sorted() { expect(id, before: nil) }
  }

  private mutating func register(_ node: RecordingValue, parent: Int?) {
    guard let id = node["id"]?.int, let flow = node["flow"]?.string else { return }
    flows[id] = Known(
      flow: flow, parent: parent, position: node["position"], state: node["state"])
    for child in node["children"]?.array ?? [] { register(child, parent: id) }
  }

  /// Writes the calls that make `step` again and what it must leave.
  mutating func make(_ step: RecordingValue, number: Int, of count: Int) {
    let origin = step["origin"]?.string ?? "code"
    let link = step["link"]?.string
    let words = (step["changes"]?.array ?? []).compactMap(\.string).joined(separator: "; ")
    lines.append("")
    let made = "\(origin)\(link.map { " \($0)" } ?? "")"
    lines += Self.comment("\(number) of \(count), \(made): \(words)")
    let known = Set(flows.keys)
    let before = flows.mapValues(\.state)
    let started = step["started"]?.array ?? []
    for entry in started {
      guard let id = entry["id"]?.int, let flow = entry["flow"]?.string else { continue }
      flows[id] = Known(
        flow: flow, parent: entry["parent"]?.int, position: entry["position"], state: nil)
    }
    var calls: [String]
    if started.contains(where: { $0["parent"] == nil }) {
      calls = ["navigator.start()"]
    } else if origin == "deepLink", let link {
      calls = ["try navigator.open(\(RecordingValue.quoted(link)))"]
    } else if origin == "user", let user = step["user"] {
      calls = userCall(user)
    } else {
      calls = codeCalls(step, known: known)
    }
    lines += calls
    for entry in step["ended"]?.array ?? [] {
      guard let id = entry["id"]?.int else { continue }
      if known.contains(id), let variable = flows[id]?.variable {
        lines.append("#expect(\(variable).status.hasEnded)")
      }
      flows[id]?.ended = true
    }
    for entry in step["states"]?.array ?? [] {
      guard let id = entry["id"]?.int, flows[id]?.ended == false else { continue }
      flows[id]?.state = entry["state"]
      expect(id, before: before[id] ?? nil)
    }
  }

  /// `text` as comment lines of at most 96 characters, broken between words.
  static func comment(_ text: String) -> [String] {
    var lines: [String] = []
    var line = "//"
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > 96, line != "//" {
        lines.append(line)
        line = "//"
      }
      line += " " + word
    }
    return lines + [line]
  }

  /// The variable that names the flow `id`, declared on the way (from its parent's).
  private mutating func reference(_ id: Int) -> String {
    guard let known = flows[id] else { return "<#flow \(id)#>" }
    if let variable = known.variable { return variable }
    let type = known.flow
    let variable =
      (type.prefix(1).lowercased() + type.dropFirst()).filter { $0.isLetter || $0.isNumber }
      + String(id)
    let found: String
    if let parent = known.parent {
      let parentVariable = reference(parent)
      if let route = known.position.flatMap(\.placedRoute) {
        found = "\(parentVariable).child(at: \(route.swift(route: true)))"
      } else {
        found = "\(parentVariable).children.first { $0 is \(type) }"
      }
    } else {
      found = "navigator.root"
    }
    lines.append("let \(variable) = try #require(\(found) as? \(type))")
    flows[id]?.variable = variable
    return variable
  }

  /// Expects the state the flow `id` has in the recording now; its presentations when it has
  /// some, or had some `before`.
  private mutating func expect(_ id: Int, before: RecordingValue?) {
    guard let state = flows[id]?.state, let root = state["root"] else { return }
    let flow = reference(id)
    if state["tabs"] != nil {
      lines.append("#expect(\(flow).router.state.selectedTab == \(root.swift(route: true)))")
    } else {
      let stack = RecordingValue.array([root] + (state["path"]?.array ?? []))
      lines.append("#expect(\(flow).router.state.stack == \(stack.swift(route: true)))")
    }
    let presented = (state["presented"]?.array ?? []).compactMap { $0["route"] }
    if presented.isEmpty, !(before?["presented"]?.array ?? []).isEmpty {
      lines.append("#expect(\(flow).router.state.presented.isEmpty)")
    } else if !presented.isEmpty {
      lines.append(
        "#expect(\(flow).router.state.presented.map(\\.route) == "
          + "\(RecordingValue.array(presented).swift(route: true)))")
    }
  }

  /// The call that reports the user's change `user` again: a simulation where WayfinderTesting
  /// has one, otherwise the renderer's own call.
  private mutating func userCall(_ user: RecordingValue) -> [String] {
    guard let id = user["id"]?.int, case .object(let members)? = user["change"],
      let change = members.first
    else { return ["// The user's change is not in the recording."] }
    let router = "\(reference(id)).router"
    let fields = change.value
    func field(_ key: String) -> String { fields[key]?.swift(route: true) ?? "nil" }
    let confirmed = user["confirmed"] == .bool(true)
    switch change.key {
    case "selectedTab", "reselectedTab": return ["\(router).simulateTap(onTab: \(field("_0")))"]
    case "columnVisibility": return ["\(router).simulateColumnVisibility(\(field("_0")))"]
    default: break
    }
    needsRendering = true
    let report: String
    switch (change.key, confirmed) {
    case ("poppedTo", true): return ["\(router).userConfirmedPop(toDepth: \(field("depth")))"]
    case ("dismissedTo", true):
      return ["\(router).userConfirmedDismissal(downTo: \(field("count")))"]
    case ("poppedTo", _): report = ".poppedTo(depth: \(field("depth")))"
    case ("dismissedTo", _): report = ".dismissedTo(count: \(field("count")))"
    case ("closedPresentation", _): report = ".closedPresentation(level: \(field("level")))"
    case ("selectedDetent", _):
      report = ".selectedDetent(level: \(field("level")), \(field("detent")))"
    case ("path", _): report = ".path(\(field("_0")))"
    case ("customizedTabs", _):
      report = ".customizedTabs(.init(order: \(field("order")), hidden: \(field("hidden"))))"
    default: report = change.value.swift(route: true)
    }
    return ["\(router).userDidNavigate(\(report))"]
  }

  /// The calls of a change the app's code made: the flows it finished or stopped (what
  /// followed was the app's answer, which the test's app gives again), otherwise each flow's
  /// router calls that change its state as the recording did.
  private mutating func codeCalls(_ step: RecordingValue, known: Set<Int>) -> [String] {
    let ended = (step["ended"]?.array ?? []).filter { entry in
      entry["id"]?.int.map { known.contains($0) && flows[$0]?.ended == false } ?? false
    }
    // NB: in the order they ended: a flow stopped takes its children with it, and a flow that
    // ends once a child of its finished (its handler finishing it too) is the app's answer.
    let stopped = Set(
      ended.filter { $0["how"]?.string == "cancelled: stopped" }.compactMap { $0["id"]?.int })
    var called: Set<Int> = []
    var calls: [String] = []
    for entry in ended {
      guard let id = entry["id"]?.int, !hasAncestor(of: id, in: stopped),
        !called.contains(where: { hasAncestor(of: $0, in: [id]) })
      else { continue }
      switch entry["how"]?.string {
      case "finished":
        let flow = reference(id)
        calls.append(
          entry["result"] == .bool(true) ? "\(flow).finish(with: <#result#>)" : "\(flow).finish()")
      case "cancelled: stopped": calls.append("\(reference(id)).stop()")
      default: continue
      }
      called.insert(id)
    }
    guard calls.isEmpty else { return calls }
    var changed: Set<Int> = []
    for entry in step["sequence"]?.array ?? step["states"]?.array ?? [] {
      guard let id = entry["id"]?.int, known.contains(id), flows[id]?.ended == false,
        let new = entry["state"]
      else { continue }
      let made = RecordingStateCalls(from: flows[id]?.state, to: new).calls
      if !made.isEmpty {
        let router = "\(reference(id)).router"
        calls += made.map { $0.hasPrefix("//") ? $0 : "\(router).\($0)" }
        changed.insert(id)
      }
      flows[id]?.state = new
    }
    guard changed.count > 1 else { return calls }
    return ["navigator.transaction {"] + calls.map { "  " + $0 } + ["}"]
  }

  private func hasAncestor(of id: Int, in ids: Set<Int>) -> Bool {
    var parent = flows[id]?.parent
    while let above = parent {
      if ids.contains(above) { return true }
      parent = flows[above]?.parent
    }
    return false
  }
}

extension RecordingValue {
  /// The route of a child's place in its parent (`{"tab":{"route":…}}`).
  fileprivate var placedRoute: RecordingValue? {
    guard case .object(let members) = self, let place = members.first else { return nil }
    return place.value["route"]
  }

  /// A tree node without the children shown nowhere in their parent's state, which restoring
  /// cannot place.
  fileprivate var placedOnly: RecordingValue {
    guard case .object(let members) = self else { return self }
    return .object(
      members.map { member in
        guard member.key == "children" else { return member }
        let placed = member.value.array.filter { $0["position"] != nil }.map(\.placedOnly)
        return (member.key, .array(placed))
      })
  }
}
