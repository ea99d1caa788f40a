import Foundation
import Testing
import UIKit

/// A scene delegate that notes what it hears, and gives `state` as its scene's state.
final class NotingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var heard: [String] = []
  var state: NSUserActivity?
  var options: UIScene.ConnectionOptions?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    heard.append("connect \(session.persistentIdentifier)")
    options = connectionOptions
  }
  func sceneDidDisconnect(_ scene: UIScene) { heard.append("disconnect") }
  func sceneDidBecomeActive(_ scene: UIScene) { heard.append("active") }
  func sceneWillResignActive(_ scene: UIScene) { heard.append("resign") }
  func sceneWillEnterForeground(_ scene: UIScene) { heard.append("foreground") }
  func sceneDidEnterBackground(_ scene: UIScene) { heard.append("background") }
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    heard.append("open " + urlContexts.map(\.url.absoluteString).sorted().joined(separator: " "))
  }
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    heard.append("state")
    return state
  }
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    heard.append(
      "continue \(userActivity.activityType) \(userActivity.webpageURL?.absoluteString ?? "")")
  }
}

/// An app delegate that notes the sessions it hears were discarded.
final class NotingAppDelegate: UIResponder, UIApplicationDelegate {
  var discarded: [String] = []
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {
    discarded += sceneSessions.map(\.persistentIdentifier).sorted()
  }
}

@MainActor
@Suite("Stand-in rules: scenes and sessions")
struct SceneRuleTests {
  init() {
    StandIn.reset()
    StandIn.makeSceneDelegate = { NotingSceneDelegate() }
  }

  private func heard(_ scene: UIScene) -> [String] {
    (scene.delegate as? NotingSceneDelegate)?.heard ?? []
  }

  @Test func s1AndS2ANewSceneConnectsWithWhatItIsAskedToShowThenBecomesActive() {
    let activity = NSUserActivity(activityType: "open")
    let scene = StandIn.userOpensWindow(urls: [URL(string: "app://a")!], activities: [activity])
    #expect(heard(scene) == ["connect session-1", "foreground", "active"])
    let options = (scene.delegate as? NotingSceneDelegate)?.options
    #expect(options?.urlContexts.map(\.url) == [URL(string: "app://a")!])
    #expect(options?.userActivities == [activity])
    #expect(scene.activationState == .foregroundActive)
    #expect(UIApplication.shared.connectedScenes == [scene])
    #expect(UIApplication.shared.openSessions == [scene.session])
  }

  @Test func s2TheActiveSceneResignsWhenTheUserTurnsToAnother() {
    let first = StandIn.userOpensWindow()
    let second = StandIn.userOpensWindow()
    #expect(heard(first) == ["connect session-1", "foreground", "active", "resign"])
    #expect(first.activationState == .foregroundInactive)
    StandIn.userActivates(first)
    #expect(heard(second).suffix(1) == ["resign"])
    #expect(first.activationState == .foregroundActive)
  }

  @Test func s3ADisconnectingSceneIsAskedForItsStateAndItsSessionKeepsACopy() {
    let scene = StandIn.userOpensWindow()
    let delegate = scene.delegate as? NotingSceneDelegate
    let state = NSUserActivity(activityType: "state")
    state.addUserInfoEntries(from: ["screen": "thread"])
    delegate?.state = state
    StandIn.systemDisconnects(scene)
    #expect(delegate?.heard.suffix(4) == ["resign", "background", "state", "disconnect"])
    let kept = scene.session.stateRestorationActivity
    #expect(kept !== state)
    #expect(kept?.activityType == "state")
    #expect(kept?.userInfo?["screen"] as? String == "thread")
    #expect(scene.session.scene == nil)
    #expect(scene.delegate == nil)
    #expect(UIApplication.shared.openSessions == [scene.session])
    #expect(UIApplication.shared.connectedScenes.isEmpty)

    let again = StandIn.userReturns(to: scene.session)
    #expect(again !== scene)
    #expect(again.session === scene.session)
    #expect(heard(again) == ["connect session-1", "foreground", "active"])
  }

