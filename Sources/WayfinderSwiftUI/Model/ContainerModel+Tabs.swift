@_spi(Rendering) import Wayfinder

extension ContainerModel {
  /// SwiftUI's sidebar wrote back the user's edit of the tabs: those it shows hidden
  /// (`hiddenIDs`, by their customization identifiers), and the order of each section it keeps
  /// one for (`orders`, by section id). A change of the flow's customization goes to the router
  /// as the user's; the same one changes nothing.
  func userCustomizedTabs(hiddenIDs: Set<String>, orders: [String: [String]]) {
    guard let router, case .tabs(let layout) = router.state.shape else { return }
    let arrangement = ShownTabs(router.state.shape, selected: router.state.root)
    guard
      let customization = arrangement.customization(
        hiddenIDs: hiddenIDs, orders: orders, current: layout.customization,
        ids: customizationIDs)
    else { return }
    router.userDidNavigate(.customizedTabs(customization))
    stack.refreshShown()
  }
}
