// NB: public, since the tables read their words in code inlined into `resolve`.
public import _WayfinderDIStack

/// One machine word read and written atomically, at an address that does not move: a counter,
/// a flag or a table's directory made with its owner (``make()``, freed in the owner's `deinit`
/// with ``free()``), or a word of an ``AtomicWords`` buffer.
///
/// The operations are Clang's `__atomic` builtins, inlined (`WayfinderAtomics.h`); each names
/// its memory ordering, as the standard library's `Atomic` does. Counters wrap around.
///
/// NB: the standard library's `Atomic` needs iOS 18 and macOS 15; this works on every OS
/// version the package supports, without a dependency (see the Internals article).
@usableFromInline @frozen
package struct AtomicWord: @unchecked Sendable {
  // NB: `@unchecked`: the word is only ever read and written through the atomic operations.

  /// How a load is ordered with the reads and writes around it.
  @usableFromInline @frozen
  package enum LoadOrdering {
    case relaxed, acquiring, sequentiallyConsistent
  }

  /// How a store or an addition is ordered with the reads and writes around it.
  @usableFromInline @frozen
  package enum UpdateOrdering {
    case relaxed, releasing
  }

  @usableFromInline let address: UnsafeMutablePointer<UInt>

  /// The word at `address`, which stays valid, and is read and written only atomically, while
  /// the word is used.
  @inlinable @inline(__always)
  package init(at address: UnsafeMutablePointer<UInt>) {
    self.address = address
  }

  /// A new word holding 0, which its owner frees with ``free()``.
  package static func make() -> AtomicWord {
    let address = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
    address.initialize(to: 0)
    return AtomicWord(at: address)
  }

  /// Frees a word made with ``make()``; it is not used after.
  package func free() {
    address.deallocate()
  }

  /// The word's value.
  @inlinable @inline(__always)
  package func load(ordering: LoadOrdering) -> UInt {
    switch ordering {
    case .relaxed: wayfinder_atomic_load_relaxed(address)
    case .acquiring: wayfinder_atomic_load_acquire(address)
    case .sequentiallyConsistent: wayfinder_atomic_load_seq_cst(address)
    }
  }

  /// Replaces the word's value with `value`.
  @inlinable @inline(__always)
  package func store(_ value: UInt, ordering: UpdateOrdering) {
    switch ordering {
    case .relaxed: wayfinder_atomic_store_relaxed(address, value)
    case .releasing: wayfinder_atomic_store_release(address, value)
    }
  }

  /// Adds `delta` to the word (wrapping around; a negative `delta` subtracts) and returns the
  /// value it held before.
  @inlinable @inline(__always) @discardableResult
  package func add(_ delta: Int, ordering: UpdateOrdering) -> UInt {
    let bits = UInt(bitPattern: delta)
    return switch ordering {
    case .relaxed: wayfinder_atomic_add_relaxed(address, bits)
    case .releasing: wayfinder_atomic_add_release(address, bits)
    }
  }
}
