extension FlowState {
  /// Pushes `route` on top of the stack, arriving with `transition`.
  ///
  /// ```swift
  /// try state.push(.thread(id: 7), transition: .zoom(from: "chat-7"))
  /// ```
  ///
  /// - Throws: ``NavigationError/Reason/tabFlowHasNoStack(operation:)`` in a tab flow.
  public mutating func push(_ route: Route, transition: ScreenTransition) throws(NavigationError) {
    try requireStack("push")
    _path.append(route)
    if !transition.isStandard { _pathTransitions[_path.count - 1] = transition }
  }

  /// Presents `route` over everything shown, in `style`, arriving with `transition`.
  ///
  /// ```swift
  /// state.present(.photo(id: 3), style: .fullScreenCover, transition: .zoom(from: "photo-3"))
  /// ```
  public mutating func present(
    _ route: Route, style: PresentationStyle = .sheet, transition: ScreenTransition
  ) {
    presented.append(Presentation(route, style: style, transition: transition))
  }

  /// Makes the route at `index` of the path one that arrived with `transition`, as a renderer
  /// applies ``NavigationStep/setTransition(_:at:)``.
  mutating func setTransition(_ transition: ScreenTransition, at index: Int)
    throws(NavigationError)
  {
    guard _path.indices.contains(index) else {
      throw NavigationError(.noRouteAtPathIndex(index: index, count: _path.count))
    }
    _pathTransitions[index] = transition.isStandard ? nil : transition
  }

  /// The transition of the route at `index` of the path, `nil` when it arrived the standard
  /// way: one check of a count in the common case, where no route arrived otherwise.
  @inline(__always)
  func pathTransition(at index: Int) -> ScreenTransition? {
    _pathTransitions.isEmpty ? nil : _pathTransitions[index]
  }

  /// Forgets the transition of the route at `index`, the top of the path, which a pop in place
  /// has just removed.
  @inlinable
  mutating func _forgetPathTransition(at index: Int) {
    if !_pathTransitions.isEmpty { _pathTransitions[index] = nil }
  }

  /// Keeps the transitions of the routes that are where they were in `old` with the same
  /// routes below them, and forgets the others'.
  mutating func keepPathTransitions(sharedWith old: [Route]) {
    let shared = commonPrefixCount(old[...], _path[...])
    if _pathTransitions.keys.contains(where: { $0 >= shared }) {
      _pathTransitions = _pathTransitions.filter { $0.key < shared }
    }
  }

  /// How many routes at the bottom of the path `old` and this state share, each where it was
  /// and arrived the same way, trusting the first `stable` routes to be the same.
  func sharedPathCount(with old: FlowState, from stable: Int) -> Int {
    sharedWithTransitions(
      commonPrefixCount(old._path, _path, from: stable), old._pathTransitions, _pathTransitions)
  }
}

/// `kept`, the count of routes two paths share at the bottom, lowered to the first of them that
/// arrived another way in one (`old`) than in the other (`new`): such a route was pushed again.
func sharedWithTransitions(
  _ kept: Int, _ old: [Int: ScreenTransition], _ new: [Int: ScreenTransition]
) -> Int {
  if old.isEmpty, new.isEmpty { return kept }
  var shared = kept
  for (index, transition) in old where index < shared && new[index] != transition {
    shared = index
  }
  for (index, transition) in new where index < shared && old[index] != transition {
    shared = index
  }
  return shared
}
