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

    let linked = preview(.link("preview://detail/4", in: Self.links)).preview
    #expect(linked.problem == nil)
    #expect(linked.root?.router.state.path == [.detail(4)])

    let changed = preview(
      .changes { flow in
        flow.router.push(.detail(1))
        flow.router.present(.settings)
      }
    ).preview
    #expect(changed.root?.router.state.path == [.detail(1)])
    #expect(changed.root?.router.state.presented.map(\.route) == [.settings])

    let data = try #require(try changed.navigator?.snapshotData())
    let restored = preview(.snapshot(data)).preview
    #expect(restored.problem == nil)
    #expect(restored.navigator?.tree.text == changed.navigator?.tree.text)
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
    let unknown = preview(.link("preview://nowhere", in: Self.links)).preview
    #expect(
      unknown.problem == "No link matches `/nowhere`. Known links: /detail/:id.")
    #expect(unknown.root?.router.state == FlowState(root: .home))

    let refused = preview(.changes { flow in try flow.router.update { try $0.pop() } }).preview
    #expect(refused.problem?.contains("pop") == true)
    #expect(refused.root?.router.state == FlowState(root: .home))

    let garbage = preview(.snapshot(Data("nonsense".utf8))).preview
    #expect(garbage.problem?.hasPrefix("Navigation was not restored") == true)

    let unmade = FlowPreviewModel<PreviewedFlow>(
      state: .start, parent: nil,
      configure: { _ in throw PreviewSetUpFailed() }, make: { PreviewedFlow() }
    ).preview
    #expect(unmade.root == nil)
    #expect(unmade.problem == "the stand-ins could not be made")
  }
}
