#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// A flow that draws its own screens where it is pushed onto its parent's stack, so the
  /// parent's ``FlowStack`` draws only the parent's routes.
  ///
  /// ```swift
  /// extension CheckoutFlow: FlowScreensProviding {
  ///   func screen(for route: CheckoutRoute) -> some View {
  ///     switch route {
  ///     case .cart: CartView(model: cart)
  ///     case .payment: PaymentView(model: payment)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Its screens are drawn in the parent's `NavigationStack`, with the parent's view modifiers
  /// around the stack; what it presents is drawn there too, each alert or confirmation dialog
  /// with ``alert(for:)`` (by default none: a presented route is a sheet of its screen).
  @MainActor
  public protocol FlowScreensProviding: AnyObject {
    /// The flow's routes.
    associatedtype Route
    /// The type of its screens.
    associatedtype Screen: View
    /// The screen of `route`.
    @ViewBuilder func screen(for route: Route) -> Screen
    /// The alert or confirmation dialog of a presented `route`; `nil` draws it as a sheet of
    /// its screen.
    func alert(for route: Route) -> FlowAlert?
  }

  extension FlowScreensProviding {
    /// No alerts: each presented route is a sheet of its screen.
    public func alert(for route: Route) -> FlowAlert? { nil }

    /// The screen of `shown`, when it is one of this flow's routes.
    func drawnScreen(_ shown: ScreenRoute) -> AnyView? {
      shown.as(Route.self).map { AnyView(screen(for: $0)) }
    }

    /// The alert of `shown`, when it is one of this flow's routes and has one.
    func drawnAlert(_ shown: ScreenRoute) -> FlowAlert? {
      shown.as(Route.self).flatMap(alert(for:))
    }
  }
#endif
