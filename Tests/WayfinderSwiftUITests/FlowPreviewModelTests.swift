import Foundation
import Testing
import Wayfinder
import WayfinderDI
import WayfinderRegistrations

@testable import WayfinderSwiftUI

struct PreviewSetUpFailed: Error, CustomStringConvertible {
  var description: String { "the stand-ins could not be made" }
}

/// A service a previewed flow takes, one instance per container.
final class PreviewClock: Sendable {}

enum PreviewRoute: Hashable, Codable, Sendable {
  case home
  case detail(Int)
  case settings
}

/// A flow that takes a service when it is made, as app flows do.
final class PreviewedFlow: Coordinator<PreviewRoute, Void> {
  @Injected var clock: PreviewClock
  init() { super.init(root: .home) }
}

/// A flow that shows a detail as it starts.
final class StartingPreviewFlow: Coordinator<PreviewRoute, Void> {
  init() { super.init(root: .home) }
  override func didStart() { router.push(.detail(0)) }
}

/// Another flow of the same routes, which a recording of ``PreviewedFlow`` does not fit.
final class OtherPreviewedFlow: Coordinator<PreviewRoute, Void> {
  init() { super.init(root: .home) }
}

@MainActor
@Suite("Previews: any flow at any state, in a container of its own")
struct FlowPreviewModelTests {
  private func preview(_ state: FlowPreviewState<PreviewedFlow>) -> FlowPreviewModel<PreviewedFlow>
  {
    FlowPreviewModel(
      state: state, parent: nil,
      configure: { $0.register(PreviewClock.self, scope: .singleton) { _ in PreviewClock() } },
      make: { PreviewedFlow() })
  }

  private static let links: DeepLinkMap = {
    var links = DeepLinkMap(scheme: "preview")
    links.add("/detail/:id") { parameters throws(DeepLinkError) in
      [.push(PreviewRoute.detail(try parameters.value("id")))]
    }
    return links
  }()

  @Test func eachStateIsReached() throws {
    let started = try #require(preview(.start).preview.root)
    #expect(started.router.state == FlowState(root: .home))

    let linked = preview(.link("preview://detail/4", in: Self.links))
    #expect(linked.problem == nil)
    #expect(linked.preview.root?.router.state.path == [.detail(4)])

    let changed = preview(
      .changes { flow in
        flow.router.push(.detail(1))
        flow.router.present(.settings)
      }
    ).preview
    #expect(changed.root?.router.state.path == [.detail(1)])
    #expect(changed.root?.router.state.presented.map(\.route) == [.settings])

    let data = try #require(try changed.navigator?.snapshotData())
    let restored = preview(.snapshot(data))
    #expect(restored.problem == nil)
    #expect(restored.preview.navigator?.tree.text == changed.navigator?.tree.text)
  }

  @Test func theFlowResolvesFromThePreviewsOwnContainerAndNothingIsShared() throws {
    let first = preview(.start).preview
    let second = preview(.start).preview
    let one = try #require(first.root)
    let other = try #require(second.root)
    #expect(first.container !== second.container)
    #expect(one.clock === (try first.container.resolve(PreviewClock.self)))
    #expect(one.clock !== other.clock)
    #expect(first.container !== Container.shared)
    #expect(!Container.shared.hasRegistration(of: PreviewClock.self))
  }

  @Test func theModelIsBuiltOnceAtItsFirstDraw() throws {
    var made = 0
    let model = FlowPreviewModel<PreviewedFlow>(
      state: .start, parent: nil,
      configure: { $0.register(PreviewClock.self) { _ in PreviewClock() } },
      make: {
        made += 1
        return PreviewedFlow()
      })
    #expect(made == 0)
    let root = model.preview.root
    #expect(model.preview.root === root)
    #expect(made == 1)
  }

  @Test func aStateNotReachedSaysWhyAndShowsTheFlowAsItStarts() throws {
    let unknown = preview(.link("preview://nowhere", in: Self.links))
    #expect(
      unknown.problem == "No link matches `/nowhere`. Known links: /detail/:id.")
    #expect(unknown.preview.root?.router.state == FlowState(root: .home))

    let refused = preview(.changes { flow in try flow.router.update { try $0.pop() } })
    #expect(refused.problem?.contains("pop") == true)
    #expect(refused.preview.root?.router.state == FlowState(root: .home))

    let garbage = preview(.snapshot(Data("nonsense".utf8)))
    #expect(garbage.problem?.hasPrefix("Navigation was not restored") == true)

