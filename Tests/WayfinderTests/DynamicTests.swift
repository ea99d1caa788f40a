import Testing
@_spi(Rendering) import Wayfinder

/// A plain model class, neither `Sendable` nor a value type, as seed 003 binds them.
private final class Chat {
  var title: String
  init(_ title: String) { self.title = title }
}

private final class Screen {
  var shown: [String] = []
}

@MainActor
@Suite("Dynamic values")
struct DynamicTests {
  @Test func bindSeesLaterValuesAndBindAndFireTheCurrentOneToo() {
    let title = Dynamic("a")
    var seen: [String] = []
    var fired: [String] = []
    let first = title.bind { seen.append($0) }
    title.bindAndFire { fired.append($0) }
    title.value = "b"
    #expect(seen == ["b"])
    #expect(fired == ["a", "b"])
    #expect(title.observerCount == 2)
    first.cancel()
    first.cancel()
    title.value = "c"
    #expect(seen == ["b"])
    #expect(fired == ["a", "b", "c"])
  }

  @Test func aValueSetOnTheMainActorReachesObserversBeforeTheSetterReturns() async {
    let count = Dynamic(0)
    var seen: [Int] = []
    count.bind { seen.append($0) }
    count.value = 1
    #expect(seen == [1])
    await Task.yield()
    count.value = 2
    #expect(seen == [1, 2])
  }

  @Test func aDiscardedBindingKeepsWorking() {
    let count = Dynamic(0)
    var seen: [Int] = []
    _ = count.bind { seen.append($0) }
    count.bind { seen.append($0 * 10) }
    count.value = 1
    #expect(seen == [1, 10])
    #expect(count.observerCount == 2)
  }

  @Test func holdsPlainModelClasses() {
    let chats = Dynamic<[Chat]>([])
    var titles: [[String]] = []
    chats.bindAndFire { titles.append($0.map(\.title)) }
    chats.value = [Chat("Ann"), Chat("Bob")]
    #expect(titles == [[], ["Ann", "Bob"]])
  }

  @Test func anOwnedBindingEndsWithItsOwnerAndDoesNotKeepIt() {
    let title = Dynamic("a")
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    title.bindAndFire(to: screen!) { screen, title in screen.shown.append(title) }
    title.value = "b"
    #expect(screen?.shown == ["a", "b"])
    screen = nil
    #expect(weakScreen == nil)
    title.value = "c"
    #expect(title.observerCount == 0)
  }

  @Test func observersMaySetTheValueAndCancelBindings() {
    let count = Dynamic(0)
    var seen: [Int] = []
    var second: DynamicBinding?
    // NB: weakly, as the binding lives as long as the value: a strong capture would be a cycle.
    count.bind { [weak count] value in
      second?.cancel()
      if value == 1 { count?.value = 2 }
    }
    second = count.bind { seen.append($0) }
    count.value = 1
    #expect(seen.isEmpty)
    #expect(count.value == 2)
    #expect(count.observerCount == 1)
  }

  @Test func releasingTheDynamicReleasesWhatItsObserversHold() {
    var count: Dynamic<Int>? = Dynamic(0)
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    count?.bind { [screen] value in screen?.shown.append("\(value)") }
    screen = nil
    #expect(weakScreen != nil)
    count = nil
    #expect(weakScreen == nil)
  }

  @Test func aFlowBindingEndsWithTheFlow() {
    let flow = Coordinator<Int, Void>(root: 0)
    flow.start()
    let count = Dynamic(0)
    var seen: [Int] = []
    flow.bind(count) { seen.append($0) }
    count.value = 1
    flow.stop()
    count.value = 2
    #expect(seen == [1])
    #expect(count.observerCount == 0)
  }
}
