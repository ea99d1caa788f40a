import Foundation
import Observation
@_spi(Rendering) import Wayfinder
import WayfinderDI

/// The state a ``FlowPreview`` shows its flow in.
///
/// You make these and Wayfinder reads them, so it can gain ways to reach a state in 1.x.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum FlowPreviewState<Root: Flow> {
  /// The flow as it starts.
  case start
  /// The screens `link` opens, as the app's `links` map them.
  case link(String, in: DeepLinkMap)
  /// The screens a snapshot saved (`Navigator.snapshotData()`, say from a test) restores.
  case snapshot(Data)
  /// The screens `body` shows, changing the started flow in one transaction.
  ///
  /// ```swift
  /// .changes { chats in
  ///   chats.router.push(.thread(id: 2))
  ///   chats.router.present(.newChat)
  /// }
  /// ```
  case changes(@MainActor (Root) throws -> Void)
  /// The screens `recording` shows after its change `step` (from 1; 0 for the tree it starts
  /// from), made again change by change as a test replays it (`replay(_:)` in
  /// WayfinderTesting), with `links` for its deep links. Make the previewed flow as the app
  /// makes the root flow of the navigator it recorded.
  ///
  /// ```swift
  /// FlowPreview(.recording(bugReport, step: 4, links: .app), flow: { AppFlow() }) { app in
  ///   AppFlowView(flow: app)
  /// }
  /// ```
  case recording(NavigationRecording, step: Int, links: DeepLinkMap? = nil)
}

/// What a ``FlowPreview`` draws: a flow made and started in a container of its own, brought to
/// a state. Built once, at the first draw: a view's initializer runs more often than its body.
@MainActor
@Observable
final class FlowPreviewModel<Root: Flow> {
  @ObservationIgnored private let state: FlowPreviewState<Root>
  @ObservationIgnored private let parent: Container?
  @ObservationIgnored private let configure: (Container) throws -> Void
  @ObservationIgnored private let make: () throws -> Root
  @ObservationIgnored private var built: Built?
  @ObservationIgnored private var observation: ObserverToken?
  /// Counts the navigator's events, so that what reads ``problem`` reads it again after each:
  /// a held link may have opened.
  private var events = 0

  /// What the preview shows once built.
  struct Built {
    /// The preview's own container: the stand-ins, over `parent` when one was given.
    let container: Container
    /// The flow, started; `nil` when it could not be made.
    let root: Root?
    /// Its navigator, which keeps it running.
    let navigator: Navigator?
    /// Why the state asked for could not be reached, if it could not.
    var failure: String?
    /// The link asked for, when the navigator held it.
    var heldLink: String?
  }

  init(
    state: FlowPreviewState<Root>, parent: Container?,
    configure: @escaping (Container) throws -> Void, make: @escaping () throws -> Root
  ) {
    self.state = state
    self.parent = parent
    self.configure = configure
    self.make = make
  }

  /// The preview, built the first time it is asked for.
  var preview: Built {
    if let built { return built }
    let made = build()
    built = made
    // NB: observed once built: building's own events change nothing a view has read.
    observation = made.navigator?.observe { [weak self] _ in self?.events += 1 }
    return made
  }

  /// Why the preview does not show the state asked for, as things are now: a held link that
  /// a flow has since taken (the user logged in within the preview) is no longer a problem,
  /// and one that failed when it was resumed says why. Worked out again after each of the
  /// navigator's events (a link taken makes some; one that fails makes none, and shows at the
  /// next).
  var problem: String? {
    _ = events
    let preview = preview
    if let failure = preview.failure { return failure }
    guard let link = preview.heldLink, let navigator = preview.navigator else { return nil }
    if navigator.pendingDeepLink == link {
      return "The link \(link) is held: no flow of the preview takes it yet, or a condition "
        + "its pattern requires does not hold."
    }
    return navigator.lastDeepLinkError?.description
  }

  /// What `content` makes, made with the preview's container current: the views it makes
  /// resolve the stand-ins as they are made. Views made later, in their own bodies, resolve
  /// from whatever container is current when SwiftUI draws them (the app's).
  func drawing<Content>(_ content: () -> Content) -> Content {
    Container.$current.withValue(preview.container, operation: content)
  }

  private func build() -> Built {
    let container = Container(parent: parent)
    let root: Root
    do {
      // NB: the flow is made with the preview's container current, so its `@Injected`
      // properties and the view models it makes read the stand-ins.
      root = try Container.$current.withValue(container) {
        try configure(container)
        return try make()
      }
    } catch {
      return Built(container: container, root: nil, navigator: nil, failure: "\(error)")
    }
    let navigator = Navigator(root: root, container: container)
    // NB: a recording starts the flow itself when it recorded the start (a recorder given as
    // its navigator was made): started before, the flow would have done so twice.
    if case .recording = state {} else { navigator.start() }
    var built = Built(container: container, root: root, navigator: navigator)
    reach(state, in: &built)
    if root.status == .idle { navigator.start() }
    return built
  }

  /// Brings the started flow of `built` to `state`, noting why it could not, if it could not.
  private func reach(_ state: FlowPreviewState<Root>, in built: inout Built) {
    guard let navigator = built.navigator, let root = built.root else { return }
    switch state {
    case .start:
      return
    case .link(let link, let links):
      navigator.deepLinks = links
      do throws(DeepLinkError) {
        if try navigator.open(link) == .held { built.heldLink = link }
      } catch {
        built.failure = error.description
      }
    case .snapshot(let data):
      do throws(RestorationError) {
        let report = try navigator.restore(from: data)
        if !report.leftOut.isEmpty { built.failure = report.leftOut.joined(separator: "\n") }
      } catch {
        built.failure = error.description
      }
    case .changes(let body):
      do {
        try navigator.transaction(animated: false) { try body(root) }
      } catch {
        built.failure = "\(error)"
      }
    case .recording(let recording, let step, let links):
      navigator.deepLinks = links
      built.failure = navigator.replayMismatch(recording, through: step)?.description
    }
  }
}