  @Test func s4ClosingAWindowDestroysItsSessionAndTellsTheApp() {
    let app = NotingAppDelegate()
    UIApplication.shared.delegate = app
    let scene = StandIn.userOpensWindow()
    let delegate = scene.delegate as? NotingSceneDelegate
    StandIn.userCloses(scene.session)
    #expect(delegate?.heard.last == "disconnect")
    #expect(app.discarded == ["session-1"])
    #expect(UIApplication.shared.openSessions.isEmpty)
  }

  @Test func s3AQuitAsksEachSceneForItsStateAsItGoesToTheBackgroundAndDisconnectsNone() {
    let scene = StandIn.userOpensWindow()
    let delegate = scene.delegate as? NotingSceneDelegate
    delegate?.state = NSUserActivity(activityType: "state")
    StandIn.relaunch(delegate: NotingAppDelegate())
    #expect(delegate?.heard.suffix(3) == ["resign", "background", "state"])
    #expect(scene.session.stateRestorationActivity?.activityType == "state")
    #expect(UIApplication.shared.connectedScenes.isEmpty)
  }

  @Test func s4ASessionClosedWhileTheAppWasNotRunningIsToldAtItsNextLaunch() {
    let kept = StandIn.userOpensWindow()
    let closed = StandIn.userOpensWindow()
    let app = NotingAppDelegate()
    StandIn.relaunch(delegate: app, closingWhileQuit: [closed.session])
    #expect(app.discarded == ["session-2"])
    #expect(UIApplication.shared.openSessions == [kept.session])
    #expect(UIApplication.shared.connectedScenes.isEmpty)
  }

  @Test func s5ARequestWithoutASessionConnectsANewSceneWithTheActivityOnTheNextTurn() {
    let first = StandIn.userOpensWindow()
    let activity = NSUserActivity(activityType: "open")
    let options = UIScene.ActivationRequestOptions()
    options.requestingScene = first
    UIApplication.shared.activateSceneSession(
      for: UISceneSessionActivationRequest(userActivity: activity, options: options))
    #expect(UIApplication.shared.connectedScenes.count == 1)
    StandIn.advance(by: 0)
    let added = UIApplication.shared.connectedScenes.first { $0 !== first }
    #expect((added?.delegate as? NotingSceneDelegate)?.options?.userActivities == [activity])
    #expect(added?.activationState == .foregroundActive)
  }

  @Test func s5ARequestForASessionBringsItsSceneForwardOrConnectsItAgain() {
    let first = StandIn.userOpensWindow()
    let second = StandIn.userOpensWindow()
    UIApplication.shared.activateSceneSession(
      for: UISceneSessionActivationRequest(session: first.session))
    StandIn.advance(by: 0)
    #expect(first.activationState == .foregroundActive)
    #expect(second.activationState == .foregroundInactive)

    StandIn.systemDisconnects(second)
    UIApplication.shared.activateSceneSession(
      for: UISceneSessionActivationRequest(session: second.session))
    StandIn.advance(by: 0)
    #expect(second.session.scene?.activationState == .foregroundActive)
  }

  @Test func s5ARequestForAConnectedSessionWithAnActivityHandsItTheActivity() {
    let first = StandIn.userOpensWindow()
    StandIn.userOpensWindow()
    UIApplication.shared.activateSceneSession(
      for: UISceneSessionActivationRequest(
        session: first.session, userActivity: NSUserActivity(activityType: "open")))
    StandIn.advance(by: 0)
    let expected =
      StandIn.orders.activityBeforeActivation
      ? ["continue open ", "active"] : ["active", "continue open "]
    #expect(heard(first).suffix(2) == ArraySlice(expected))
    #expect(first.activationState == .foregroundActive)
  }

  @Test func s5ARequestTheSystemAnswersWithAConnectedSceneHandsItTheActivity() {
    StandIn.reusesScenes = true
    let first = StandIn.userOpensWindow()
    UIApplication.shared.activateSceneSession(
      for: UISceneSessionActivationRequest(userActivity: NSUserActivity(activityType: "open")))
    StandIn.advance(by: 0)
    #expect(UIApplication.shared.connectedScenes.count == 1)
    #expect(heard(first).contains("continue open "))
  }

