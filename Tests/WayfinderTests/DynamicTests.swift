import Synchronization
import Testing
import Wayfinder
import WayfinderDI

@Suite("Dynamic values")
struct DynamicTests {
  @Test func bindSeesLaterValuesAndBindAndFireTheCurrentOneToo() {
    let title = Dynamic("a")
    let seen = Lock<[String]>([])
    let fired = Lock<[String]>([])
    let first = title.bind { value in seen.withLock { $0.append(value) } }
    let second = title.bindAndFire { value in fired.withLock { $0.append(value) } }
    title.value = "b"
    #expect(seen.withLock { $0 } == ["b"])
    #expect(fired.withLock { $0 } == ["a", "b"])
    #expect(title.observerCount == 2)
    first.cancel()
    title.value = "c"
    #expect(seen.withLock { $0 } == ["b"])
    #expect(fired.withLock { $0 } == ["a", "b", "c"])
    _ = second
  }

  @Test func releasingATokenStopsItsObserver() {
    let count = Dynamic(0)
    var token: ObserverToken? = count.bind { _ in }
    #expect(count.observerCount == 1)
    #expect(token != nil)
    token = nil
    #expect(count.observerCount == 0)
  }

  @MainActor
  @Test func mainActorObserversRunAtOnceWhenSentFromTheMainActor() async {
    let count = Dynamic(0)
    var seen: [Int] = []
    let token = count.bindAndFireOnMainActor { seen.append($0) }
    #expect(seen == [0])
    count.send(1)
    #expect(seen == [0, 1])
    await Task.detached { count.value = 2 }.value
    while seen.count < 3 { await Task.yield() }
    #expect(seen == [0, 1, 2])
    token.cancel()
  }

  @Test func concurrentSendsReachEveryObserverExactlyOnce() async {
    let value = Dynamic(0)
    let total = Lock(0)
    let tokens = (0..<4).map { _ in value.bind { _ in total.withLock { $0 += 1 } } }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for step in 0..<1_000 { value.value = task * 1_000 + step }
        }
      }
    }
    #expect(total.withLock { $0 } == 4 * 8 * 1_000)
    #expect(tokens.count == 4)
  }

  @MainActor
  @Test func aFlowBindingEndsWithTheFlow() {
    let flow = Coordinator<Int, Void>(root: 0)
    flow.start()
    let count = Dynamic(0)
    var seen: [Int] = []
    flow.bind(count) { seen.append($0) }
    count.send(1)
    flow.stop()
    count.send(2)
    #expect(seen == [1])
    #expect(count.observerCount == 0)
  }
}
