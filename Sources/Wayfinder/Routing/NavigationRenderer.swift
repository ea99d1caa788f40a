/// Shows a router's changes on screen: the part a UI framework adapter implements.
///
/// A router calls its renderer once per change, or once per transaction, with the steps that
/// turn the old screens into the new ones. The renderer calls `completion` when its animations
/// end; the router's completion handlers and `async` calls wait for that.
///
/// SwiftUI needs no renderer: its views read ``Router/state`` directly, which is `@Observable`.
@MainActor
public protocol NavigationRenderer<Route>: AnyObject {
  /// The route type of the router this renderer draws.
  associatedtype Route: Hashable & Codable & Sendable

  /// Applies `steps` to the screens, then calls `completion` once.
  func render(
    _ steps: [NavigationStep<Route>], animated: Bool,
    completion: @escaping @MainActor () -> Void)
}
