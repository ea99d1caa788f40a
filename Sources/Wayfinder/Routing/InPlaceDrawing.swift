/// A push or pop made in place on a navigation container that a renderer draws, from the
/// moment it starts until it is handed to the renderer.
///
/// NB: such a change is almost always drawn alone, and then its steps are known (one screen
/// pushed, one popped) without recording the container's screens, which cost more than the
/// change. When another change joins it before it is drawn (a child flow started at the
/// pushed route, screens built again), a ``ScreensRecord`` is made from it and records the
/// rest (see `Flow.joinedScreensRecord()`).
///
/// NB: the popped screen is kept apart (`Flow.poppedInPlace`), so that this stays a plain
/// value: checking an enum that carries a screen costs several calls to copy it.
enum InPlaceDrawing {
  /// The change started; the kept screens have not changed yet.
  case started
  /// The kept screens have the pushed screen on top.
  case pushed
  /// The kept screens lost their top screen, kept in `Flow.poppedInPlace`.
  case popped

  /// Puts the steps of the change in `steps`, which must be empty, given that the screens
  /// are `kept` now.
  @MainActor
  func steps(on kept: KeptScreens, into steps: inout [NavigationStep<ScreenRoute>]) {
    switch self {
    case .started: break
    case .pushed:
      if let screen = kept.screens._path.last { steps.append(.push([screen])) }
    case .popped: steps.append(.pop(count: 1))
    }
  }
}

extension Flow {
  /// The record of the changes being drawn: the one a change started, or, when a change joins
  /// a push or pop made in place, one made from that push or pop; `nil` when no renderer waits
  /// for a change.
  func joinedScreensRecord() -> ScreensRecord? {
    if let screensRecord { return screensRecord }
    guard let drawing = inPlaceDrawing, let kept = keptScreens else { return nil }
    let record = inPlaceRecord(drawing, screens: kept.screens)
    screensRecord = record
    return record
  }

  /// A record of the push or pop `drawing` made in place, given that the screens are `current`
  /// now.
  func inPlaceRecord(_ drawing: InPlaceDrawing, screens current: FlowState<ScreenRoute>)
    -> ScreensRecord
  {
    switch drawing {
    case .started: return ScreensRecord(current)
    case .pushed: return ScreensRecord(current, pushed: 1)
    case .popped: return ScreensRecord(current, popped: poppedInPlace.map { [$0] } ?? [])
    }
  }
}
