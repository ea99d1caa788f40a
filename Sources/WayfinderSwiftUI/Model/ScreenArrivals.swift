@_spi(Rendering) import Wayfinder

/// How a screen is drawn arriving: the standard way, or zooming out of the view marked with
/// `sourceID` in the container's namespace.
enum DrawnArrival: Hashable, Sendable {
  case standard
  case zoom(sourceID: String)
}

/// The zoom sources a container's screens mark on screen, and how each of its screens that
/// names a zoom arrives: decided once, as the screen is first drawn (while the screen below it
/// shows), and kept while the screen is in the container, so that it zooms back into the view
/// it came from.
///
/// A zoom is drawn where the platform draws one (``SwiftUIPlatform/drawsZoom``) and a view of
/// the container marks its source; otherwise the screen arrives the standard way, and the
/// fallback is reported: a source no view marks each time, a platform without zooms once per
/// container.
@MainActor
final class ScreenArrivals {
  /// A screen that names a zoom: pushed onto the stack, or presented.
  enum Key: Hashable {
    case pushed(ScreenRoute)
    case presented(ScreenRoute)
  }

  private let platform: SwiftUIPlatform
  private let report: (String) -> Void
  private var marked: [ScreenTransition.Source: Int] = [:]
  private var decided: [Key: DrawnArrival] = [:]
  private var reportedPlatform = false

  /// Arrivals on `platform`, reporting fallbacks with `report`.
  init(platform: SwiftUIPlatform, report: @escaping (String) -> Void) {
    self.platform = platform
    self.report = report
  }

  /// A view marked with `source` appeared.
  func mark(_ source: ScreenTransition.Source) {
    marked[source, default: 0] += 1
  }

  /// A view marked with `source` disappeared.
  func unmark(_ source: ScreenTransition.Source) {
    guard let count = marked[source] else { return }
    marked[source] = count > 1 ? count - 1 : nil
  }

  /// Whether a view on screen marks `source`.
  func isMarked(_ source: ScreenTransition.Source) -> Bool {
    marked[source] != nil
  }

  /// How the screen `key` arrives with `transition`, among the container's current `screens`
  /// (whose screens that went are forgotten first).
  func arrival(
    of key: Key, with transition: ScreenTransition, among screens: FlowState<ScreenRoute>
  ) -> DrawnArrival {
    guard case .zoom(let source) = transition else { return .standard }
    keep(screens)
    if let known = decided[key] { return known }
    let drawn: DrawnArrival
    if !platform.drawsZoom {
      drawn = .standard
      if !reportedPlatform {
        reportedPlatform = true
        report(
          "\(key.route) arrives the standard way, not zooming from `\(source)`: SwiftUI draws "
            + "zoom transitions on iOS, iPadOS and Mac Catalyst 18, watchOS 11 and visionOS 2 "
            + "and later, not on macOS or tvOS. Other zooms of this container fall back too.")
      }
    } else if !isMarked(source) {
      drawn = .standard
      report(
        "\(key.route) arrives the standard way, not zooming from `\(source)`: no view on "
          + "screen is marked with that source. Mark the view it zooms from with "
          + "`.flowTransitionSource(\"\(source)\")`, in the screen below it.")
    } else {
      drawn = .zoom(sourceID: source.rawValue)
    }
    decided[key] = drawn
    return drawn
  }

  /// Forgets the decisions for screens no longer in `screens`, the container's: called as
  /// each change is drawn, so that a screen pushed again is decided again.
  func keep(_ screens: FlowState<ScreenRoute>) {
    guard !decided.isEmpty else { return }
    decided = decided.filter { key, _ in
      switch key {
      case .pushed(let screen): screens.path.contains(screen)
      case .presented(let screen): screens.presented.contains { $0.route == screen }
      }
    }
  }
}

extension ScreenArrivals.Key {
  /// The screen's route.
  fileprivate var route: ScreenRoute {
    switch self {
    case .pushed(let screen), .presented(let screen): screen
    }
  }
}
