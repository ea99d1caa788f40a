import Testing
import Wayfinder

@testable import WayfinderSwiftUI

/// A timer the test runs by hand: SwiftUI's transition time passes when the test says so.
@MainActor
final class ManualTimer {
  private var actions: [@MainActor () -> Void] = []

  var timer: TransitionTimer { TransitionTimer { [self] action in actions.append(action) } }

  /// The transition time passed for everything started so far.
  func fire() {
    let due = actions
    actions = []
    for action in due { action() }
  }
}

/// Whether an `onScreen()` returned, set by the task that awaits it.
@MainActor
final class Returned {
  var value = false
}

@MainActor
@Suite("SwiftUI container model: identity, renderer, animation")
struct ContainerModelTests {
  // G12: a view drawn again made a new model every time (and kept the first one's closures);
  // G4: a view position given another router kept driving the first.
  @Test func g12AndG4OneModelPerRouterWhateverTheRedraws() {
    let first = NotesFlow()
    let second = NotesFlow()
    let model = ContainerModel.of(first.router)
    #expect(ContainerModel.of(first.router) === model)
    let other = ContainerModel.of(second.router)
    #expect(other !== model)
    #expect(other.id != model.id)
  }

  // G9: the root had no identity by route, so a new root kept the old one's view state.
  @Test func g9TheRootsIdentityIsItsRoute() {
    let flow = NotesFlow()
    flow.start()
    let model = ContainerModel(router: flow.router, timer: ManualTimer().timer)
    let before = model.rootID
    flow.router.setRoot(.editor)
    #expect(model.rootID != before)
    #expect(model.rootID?.as(NoteRoute.self) == .editor)
  }

  // G8: with no renderer in SwiftUI, onScreen() returned before SwiftUI had drawn anything.
  @Test func g8APushIsOnScreenOnceItsScreenAppears() async throws {
    let flow = NotesFlow()
    flow.start()
    let clock = ManualTimer()
    let model = ContainerModel(router: flow.router, timer: clock.timer)
    model.viewAppeared()
    let returned = Returned()
    let pushing = Task { @MainActor in
      await flow.router.push(.editor).onScreen()
      returned.value = true
    }
    for _ in 0..<10 { await Task.yield() }
    #expect(!returned.value)
    model.screenAppeared(try #require(flow.router.screens.path.last))
    for _ in 0..<10 where !returned.value { await Task.yield() }
    #expect(returned.value)
    pushing.cancel()
  }

  @Test func g8APushWhoseScreenSaysNothingIsOnScreenAfterTheTransitionTime() async {
    let flow = NotesFlow()
    flow.start()
    let clock = ManualTimer()
    let model = ContainerModel(router: flow.router, timer: clock.timer)
    model.viewAppeared()
    let returned = Returned()
    let pushing = Task { @MainActor in
      await flow.router.push(.editor).onScreen()
      returned.value = true
    }
    for _ in 0..<10 { await Task.yield() }
    #expect(!returned.value)
    clock.fire()
    for _ in 0..<10 where !returned.value { await Task.yield() }
    #expect(returned.value)
    pushing.cancel()
  }

  @Test func g8APresentationIsOnScreenOnceItsStageEnded() async throws {
    let flow = NotesFlow()
    flow.start()
    let clock = ManualTimer()
    let model = ContainerModel(router: flow.router, timer: clock.timer)
    model.viewAppeared()
    let returned = Returned()
    let presenting = Task { @MainActor in
      await flow.router.present(.share).onScreen()
      returned.value = true
    }
    for _ in 0..<10 { await Task.yield() }
    #expect(model.presentations.shown.count == 1)
    #expect(!returned.value)
    clock.fire()
    for _ in 0..<10 where !returned.value { await Task.yield() }
    #expect(returned.value)
    presenting.cancel()
  }

  @Test func g8OnceTheViewIsGoneChangesNoLongerWait() async {
    let flow = NotesFlow()
    flow.start()
    let model = ContainerModel(router: flow.router, timer: ManualTimer().timer)
    model.viewAppeared()
    #expect(flow.router.renderer === model)
    model.viewDisappeared()
    #expect(flow.router.renderer == nil)
    await flow.router.push(.editor).onScreen()
    #expect(flow.router.path == [.editor])
  }

  // G13: every change animated in SwiftUI, `animated: false` too.
  @Test func g13TheModelSaysWhetherTheChangeAnimates() {
    let flow = NotesFlow()
    flow.start()
    let model = ContainerModel(router: flow.router, timer: ManualTimer().timer)
    model.viewAppeared()
    flow.router.push(.editor, animated: false)
    #expect(!model.animates)
    model.screenAppeared(flow.router.screens.path[0])
    flow.router.pop()
    #expect(model.animates)
  }
}
