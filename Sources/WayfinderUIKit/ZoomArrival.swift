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

    /// Makes `screen`, shown for `route`, arrive with `transition`.
    static func prepare(
      _ screen: UIViewController, arriving transition: ScreenTransition, for route: String
    ) {
      guard case .zoom(let source) = transition else { return }
      // NB: every platform named, as the availability gate asks; macOS and watchOS have no
      // UIKit here, and tvOS and visionOS draw their default transition instead.
      guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
        if !reportedUnavailable {
          reportedUnavailable = true
          reportIssue(unavailableMessage(route: route, source: source))
        }
        return
      }
      let reports = MissingSourceReports()
      screen.preferredTransition = .zoom { context in
        let view = sourceView(for: source, in: context.sourceViewController)
        if view == nil {
          reports.report(
            missingSourceMessage(
              route: route, source: source, below: context.sourceViewController))
        }
        return view
      }
    }

    /// The view on screen `controller` gives for `source`: its own, or, for a navigation
    /// controller (which a presentation is made from), its top screen's.
    static func sourceView(
      for source: ScreenTransition.Source, in controller: UIViewController
    ) -> UIView? {
      if let provider = controller as? any TransitionSourceProviding {
        guard let view = provider.view(forTransitionSource: source), view.window != nil else {
          return nil
        }
        return view
      }
      if let navigation = controller as? UINavigationController {
        return navigation.topViewController.flatMap { sourceView(for: source, in: $0) }
      }
      return nil
    }

    static func unavailableMessage(route: String, source: ScreenTransition.Source) -> String {
      "\(route) arrives the standard way, not zooming from `\(source)`: UIKit zooms on iOS 18 "
        + "and later. Other zooms fall back too."
    }

    static func missingSourceMessage(
      route: String, source: ScreenTransition.Source, below controller: UIViewController
    ) -> String {
      "\(route) zooms without its source `\(source)`: \(type(of: controller)) gives no view on "
        + "screen for it. Conform the view controller below to TransitionSourceProviding and "
        + "return the view showing that source."
    }
  }

  /// Reports a zoom's missing source once for each screen (UIKit may ask several times).
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
