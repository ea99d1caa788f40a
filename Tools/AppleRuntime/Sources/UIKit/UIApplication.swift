/// The app: its scene sessions, and requests to show a scene.
@MainActor
open class UIApplication: UIResponder {
  /// The app.
  public static let shared = UIApplication()

  /// The app's delegate.
  open var delegate: (any UIApplicationDelegate)?
  /// Every session the system keeps, connected or not (rules S3, S4).
  open internal(set) var openSessions: Set<UISceneSession> = []
  /// The connected scenes, which the app keeps.
  open internal(set) var connectedScenes: Set<UIScene> = []
  /// Whether the app may show several scenes at once (an iPad's windows); `false` shows one.
  open var supportsMultipleScenes = true

  /// Asks the system to show a scene: the request's session, or a new one (rule S5).
  open func activateSceneSession(
    for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
  ) {
    StandIn.after(0) {
      if let session = request.session {
        guard self.openSessions.contains(session) else {
          errorHandler?(StandInSceneError.sessionGone(session.persistentIdentifier))
          return
        }
        if let scene = session.scene {
          if let activity = request.userActivity {
            StandIn.continues(activity, in: scene)
          } else {
            StandIn.userActivates(scene)
          }
        } else {
          StandIn.connect(session, activities: request.userActivity.map { [$0] } ?? [])
        }
      } else if StandIn.refusesNewScenes {
        errorHandler?(StandInSceneError.refused)
      } else if StandIn.reusesScenes, let activity = request.userActivity,
        let scene = StandIn.sceneForActivity()
      {
        StandIn.continues(activity, in: scene)
      } else if self.supportsMultipleScenes || self.connectedScenes.isEmpty {
        StandIn.connect(
          StandIn.newSession(), activities: request.userActivity.map { [$0] } ?? [])
      } else {
        errorHandler?(StandInSceneError.oneSceneOnly)
      }
    }
  }

  /// A new app, with no sessions (``StandIn/reset()``).
  func reset() {
    delegate = nil
    openSessions = []
    connectedScenes = []
    supportsMultipleScenes = true
  }
}

/// Why the stand-in refused a request to show a scene (rule S5).
public enum StandInSceneError: Error, Equatable {
  /// The session was discarded.
  case sessionGone(String)
  /// The app shows one scene at a time, and it has it.
  case oneSceneOnly
  /// The system refused, as ``StandIn/refusesNewScenes`` asks.
  case refused
}

/// What the app hears of its sessions.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The user closed these sessions' scenes (rule S4), possibly while the app was not running.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  /// Does nothing.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
}

/// A request to show a scene: an existing session's, or a new one (rule S5).
public struct UISceneSessionActivationRequest: Hashable {
  /// The session to show, or `nil` for a new one.
  public let session: UISceneSession?
  /// The activity sent to the scene.
  public var userActivity: NSUserActivity?
  /// The request's options.
  public var options: UIScene.ActivationRequestOptions?

  /// The role of the scene asked for.
  public let role: UISceneSession.Role

  /// A request for a new scene of `role`.
  public init(
    role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
    options: UIScene.ActivationRequestOptions? = nil
  ) {
    self.role = role
    self.session = nil
    self.userActivity = userActivity
    self.options = options
  }

  /// A request to show `session`'s scene.
  public init(
    session: UISceneSession, userActivity: NSUserActivity? = nil,
    options: UIScene.ActivationRequestOptions? = nil
  ) {
    self.role = .windowApplication
    self.session = session
    self.userActivity = userActivity
    self.options = options
  }
}

/// What the user and the system do with scenes, in tests.
extension StandIn {
  /// Makes the delegate of each scene that connects, as the app's scene configuration names
  /// its class.
  public static var makeSceneDelegate: @MainActor () -> any UISceneDelegate = {
    UIResponderSceneDelegate()
  }

  /// Whether the system refuses requests for a new scene through their error handler, as
  /// Apple documents it may (rule S5).
  public static var refusesNewScenes = false

  /// Whether the system answers a request for a new scene, with an activity, by handing the
  /// activity to a connected scene (the one ``userOpensUniversalLink(_:)`` would pick) through
  /// `scene(_:continue:)`, as Apple documents it may (rule S5).
  public static var reusesScenes = false

  private static var sessionCount = 0
  /// Sessions the user closed while the app was not running, told at its next launch (S4).
  private static var discardedWhileQuit: Set<UISceneSession> = []

