/// The router calls that take a flow from one recorded state to the next, as a test writes
/// them (without the router): the root or tab, pops and pushes, dismissals and
/// presentations; a comment names what else changed.
struct RecordingStateCalls {
  private(set) var calls: [String] = []

  init(from old: RecordingValue?, to new: RecordingValue) {
    let root = new["root"]
    var oldPath = old?["path"]?.array ?? []
    if new["tabs"] != nil {
      if let root, old?["root"] != root { calls.append("select(\(root.swift(route: true)))") }
    } else if let root, old?["root"] != root {
      calls.append("setRoot(\(root.swift(route: true)))")
      oldPath = []
    }
    let newPath = new["path"]?.array ?? []
    let kept = Self.shared(oldPath, newPath)
    let pops = oldPath.count - kept
    if pops > 0 {
      if kept == 0 {
        calls.append("popToRoot()")
      } else if pops > 1, !oldPath[kept...].contains(oldPath[kept - 1]) {
        calls.append("pop(to: \(oldPath[kept - 1].swift(route: true)))")
      } else {
        // NB: `pop(to:)` stops at the top-most copy of its route.
        calls += Array(repeating: "pop()", count: pops)
      }
    }
    for route in newPath[kept...] { calls.append("push(\(route.swift(route: true)))") }
    let oldPresented = old?["presented"]?.array ?? []
    let newPresented = new["presented"]?.array ?? []
    // NB: by route: a presentation whose style changed stays (a detent the user picked).
    let shown = Self.shared(oldPresented.map { $0["route"] }, newPresented.map { $0["route"] })
    let restyled = zip(oldPresented, newPresented).prefix(shown).contains {
      $0["style"] != $1["style"]
    }
    let dismissals = oldPresented.count - shown
    if dismissals > 0, shown == 0 {
      calls.append("dismissAll()")
    } else if dismissals > 0 {
      calls += Array(repeating: "dismiss()", count: dismissals)
    }
    for presentation in newPresented[shown...] {
      guard let route = presentation["route"] else { continue }
      calls.append(Self.present(route, style: presentation["style"]))
    }
    var others = Set((old.map(Self.keys) ?? []) + Self.keys(new)).subtracting([
      "root", "path", "presented",
    ]).filter { old?[$0] != new[$0] }.sorted()
    if restyled { others.append("a presentation's style") }
    if !others.isEmpty {
      calls.append(
        "// Also changed here: \(others.joined(separator: ", ")); make it as the app does.")
    }
  }

  /// How many elements `old` and `new` begin with alike.
  private static func shared(_ old: [RecordingValue?], _ new: [RecordingValue?]) -> Int {
    zip(old, new).prefix { $0 == $1 }.count
  }

  private static func present(_ route: RecordingValue, style: RecordingValue?) -> String {
    let call = "present(\(route.swift(route: true))"
    // NB: a popover's style is made by a function (`.popover()`), the others are constants.
    func named(_ kind: String) -> String { kind == "popover" ? ".popover()" : ".\(kind)" }
    switch style {
    case nil, .string("sheet")?: return call + ")"
    case .string(let kind)?: return call + ", style: \(named(kind)))"
    case let style?:
      let kind = style["kind"]?.string ?? "sheet"
      return call + ", style: \(named(kind)))  // its style in the recording: \(style.json)"
    }
  }

  private static func keys(_ state: RecordingValue) -> [String] {
    guard case .object(let members) = state else { return [] }
    return members.map(\.key)
  }
}
