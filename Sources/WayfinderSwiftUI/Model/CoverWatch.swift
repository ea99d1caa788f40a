/// Whether a full-screen cover hides the views drawn at one level of a container: a cover the
/// container presents at that level or above, one that another container drawn at that level
/// shows (it covers the whole window), or one hiding the level the container itself is drawn
/// at, in a container around it.
///
/// A flow view hands each level's watch to what it draws there (through the environment), and
/// each container drawn there tells the watch it is in, so a container knows whether a cover
/// hides it without looking at any other window or preview: under one, its screens appear only
/// once the cover goes.
@MainActor
final class CoverWatch {
  /// The container whose level this watches (its presentations), by identity.
  let owner: ObjectIdentifier
  /// Whether the container presents a cover at the watched level or above.
  private let coversLevel: @MainActor () -> Bool
  /// The watch of the level the container itself is drawn at, in an enclosing container.
  var enclosing: CoverWatch?
  /// The containers drawn at the level, by identity: whether each shows a cover anywhere
  /// inside it, `nil` once it is gone.
  private var inner: [ObjectIdentifier: @MainActor () -> Bool?] = [:]

  /// A watch of a level of `owner`, asking `coversLevel`, inside `enclosing`.
  init(
    of owner: AnyObject, enclosing: CoverWatch?, coversLevel: @escaping @MainActor () -> Bool
  ) {
    self.owner = ObjectIdentifier(owner)
    self.enclosing = enclosing
    self.coversLevel = coversLevel
  }

  /// The container `container` is drawn at the level, and tells whether it shows a cover
  /// anywhere inside it with `showsCover` (`nil` once it is gone).
  func contain(_ container: ObjectIdentifier, showsCover: @escaping @MainActor () -> Bool?) {
    inner[container] = showsCover
  }

  /// Whether a container drawn at the level other than `container` shows a cover, anywhere
  /// inside it.
  func coveredWithin(besides container: ObjectIdentifier?) -> Bool {
    var covered = false
    for (other, showsCover) in inner where other != container {
      guard let shows = showsCover() else {
        inner[other] = nil
        continue
      }
      if shows { covered = true }
    }
    return covered
  }

  /// Whether a full-screen cover hides the container `container` drawn at the level now.
  ///
  /// NB: going out, the container a level belongs to is left out of what covers it: a
  /// container inside its cover is not under that cover.
  func covers(_ container: ObjectIdentifier?) -> Bool {
    var watch: CoverWatch? = self
    var inside = container
    while let current = watch {
      if current.coversLevel() || current.coveredWithin(besides: inside) { return true }
      inside = current.owner
      watch = current.enclosing
    }
    return false
  }
}