  /// Forgets every scene and session (``reset()``).
  static func resetScenes() {
    UIApplication.shared.reset()
    makeSceneDelegate = { UIResponderSceneDelegate() }
    sessionCount = 0
    discardedWhileQuit = []
    refusesNewScenes = false
    reusesScenes = false
  }

  /// A new session, kept by the app.
  static func newSession() -> UISceneSession {
    sessionCount += 1
    let session = UISceneSession(persistentIdentifier: "session-\(sessionCount)")
    UIApplication.shared.openSessions.insert(session)
    return session
  }

  /// The user opens a new window of the app (rules S1, S2), with what it is asked to show.
  @discardableResult
  public static func userOpensWindow(
    urls: [URL] = [], activities: [NSUserActivity] = []
  ) -> UIWindowScene {
    connect(newSession(), urls: urls, activities: activities)
  }

  /// The user comes back to a window whose scene the system disconnected: its session
  /// connects again (rules S1, S2), with its saved state in `stateRestorationActivity`.
  @discardableResult
  public static func userReturns(to session: UISceneSession) -> UIWindowScene {
    connect(session)
  }

  /// Rule S1, then S2: `session` connects to a new scene, and the scene comes to the foreground
  /// and becomes active.
  @discardableResult
  static func connect(
    _ session: UISceneSession, urls: [URL] = [], activities: [NSUserActivity] = []
  ) -> UIWindowScene {
    let scene = UIWindowScene(session: session)
    let delegate = makeSceneDelegate()
    scene.delegate = delegate
    session.scene = scene
    UIApplication.shared.connectedScenes.insert(scene)
    let options = UIScene.ConnectionOptions(
      urlContexts: Set(urls.map(UIOpenURLContext.init(url:))), userActivities: Set(activities))
    delegate.scene(scene, willConnectTo: session, options: options)
    scene.activationState = .foregroundInactive
    delegate.sceneWillEnterForeground(scene)
    userActivates(scene)
    return scene
  }

  /// The user turns to `scene`: the active scene resigns, and `scene` becomes active (rule S2).
  public static func userActivates(_ scene: UIScene) {
    guard scene.activationState != .foregroundActive else { return }
    for other in UIApplication.shared.connectedScenes where other !== scene {
      if other.activationState == .foregroundActive {
        other.activationState = .foregroundInactive
        other.delegate?.sceneWillResignActive(other)
      }
    }
    scene.activationState = .foregroundActive
    scene.delegate?.sceneDidBecomeActive(scene)
  }

  /// The system asks `scene` to open `url` (rule S6). With
  /// ``Orders/urlBeforeActivation``, the scene hears the URL before it becomes active; else
  /// it becomes active first.
  public static func opens(_ url: URL, in scene: UIScene) {
    let contexts: Set<UIOpenURLContext> = [UIOpenURLContext(url: url)]
    userActivates(scene, hearingFirst: orders.urlBeforeActivation) {
      scene.delegate?.scene(scene, openURLContexts: contexts)
    }
  }

  /// `scene` becomes active and hears `activity` through `scene(_:continue:)` (rules S5, S7);
  /// with ``Orders/activityBeforeActivation``, it hears the activity first.
  static func continues(_ activity: NSUserActivity, in scene: UIScene) {
    userActivates(scene, hearingFirst: orders.activityBeforeActivation) {
      scene.delegate?.scene(scene, continue: activity)
    }
  }

  /// `scene` becomes active (rule S2) and its delegate hears `event`, an event Apple documents
  /// no order for against the activation: `event` first when `hearingFirst`.
  private static func userActivates(
    _ scene: UIScene, hearingFirst: Bool, _ event: () -> Void
  ) {
    if hearingFirst { event() }
    userActivates(scene)
    if !hearingFirst { event() }
  }

  /// The user taps a universal link to the app, `url` (rule S7): a connected scene (the active
  /// one, else the one of the newest session) hears it through `scene(_:continue:)`; with none
  /// connected, the newest session without a scene connects again with it in
  /// `options.userActivities` (its saved state in the session), or a new one when there is
  /// none. Returns the scene that took it.
  @discardableResult
  public static func userOpensUniversalLink(_ url: URL) -> UIScene {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = url
    if let scene = sceneForActivity() {
      continues(activity, in: scene)
      return scene
    }
    let kept = UIApplication.shared.openSessions.filter { $0.scene == nil }
    let session = kept.max { number(of: $0) < number(of: $1) } ?? newSession()
    return connect(session, activities: [activity])
  }