  @Test func s5ARefusedRequestCallsItsErrorHandler() {
    StandIn.refusesNewScenes = true
    StandIn.userOpensWindow()
    var refused: [StandInSceneError] = []
    UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest()) { error in
      refused.append(error as? StandInSceneError ?? .oneSceneOnly)
    }
    StandIn.advance(by: 0)
    #expect(refused == [.refused])
  }

  @Test func s5AnAppShowingOneSceneRefusesANewOne() {
    UIApplication.shared.supportsMultipleScenes = false
    StandIn.userOpensWindow()
    var refused: [StandInSceneError] = []
    UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest()) { error in
      refused.append(error as? StandInSceneError ?? .oneSceneOnly)
    }
    StandIn.advance(by: 0)
    #expect(refused == [.oneSceneOnly])
    #expect(UIApplication.shared.connectedScenes.count == 1)
  }

  @Test func s6ASceneAskedToOpenAURLBecomesActive() {
    let first = StandIn.userOpensWindow()
    StandIn.userOpensWindow()
    StandIn.opens(URL(string: "app://b")!, in: first)
    let expected =
      StandIn.orders.urlBeforeActivation ? ["open app://b", "active"] : ["active", "open app://b"]
    #expect(heard(first).suffix(2) == ArraySlice(expected))
    #expect(first.activationState == .foregroundActive)
  }

  @Test func s7AUniversalLinkWhileRunningReachesTheActiveSceneToContinue() {
    let first = StandIn.userOpensWindow()
    let second = StandIn.userOpensWindow()
    StandIn.userActivates(first)
    let scene = StandIn.userOpensUniversalLink(URL(string: "https://app.example/b")!)
    #expect(scene === first)
    #expect(heard(first).last == "continue NSUserActivityTypeBrowsingWeb https://app.example/b")
    #expect(!heard(second).contains { $0.hasPrefix("continue") })
  }

  @Test func s7AUniversalLinkMakesTheSceneThatHearsItActive() {
    let first = StandIn.userOpensWindow()
    let second = StandIn.userOpensWindow()
    StandIn.sceneEntersBackground(first)
    StandIn.sceneEntersBackground(second)
    let scene = StandIn.userOpensUniversalLink(URL(string: "https://app.example/b")!)
    #expect(scene === second)
    let continued = "continue NSUserActivityTypeBrowsingWeb https://app.example/b"
    let expected =
      StandIn.orders.activityBeforeActivation ? [continued, "active"] : ["active", continued]
    #expect(heard(second).suffix(2) == ArraySlice(expected))
    #expect(second.activationState == .foregroundActive)
  }

  @Test func s7AUniversalLinkWithNoSceneConnectsOneWithIt() {
    let url = URL(string: "https://app.example/c")!
    let scene = StandIn.userOpensUniversalLink(url)
    #expect(heard(scene) == ["connect session-1", "foreground", "active"])
    let activities = (scene.delegate as? NotingSceneDelegate)?.options?.userActivities ?? []
    #expect(activities.map(\.activityType) == [NSUserActivityTypeBrowsingWeb])
    #expect(activities.first?.webpageURL == url)
  }

  @Test func s7AUniversalLinkWithEverySceneDroppedReconnectsTheNewestSession() {
    let first = StandIn.userOpensWindow()
    let second = StandIn.userOpensWindow()
    StandIn.systemDisconnects(first)
    StandIn.systemDisconnects(second)
    let url = URL(string: "https://app.example/d")!
    let scene = StandIn.userOpensUniversalLink(url)
    #expect(scene.session === second.session)
    #expect(UIApplication.shared.openSessions.count == 2)
    let activities = (scene.delegate as? NotingSceneDelegate)?.options?.userActivities ?? []
    #expect(activities.first?.webpageURL == url)
  }
}
