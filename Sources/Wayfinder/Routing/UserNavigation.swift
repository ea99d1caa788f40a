/// A change the user made through the UI, reported by a renderer.
///
/// Renderers report these through `Router.userDidNavigate(_:)`, the one entry point for
/// changes that did not start in code. The core updates the state, then ends the flows whose
/// screens went away, with ``CancellationReason/dismissedByUser``.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
@_spi(Rendering)
public enum UserNavigation<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
  /// The back button or a back swipe left `depth` routes above the root.
  case poppedTo(depth: Int)
  /// The whole path as the UI now shows it (a SwiftUI `NavigationStack` path binding).
  case path([Route])
  /// An interactive dismissal (a sheet swiped down) left `count` presentations.
  case dismissedTo(count: Int)
  /// The user closed the presentation at `level` of `Router.screens` alone, bottom first
  /// from 0 (an alert's or a dialog's button); what the app presented above it stays and
  /// moves down one level.
  ///
  /// ```swift
  /// // The alert at level 0 was answered while a sheet presented from code waited above it:
  /// router.userDidNavigate(.closedPresentation(level: 0))  // the sheet is now level 0
  /// ```
  case closedPresentation(level: Int)
  /// The user dragged the sheet at `level` of `Router.screens` (bottom first, from 0) to
  /// rest at `detent`, one of its style's detents.
  case selectedDetent(level: Int, SheetDetent)
  /// The user showed or hid columns of a split flow (the sidebar button, a swipe from the
  /// edge), which now show as `visibility` says.
  case columnVisibility(ColumnVisibility)
  /// The user tapped a tab.
  case selectedTab(Route)
  /// The user tapped the tab that is already selected: its flow returns to its root.
  case reselectedTab(Route)
  /// The user reordered or hid tabs (a sidebar's edit mode, a tab dragged into or out of a
  /// tab bar), which the flow now arranges as `customization` says.
  case customizedTabs(FlowState<Route>.TabCustomization)
}
