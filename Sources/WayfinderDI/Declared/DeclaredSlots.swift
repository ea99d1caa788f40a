import Synchronization

/// The entries of declared dependencies whose defaults a container shares (singleton, weak,
/// cached and custom scopes), indexed by declaration, read without a lock.
///
/// Two levels of atomics: a directory of 256 pages of 64 slots, each made on first use.
/// Slots, pages and the directory are written once, under the container's registry lock,
/// and released only when the container goes away, so a reader that loaded a reference can
/// use it without retaining anything but the entry it returns. Declarations past the 16,384
/// the table holds live in `overflow`, behind a lock.
final class DeclaredSlots: Sendable {
  private let directory = Atomic<Unmanaged<Directory>?>(nil)
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

  private final class Directory: Sendable {
    let pages: InlineArray<256, Atomic<Unmanaged<Page>?>> = InlineArray { _ in Atomic(nil) }

    deinit {
      for index in 0..<DeclaredSlots.pageCount {
        pages[index].load(ordering: .acquiring)?.release()
      }
    }
  }

  private final class Page: Sendable {
    let slots: InlineArray<64, Atomic<Unmanaged<AnyEntry>?>> = InlineArray { _ in Atomic(nil) }

    deinit {
      for index in 0..<DeclaredSlots.pageSize {
        slots[index].load(ordering: .acquiring)?.release()
      }
    }
  }
}
