@_spi(Rendering) import Wayfinder

/// What the platform a SwiftUI flow view runs on can draw and report, as far as the container
/// models decide anything by it.
///
/// Platform-free, so the decisions for every platform are tested on Linux; the views give the
/// models ``current`` (`SwiftUIPlatform+Current.swift`, which knows what the glue draws with).
///
/// - Full-screen covers: macOS has no `fullScreenCover` (its documentation lists iOS, iPadOS,
///   Mac Catalyst, tvOS, visionOS and watchOS), so there a full-screen cover is drawn as a sheet
///   the user cannot dismiss, as a cover cannot be (``drawnStyle(of:)``).
/// - Appearances: where UIKit hosts the views, a screen reports that it appeared from a hidden
///   view controller's `viewDidAppear(_:)`, once its push or presentation is over; elsewhere
///   (macOS, watchOS) from SwiftUI's `onAppear`, which comes before the first frame, as the
///   transition begins, so the transition counts as over once SwiftUI's usual transition time
///   has passed after the appearance (``Appearance``).
/// - Split flows: a `NavigationSplitView` collapses its columns into one stack in a horizontally
///   compact size class where UIKit hosts it, always on watchOS, and never on macOS
///   (``collapsesColumns(inCompactWidth:)``).
/// - Zoom transitions: SwiftUI draws them on iOS, iPadOS and Mac Catalyst 18, watchOS 11 and
///   visionOS 2 and later; its zoom is not declared for macOS, and tvOS draws the automatic
///   transition instead (``drawsZoom``).
struct SwiftUIPlatform: Hashable, Sendable {
  /// When a view's appearance is reported, relative to the push or presentation that shows it.
  enum Appearance: Hashable, Sendable {
    /// Once the transition is over (UIKit's `viewDidAppear(_:)`): the appearance ends it.
    case afterTransition
    /// Before the first frame, as the transition begins (SwiftUI's `onAppear`): the transition
    /// ends SwiftUI's usual transition time after the appearance.
    case beforeTransition
  }

  /// When a split view collapses its columns into one stack.
  enum ColumnsCollapse: Hashable, Sendable {
    /// In a horizontally compact size class.
    case inCompactWidth
    /// Always: the screen is too small for columns.
    case always
    /// Never: the columns show side by side.
    case never
  }

  /// Whether SwiftUI has `fullScreenCover` here.
  let hasFullScreenCovers: Bool
  /// When the views report an appearance.
  let appearance: Appearance
  /// When a split view's columns collapse into one stack.
  var columnsCollapse = ColumnsCollapse.inCompactWidth
  /// Whether SwiftUI draws a zoom transition here (the system's version included).
  var drawsZoom = false

  /// iOS, iPadOS, Mac Catalyst, tvOS and visionOS: UIKit hosts the views.
  static let uiKit = SwiftUIPlatform(hasFullScreenCovers: true, appearance: .afterTransition)
  /// watchOS: covers, appearances from `onAppear`, and columns always collapsed.
  static let watchOS = SwiftUIPlatform(
    hasFullScreenCovers: true, appearance: .beforeTransition, columnsCollapse: .always)
  /// macOS: no covers, appearances from `onAppear`, and columns side by side.
  static let macOS = SwiftUIPlatform(
    hasFullScreenCovers: false, appearance: .beforeTransition, columnsCollapse: .never)

  /// Whether a split view's columns are collapsed into one stack, in a horizontally compact
  /// size class or not.
  func collapsesColumns(inCompactWidth compact: Bool) -> Bool {
    switch columnsCollapse {
    case .inCompactWidth: compact
    case .always: true
    case .never: false
    }
  }

  /// The style a presentation of `style` is drawn in here: the same one, or, for a full-screen
  /// cover where there are none, a sheet at the platform's height that the user cannot swipe
  /// away or close with a gesture, as a cover is dismissed only by the app.
  func drawnStyle(of style: PresentationStyle) -> PresentationStyle {
    guard style.kind == .fullScreenCover, !hasFullScreenCovers else { return style }
    return .sheet(allowsInteractiveDismissal: false)
  }
}
