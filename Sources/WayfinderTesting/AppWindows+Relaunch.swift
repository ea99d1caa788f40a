import Foundation
@_spi(Rendering) import Wayfinder

extension AppWindows {
  /// The app's windows after a quit and a relaunch, as the platform brings them back: every
  /// connected window saved (`Navigator.snapshotData()`) and connected again, in the same
  /// order, into windows made the same way (root flow, window services, links, schema and
  /// policy); a window disconnected before the quit keeps its saved state until it connects.
  ///
  /// ```swift
  /// @MainActor @Test func eachWindowComesBackAfterARelaunch() throws {
  ///   let windows = AppWindows(root: { ChatsFlow() })
  ///   let reading = windows.connect("A")
  ///   windows.connect("B")
  ///   (reading.navigator.root as? ChatsFlow)?.router.push(.thread(id: 7))
  ///
  ///   let relaunched = windows.simulateRelaunch()
  ///   #expect(relaunched.text == windows.text)
  /// }
  /// ```
  ///
  /// The windows come back over the same app container (the test's, which stands for the
  /// app's services: singletons it made stay made), each with a container of its own. A window
  /// whose snapshot fails is reported (a test failure) and comes back at its first screens.
  public func simulateRelaunch() -> AppWindows {
    let relaunched = AppWindows(
      container: container, windowServices: windowServices, root: makeRoot)
    relaunched.deepLinks = deepLinks
    relaunched.snapshotSchema = snapshotSchema
    relaunched.linkPolicy = linkPolicy
    for (id, session) in sessions where session.window == nil {
      relaunched.keep(session.saved, forDisconnected: id)
    }
    for window in windows.reversed() {
      relaunched.connect(window.id, restoring: window.savedState())
    }
    return relaunched
  }
}
