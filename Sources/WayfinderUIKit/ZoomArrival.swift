#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// A view controller whose screen has views other screens zoom out of, and back into: it
  /// gives the view marked with a zoom's source (`ScreenTransition.Source`).
  ///
  /// ```swift
  /// extension ChatListViewController: TransitionSourceProviding {
  ///   func view(forTransitionSource source: ScreenTransition.Source) -> UIView? {
  ///     guard let id = source.rawValue.split(separator: "-").last.flatMap({ Int($0) }),
  ///       let row = chats.firstIndex(where: { $0.id == id })
  ///     else { return nil }
  ///     return tableView.cellForRow(at: IndexPath(row: row, section: 0))
  ///   }
  /// }
  /// // in the flow: router.push(.thread(id: 7), transition: .zoom(from: "chat-7"))
  /// ```
  ///
  /// UIKit asks when the screen zooms in and again when it zooms back out, so return the view
  /// showing the source now (a cell, once reused, shows another row): `nil` when none does,
  /// and the screen arrives or leaves without zooming, which is reported.
  @MainActor
  public protocol TransitionSourceProviding: AnyObject {
    /// The view on screen marked with `source`, or `nil` when none shows it now.
    func view(forTransitionSource source: ScreenTransition.Source) -> UIView?
  }

  /// Prepares a screen a renderer pushes or presents to arrive as its transition says: with
  /// UIKit's zoom (`preferredTransition`, iOS 18 and later) out of the view the screen below
  /// gives (``TransitionSourceProviding``), or the standard way.
  @MainActor
  enum ZoomArrival {
    /// Whether a zoom was asked for before iOS 18 in this process, and reported.
    private static var reportedUnavailable = false

    /// Makes `screen`, shown for `route`, arrive with `transition`: pushed above `below` (the
    /// screen it zooms from), or presented (`below` is `nil`: the presenter UIKit names). The
    /// user's pinch or swipe away begins only when `mayDismiss` says so, as the edge swipe or
    /// a sheet's swipe would.
    static func prepare(
      _ screen: UIViewController, arriving transition: ScreenTransition, for route: String,
      below: UIViewController?, mayDismiss: @escaping @MainActor () -> Bool
    ) {
      // NB: every platform named, as the availability gate asks; macOS and watchOS have no
      // UIKit here, and tvOS, visionOS and Mac Catalyst draw their default transition instead.
      guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
        if case .zoom(let source) = transition, !reportedUnavailable {
          reportedUnavailable = true
          reportIssue(unavailableMessage(route: route, source: source), severity: .warning)
        }
        return
      }
      guard case .zoom(let source) = transition else {
        // NB: a view controller the app made once and shows again arrives as it is named now.
        screen.preferredTransition = nil
        return
      }
      let options = UIViewController.Transition.ZoomOptions()
      options.interactiveDismissShouldBegin = { _ in mayDismiss() }
      weak let below = below
      let reports = MissingSourceReports()
      screen.preferredTransition = .zoom(options: options) { context in
        // NB: Apple documents only "the view controller that presents the zoomed view"; a
        // change of several screens names another than the one below, which has no view on
        // screen to give: the zoom falls back, unreported.
        if let below, context.sourceViewController !== below { return nil }
        let shown = below ?? context.sourceViewController
        guard let provider = provider(in: shown) else {
          reports.report(missingProviderMessage(route: route, source: source, below: shown))
          return nil
        }
        return provider.view(forTransitionSource: source)
      }
    }

    /// Makes `screen` arrive, and leave, the standard way.
    static func arriveStandard(_ screen: UIViewController) {
      guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
        return
      }
      screen.preferredTransition = nil
    }

    /// The provider of sources of the screen `controller` shows: itself, or the top screen of
    /// a navigation controller or the selected one of a tab bar controller (what UIKit names
    /// when the presentation was made from one).
    static func provider(in controller: UIViewController) -> (any TransitionSourceProviding)? {
      if let provider = controller as? any TransitionSourceProviding { return provider }
      if let navigation = controller as? UINavigationController {
        return navigation.topViewController.flatMap(provider(in:))
      }
      if let tabs = controller as? UITabBarController {
        return tabs.selectedViewController.flatMap(provider(in:))
      }
      return nil
    }

    static func unavailableMessage(route: String, source: ScreenTransition.Source) -> String {
      "\(route) arrives the standard way, not zooming from `\(source)`: UIKit zooms on iOS 18 "
        + "and later. Other zooms fall back too."
    }

    static func missingProviderMessage(
      route: String, source: ScreenTransition.Source, below controller: UIViewController
    ) -> String {
      "\(route) zooms without its source `\(source)`: \(type(of: controller)) gives no views "
        + "for zoom transitions. Conform it to TransitionSourceProviding and return the view "
        + "showing that source."
    }
  }

  /// Asks a renderer, once it exists, whether the user may take its top screen away: the
  /// question a zoomed screen's interactive dismissal asks before it begins.
  @MainActor
  final class ZoomGate {
    var mayPop: @MainActor () -> Bool = { false }
  }

  /// Reports a zoom's missing provider once for each screen (UIKit may ask several times).
  @MainActor
  private final class MissingSourceReports {
    private var reported = false

    func report(_ message: String) {
      guard !reported else { return }
      reported = true
      reportIssue(message)
    }
  }
#endif
