import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

enum ChatRoute: Hashable, Codable, Sendable {
  case list
  case thread(Int)
  case compose, deleteAlert
}

final class ChatFlow: Coordinator<ChatRoute, Void> {
  init() { super.init(root: .list) }
}

/// A chats flow drawn by the adapter in a visible window, with the stand-in reset.
@MainActor
final class Scene {
  let flow = ChatFlow()
  let renderer: NavigationControllerRenderer<ChatRoute>
  let window = UIWindow()

  /// What the alert's buttons did.
  var tapped: [String] = []

  init() {
    StandIn.reset()
    flow.start()
    let flow = self.flow
    var log: (String) -> Void = { _ in }
    renderer = NavigationControllerRenderer(
      router: flow.router,
      alert: { route in
        guard route == .deleteAlert else { return nil }
        let model = AlertModel<String>(
          title: "Delete?",
          buttons: [
            .init("Delete", role: .destructive, action: "Delete"),
            .init("Cancel", role: .cancel, action: "Cancel"),
          ])
        return FlowAlert(model) { action in
          log(action)
          if action == "Delete" { flow.router.present(.compose) }
        }
      },
      screen: { route in
        let screen = UIViewController()
        screen.title = "\(route)"
        return screen
      })
    window.rootViewController = renderer.navigationController
    window.makeKeyAndVisible()
    StandIn.settle()
    log = { [weak self] title in self?.tapped.append(title) }
  }

  var navigation: UINavigationController { renderer.navigationController }

  /// The titles of the navigation stack.
  var stack: [String] { navigation.viewControllers.map { $0.title ?? "?" } }

  /// The titles of what is presented, bottom first.
  var presented: [String] {
    var titles: [String] = []
    var controller = navigation.presentedViewController
    while let current = controller {
      titles.append(current.title ?? "?")
      controller = current.presentedViewController
    }
    return titles
  }

  /// Checks that UIKit logged nothing and raised nothing.
  func expectNoComplaints(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(StandIn.warnings.isEmpty, sourceLocation: sourceLocation)
    #expect(StandIn.exceptions.isEmpty, sourceLocation: sourceLocation)
  }
}

/// Runs the stand-in's clock in steps, letting waiting tasks run between them, until `done`
/// or the transitions run out.
@MainActor
func runClock(until done: () -> Bool) async {
  for _ in 0..<200 where !done() {
    StandIn.advance(by: StandIn.transitionDuration / 3)
    await Task.yield()
  }
}

/// Makes `change`, then runs the stand-in's clock until it is on screen; whether it got there.
@MainActor
func drawn(_ change: @escaping @MainActor () -> NavigationChange) async -> Bool {
  var shown = false
  let waiting = Task { @MainActor in
    await change().onScreen()
    shown = true
  }
  await runClock { shown }
  waiting.cancel()
  return shown
}

/// A view controller titled `title`.
@MainActor
func titled(_ title: String) -> UIViewController {
  let screen = UIViewController()
  screen.title = title
  return screen
}
