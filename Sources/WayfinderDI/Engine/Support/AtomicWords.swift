/// A fixed number of machine words, each read and written atomically, stored inline in one
/// heap object: the pages and directories of the engine's lock-free tables.
///
/// The first ``Layout/owned`` words may hold retained object references as bit patterns
/// (``word(of:retained:)``); they are released when the words go away. The
/// rest hold plain bit patterns (identifiers, unretained references, addresses), 0 for none.
///
/// NB: the standard library's `Atomic` and `InlineArray` would keep the words inline in the
/// owner itself, but they need iOS 18 and iOS 26; a `ManagedBuffer` of words read as ``AtomicWord``s
/// works on every OS version the package supports, at the cost of one more object per table.
@usableFromInline
final class AtomicWords: ManagedBuffer<AtomicWords.Layout, UInt> {
  // NB: not `Sendable` (no `ManagedBuffer` is): the tables keep their words as bit patterns
  // (``reference(_:)``), written once under their owner's lock and then only read.

  /// How many words there are, and how many of the first ones own a retained reference.
  @usableFromInline
  struct Layout {
    let count: Int
    let owned: Int
  }

  /// `count` words, all 0; the first `owned` of them release what they hold at the end.
  static func make(count: Int, owned: Int = 0) -> AtomicWords {
    let buffer = create(minimumCapacity: count) { _ in Layout(count: count, owned: owned) }
    buffer.withUnsafeMutablePointerToElements {
      $0.initialize(repeating: 0, count: count)
    }
    // NB: `create` called on this final class makes an instance of it.
    return unsafeDowncast(buffer, to: AtomicWords.self)
  }

  /// The word at `index`, which is below the count.
  @inlinable @inline(__always)
  subscript(index: Int) -> AtomicWord {
    withUnsafeMutablePointerToElements { AtomicWord(at: $0 + index) }
  }

  /// The object whose retained reference word `index` holds, or `nil` for 0; the caller keeps
  /// these words alive while it uses the object.
  @inlinable @inline(__always)
  func object<Object: AnyObject>(at index: Int, as type: Object.Type) -> Unmanaged<Object>? {
    Self.reference(self[index].load(ordering: .acquiring), to: type)
  }

  /// The object whose reference `word` holds as a bit pattern, or `nil` for 0.
  @inlinable @inline(__always)
  static func reference<Object: AnyObject>(
    _ word: UInt, to type: Object.Type
  ) -> Unmanaged<Object>? {
    UnsafeRawPointer(bitPattern: word).map { Unmanaged<Object>.fromOpaque($0) }
  }

  /// The bit pattern of `object`'s reference, retained when `retained` is `true`.
  static func word(of object: AnyObject, retained: Bool) -> UInt {
    let reference = retained ? Unmanaged.passRetained(object) : Unmanaged.passUnretained(object)
    return UInt(bitPattern: reference.toOpaque())
  }

  /// Stores `object`'s reference in word `index`, retained when the word is one of the owned.
  func store<Object: AnyObject>(_ object: Object, at index: Int) {
    self[index].store(Self.word(of: object, retained: index < header.owned), ordering: .releasing)
  }

  deinit {
    for index in 0..<header.owned {
      Self.reference(self[index].load(ordering: .acquiring), to: AnyObject.self)?.release()
    }
    let count = header.count
    _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: count) }
  }
}