  /// The connected scene the system hands an activity to: the active one, else the one of
  /// the newest session (**assumed**, rule S7).
  static func sceneForActivity() -> UIScene? {
    let scenes = UIApplication.shared.connectedScenes
    return scenes.first { $0.activationState == .foregroundActive }
      ?? scenes.max { number(of: $0.session) < number(of: $1.session) }
  }

  /// The number of `session`, in the order sessions were made.
  private static func number(of session: UISceneSession) -> Int {
    Int(session.persistentIdentifier.dropFirst("session-".count)) ?? 0
  }

  /// The user leaves `scene` (rule S3): it resigns, goes to the background, and the system asks
  /// the delegate for its state and keeps a copy in the session.
  public static func sceneEntersBackground(_ scene: UIScene) {
    guard let delegate = scene.delegate, scene.activationState != .background else { return }
    if scene.activationState == .foregroundActive {
      scene.activationState = .foregroundInactive
      delegate.sceneWillResignActive(scene)
    }
    scene.activationState = .background
    delegate.sceneDidEnterBackground(scene)
    scene.session.stateRestorationActivity = delegate.stateRestorationActivity(for: scene)?
      .copied()
  }

  /// The system disconnects `scene` (rule S3): the scene goes to the background if it is not
  /// there, the system asks the delegate for the scene's state and keeps a copy in the session,
  /// and the delegate hears `sceneDidDisconnect(_:)`; the session stays, without a scene, and
  /// the scene lets its delegate go.
  public static func systemDisconnects(_ scene: UIScene) {
    guard let delegate = scene.delegate, scene.session.scene === scene else { return }
    if scene.activationState != .background {
      sceneEntersBackground(scene)
    } else {
      scene.session.stateRestorationActivity = delegate.stateRestorationActivity(for: scene)?
        .copied()
    }
    scene.activationState = .unattached
    delegate.sceneDidDisconnect(scene)
    scene.session.scene = nil
    UIApplication.shared.connectedScenes.remove(scene)
    if let window = (delegate as? any UIWindowSceneDelegate)?.window {
      sceneDisconnects(showing: window)
    }
    scene.delegate = nil
  }

  /// The user closes `session`'s window in the app switcher (rule S4): its scene disconnects,
  /// the session is destroyed, and the app delegate hears of it; with
  /// ``Orders/discardBeforeDisconnect``, it hears of the discarding first.
  public static func userCloses(_ session: UISceneSession) {
    UIApplication.shared.openSessions.remove(session)
    let discard = {
      UIApplication.shared.delegate?.application(
        UIApplication.shared, didDiscardSceneSessions: [session])
    }
    if orders.discardBeforeDisconnect { discard() }
    if let scene = session.scene { systemDisconnects(scene) }
    if !orders.discardBeforeDisconnect { discard() }
  }

  /// The user leaves the app, whose scenes go to the background (asked for their state, rule
  /// S3), the system ends the process without disconnecting them (**assumed**, the harsher
  /// case: nothing hears `sceneDidDisconnect(_:)`), the user closes `closing` while it is not
  /// running, and the app launches again with `delegate`: it hears of the closed sessions at
  /// launch (rule S4), and no scene is connected until ``userReturns(to:)``.
  public static func relaunch(
    delegate: any UIApplicationDelegate, closingWhileQuit closing: [UISceneSession] = []
  ) {
    for scene in UIApplication.shared.connectedScenes {
      sceneEntersBackground(scene)
      if let window = (scene.delegate as? any UIWindowSceneDelegate)?.window {
        sceneDisconnects(showing: window)
      }
      scene.session.scene = nil
      scene.activationState = .unattached
      scene.delegate = nil
    }
    UIApplication.shared.connectedScenes = []
    for session in closing { UIApplication.shared.openSessions.remove(session) }
    discardedWhileQuit.formUnion(closing)
    UIApplication.shared.delegate = delegate
    if !discardedWhileQuit.isEmpty {
      delegate.application(UIApplication.shared, didDiscardSceneSessions: discardedWhileQuit)
      discardedWhileQuit = []
    }
  }
}

/// A scene delegate that does nothing, for scenes a test gives no delegate of its own.
final class UIResponderSceneDelegate: UIResponder, UISceneDelegate {}
