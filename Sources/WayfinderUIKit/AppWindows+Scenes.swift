#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import Foundation
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// The scene delegate's calls: each UIKit scene event as the ``AppWindows`` call it is, with
  /// the window's state kept in its session's restoration activity and links sent to the
  /// window the policy picks.
  ///
  /// ```swift
  /// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  ///   var window: UIWindow?
  ///
  ///   func scene(
  ///     _ scene: UIScene, willConnectTo session: UISceneSession,
  ///     options connectionOptions: UIScene.ConnectionOptions
  ///   ) {
  ///     guard let scene = scene as? UIWindowScene else { return }
  ///     let appWindow = appWindows.connect(scene, options: connectionOptions)
  ///     guard let app = appWindow.navigator.root as? AppFlow else { return }  // your root flow
  ///     let window = UIWindow(windowScene: scene)
  ///     _ = WindowRootRenderer(window: window, router: app.router) { route in … }
  ///     window.makeKeyAndVisible()
  ///     self.window = window
  ///   }
  ///   func sceneDidBecomeActive(_ scene: UIScene) { appWindows.activate(scene) }
  ///   func sceneDidDisconnect(_ scene: UIScene) { appWindows.disconnect(scene) }
  ///   func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
  ///     appWindows.stateRestorationActivity(for: scene)
  ///   }
  ///   func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
  ///     for context in URLContexts { _ = try? appWindows.open(context.url, from: scene) }
  ///   }
  ///   func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
  ///     _ = try? appWindows.open(userActivity, from: scene)   // universal links
  ///   }
  /// }
  ///
  /// // in the app delegate:
  /// func application(
  ///   _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  /// ) {
  ///   appWindows.discard(sceneSessions)
  /// }
  /// ```
  ///
  /// List ``AppWindows/activityType`` under `NSUserActivityTypes` in the app's Info.plist: the
  /// state of each window and the links sent to a new window travel in activities of that type.
  extension AppWindows {
    /// The type of the activities that carry a window's state and the link a new window opens.
    public static let activityType = "wayfinder.window"

    /// Connects the window of `scene`, frontmost: it restores what the session's restoration
    /// activity holds (or what it showed when it disconnected in this run), then opens the
    /// links it was connected with: the URLs of `options`, the universal links of its
    /// activities, and a link ``open(_:from:)-(URL,_)`` sent to a new window. A link that fails is in
    /// the navigator's `lastDeepLinkError`.
    @discardableResult
    public func connect(_ scene: UIScene, options: UIScene.ConnectionOptions) -> AppWindow {
      let saved = scene.session.stateRestorationActivity?.userInfo?[SceneKey.snapshot] as? Data
      let carried = options.userActivities.compactMap(Self.link(in:))
      return connect(
        scene.session.persistentIdentifier, restoring: saved,
        opening: options.urlContexts.map(\.url.absoluteString).sorted() + carried.sorted())
    }

    /// The link `activity` carries: a universal link, or a link sent to a new window; `nil`
    /// for an activity of another type.
    private static func link(in activity: NSUserActivity) -> String? {
      switch activity.activityType {
      case NSUserActivityTypeBrowsingWeb: activity.webpageURL?.absoluteString
      case activityType: activity.userInfo?[SceneKey.link] as? String
      default: nil
      }
    }

    /// Makes the window of `scene` frontmost: call it from `sceneDidBecomeActive(_:)`.
    public func activate(_ scene: UIScene) {
      activate(scene.session.persistentIdentifier)
    }

    /// Disconnects the window of `scene`: call it from `sceneDidDisconnect(_:)`.
    public func disconnect(_ scene: UIScene) {
      disconnect(scene.session.persistentIdentifier)
    }

    /// Discards the windows of `sessions`, which the user closed: call it from the app
    /// delegate's `application(_:didDiscardSceneSessions:)`, which also tells, at launch, of
    /// sessions closed while the app was not running.
    public func discard(_ sessions: Set<UISceneSession>) {
      for session in sessions { discard(session.persistentIdentifier) }
    }

    /// The activity holding what the window of `scene` shows, for UIKit to keep in its session
    /// and give back when the scene connects again, in this run or after a relaunch: return it
    /// from `stateRestorationActivity(for:)`, which UIKit calls before it disconnects the scene.
    /// `nil` for a scene whose window is not connected; a snapshot that fails is reported.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      guard let snapshot = window(scene.session.persistentIdentifier)?.savedState() else {
        return nil
      }
      let activity = NSUserActivity(activityType: Self.activityType)
      activity.addUserInfoEntries(from: [SceneKey.snapshot: snapshot])
      return activity
    }

    /// Opens `url`, which UIKit gave `scene`, in the window the app's link policy picks: the
    /// window of `scene` counts as frontmost (UIKit gave it the link), a window the policy
    /// picks behind it is brought to the front, and a new window is asked of UIKit, which opens
    /// the link when it connects. Where the device shows one window at a time, or UIKit
    /// refuses the new window, the link opens in the window of `scene` instead.
    ///
    /// Not in app extensions, which have no `UIApplication.shared`.
    ///
    /// - Throws: `DeepLinkError` when the link matches none, or the chosen window cannot open
    ///   it; then nothing changed but the window of `scene` being frontmost.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    @discardableResult
    public func open(_ url: URL, from scene: UIScene) throws(DeepLinkError) -> WindowLinkOutcome {
      let id = scene.session.persistentIdentifier
      if window(id) != nil { activate(id) }
      let link = url.absoluteString
      let application = UIApplication.shared
      let outcome = try open(link)
      switch outcome {
      case .opened(let chosen, _):
        guard chosen != id,
          let session = application.openSessions.first(where: { $0.persistentIdentifier == chosen })
        else { break }
        application.activateSceneSession(for: UISceneSessionActivationRequest(session: session))
      case .needsNewWindow:
        if !application.supportsMultipleScenes, let window = window(id) {
          return .opened(window: id, try window.navigator.open(link))
        }
        openNewWindow(link, from: scene)
      @unknown default:
        break
      }
      return outcome
    }

    /// Opens the link `activity` carries, which UIKit handed the connected `scene` through
    /// `scene(_:continue:)`: a universal link the user tapped while the app runs (or a web page
    /// handed off from a browser, which UIKit gives only here, after the scene connected) goes
    /// to the window the app's link policy picks, as ``open(_:from:)-(URL,_)`` sends a URL; a
    /// link sent to a new window that UIKit gave this existing scene instead opens in its
    /// window. `nil`, and nothing changes, for an activity of another type (or a web page with
    /// no address), which is the app's to continue.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    ///   _ = try? appWindows.open(userActivity, from: scene)
    /// }
    /// ```
    ///
    /// Not in app extensions, which have no `UIApplication.shared`.
    ///
    /// - Throws: `DeepLinkError` when the link matches none, or the chosen window cannot open
    ///   it; then nothing changed but the window of `scene` being frontmost.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    @discardableResult
    public func open(_ activity: NSUserActivity, from scene: UIScene) throws(DeepLinkError)
      -> WindowLinkOutcome?
    {
      if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
        return try open(url, from: scene)
      }
      let id = scene.session.persistentIdentifier
      guard activity.activityType == Self.activityType,
        let link = activity.userInfo?[SceneKey.link] as? String
      else { return nil }
      guard let window = window(id) else {
        reportIssue(
          "The scene \"\(id)\" was handed the link \(link) before its window connected; "
            + "call connect(_:options:) from scene(_:willConnectTo:options:).")
        return nil
      }
      activate(id)
      return .opened(window: id, try window.navigator.open(link))
    }

    /// Asks UIKit for a new window that opens `link` once it connects: what an "Open in New
    /// Window" action does. Where the device shows one window at a time, or UIKit refuses the
    /// new window, the link opens in the window of `scene` instead; a link that fails there is
    /// in its navigator's `lastDeepLinkError`.
    ///
    /// Not in app extensions, which have no `UIApplication.shared`.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    public func openNewWindow(_ link: String, from scene: UIScene) {
      let id = scene.session.persistentIdentifier
      let openHere = { @MainActor [weak self] in
        guard let window = self?.window(id) else { return }
        do throws(DeepLinkError) {
          try window.navigator.open(link)
        } catch {
          window.navigator.recordDeepLinkFailure(error)
        }
      }
      let application = UIApplication.shared
      guard application.supportsMultipleScenes else { return openHere() }
      let activity = NSUserActivity(activityType: Self.activityType)
      activity.addUserInfoEntries(from: [SceneKey.link: link])
      let options = UIScene.ActivationRequestOptions()
      options.requestingScene = scene
      // NB: UIKit may refuse; the link then opens where it was asked for.
      application.activateSceneSession(
        for: UISceneSessionActivationRequest(userActivity: activity, options: options)
      ) { _ in
        Task { @MainActor in openHere() }
      }
    }
  }

  /// The keys of what a scene's activities carry.
  private enum SceneKey {
    static let snapshot = "wayfinder.snapshot"
    static let link = "wayfinder.link"
  }
#endif
