import Observation
import Testing
@_spi(Rendering) import Wayfinder

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
    let model = ManualTimer().model(drawing: flow.router)
    model.viewAppeared()
    return (flow, share, model)
  }

  /// Whether `change` invalidates what every pushed screen's back button read.
  private func redrawsPushedScreens(
    _ model: ContainerModel<NoteRoute>, _ change: () -> Void
  ) async -> Bool {
    let screens = model.stack.screens
    return await invalidates(
      {
        for screen in screens { _ = model.stack.shownBackButton(of: screen) }
      }, by: change)
  }

  /// Whether `change` invalidates what ``FlowStack``'s body, and the path binding of its
  /// `NavigationStack`, read.
  private func redrawsTheStack(
    _ model: ContainerModel<NoteRoute>, _ change: () -> Void
  ) async -> Bool {
    await invalidates(
      {
        let stack = model.stack
        _ = (stack.shownBarHidden, stack.redraws, stack.shownColumns, stack.shownRoot)
        _ = (model.rootID, stack.shownScreens)
      }, by: change)
  }

  @Test func v7ASheetsDetentOrAPresentationRedrawsNeitherTheStackNorItsPath() async throws {
    let (flow, _, model) = drawn()
    flow.router.present(.editor, style: .sheet(detents: [.medium, .large]))
    let sheet = try #require(model.presentations.shown.first)
    model.presentations.appeared(sheet.id)
    #expect(
      await !redrawsTheStack(model) {
        flow.router.updateStyle(of: .editor) { $0.selectedDetent = .large }
      })
    #expect(await !redrawsTheStack(model) { flow.router.dismiss() })
  }

  @Test func aPushOrTheBarRedrawsTheStack() async {
    let (flow, share, model) = drawn()
    #expect(await redrawsTheStack(model) { share.router.push(.confirm) })
    #expect(
      await redrawsTheStack(model) {
        _ = flow.router.setRoot(flow.router.state.root, hidesBar: true)
      })
    #expect(model.stack.shownBarHidden)
    #expect(model.stack.shownScreens == model.stack.screens)
  }

  // Defect (V7): FlowTabs read the tab flow's state in its body, so one badge ran every tab's
  // content again.
  @Test func v7ABadgeRedrawsItsOwnTabsEntryOnly() async {
    let flow = HomeFlow()
    flow.start()
    let model = ManualTimer().model(drawing: flow.router)
    model.viewAppeared()
    let inbox = model.shownTabBarEntry(.inbox)
    let outbox = model.shownTabBarEntry(.outbox)
    let badge = { _ = flow.router.updateTabItem(for: .outbox) { $0.badge = .count(5) } }
    #expect(await !invalidates({ _ = (model.shownTabs, model.shownTab, inbox.entry) }, by: badge))
    #expect(outbox.entry.badge == "5")
    let noBadge = { _ = flow.router.updateTabItem(for: .outbox) { $0.badge = nil } }
    #expect(await invalidates({ _ = outbox.entry }, by: noBadge))
    #expect(outbox.entry.badge == nil)
  }

  // Review finding: a tab's entry, made as FlowTabs first drew it, read the router's state,
  // so the body observed all of it and the next badge ran it again.
  @Test func aTabsEntryMadeAsTheViewDrawsReadsNoRouter() async {
    let flow = HomeFlow()
    flow.start()
    let model = ManualTimer().model(drawing: flow.router)
    model.viewAppeared()
    let badge = { _ = flow.router.updateTabItem(for: .outbox) { $0.badge = .count(5) } }
    #expect(await !invalidates({ _ = model.shownTabBarEntry(.inbox).entry }, by: badge))
  }

  // Review finding: the selection the view reads followed the user's tap a turn later, so
  // SwiftUI could be handed the old tab back.
  @Test func aTabTheUserSelectsIsTheSelectionAtOnce() {
    let flow = HomeFlow()
    flow.start()
    let model = ManualTimer().model(drawing: flow.router)
    model.viewAppeared()
    model.userSelectedTab(.outbox)
    #expect(model.shownTab == .outbox)
  }

  @Test func aTabSelectedFromCodeRedrawsTheSelection() async {
    let flow = HomeFlow()
    flow.start()
    let model = ManualTimer().model(drawing: flow.router)
    model.viewAppeared()
    let select = { _ = flow.router.select(.outbox) }
    #expect(await invalidates({ _ = model.shownTab }, by: select))
    #expect(model.shownTab == .outbox)
  }

  // The views draw what the model worked out: a change made before the view appeared (no
  // renderer drew it) reaches them too, a turn later.
  @Test func aChangeNoRendererDrewReachesWhatTheViewsDraw() async {
    let flow = NotesFlow()
    flow.start()
    let model = ManualTimer().model(drawing: flow.router)
    flow.router.setRoot(flow.router.state.root, hidesBar: true)
    flow.router.push(.list, animated: false)
    for _ in 0..<5 { await Task.yield() }
    #expect(model.stack.shownScreens == model.stack.screens)
    #expect(model.stack.shownBarHidden)
  }

  // The views no longer pass the router's presentations to the model: a dismissal no renderer
  // drew (the user's, reported by other code) reaches the stages through the model's watch.
  @Test func aDismissalReportedElsewhereReachesThePresentations() async throws {
    let (flow, _, model) = drawn()
    flow.router.present(.editor)
    let sheet = try #require(model.presentations.shown.first)
    model.presentations.appeared(sheet.id)
    #expect(flow.router.userDidNavigate(.dismissedTo(count: 0)).isApplied)
    for _ in 0..<5 { await Task.yield() }
    #expect(model.presentations.shown.isEmpty)
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

/// Whether `change` invalidates what `reads` read, a few turns after it (the model works out
/// some values a turn later).
@MainActor
func invalidates(_ reads: () -> Void, by change: () -> Void) async -> Bool {
  let seen = Seen()
  withObservationTracking(reads) { seen.mark() }
  change()
  for _ in 0..<5 { await Task.yield() }
  return seen.value
}

/// Whether an observation heard of a change; changes happen on the main thread in these tests.
final class Seen: @unchecked Sendable {
  private(set) var value = false
  func mark() { value = true }
}
