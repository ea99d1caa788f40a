/// Whether a full-screen cover hides the views drawn at one level of a container: a cover the
/// container presents at that level or above, or one hiding a container that encloses it.
///
/// A flow view hands each level's watch to what it draws there (through the environment), so a
/// container knows whether a cover hides it without looking at any other window or preview:
/// under one, its screens appear only once the cover goes.
@MainActor
final class CoverWatch {
  /// Whether the container presents a cover at the watched level or above.
  private let coversLevel: @MainActor () -> Bool
  /// The watch of the level the container itself is drawn at, in an enclosing container.
  var enclosing: CoverWatch?

  /// A watch asking `coversLevel`, inside `enclosing`.
  init(enclosing: CoverWatch?, coversLevel: @escaping @MainActor () -> Bool) {
    self.enclosing = enclosing
    self.coversLevel = coversLevel
  }

  /// Whether a full-screen cover hides the level now.
  var isCovered: Bool {
    var watch: CoverWatch? = self
    while let current = watch {
      if current.coversLevel() { return true }
      watch = current.enclosing
    }
    return false
  }
}
