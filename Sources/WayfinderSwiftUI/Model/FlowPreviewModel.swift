import Foundation
import Wayfinder
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
}

/// What a ``FlowPreview`` draws: a flow made and started in a container of its own, brought to
/// a state. Built once, at the first draw: a view's initializer runs more often than its body.
@MainActor
final class FlowPreviewModel<Root: Flow> {
  private let state: FlowPreviewState<Root>
  private let parent: Container?
  private let configure: (Container) throws -> Void
  private let make: () throws -> Root
  private var built: Built?

  /// What the preview shows once built.
  struct Built {
    /// The preview's own container: the stand-ins, over `parent` when one was given.
    let container: Container
    /// The flow, started; `nil` when it could not be made.
    let root: Root?
    /// Its navigator, which keeps it running.
    let navigator: Navigator?
    /// Why the preview does not show the state asked for, if it does not.
    let problem: String?
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
    return made
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
      return Built(container: container, root: nil, navigator: nil, problem: "\(error)")
    }
    let navigator = Navigator(root: root, container: container)
    navigator.start()
    return Built(
      container: container, root: root, navigator: navigator,
      problem: reach(state, navigator: navigator, root: root))
  }

  /// Brings the started flow to `state`; why it could not, if it could not.
  private func reach(_ state: FlowPreviewState<Root>, navigator: Navigator, root: Root) -> String? {
    switch state {
    case .start:
      return nil
    case .link(let link, let links):
      navigator.deepLinks = links
      do throws(DeepLinkError) {
        guard try navigator.open(link) == .held else { return nil }
        return "The link \(link) is held: no flow of the preview takes it yet, or a condition "
          + "its pattern requires does not hold."
      } catch {
        return error.description
      }
    case .snapshot(let data):
      do throws(RestorationError) {
        let report = try navigator.restore(from: data)
        return report.leftOut.isEmpty ? nil : report.leftOut.joined(separator: "\n")
      } catch {
        return error.description
      }
    case .changes(let body):
      do {
        try navigator.transaction(animated: false) { try body(root) }
        return nil
      } catch {
        return "\(error)"
      }
    }
  }
}
