/// The entries of declared dependencies whose defaults a container shares (singleton, weak,
/// cached and custom scopes), indexed by declaration, read without a lock.
///
/// Two levels of atomic words (``AtomicWords``): a directory of 256 pages of 64 slots, each
/// made on first use. A page's first 64 words are its slots' retained entries, the next 64
/// the addresses of their singletons.
/// Slots, pages and the directory are written once, under the container's registry lock,
/// and released only when the container goes away, so a reader that loaded a reference can
/// use it without retaining anything but the entry it returns. Declarations past the 16,384
/// the table holds live in `overflow`, behind a lock.
///
/// Beside each entry, a page keeps the address of the entry's singleton once it is made
/// (``publishedInstance(at:)``): a resolve that finds it reads the instance in the caller's
/// specialised code, without a call, a lock or a retain but the instance's.
@usableFromInline
final class DeclaredSlots: Sendable {
  /// The directory, made on first use: 256 owned words, each a page's reference or 0;
  /// its retained reference as a bit pattern, or 0.
  @usableFromInline let directory = AtomicWord.make()
  private let overflow = Lock<[Int: AnyEntry]>([:])
  /// Every entry stored, for the resets that go through them all (``Container/resetCached()``,
  /// ``Container/reset(_:)``); never read by a resolve.
  private let stored = Lock<[AnyEntry]>([])

  static let pageSize = 64
  static let pageCount = 256

  /// The entry stored for declaration `index`, or `nil`.
  @inline(__always)
  func entry(at index: Int) -> AnyEntry? {
    let pageIndex = index >> 6
    guard pageIndex < Self.pageCount else { return overflow.withLock { $0[index] } }
    guard
      let directory = AtomicWords.reference(
        directory.load(ordering: .acquiring), to: AtomicWords.self),
      let page = directory._withUnsafeGuaranteedRef({
        $0.object(at: pageIndex, as: AtomicWords.self)
      }),
      let entry = page._withUnsafeGuaranteedRef({ $0.object(at: index & 63, as: AnyEntry.self) })
    else { return nil }
    return entry.takeUnretainedValue()
  }

  /// The address of declaration `index`'s singleton, once ``publish(_:at:)`` stored it.
  @inlinable @inline(__always)
  func publishedInstance(at index: Int) -> UnsafeRawPointer? {
    let pageIndex = index &>> 6
    guard pageIndex < 256,
      let directory = AtomicWords.reference(
        directory.load(ordering: .acquiring), to: AtomicWords.self)
    else { return nil }
    return directory._withUnsafeGuaranteedRef { directory in
      guard let page = directory.object(at: pageIndex, as: AtomicWords.self) else { return nil }
      return page._withUnsafeGuaranteedRef {
        UnsafeRawPointer(bitPattern: $0[64 &+ (index & 63)].load(ordering: .acquiring))
      }
    }
  }

  /// Records where declaration `index`'s singleton lives, once its entry (stored with
  /// ``store(_:at:)``) has made it; the address stays valid while this table lives, because
  /// the table holds the entry and a singleton is never replaced.
  func publish(_ instance: UnsafeRawPointer, at index: Int) {
    let pageIndex = index >> 6
    guard pageIndex < Self.pageCount,
      let directory = AtomicWords.reference(
        directory.load(ordering: .acquiring), to: AtomicWords.self),
      let page = directory.takeUnretainedValue().object(at: pageIndex, as: AtomicWords.self)
    else { return }
    let slot = page.takeUnretainedValue()[Self.pageSize + (index & 63)]
    if slot.load(ordering: .relaxed) == 0 {
      slot.store(UInt(bitPattern: instance), ordering: .releasing)
    }
  }

  /// Stores `entry` for declaration `index`. Callers hold the container's registry lock and
  /// store each index at most once.
  func store(_ entry: AnyEntry, at index: Int) {
    stored.withLock { $0.append(entry) }
    let pageIndex = index >> 6
    guard pageIndex < Self.pageCount else {
      overflow.withLock { $0[index] = entry }
      return
    }
    let pages: AtomicWords
    if let existing = AtomicWords.reference(
      directory.load(ordering: .acquiring), to: AtomicWords.self)
    {
      pages = existing.takeUnretainedValue()
    } else {
      pages = AtomicWords.make(count: Self.pageCount, owned: Self.pageCount)
      directory.store(AtomicWords.word(of: pages, retained: true), ordering: .releasing)
    }
    let page: AtomicWords
    if let existing = pages.object(at: pageIndex, as: AtomicWords.self) {
      page = existing.takeUnretainedValue()
    } else {
      page = AtomicWords.make(count: 2 * Self.pageSize, owned: Self.pageSize)
      pages.store(page, at: pageIndex)
    }
    page.store(entry, at: index & 63)
  }

  /// Every entry stored so far.
  var entries: [AnyEntry] { stored.withLock { $0 } }

  deinit {
    AtomicWords.reference(directory.load(ordering: .acquiring), to: AtomicWords.self)?.release()
    directory.free()
  }
}
