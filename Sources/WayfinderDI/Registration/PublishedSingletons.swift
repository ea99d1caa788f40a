import Synchronization

/// Where a container's made singletons live, for the registrations keyed by type alone (no
/// name, no arguments): read without a lock, so a resolve that finds its singleton here reads
/// it in the caller's code.
///
/// An insert-only open-addressing table of 2,048 slots (64 pages of 32, each page made on
/// first use), keyed by the service type's identifier. Writers hold the container's registry
/// lock. A slot's address is stored before its key, so a reader that sees the key sees the
/// address; an address goes back to 0 when the registration is replaced, and the replaced
/// entry is kept until the container goes away, because a reader on another thread may still
/// be reading its instance. A key that finds no free slot within ``probeLimit`` is not
/// published: its resolves take the lookup, as before.
@usableFromInline
final class PublishedSingletons: Sendable {
  @usableFromInline let directory = Atomic<Unmanaged<Directory>?>(nil)
  private let retired = Lock<[AnyEntry]>([])

  @usableFromInline static var probeLimit: Int { 8 }

  /// The slot a key's search starts at: the top 11 bits of a multiplicative hash.
  @inlinable @inline(__always)
  static func home(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> 53)
  }

  /// The address of the singleton registered for `service`, if it is made.
  @inlinable @inline(__always)
  func address(of service: ObjectIdentifier) -> UnsafeRawPointer? {
    guard let directory = directory.load(ordering: .acquiring) else { return nil }
    let wanted = UInt(bitPattern: service)
    return directory._withUnsafeGuaranteedRef { directory in
      var index = Self.home(of: wanted)
      for _ in 0..<Self.probeLimit {
        guard let page = directory.pages[index &>> 5].load(ordering: .acquiring) else {
          return nil
        }
        let found = page._withUnsafeGuaranteedRef { page -> UInt? in
          let stored = page.keys[index & 31].load(ordering: .acquiring)
          if stored == wanted { return page.addresses[index & 31].load(ordering: .acquiring) }
          return stored == 0 ? 0 : nil
        }
        if let found { return UnsafeRawPointer(bitPattern: found) }
        index = (index &+ 1) & 2047
      }
      return nil
    }
  }

  /// Records that `service`'s singleton lives at `address`. Callers hold the registry lock
  /// and have checked that the registration holding it is still the registered one.
  func publish(_ address: UnsafeRawPointer, for service: ObjectIdentifier) {
    let wanted = UInt(bitPattern: service)
    let pages: Directory
    if let existing = directory.load(ordering: .acquiring) {
      pages = existing.takeUnretainedValue()
    } else {
      pages = Directory()
      directory.store(Unmanaged.passRetained(pages), ordering: .releasing)
    }
    var index = Self.home(of: wanted)
    for _ in 0..<Self.probeLimit {
      let page = pages.page(at: index >> 5)
      let stored = page.keys[index & 31].load(ordering: .relaxed)
      if stored == wanted || stored == 0 {
        page.addresses[index & 31].store(UInt(bitPattern: address), ordering: .releasing)
        if stored == 0 { page.keys[index & 31].store(wanted, ordering: .releasing) }
        return
      }
      index = (index + 1) & 2047
    }
  }

  /// Forgets `service`'s singleton because `entry`, which held it, was replaced; keeps
  /// `entry` alive for readers that found the address before. Callers hold the registry
  /// lock.
  func withdraw(_ service: ObjectIdentifier, replaced entry: AnyEntry) {
    guard let pages = directory.load(ordering: .acquiring)?.takeUnretainedValue() else { return }
    let wanted = UInt(bitPattern: service)
    var index = Self.home(of: wanted)
    for _ in 0..<Self.probeLimit {
      guard let page = pages.pages[index >> 5].load(ordering: .acquiring)?.takeUnretainedValue()
      else { return }
      let stored = page.keys[index & 31].load(ordering: .relaxed)
      if stored == 0 { return }
      if stored == wanted {
        guard page.addresses[index & 31].load(ordering: .relaxed) != 0 else { return }
        page.addresses[index & 31].store(0, ordering: .releasing)
        retired.withLock { $0.append(entry) }
        return
      }
      index = (index + 1) & 2047
    }
  }

  deinit {
    directory.load(ordering: .acquiring)?.release()
  }

  @usableFromInline
  final class Directory: Sendable {
    @usableFromInline
    let pages: InlineArray<64, Atomic<Unmanaged<Page>?>> = InlineArray { _ in Atomic(nil) }

    /// The page at `index`, made if missing; callers hold the registry lock.
    func page(at index: Int) -> Page {
      if let existing = pages[index].load(ordering: .acquiring) {
        return existing.takeUnretainedValue()
      }
      let page = Page()
      pages[index].store(Unmanaged.passRetained(page), ordering: .releasing)
      return page
    }

    deinit {
      for index in 0..<64 { pages[index].load(ordering: .acquiring)?.release() }
    }
  }

  @usableFromInline
  final class Page: Sendable {
    /// Service type identifiers as bit patterns; 0 for a free slot.
    @usableFromInline let keys: InlineArray<32, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
    /// Instance addresses as bit patterns (a pointer is not `Sendable`); 0 when withdrawn.
    @usableFromInline
    let addresses: InlineArray<32, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
  }
}
