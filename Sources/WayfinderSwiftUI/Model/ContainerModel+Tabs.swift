@_spi(Rendering) import Wayfinder

extension ContainerModel {
  /// SwiftUI's sidebar wrote back the user's edit of the tabs: those it shows hidden
  /// (`hiddenIDs`, by their customization identifiers), and the order of each section it keeps
  /// one for (`orders`, by section id). A customization that shows the tabs otherwise goes to
  /// the router as the user's change; one that shows them as they are changes nothing.
  func userCustomizedTabs(hiddenIDs: Set<String>, orders: [String: [String]]) {
    guard let router, case .tabs(let layout) = router.state.shape else { return }
    guard
      let customization = ShownTabs(router.state.shape).customization(
        hiddenIDs: hiddenIDs, orders: orders, current: layout.customization,
        ids: customizationIDs)
    else { return }
    // NB: the order across sections, and of tabs at the app's place, shows nothing new.
    var customized = router.state
    try? customized.customizeTabs { $0 = customization }
    guard case .tabs(let new) = customized.shape,
      new.arrangedTabs != layout.arrangedTabs
        || new.customization.hidden != layout.customization.hidden
    else { return }
    router.userDidNavigate(.customizedTabs(customization))
    stack.refreshShown()
  }
}
