import Foundation
import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderDI
import WayfinderUIKitUnderTest

/// The scene delegate an app writes with the adapter's scene calls: a chats flow per window,
/// drawn in a navigation controller.
final class ChatSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let windows: AppWindows
  var renderer: NavigationControllerRenderer<ChatRoute>?

  init(windows: AppWindows) {
    self.windows = windows
    super.init()
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let scene = scene as? UIWindowScene else { return }
    let appWindow = windows.connect(scene, options: connectionOptions)
    guard let flow = appWindow.navigator.root as? ChatFlow else { return }
    let window = UIWindow(windowScene: scene)
    let renderer = NavigationControllerRenderer(router: flow.router) { titled("\($0)") }
    window.rootViewController = renderer.navigationController
    window.makeKeyAndVisible()
    (self.window, self.renderer) = (window, renderer)
  }

  func sceneDidBecomeActive(_ scene: UIScene) { windows.activate(scene) }
  func sceneDidDisconnect(_ scene: UIScene) { windows.disconnect(scene) }
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    windows.stateRestorationActivity(for: scene)
  }
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    for context in urlContexts { _ = try? windows.open(context.url, from: scene) }
  }
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    _ = try? windows.open(userActivity, from: scene)
  }

  /// The titles of the window's navigation stack.
  var stack: [String] {
    renderer?.navigationController.viewControllers.map { $0.title ?? "?" } ?? []
  }
}

/// The app delegate, which discards the windows the user closed.
final class ChatAppDelegate: UIResponder, UIApplicationDelegate {
  let windows: AppWindows
  /// The sessions it was told of.
  var discarded: [String] = []

  init(windows: AppWindows) {
    self.windows = windows
    super.init()
  }

  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {
    discarded += sceneSessions.map(\.persistentIdentifier)
    windows.discard(sceneSessions)
  }
}

/// What each window holds of its own.
final class Draft: Sendable {}

extension Container {
  static let draft = Dependency<Draft>(scope: .singleton) { Draft() }
}

/// An app of chat windows on the stand-in: its windows, and the delegates UIKit made.
@MainActor
final class ChatWindowsApp {
  let windows: AppWindows

  init() {
    windows = AppWindows(
      container: Container(),
      windowServices: { $0.register(Container.draft) { _ in Draft() } },
      root: { ChatFlow() })
    var links = DeepLinkMap(scheme: "chats", hosts: ["chats.example"])
    links.add("/:id") { parameters throws(DeepLinkError) in
      [.path([ChatRoute.thread(try parameters.value("id"))])]
    }
    windows.deepLinks = links
    let windows = self.windows
    StandIn.makeSceneDelegate = { ChatSceneDelegate(windows: windows) }
    UIApplication.shared.delegate = ChatAppDelegate(windows: windows)
  }

  /// The delegate of `scene`.
  func delegate(_ scene: UIScene) -> ChatSceneDelegate? {
    scene.delegate as? ChatSceneDelegate
  }

  /// The chats flow of the window of `scene`'s session.
  func flow(_ scene: UIScene) -> ChatFlow? {
    windows.window(scene.session.persistentIdentifier)?.navigator.root as? ChatFlow
  }
}

@MainActor
@Suite("UIKit adapter on the stand-in: windows and scenes")
struct WindowScenesScenarioTests {
  init() { StandIn.reset() }

