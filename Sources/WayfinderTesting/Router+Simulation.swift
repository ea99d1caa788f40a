@_spi(Rendering) import Wayfinder

extension Router {
  /// Simulates the user going back `count` screens (the back button or a swipe).
  @discardableResult
  public func simulateBack(count: Int = 1) -> NavigationChange {
    userDidNavigate(.poppedTo(depth: state.path.count - count))
  }

  /// Simulates the user swiping the top sheet down.
  @discardableResult
  public func simulateSwipeDown() -> NavigationChange {
    userDidNavigate(.dismissedTo(count: state.presented.count - 1))
  }

  /// Simulates the user tapping `tab`: it is selected, or returns to its root when it was.
  @discardableResult
  public func simulateTap(onTab tab: Route) -> NavigationChange {
    userDidNavigate(state.selectedTab == tab ? .reselectedTab(tab) : .selectedTab(tab))
  }

  /// Simulates the user showing or hiding columns of a split flow (the sidebar button, a
  /// swipe from the edge), so that they show as `visibility` says.
  @discardableResult
  public func simulateColumnVisibility(_ visibility: ColumnVisibility) -> NavigationChange {
    userDidNavigate(.columnVisibility(visibility))
  }
}
