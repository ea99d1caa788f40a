import Wayfinder

// NB: the core has the same readers, `package`; the type-check against Apple's stubs builds this
// module outside the package, where they cannot be seen.
extension FlowState.Shape {
  /// The tabs of a tab flow, in order; empty for a stack or split flow.
  var tabList: [Route] {
    if case .tabs(let layout) = self { layout.tabs } else { [] }
  }

  /// What the tabs of a tab flow show in the tab bar; empty for a stack or split flow.
  var tabItemList: [Route: TabItem] {
    if case .tabs(let layout) = self { layout.items } else { [:] }
  }

  /// How a split flow lays its stack out; `nil` for a stack or tab flow.
  var splitLayout: SplitLayout? {
    if case .split(let layout) = self { layout } else { nil }
  }
}