  @Test func twoWindowsNavigateAndDrawIndependently() {
    let app = ChatWindowsApp()
    let first = StandIn.userOpensWindow()
    let second = StandIn.userOpensWindow()
    app.flow(first)?.router.push(.thread(1))
    StandIn.settle()
    #expect(app.delegate(first)?.stack == ["list", "thread(1)"])
    #expect(app.delegate(second)?.stack == ["list"])
    #expect(app.windows.windows.map(\.id) == ["session-2", "session-1"])
    StandIn.userActivates(first)
    #expect(app.windows.windows.map(\.id) == ["session-1", "session-2"])
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aDisconnectedSceneComesBackAsItWasWithItsOwnServices() throws {
    let app = ChatWindowsApp()
    let scene = StandIn.userOpensWindow()
    app.flow(scene)?.router.push(.thread(4))
    StandIn.settle()
    let draft = try app.windows.window("session-1")?.container.resolve(Container.draft)

    StandIn.systemDisconnects(scene)
    #expect(app.windows.windows.isEmpty)
    #expect(scene.session.stateRestorationActivity?.activityType == AppWindows.activityType)

    let again = StandIn.userReturns(to: scene.session)
    StandIn.settle()
    #expect(app.delegate(again)?.stack == ["list", "thread(4)"])
    #expect(try app.windows.window("session-1")?.container.resolve(Container.draft) === draft)
  }

  @Test func eachWindowRestoresItsOwnStateAfterARelaunch() {
    let before = ChatWindowsApp()
    let first = StandIn.userOpensWindow()
    let second = StandIn.userOpensWindow()
    before.flow(first)?.router.push(.thread(1))
    before.flow(second)?.router.push(.thread(2))
    StandIn.settle()

    // The relaunched app: its windows, and the delegates UIKit makes from now on.
    let after = ChatWindowsApp()
    StandIn.relaunch(delegate: ChatAppDelegate(windows: after.windows))
    let restoredSecond = StandIn.userReturns(to: second.session)
    let restoredFirst = StandIn.userReturns(to: first.session)
    StandIn.settle()
    #expect(after.delegate(restoredFirst)?.stack == ["list", "thread(1)"])
    #expect(after.delegate(restoredSecond)?.stack == ["list", "thread(2)"])
    #expect(after.windows.windows.map(\.id) == ["session-1", "session-2"])
  }

  @Test func aWindowTheUserClosedLosesItsStateAndServices() throws {
    let app = ChatWindowsApp()
    let scene = StandIn.userOpensWindow()
    app.flow(scene)?.router.push(.thread(4))
    weak let draft = try app.windows.window("session-1")?.container.resolve(Container.draft)
    StandIn.settle()
    StandIn.userCloses(scene.session)
    #expect(app.windows.windows.isEmpty)
    #expect(draft == nil)
    #expect(app.windows.text.isEmpty)
  }

  @Test func aWindowClosedWhileTheAppWasNotRunningIsDiscardedAtLaunch() {
    let before = ChatWindowsApp()
    let kept = StandIn.userOpensWindow()
    let closed = StandIn.userOpensWindow()
    StandIn.settle()
    _ = before
    let after = ChatWindowsApp()
    let delegate = ChatAppDelegate(windows: after.windows)
    StandIn.relaunch(delegate: delegate, closingWhileQuit: [closed.session])
    #expect(delegate.discarded == ["session-2"])
    StandIn.userReturns(to: kept.session)
    #expect(UIApplication.shared.openSessions.map(\.persistentIdentifier) == ["session-1"])
    #expect(after.windows.windows.map(\.id) == ["session-1"])
  }

  @Test func aLinkGoesToTheWindowShowingItsChatWhichComesToTheFront() {
    let app = ChatWindowsApp()
    let reading = StandIn.userOpensWindow()
    let other = StandIn.userOpensWindow()
    app.flow(reading)?.router.push(.thread(7))
    StandIn.settle()
    #expect(other.activationState == .foregroundActive)

    StandIn.opens(URL(string: "chats://7")!, in: other)
    StandIn.settle()
    #expect(reading.activationState == .foregroundActive)
    #expect(app.windows.windows.map(\.id) == ["session-1", "session-2"])
    #expect(app.delegate(other)?.stack == ["list"])
    #expect(app.delegate(reading)?.stack == ["list", "thread(7)"])
  }

  @Test func aLinkNoWindowShowsOpensInTheWindowUIKitGaveItTo() {
    let app = ChatWindowsApp()
    let first = StandIn.userOpensWindow()
    let second = StandIn.userOpensWindow()
    StandIn.settle()
    // UIKit gives the link to the window behind; it counts as frontmost from then on.
    StandIn.opens(URL(string: "chats://9")!, in: first)
    StandIn.settle()
    #expect(app.delegate(first)?.stack == ["list", "thread(9)"])
    #expect(app.delegate(second)?.stack == ["list"])
    #expect(app.windows.windows.map(\.id) == ["session-1", "session-2"])
  }

  @Test func aLinkForANewWindowOpensThereOnceItConnects() {
    let app = ChatWindowsApp()
    app.windows.linkPolicy = .newWindow
    let first = StandIn.userOpensWindow()
    StandIn.settle()
    StandIn.opens(URL(string: "chats://5")!, in: first)
    #expect(UIApplication.shared.connectedScenes.count == 1)
    StandIn.settle()
    let scenes = UIApplication.shared.connectedScenes.filter { $0 !== first }
    #expect(scenes.count == 1)
    guard let added = scenes.first else { return }
    #expect(app.delegate(added)?.stack == ["list", "thread(5)"])
    #expect(app.delegate(first)?.stack == ["list"])
    #expect(app.windows.windows.first?.id == added.session.persistentIdentifier)
  }

  @Test func aLinkForANewWindowUIKitRefusesOpensWhereItCame() async {
    let app = ChatWindowsApp()
    app.windows.linkPolicy = .newWindow
    StandIn.refusesNewScenes = true
    let only = StandIn.userOpensWindow()
    StandIn.settle()
    StandIn.opens(URL(string: "chats://5")!, in: only)
    StandIn.advance(by: 0)
    await runClock { app.delegate(only)?.stack.count == 2 }
    #expect(UIApplication.shared.connectedScenes.count == 1)
    #expect(app.delegate(only)?.stack == ["list", "thread(5)"])
  }

  @Test func openInNewWindowMakesAWindowShowingTheLink() {
    let app = ChatWindowsApp()
    let first = StandIn.userOpensWindow()
    StandIn.settle()
    app.windows.openNewWindow("chats://6", from: first)
    StandIn.settle()
    let added = UIApplication.shared.connectedScenes.first { $0 !== first }
    #expect(added.flatMap { app.delegate($0)?.stack } == ["list", "thread(6)"])
    #expect(app.delegate(first)?.stack == ["list"])

    // Where one window is shown, it opens in the window it was asked from.
    UIApplication.shared.supportsMultipleScenes = false
    app.windows.openNewWindow("chats://8", from: first)
    #expect(app.delegate(first)?.stack.last == "thread(8)")
  }

  @Test func whereOneWindowIsShownALinkForANewWindowOpensInIt() {
    let app = ChatWindowsApp()
    app.windows.linkPolicy = .newWindow
    UIApplication.shared.supportsMultipleScenes = false
    let only = StandIn.userOpensWindow()
    StandIn.settle()
    StandIn.opens(URL(string: "chats://5")!, in: only)
    StandIn.settle()
    #expect(UIApplication.shared.connectedScenes.count == 1)
    #expect(app.delegate(only)?.stack == ["list", "thread(5)"])
  }

  @Test func aWindowOpenedForALinkShowsIt() {
    let app = ChatWindowsApp()
    let scene = StandIn.userOpensWindow(urls: [URL(string: "chats://3")!])
    StandIn.settle()
    #expect(app.delegate(scene)?.stack == ["list", "thread(3)"])
    let broken = StandIn.userOpensWindow(urls: [URL(string: "chats://three")!])
    #expect(
      app.windows.window(broken.session.persistentIdentifier)?.navigator.lastDeepLinkError != nil)
  }

