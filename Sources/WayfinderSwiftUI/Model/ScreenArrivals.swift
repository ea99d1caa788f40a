@_spi(Rendering) import Wayfinder

/// How a screen is drawn arriving: the standard way, or zooming out of the view marked with
/// `sourceID` in the container's namespace.
enum DrawnArrival: Hashable, Sendable {
  case standard
  case zoom(sourceID: String)
}

/// The zoom sources a container's screens mark on screen, and how each of its screens that
/// names a zoom arrives and leaves.
///
/// A zoom is drawn where the platform draws one (``SwiftUIPlatform/drawsZoom``) and a view of
/// the container marks its source as the screen is first drawn. The decision is kept while the
/// screen is in the container, and for its way out once it left, so that it zooms back into the
/// view it came from after that view was covered, and so that the view modifiers around the
/// screen never change (which would make SwiftUI draw the screen anew, without its state). A
/// screen drawn while no view marks its source (the source has not appeared yet: a restored or
/// linked stack, drawn at once) stays standard. Each fallback is reported as a warning: a
/// source no view marks once per screen, a platform without zooms once per container.
@MainActor
final class ScreenArrivals {
  /// A screen that names a zoom: pushed onto the stack, or presented with its transition.
  enum Key: Hashable {
    case pushed(ScreenRoute)
    case presented(ScreenRoute, ScreenTransition)
  }

  private let platform: SwiftUIPlatform
  private let report: (String) -> Void
  private var marked: [ScreenTransition.Source: Int] = [:]
  /// How the screens in the container were decided to arrive.
  private var decided: [Key: DrawnArrival] = [:]
  /// How the screens that left arrived, for their way out, the latest last.
  private var gone: [(key: Key, arrival: DrawnArrival)] = []
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

  /// How the screen `key` arrives, or leaves, with `transition`, given the container's
  /// current `screens`. A screen that replaces another `inPlace` (a split flow's column side
  /// by side) is decided standard, unreported: nothing is pushed or presented to zoom.
  func arrival(
    of key: Key, with transition: ScreenTransition, among screens: FlowState<ScreenRoute>,
    inPlace: @autoclosure () -> Bool = false
  ) -> DrawnArrival {
    guard case .zoom(let source) = transition else { return .standard }
    guard Self.contains(key, in: screens) else {
      // NB: a screen on its way out, drawn again: as it was decided.
      return decided[key] ?? gone.last { $0.key == key }?.arrival ?? .standard
    }
    if let known = decided[key] { return known }
    gone.removeAll { $0.key == key }
    let drawn: DrawnArrival
    if inPlace() {
      drawn = .standard
    } else if !platform.drawsZoom {
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

  /// Moves the decisions of screens no longer in `screens`, the container's, to those kept
  /// for the way out (the latest 16): called as each change is drawn, so that a screen pushed
  /// again is decided again.
  func keep(_ screens: FlowState<ScreenRoute>) {
    for (key, arrival) in decided where !Self.contains(key, in: screens) {
      decided[key] = nil
      gone.append((key, arrival))
    }
    if gone.count > 16 { gone.removeFirst(gone.count - 16) }
  }

  private static func contains(_ key: Key, in screens: FlowState<ScreenRoute>) -> Bool {
    switch key {
    case .pushed(let screen): screens.path.contains(screen)
    case .presented(let screen, let transition):
      screens.presented.contains { $0.route == screen && $0.transition == transition }
    }
  }
}

extension ScreenArrivals.Key {
  /// The screen's route.
  fileprivate var route: ScreenRoute {
    switch self {
    case .pushed(let screen), .presented(let screen, _): screen
    }
  }
}
