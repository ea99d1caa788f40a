// NB: public, since the count of resolves in progress (``Readers``) is inlined into `resolve`.
public import _WayfinderDIStack

/// A container's registrations keyed by type alone (no name, no arguments) that have been
/// resolved, and the instances of those that are made singletons: read without a lock, a
/// dictionary or a retain, so a resolve skips the lookup, and a made singleton is read in
/// the caller's code.
///
/// An insert-only open-addressing table of 2,048 slots (64 pages of 32, each page made on
/// first use, in a directory made on first use), keyed by the service type's identifier. Writers hold the container's registry
/// lock. A slot's entry and address are stored before its key, so a reader that sees the key
/// sees them. The table does not own the entries: the registry does, and when it replaces a
/// published entry the slot is cleared and the entry is retired (``RetiredEntries``), kept until
/// no resolve that began before can still be using it. A key that finds no free slot within
/// ``probeLimit`` is not published: its resolves take the lookup.
@usableFromInline
final class PublishedEntries: Sendable {
  /// The directory, made on first use: 64 owned words, each a page's reference or 0;
  /// its retained reference as a bit pattern, or 0.
  @usableFromInline let directory = AtomicWord.make()
  /// Registrations replaced or removed from the container, kept while a resolve may read
  /// them.
  let retired = RetiredEntries()

  @usableFromInline static var probeLimit: Int { 8 }

  /// Where a page keeps a slot's key, entry and address: words `slot`, `32 + slot` and
  /// `64 + slot`. Values are bit patterns (pointers are not `Sendable`), 0 for none; keys are
  /// service type identifiers, entries are unretained (owned by the registry or the retired
  /// list), addresses belong to the singletons' entries.
  @usableFromInline static var entries: Int { 32 }
  @usableFromInline static var addresses: Int { 64 }

  /// The slot a key's search starts at: the top 11 bits of a 64-bit multiplicative hash.
  ///
  /// NB: in `UInt64`, not `UInt`, which has 32 bits on watchOS devices (arm64_32), where the
  /// constant does not fit; on 64-bit platforms the conversions cost nothing.
  @inlinable @inline(__always)
  static func home(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) &>> 53)
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
  /// The resolve counts itself in ``Readers`` while it runs.
  @inlinable @inline(__always)
  func resolve<Service>(
    _ type: Service.Type, name: RegistrationName?,
    published: (UInt) throws(ResolutionError) -> Service,
    registered: () throws(ResolutionError) -> Service
  ) throws(ResolutionError) -> Service {
    let reading = wayfinder_di_read_enter()
    defer { wayfinder_di_read_leave(reading) }
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
    guard
      let directory = AtomicWords.reference(
        directory.load(ordering: .acquiring), to: AtomicWords.self)
    else { return (0, 0) }
    let wanted = UInt(bitPattern: service)
    return directory._withUnsafeGuaranteedRef { directory in
      var index = Self.home(of: wanted)
      for _ in 0..<Self.probeLimit {
        guard let page = directory.object(at: index &>> 5, as: AtomicWords.self) else {
          return (0, 0)
        }
        let found = page._withUnsafeGuaranteedRef { page -> (address: UInt, entry: UInt)? in
          let slot = index & 31
          let stored = page[slot].load(ordering: .acquiring)
          if stored == wanted {
            // NB: sequentially consistent, not only acquiring, so that with the resolve's count
            // (a sequentially consistent add) and the writer's fence, a reader either sees a
            // withdrawal or is seen counted: the store-buffering case the language's memory
            // model only settles for such loads. A plain load on x86, `ldar` on ARM64.
            return (
              page[Self.addresses &+ slot].load(ordering: .sequentiallyConsistent),
              page[Self.entries &+ slot].load(ordering: .sequentiallyConsistent)
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
    write(service) { page, slot in page.store(entry, at: Self.entries + slot) }
  }

  /// Records that `service`'s singleton lives at `address`. Callers hold the registry lock
  /// and have checked that the registration holding it is still the registered one.
  func publish(_ address: UnsafeRawPointer, for service: ObjectIdentifier) {
    write(service) { page, slot in
      page[Self.addresses + slot].store(UInt(bitPattern: address), ordering: .releasing)
    }
  }

  /// Clears `service`'s slot because `entry`, which it described, was replaced. Callers hold
  /// the registry lock, and retire `entry`.
  func withdraw(_ service: ObjectIdentifier, replaced entry: AnyEntry) {
    guard
      let pages = AtomicWords.reference(directory.load(ordering: .acquiring), to: AtomicWords.self)?
        .takeUnretainedValue()
    else { return }
    let wanted = UInt(bitPattern: service)
    var index = Self.home(of: wanted)
    for _ in 0..<Self.probeLimit {
      guard let page = pages.object(at: index >> 5, as: AtomicWords.self)?.takeUnretainedValue()
      else { return }
      let slot = index & 31
      let stored = page[slot].load(ordering: .relaxed)
      if stored == 0 { return }
      if stored == wanted {
        guard page[Self.entries + slot].load(ordering: .relaxed) != 0 else { return }
        page[Self.addresses + slot].store(0, ordering: .releasing)
        page[Self.entries + slot].store(0, ordering: .releasing)
        return
      }
      index = (index + 1) & 2047
    }
  }

  /// Finds or takes `service`'s slot and applies `store` to it (a page and a slot in it),
  /// then marks the slot as `service`'s; does nothing when no slot is free within
  /// ``probeLimit``.
  private func write(_ service: ObjectIdentifier, _ store: (AtomicWords, Int) -> Void) {
    let wanted = UInt(bitPattern: service)
    let pages: AtomicWords
    if let existing = AtomicWords.reference(
      directory.load(ordering: .acquiring), to: AtomicWords.self)
    {
      pages = existing.takeUnretainedValue()
    } else {
      pages = AtomicWords.make(count: 64, owned: 64)
      directory.store(AtomicWords.word(of: pages, retained: true), ordering: .releasing)
    }
    var index = Self.home(of: wanted)
    for _ in 0..<Self.probeLimit {
      let page = Self.page(at: index >> 5, in: pages)
      let slot = index & 31
      let stored = page[slot].load(ordering: .relaxed)
      if stored == wanted || stored == 0 {
        store(page, slot)
        if stored == 0 { page[slot].store(wanted, ordering: .releasing) }
        return
      }
      index = (index + 1) & 2047
    }
  }

  /// The page at `index` of `directory`, made if missing; callers hold the registry lock.
  private static func page(at index: Int, in directory: AtomicWords) -> AtomicWords {
    if let existing = directory.object(at: index, as: AtomicWords.self) {
      return existing.takeUnretainedValue()
    }
    let page = AtomicWords.make(count: 96)
    directory.store(page, at: index)
    return page
  }

  deinit {
    AtomicWords.reference(directory.load(ordering: .acquiring), to: AtomicWords.self)?.release()
    directory.free()
  }
}
