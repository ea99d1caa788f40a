import Observation
@_spi(Rendering) import Wayfinder

// What the views draw, worked out once per change instead of in their bodies: a body reads
// only the values it draws (the root, the path, the bar, the columns, the top screen's back
// button), which a badge, a sheet's detent or a presentation leave alone, so those changes
// redraw neither the stack nor its pushed screens.

extension StackModel {
  /// What the back button of `screen` does, as the views draw it: the top screen's, as last
  /// worked out; the system's for a screen below it, which shows no back button of its own.
  func shownBackButton(of screen: ScreenRoute) -> BackButton {
    guard screen == shownTop else { return .system }
    lastDrawnBackButton = (screen, shownTopButton)
    return shownTopButton
  }

  /// What the back button of `screen`, the first screen of a split flow's column, draws: in a
  /// collapsed view, where it sits above the column before it, the top screen's; beside the
  /// other columns none of the flow's (the system's, which shows none there).
  func shownColumnBackButton(of screen: ScreenRoute) -> BackButton {
    isCollapsed ? shownBackButton(of: screen) : .system
  }

  /// The path a `NavigationStack` draws: the shown one, read with ``redraws`` so that a
  /// write-back that was not taken draws it again.
  var shownScreens: [ScreenRoute] {
    _ = redraws
    return shownPath
  }

  /// The path a split flow's detail column draws (the screens above its first), read with
  /// ``redraws`` as ``shownScreens`` is.
  var shownDetailPath: [ScreenRoute] {
    _ = redraws
    return shownColumns?.detailPath ?? []
  }

  /// Works out what the views draw again, from the router and the flows' guards; the views
  /// are told only of the values that changed.
  ///
  /// Called after each change the container draws and each the user makes. The router's state
  /// and what the guards read are watched too (state a view observes, as ``backButton`` asks
  /// of them): when they change, this runs again a turn later, so a change no renderer draws
  /// (the view not on screen yet) reaches the views as well.
  func refreshShown() {
    guard let router else { return }
    let worked: Worked
    if watchesRouter {
      worked = work(router)
    } else {
      watchesRouter = true
      worked = withObservationTracking {
        work(router)
      } onChange: { [weak self] in
        Task { @MainActor [weak self] in
          self?.watchesRouter = false
          self?.refreshShown()
        }
      }
    }
    let screens = worked.screens
    let movesTop = StackTops.Top(of: screens) != shownTopScreen
    if shownRoot != screens.root { shownRoot = screens.root }
    if shownPath != screens.path { shownPath = screens.path }
    if movesTop { shownTopMoved() }
    if shownBarHidden != screens.isBarHidden { shownBarHidden = screens.isBarHidden }
    if shownColumns != worked.columns { shownColumns = worked.columns }
    if shownTop != screens.path.last { shownTop = screens.path.last }
    if shownTopButton != worked.button { shownTopButton = worked.button }
    withdrawQuestion(unlessAbout: screens.path)
    worked.applyContainer()
  }

  /// The top screen the views draw now, with its depth.
  var shownTopScreen: StackTops.Top {
    StackTops.Top(screen: shownPath.last ?? shownRoot, depth: shownPath.count)
  }

  /// What ``refreshShown()`` reads, under observation.
  private struct Worked {
    let screens: FlowState<ScreenRoute>
    let columns: SplitColumns?
    let button: BackButton
    let applyContainer: @MainActor () -> Void
  }

  private func work(_ router: Router<Route>) -> Worked {
    let screens = router.screens
    return Worked(
      screens: screens, columns: SplitColumns(screens), button: backButton,
      applyContainer: readsContainer())
  }
}
