import Synchronization

/// A container's registrations keyed by type alone (no name, no arguments) that have been
/// resolved, and the instances of those that are made singletons: read without a lock, a
/// dictionary or a retain, so a resolve skips the lookup, and a made singleton is read in
/// the caller's code.
///
/// An insert-only open-addressing table of 2,048 slots (64 pages of 32, each page made on
/// first use), keyed by the service type's identifier. Writers hold the container's registry
/// lock. A slot's entry and address are stored before its key, so a reader that sees the key
/// sees them. The table does not own the entries: the registry does, and when it replaces a
/// published entry the slot is cleared and the entry is kept until the container goes away,
/// because a reader on another thread may still be using it. A key that finds no free slot
/// within ``probeLimit`` is not published: its resolves take the lookup.
@usableFromInline
final class PublishedEntries: Sendable {
  @usableFromInline let directory = Atomic<Unmanaged<Directory>?>(nil)
  private let retired = Lock<[AnyEntry]>([])

  @usableFromInline static var probeLimit: Int { 8 }

  /// The slot a key's search starts at: the top 11 bits of a multiplicative hash.
  @inlinable @inline(__always)
  static func home(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> 53)
  }

  /// The address of the singleton registered for `service`, if it is made.
  func address(of service: ObjectIdentifier) -> UnsafeRawPointer? {
    UnsafeRawPointer(bitPattern: find(service).address)
  }

  /// The entry registered for `service`, if a resolve has published it.
  func entry(of service: ObjectIdentifier) -> Unmanaged<AnyEntry>? {
    UnsafeRawPointer(bitPattern: find(service).entry).map { Unmanaged.fromOpaque($0) }
  }

  /// The one body of `Container.resolve(_:name:)` and of
  /// `Resolver.resolve(_:name:)`: a made singleton read where it lives, a published
  /// registration through `published`, anything else through `registered` (the lookup).
  @inlinable @inline(__always)
  func resolve<Service>(
    _ type: Service.Type, name: ServiceName?,
    published: (UInt) throws(ResolutionError) -> Service,
    registered: () throws(ResolutionError) -> Service
  ) throws(ResolutionError) -> Service {
    if case .none = name {
      let found = find(ObjectIdentifier(Service.self))
      if let address = UnsafeRawPointer(bitPattern: found.address) {
        // NB: only a registration of `Service` itself is published under its identifier.
        return address.assumingMemoryBound(to: Service.self).pointee
      }
      if found.entry != 0 { return try published(found.entry) }
    }
    return try registered()
  }

  /// `service`'s made singleton and published entry, as bit patterns; 0 for none.
  @inlinable @inline(__always)
  func find(_ service: ObjectIdentifier) -> (address: UInt, entry: UInt) {
    guard let directory = directory.load(ordering: .acquiring) else { return (0, 0) }
    let wanted = UInt(bitPattern: service)
    return directory._withUnsafeGuaranteedRef { directory in
      var index = Self.home(of: wanted)
      for _ in 0..<Self.probeLimit {
        guard let page = directory.pages[index &>> 5].load(ordering: .acquiring) else {
          return (0, 0)
        }
        let found = page._withUnsafeGuaranteedRef { page -> (address: UInt, entry: UInt)? in
          let stored = page.keys[index & 31].load(ordering: .acquiring)
          if stored == wanted {
            return (
              page.addresses[index & 31].load(ordering: .acquiring),
              page.entries[index & 31].load(ordering: .acquiring)
            )
          }
          return stored == 0 ? (0, 0) : nil
        }
        if let found { return found }
        index = (index &+ 1) & 2047
      }
      return (0, 0)
    }
  }

  /// Records `entry` as the registration of `service`. Callers hold the registry lock and
  /// have checked that `entry` is the registered one.
  func publish(_ entry: AnyEntry, for service: ObjectIdentifier) {
    write(service) { page, index in
      page.entries[index].store(
        UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque()), ordering: .releasing)
    }
  }

  /// Records that `service`'s singleton lives at `address`. Callers hold the registry lock
  /// and have checked that the registration holding it is still the registered one.
  func publish(_ address: UnsafeRawPointer, for service: ObjectIdentifier) {
    write(service) { page, index in
      page.addresses[index].store(UInt(bitPattern: address), ordering: .releasing)
    }
  }

  /// Keeps `entry`, replaced or removed from the registry, alive until the container goes
  /// away: a resolve on another thread may have found it a moment before (in this table, or
  /// by the lookup, which does not retain what it finds).
  func retire(_ entry: AnyEntry) {
    retired.withLock { $0.append(entry) }
  }

  /// Clears `service`'s slot because `entry`, which it described, was replaced. Callers hold
  /// the registry lock, and retire `entry`.
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
        guard page.entries[index & 31].load(ordering: .relaxed) != 0 else { return }
        page.addresses[index & 31].store(0, ordering: .releasing)
        page.entries[index & 31].store(0, ordering: .releasing)
        return
      }
      index = (index + 1) & 2047
    }
  }

  /// Finds or takes `service`'s slot and applies `store` to it, then marks the slot as
  /// `service`'s; does nothing when no slot is free within ``probeLimit``.
  private func write(_ service: ObjectIdentifier, _ store: (Page, Int) -> Void) {
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
        store(page, index & 31)
        if stored == 0 { page.keys[index & 31].store(wanted, ordering: .releasing) }
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

  /// 32 slots; values are bit patterns (pointers are not `Sendable`), 0 for none.
  @usableFromInline
  final class Page: Sendable {
    /// Service type identifiers; 0 for a free slot.
    @usableFromInline let keys: InlineArray<32, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
    /// Unretained entries, owned by the registry or the retired list.
    @usableFromInline let entries: InlineArray<32, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
    /// Made singletons' addresses, owned by their entries.
    @usableFromInline
    let addresses: InlineArray<32, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
  }
}
