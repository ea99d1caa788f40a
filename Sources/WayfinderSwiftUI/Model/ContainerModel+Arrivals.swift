@_spi(Rendering) import Wayfinder

// How a container's zoomed screens arrive, as its views ask (ScreenArrivals decides).

extension ContainerModel {
  /// How the pushed `screen` is drawn arriving and leaving.
  func arrival(ofPushed screen: ScreenRoute) -> DrawnArrival {
    guard case .zoom = screen.transition, let router else { return .standard }
    // NB: untracked: a view asking must not draw again at every change of the container.
    return arrivals.arrival(
      of: .pushed(screen), with: screen.transition, among: router.untrackedScreens)
  }

  /// How `screen`, the first of a split flow's content or detail column, is drawn arriving and
  /// leaving: zooming only while the columns are collapsed into one stack, where SwiftUI pushes
  /// it; beside the column before it, it replaces the column's screen the standard way. Decided
  /// as the screen is first drawn, and kept.
  func arrival(ofColumnScreen screen: ScreenRoute) -> DrawnArrival {
    guard case .zoom = screen.transition, let router else { return .standard }
    // NB: read untracked, and only for a screen not decided yet.
    return arrivals.arrival(
      of: .pushed(screen), with: screen.transition, among: router.untrackedScreens,
      inPlace: !stack.untrackedIsCollapsed)
  }

  /// How the presentation of `presentation` is drawn arriving and leaving: a sheet or a
  /// full-screen cover may zoom, a popover or an alert does not.
  func arrival(ofPresented presentation: Presentation<ScreenRoute>) -> DrawnArrival {
    guard case .zoom = presentation.transition, let router,
      presentation.style.kind == .sheet || presentation.style.kind == .fullScreenCover
    else { return .standard }
    return arrivals.arrival(
      of: .presented(presentation.route, presentation.transition),
      with: presentation.transition, among: router.untrackedScreens)
  }
}
