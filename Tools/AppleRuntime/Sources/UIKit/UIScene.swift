/// An activity the user does in the app, in Foundation on Apple platforms: a scene's saved
/// state, or what a request to show a scene carries.
open class NSUserActivity: NSObject, @unchecked Sendable {
  /// The activity's type, which the app lists in its Info.plist.
  public let activityType: String
  /// What the activity carries.
  open var userInfo: [AnyHashable: Any]?
  /// The web page of an activity of type ``NSUserActivityTypeBrowsingWeb``: the universal
  /// link the user tapped (rule S7).
  open var webpageURL: URL?

  /// An activity of `activityType`.
  public init(activityType: String) {
    self.activityType = activityType
  }

  /// Adds `otherDictionary`'s entries to ``userInfo``.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }

  /// A copy, as the system keeps one in a session (rule S3).
  func copied() -> NSUserActivity {
    let copy = NSUserActivity(activityType: activityType)
    copy.userInfo = userInfo
    copy.webpageURL = webpageURL
    return copy
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The type of an activity that continues a web page: a universal link, or a page handed off
/// from a browser (rule S7). Foundation's name.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// A URL the system asks a scene to open.
@MainActor
open class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL

  init(url: URL) {
    self.url = url
  }
}

/// A scene's session: what the system keeps of one instance of the app's interface, connected
/// or not, until the user closes it (rules S3, S4).
@MainActor
open class UISceneSession: NSObject {
  /// The session's identifier, the same for as long as the session lives.
  public let persistentIdentifier: String
  /// The scene connected to the session, `nil` while it is disconnected.
  open internal(set) weak var scene: UIScene?
  /// A copy of the activity the scene's delegate gave for its state before the scene last
  /// disconnected (rule S3).
  open var stateRestorationActivity: NSUserActivity?

  /// What a session's scenes are for.
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's name.
    public let rawValue: String
    /// A role named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's own windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  init(persistentIdentifier: String) {
    self.persistentIdentifier = persistentIdentifier
  }
}

/// One instance of the app's interface.
@MainActor
open class UIScene: UIResponder {
  /// The state of a scene.
  public enum ActivationState: Int, Sendable {
    /// Not running: connected, not yet in the foreground, or disconnected.
    case unattached = -1
    /// In the foreground, receiving events.
    case foregroundActive = 0
    /// In the foreground, not receiving events.
    case foregroundInactive = 1
    /// In the background.
    case background = 2
  }

  /// What a scene is connected with: the URLs and activities it is asked to show (rule S1).
  @MainActor
  open class ConnectionOptions: NSObject {
    /// The URLs to open; an empty set when there are none.
    public let urlContexts: Set<UIOpenURLContext>
    /// The activities to show, such as the one a request to show a scene carried (rule S5).
    public let userActivities: Set<NSUserActivity>

    init(urlContexts: Set<UIOpenURLContext>, userActivities: Set<NSUserActivity>) {
      self.urlContexts = urlContexts
      self.userActivities = userActivities
    }
  }

  /// Options of a request to show a scene.
  @MainActor
  open class ActivationRequestOptions: NSObject {
    /// The scene that asked.
    open var requestingScene: UIScene?
    /// Options with nothing set.
    override public init() { super.init() }
  }

  /// The scene's session.
  public let session: UISceneSession
  /// The scene's delegate, which the scene keeps.
  open var delegate: (any UISceneDelegate)?
  /// The scene's state.
  open internal(set) var activationState = ActivationState.unattached

  init(session: UISceneSession) {
    self.session = session
  }
}

/// A scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {}

/// What a scene tells its delegate.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// The scene connects to its session, with what it is asked to show (rule S1).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene went away; its session may connect again later (rule S3).
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene is in the foreground and receives events (rule S2).
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop receiving events.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground (rule S2).
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// The scene is asked to open URLs (rule S6).
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
  /// The activity holding the scene's state, asked for before it disconnects (rule S3).
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
  /// The scene is handed an activity to continue: a universal link tapped while the app runs
  /// (rule S7), or a request's activity for a connected scene (rule S5).
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  /// Does nothing.
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
  /// No state.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
  /// Does nothing.
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// The delegate of a scene that shows a window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window, which the delegate keeps.
  var window: UIWindow? { get set }
}
