import Synchronization

/// The entries of declared dependencies whose defaults a container shares (singleton, weak,
/// cached and custom scopes), indexed by declaration, read without a lock.
///
/// Two levels of atomics: a directory of 256 pages of 64 slots, each made on first use.
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
  @usableFromInline let directory = Atomic<Unmanaged<Directory>?>(nil)
  private let overflow = Lock<[Int: AnyEntry]>([:])

  static let pageSize = 64
  static let pageCount = 256

  /// The entry stored for declaration `index`, or `nil`.
  @inline(__always)
  func entry(at index: Int) -> AnyEntry? {
    let pageIndex = index >> 6
    guard pageIndex < Self.pageCount else { return overflow.withLock { $0[index] } }
    guard let directory = directory.load(ordering: .acquiring),
      let page = directory._withUnsafeGuaranteedRef({
        $0.pages[pageIndex].load(ordering: .acquiring)
      }),
      let entry = page._withUnsafeGuaranteedRef({
        $0.slots[index & 63].load(ordering: .acquiring)
      })
    else { return nil }
    return entry.takeUnretainedValue()
  }

  /// The address of declaration `index`'s singleton, once ``publish(_:at:)`` stored it.
  @inlinable @inline(__always)
  func publishedInstance(at index: Int) -> UnsafeRawPointer? {
    let pageIndex = index &>> 6
    guard pageIndex < 256, let directory = directory.load(ordering: .acquiring) else {
      return nil
    }
    return directory._withUnsafeGuaranteedRef { directory in
      guard let page = directory.pages[pageIndex].load(ordering: .acquiring) else { return nil }
      return page._withUnsafeGuaranteedRef {
        UnsafeRawPointer(bitPattern: $0.instances[index & 63].load(ordering: .acquiring))
      }
    }
  }

  /// Records where declaration `index`'s singleton lives, once its entry (stored with
  /// ``store(_:at:)``) has made it; the address stays valid while this table lives, because
  /// the table holds the entry and a singleton is never replaced.
  func publish(_ instance: UnsafeRawPointer, at index: Int) {
    let pageIndex = index >> 6
    guard pageIndex < Self.pageCount,
      let directory = directory.load(ordering: .acquiring),
      let page = directory.takeUnretainedValue().pages[pageIndex].load(ordering: .acquiring)
    else { return }
    let slots = page.takeUnretainedValue()
    if slots.instances[index & 63].load(ordering: .relaxed) == 0 {
      slots.instances[index & 63].store(UInt(bitPattern: instance), ordering: .releasing)
    }
  }

  /// Stores `entry` for declaration `index`. Callers hold the container's registry lock and
  /// store each index at most once.
  func store(_ entry: AnyEntry, at index: Int) {
    let pageIndex = index >> 6
    guard pageIndex < Self.pageCount else {
      overflow.withLock { $0[index] = entry }
      return
    }
    let pages: Directory
    if let existing = directory.load(ordering: .acquiring) {
      pages = existing.takeUnretainedValue()
    } else {
      pages = Directory()
      directory.store(Unmanaged.passRetained(pages), ordering: .releasing)
    }
    let page: Page
    if let existing = pages.pages[pageIndex].load(ordering: .acquiring) {
      page = existing.takeUnretainedValue()
    } else {
      page = Page()
      pages.pages[pageIndex].store(Unmanaged.passRetained(page), ordering: .releasing)
    }
    page.slots[index & 63].store(Unmanaged.passRetained(entry), ordering: .releasing)
  }

  deinit {
    directory.load(ordering: .acquiring)?.release()
  }

  @usableFromInline
  final class Directory: Sendable {
    @usableFromInline
    let pages: InlineArray<256, Atomic<Unmanaged<Page>?>> = InlineArray { _ in Atomic(nil) }

    deinit {
      for index in 0..<DeclaredSlots.pageCount {
        pages[index].load(ordering: .acquiring)?.release()
      }
    }
  }

  @usableFromInline
  final class Page: Sendable {
    let slots: InlineArray<64, Atomic<Unmanaged<AnyEntry>?>> = InlineArray { _ in Atomic(nil) }
    /// Singletons' addresses as bit patterns (a pointer is not `Sendable`); 0 until made.
    @usableFromInline
    let instances: InlineArray<64, Atomic<UInt>> = InlineArray { _ in Atomic(0) }

    deinit {
      for index in 0..<DeclaredSlots.pageSize {
        slots[index].load(ordering: .acquiring)?.release()
      }
    }
  }
}
