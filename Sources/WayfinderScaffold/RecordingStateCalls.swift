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
      } else if pops == 1 {
        calls.append("pop()")
      } else {
        calls.append("pop(to: \(oldPath[kept - 1].swift(route: true)))")
      }
    }
    for route in newPath[kept...] { calls.append("push(\(route.swift(route: true)))") }
    let oldPresented = old?["presented"]?.array ?? []
    let newPresented = new["presented"]?.array ?? []
    let shown = Self.shared(oldPresented, newPresented)
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
    let others = Set((old.map(Self.keys) ?? []) + Self.keys(new)).subtracting([
      "root", "path", "presented",
    ]).filter { old?[$0] != new[$0] }.sorted()
    if !others.isEmpty {
      calls.append(
        "// Also changed here: \(others.joined(separator: ", ")); make it as the app does.")
    }
  }

  /// How many elements `old` and `new` begin with alike.
  private static func shared(_ old: [RecordingValue], _ new: [RecordingValue]) -> Int {
    zip(old, new).prefix { $0 == $1 }.count
  }

  private static func present(_ route: RecordingValue, style: RecordingValue?) -> String {
    let call = "present(\(route.swift(route: true))"
    switch style {
    case nil, .string("sheet")?: return call + ")"
    case .string(let kind)?: return call + ", style: .\(kind))"
    case let style?:
      let kind = style["kind"]?.string ?? "sheet"
      return call + ", style: .\(kind))  // its style in the recording: \(style.json)"
    }
  }

  private static func keys(_ state: RecordingValue) -> [String] {
    guard case .object(let members) = state else { return [] }
    return members.map(\.key)
  }
}