  @Test func aUniversalLinkWhileRunningGoesToTheWindowShowingItsChat() {
    let app = ChatWindowsApp()
    let reading = StandIn.userOpensWindow()
    let other = StandIn.userOpensWindow()
    app.flow(reading)?.router.push(.thread(7))
    StandIn.settle()

    // UIKit hands the link to the active window, which does not show chat 7.
    let took = StandIn.userOpensUniversalLink(URL(string: "https://chats.example/7")!)
    #expect(took === other)
    StandIn.settle()
    #expect(reading.activationState == .foregroundActive)
    #expect(app.windows.windows.map(\.id) == ["session-1", "session-2"])
    #expect(app.delegate(reading)?.stack == ["list", "thread(7)"])
    #expect(app.delegate(other)?.stack == ["list"])

    // A chat no window shows opens in the window UIKit gave the link to, now the front one.
    StandIn.userOpensUniversalLink(URL(string: "https://chats.example/8")!)
    StandIn.settle()
    #expect(app.delegate(reading)?.stack == ["list", "thread(8)"])
    #expect(app.delegate(other)?.stack == ["list"])
  }

  @Test func aUniversalLinkThatLaunchesTheAppOpensInItsFirstWindow() {
    let app = ChatWindowsApp()
    let scene = StandIn.userOpensUniversalLink(URL(string: "https://chats.example/3")!)
    StandIn.settle()
    #expect(app.delegate(scene)?.stack == ["list", "thread(3)"])
  }

  @Test func anActivityOfAnotherTypeIsTheAppsToContinue() throws {
    let app = ChatWindowsApp()
    let scene = StandIn.userOpensWindow()
    StandIn.settle()
    let outcome = try app.windows.open(NSUserActivity(activityType: "app.compose"), from: scene)
    #expect(outcome == nil)
    #expect(app.delegate(scene)?.stack == ["list"])
  }

  @Test func aUniversalLinkToADroppedWindowRestoresItThenOpens() throws {
    let app = ChatWindowsApp()
    let scene = StandIn.userOpensWindow()
    app.flow(scene)?.router.push(.thread(4))
    StandIn.settle()
    let draft = try app.windows.window("session-1")?.container.resolve(Container.draft)
    StandIn.systemDisconnects(scene)

    let again = StandIn.userOpensUniversalLink(URL(string: "https://chats.example/9")!)
    StandIn.settle()
    #expect(again.session === scene.session)
    #expect(app.delegate(again)?.stack == ["list", "thread(9)"])
    #expect(try app.windows.window("session-1")?.container.resolve(Container.draft) === draft)
  }

  @Test func aNewWindowUIKitAnswersWithAnExistingOneOpensTheLinkThere() {
    let app = ChatWindowsApp()
    StandIn.reusesScenes = true
    let first = StandIn.userOpensWindow()
    let second = StandIn.userOpensWindow()
    StandIn.settle()
    app.windows.openNewWindow("chats://6", from: first)
    StandIn.settle()
    #expect(UIApplication.shared.connectedScenes.count == 2)
    #expect(app.delegate(second)?.stack == ["list", "thread(6)"])
    #expect(app.delegate(first)?.stack == ["list"])
    #expect(app.windows.windows.first?.id == "session-2")
    #expect(StandIn.warnings.isEmpty)
  }
}