    let unmade = FlowPreviewModel<PreviewedFlow>(
      state: .start, parent: nil,
      configure: { _ in throw PreviewSetUpFailed() }, make: { PreviewedFlow() })
    #expect(unmade.preview.root == nil)
    #expect(unmade.problem == "the stand-ins could not be made")
  }

  /// A session of the previewed flow, recorded: it starts, pushes two details and presents
  /// the settings (changes 1 to 4).
  private func recordedSession() throws -> NavigationRecording {
    let container = Container()
    container.register(PreviewClock.self, scope: .singleton) { _ in PreviewClock() }
    let flow = Container.$current.withValue(container) { PreviewedFlow() }
    let navigator = Navigator(root: flow, container: container)
    navigator.recorder = NavigationRecorder()
    navigator.start()
    flow.router.push(.detail(1))
    flow.router.push(.detail(2))
    flow.router.present(.settings)
    return try #require(try navigator.recorder?.recording())
  }

  @Test func aRecordingIsShownAfterAnyOfItsChanges() throws {
    let recording = try recordedSession()
    let start = preview(.recording(recording, step: 0))
    #expect(start.preview.root?.router.state == FlowState(root: .home))
    let second = preview(.recording(recording, step: 3))
    #expect(second.preview.root?.router.state.path == [.detail(1), .detail(2)])
    #expect(second.preview.root?.router.state.presented.isEmpty == true)
    #expect(second.problem == nil)
    let last = preview(.recording(recording, step: 4))
    #expect(last.preview.root?.router.state.presented.map(\.route) == [.settings])
  }

  // Defect (review): the preview started its flow before replaying a recording that records
  // the start, so a flow that navigates as it starts did so twice and the step mismatched.
  @Test func aRecordingOfAFlowThatNavigatesAsItStartsIsShown() throws {
    let container = Container()
    container.register(PreviewClock.self, scope: .singleton) { _ in PreviewClock() }
    let flow = Container.$current.withValue(container) { StartingPreviewFlow() }
    let navigator = Navigator(root: flow, container: container)
    navigator.recorder = NavigationRecorder()
    navigator.start()
    flow.router.present(.settings)
    let recording = try #require(try navigator.recorder?.recording())
    let model = FlowPreviewModel<StartingPreviewFlow>(
      state: .recording(recording, step: 2), parent: nil,
      configure: { $0.register(PreviewClock.self, scope: .singleton) { _ in PreviewClock() } },
      make: { StartingPreviewFlow() })
    #expect(model.problem == nil)
    #expect(model.preview.root?.router.state.path == [.detail(0)])
    #expect(model.preview.root?.router.state.presented.map(\.route) == [.settings])
  }

  @Test func aRecordingOfAnotherFlowSaysWhy() throws {
    let recording = try recordedSession()
    let other = FlowPreviewModel<OtherPreviewedFlow>(
      state: .recording(recording, step: 2), parent: nil, configure: { _ in },
      make: { OtherPreviewedFlow() })
    #expect(
      other.problem?.replacing(#/ #\d+/#, with: "")
        == "At the recording's start, it starts from PreviewedFlow, the navigator's root is "
        + "OtherPreviewedFlow.")
    #expect(other.preview.root?.router.state == FlowState(root: .home))
  }

  // The sentence saying a link was held was worked out once: a preview whose link opened
  // later (its condition met, a flow started) still said it was held.
  @Test func aHeldLinkIsAProblemOnlyWhileItIsHeld() async throws {
    let gate = PreviewGate()
    var links = DeepLinkMap(scheme: "preview")
    links.add("/detail/:id", requires: DeepLinkCondition { gate.isOpen }) {
      parameters throws(DeepLinkError) in
      [.push(PreviewRoute.detail(try parameters.value("id")))]
    }
    let model = preview(.link("preview://detail/3", in: links))
    #expect(
      model.problem
        == "The link preview://detail/3 is held: no flow of the preview takes it yet, or a "
        + "condition its pattern requires does not hold.")

    let redrawn = await invalidates(
      { _ = model.problem },
      by: {
        gate.isOpen = true
        model.preview.navigator?.resumePendingDeepLink()
      })
    #expect(redrawn)
    #expect(model.problem == nil)
    #expect(model.preview.root?.router.state.path == [.detail(3)])
  }

  // Views the preview's content made resolved from the app's container, not the preview's.
  @Test func viewsMadeByTheContentResolveThePreviewsStandIns() throws {
    let model = preview(.start)
    let made = model.drawing { PreviewedScreen() }
    let clock = try #require(made.clock)
    #expect(clock === (try model.preview.container.resolve(PreviewClock.self)))
    #expect(!Container.shared.hasRegistration(of: PreviewClock.self))
  }
}

/// Whether a condition the previewed links require holds.
@MainActor
final class PreviewGate {
  var isOpen = false
}

/// A screen that takes a service as it is made, as a view with `@Injected` properties does.
@MainActor
struct PreviewedScreen {
  @OptionalInjected var clock: PreviewClock?
}
