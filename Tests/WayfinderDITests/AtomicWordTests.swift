import Dispatch
import Testing
import WayfinderDI

@Suite("Atomic words: the counters and flags read without a lock")
struct AtomicWordTests {
  @Test func additionsWrapAndReturnTheValueBefore() {
    let word = AtomicWord.make()
    defer { word.free() }
    #expect(word.load(ordering: .relaxed) == 0)
    #expect(word.add(2, ordering: .relaxed) == 0)
    #expect(word.add(-1, ordering: .releasing) == 2)
    #expect(word.load(ordering: .acquiring) == 1)
    word.add(-2, ordering: .relaxed)
    #expect(word.load(ordering: .sequentiallyConsistent) == .max)
    word.add(1, ordering: .releasing)
    #expect(word.load(ordering: .relaxed) == 0)
  }

  @Test func storesReplaceTheValue() {
    let word = AtomicWord.make()
    defer { word.free() }
    word.store(42, ordering: .relaxed)
    #expect(word.load(ordering: .acquiring) == 42)
    word.store(.max, ordering: .releasing)
    #expect(word.load(ordering: .sequentiallyConsistent) == .max)
  }

  @Test func additionsFromManyThreadsAreNotLost() {
    let word = AtomicWord.make()
    defer { word.free() }
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      for _ in 0..<50_000 { word.add(index.isMultiple(of: 2) ? 3 : -1, ordering: .relaxed) }
    }
    #expect(word.load(ordering: .acquiring) == 4 * 50_000 * 2)
  }

  @Test func aWordOfABufferIsReadWhereItLives() {
    let address = UnsafeMutablePointer<UInt>.allocate(capacity: 2)
    defer { address.deallocate() }
    address.initialize(repeating: 0, count: 2)
    AtomicWord(at: address + 1).store(7, ordering: .releasing)
    #expect(address[0] == 0)
    #expect(address[1] == 7)
  }
}
