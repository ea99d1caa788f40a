/// Shows a navigation container's changes on screen: the part a UI framework adapter
/// implements.
///
/// A container is a flow shown at a root, a tab or a presentation: one navigation stack (a
/// `UINavigationController`) with what is presented over it. Child flows pushed onto that
/// stack add their screens to it, so the renderer of the container's router receives the steps
/// of the whole container, in ``ScreenRoute``s: one flat stack, whichever flow each screen
/// belongs to. It is called once per change, or once per transaction, and calls `completion`
/// when its animations end; the routers' completion handlers and `async` calls wait for that.
///
/// ```swift
/// final class LogRenderer: NavigationRenderer {
///   typealias Route = ChatsRoute
///   func render(
///     _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
///     completion: @escaping @MainActor () -> Void
///   ) {
///     for step in steps {
///       if let typed = step.routes(as: ChatsRoute.self) { print(typed) } else { print(step) }
///     }
///     completion()
///   }
/// }
/// ```
///
/// Part of the rendering SPI (`@_spi(Rendering) import Wayfinder`): the SwiftUI and UIKit
/// adapters are renderers, and apps need none of their own.
@MainActor
@_spi(Rendering)
public protocol NavigationRenderer<Route>: AnyObject {
  /// The route type of the container's router this renderer draws.
  associatedtype Route: Hashable & Codable & Sendable

  /// Applies `steps` to the screens, then calls `completion` once.
  func render(
    _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
    completion: @escaping @MainActor () -> Void)
}
