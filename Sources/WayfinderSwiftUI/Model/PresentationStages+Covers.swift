// Which views a full-screen cover of the stages hides: a container's stack under one is not
// seen change, and its screens appear only once the cover goes.

extension PresentationStages {
  /// Whether a full-screen cover shows over the container, hiding its stack.
  var coversContainer: Bool { coversViews(atLevel: 0) }

  /// Whether a full-screen cover hides the views drawn at `level`: the container's own at 0,
  /// the screen of the presentation at `level - 1` above it. A cover at that level or above
  /// hides them.
  func coversViews(atLevel level: Int) -> Bool {
    shown.dropFirst(level).contains { $0.style.kind == .fullScreenCover }
  }

  /// The watch the view hands to what it draws at `level`, inside `enclosing` (the watch of
  /// the level this container is drawn at, in a container around it): the same object each
  /// time, so SwiftUI sees no change of the environment.
  func coverWatch(overLevel level: Int, enclosedBy enclosing: CoverWatch?) -> CoverWatch {
    if let watch = coverWatches[level] {
      if watch.enclosing !== enclosing { watch.enclosing = enclosing }
      return watch
    }
    let watch = CoverWatch(of: self, enclosing: enclosing) { [weak self] in
      self?.coversViews(atLevel: level) ?? false
    }
    coverWatches[level] = watch
    return watch
  }

  /// Whether a full-screen cover shows over the container, or a container drawn in it (in
  /// its stack's screens, or in its presentations) shows one.
  var showsCoverWithin: Bool {
    coversContainer || coverWatches.values.contains { $0.coveredWithin(besides: nil) }
  }
}
