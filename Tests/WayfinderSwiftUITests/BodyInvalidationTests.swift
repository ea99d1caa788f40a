import Observation
import Testing
import Wayfinder

@testable import WayfinderSwiftUI

/// What a guard reads, observed as SwiftUI observes a view model.
@MainActor
@Observable
final class SendingState {
  var sending = false
}

/// A share flow whose guard reads observable state.
final class ObservedGuardShareFlow: Coordinator<ShareRoute, Void> {
  let state = SendingState()
  init() { super.init(root: .contacts) }
  override func shouldLeave() -> LeaveDecision { state.sending ? .refuse("sending") : .allow }
}

/// Body work proportional to what changed (V7). On Linux this counts the model reads a pushed
/// screen's back button makes as it draws, and which changes invalidate them (the Observation
/// reads SwiftUI tracks), not a device's body runs.
@MainActor
@Suite("SwiftUI pushed screens: what a change redraws")
struct BodyInvalidationTests {
  /// A notes flow drawn by a model, with two screens of its own and a share flow pushed.
  private func drawn() -> (NotesFlow, ObservedGuardShareFlow, ContainerModel<NoteRoute>) {
    let flow = NotesFlow()
    flow.start()
    flow.router.push(.list, animated: false)
    let share = ObservedGuardShareFlow()
    flow.show(share, pushing: .share, animated: false)
    let model = ContainerModel(router: flow.router, timer: ManualTimer().timer)
    model.viewAppeared()
    return (flow, share, model)
  }

  /// Whether `change` invalidates what every pushed screen's back button read.
  private func redrawsPushedScreens(
    _ model: ContainerModel<NoteRoute>, _ change: () -> Void
  ) async -> Bool {
    let screens = model.stack.screens
    let seen = Seen()
    withObservationTracking {
      for screen in screens { _ = model.stack.shownBackButton(of: screen) }
    } onChange: {
      seen.mark()
    }
    change()
    for _ in 0..<5 { await Task.yield() }
    return seen.value
  }

  @Test func v7ASheetsDetentRedrawsNoPushedScreen() async throws {
    let (flow, _, model) = drawn()
    flow.router.present(.editor, style: .sheet(detents: [.medium, .large]))
    let sheet = try #require(model.presentations.shown.first)
    model.presentations.appeared(sheet.id)
    #expect(
      await !redrawsPushedScreens(model) {
        flow.router.updateStyle(of: .editor) { $0.selectedDetent = .large }
      })
  }

  @Test func v7APresentationRedrawsNoPushedScreen() async {
    let (flow, _, model) = drawn()
    #expect(await !redrawsPushedScreens(model) { flow.router.present(.deleteAlert, style: .alert) })
  }

  @Test func aPushRedrawsThem() async {
    let (flow, share, model) = drawn()
    #expect(await redrawsPushedScreens(model) { share.router.push(.confirm) })
    _ = flow
  }

  @Test func aGuardsAnswerChangingRedrawsThemAndTheTopScreenLosesItsButton() async throws {
    let (flow, share, model) = drawn()
    let top = try #require(model.stack.screens.last)
    #expect(model.stack.shownBackButton(of: top) == .system)
    #expect(await redrawsPushedScreens(model) { share.state.sending = true })
    #expect(model.stack.shownBackButton(of: top) == .hidden)
    _ = flow
  }
}

/// Whether an observation heard of a change; changes happen on the main thread in these tests.
private final class Seen: @unchecked Sendable {
  private(set) var value = false
  func mark() { value = true }
}
