// Compiled with Engine/Support/Lock.swift and AtomicWords.swift against Apple's iOS SDK by
// Tools/typecheck-apple-branches.sh: the ways the package uses its lock and its atomic words,
// so the Apple branch (os_unfair_lock) is instantiated as the library instantiates it.
import Atomics

enum LockUseFailure: Error { case refused }

final class LockUses: Sendable {
  private let count = Lock(0)
  private let names = Lock<[String: Int]>([:])
  private let nothing = Lock(())

  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }

  func remember(_ name: String) { names.withLock { $0[name, default: 0] += 1 } }

  func refuse() throws(LockUseFailure) {
    try nothing.withLock { (_: inout Void) throws(LockUseFailure) in throw .refused }
  }

  func words() -> UInt {
    let words = AtomicWords.make(count: 4, owned: 1)
    words.store(LockUses(), at: 0)
    words[1].store(7, ordering: .releasing)
    return words[1].load(ordering: .acquiring)
      + (words.object(at: 0, as: LockUses.self) == nil ? 0 : 1)
  }
}
