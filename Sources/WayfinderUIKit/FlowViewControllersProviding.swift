#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// A flow that makes its own view controllers where it is pushed onto its parent's stack, so
  /// the parent's ``NavigationControllerRenderer`` makes only the parent's.
  ///
  /// ```swift
  /// extension CheckoutFlow: FlowViewControllersProviding {
  ///   func viewController(for route: CheckoutRoute) -> UIViewController {
  ///     switch route {
  ///     case .cart: CartViewController(model: cart)
  ///     case .payment: PaymentViewController(model: payment)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// What it presents is shown by the same renderer, each alert or confirmation dialog with
  /// ``alert(for:)`` (by default none: a presented route is shown as its screen).
  @MainActor
  public protocol FlowViewControllersProviding: AnyObject {
    /// The flow's routes.
    associatedtype Route
    /// A new view controller for `route`.
    func viewController(for route: Route) -> UIViewController
    /// The alert or confirmation dialog of a presented `route`; `nil` shows it as its screen.
    func alert(for route: Route) -> FlowAlert?
  }

  extension FlowViewControllersProviding {
    /// No alerts: each presented route is shown as its screen.
    public func alert(for route: Route) -> FlowAlert? { nil }

    /// The view controller of `shown`, when it is one of this flow's routes.
    func madeViewController(for shown: ScreenRoute) -> UIViewController? {
      shown.as(Route.self).map(viewController(for:))
    }

    /// The alert of `shown`, when it is one of this flow's routes and has one.
    func madeAlert(for shown: ScreenRoute) -> FlowAlert? {
      shown.as(Route.self).flatMap(alert(for:))
    }
  }
#endif
