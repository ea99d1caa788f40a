import IssueReporting
@_spi(Rendering) import Wayfinder

extension Router {
  /// Simulates the user going back `count` screens (the back button or a swipe): the top
  /// screens of the navigation stack this router's flow is drawn in, whichever flow pushed them
  /// (a child flow pushed onto the stack included).
  ///
  /// Going back where the screen has nothing to go back to (fewer than `count` screens above
  /// the root) changes nothing and is reported, as `router.pop()` at the root is.
  @discardableResult
  public func simulateBack(
    count: Int = 1, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> NavigationChange {
    reportingMistake(
      userDidNavigate(.poppedTo(depth: screens.path.count - count)), hint: nil,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Simulates the user swiping the top sheet down: call it on the router that presented the
  /// sheet, as the user's swipe reaches the presenter.
  ///
  /// With nothing presented (the sheet's own router was given) it changes nothing and is
  /// reported, as `dismiss()` is.
  @discardableResult
  public func simulateSwipeDown(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reportingMistake(
      userDidNavigate(.dismissedTo(count: screens.presented.count - 1)),
      hint: " A sheet is swiped down on the router that presented it: call "
        + "simulateSwipeDown() on the presenting flow's router, not the sheet's own.",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Simulates the user tapping `tab`: it is selected, or returns to its root when it was.
  ///
  /// A tab that is not one of this tab flow's, or a flow without tabs, changes nothing and is
  /// reported, as `select(_:)` is.
  @discardableResult
  public func simulateTap(
    onTab tab: Route, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> NavigationChange {
    reportingMistake(
      userDidNavigate(state.selectedTab == tab ? .reselectedTab(tab) : .selectedTab(tab)),
      hint: nil, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Simulates the user showing or hiding columns of a split flow (the sidebar button, a
  /// swipe from the edge), so that they show as `visibility` says.
  ///
  /// On a flow that is not laid out in columns it changes nothing and is reported, as
  /// `setColumnVisibility(_:)` is.
  @discardableResult
  public func simulateColumnVisibility(
    _ visibility: ColumnVisibility, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> NavigationChange {
    reportingMistake(
      userDidNavigate(.columnVisibility(visibility)), hint: nil,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `change`, after reporting it when it was refused as a mistake (a simulated action the
  /// screens could not have done); a flow's refusal is an answer, as the user would get it.
  private func reportingMistake(
    _ change: NavigationChange, hint: String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) -> NavigationChange {
    guard let error = change.error else { return change }
    switch error.reason {
    case .leaveRefused, .leaveNeedsConfirmation: break
    default:
      reportIssue(
        error.description + (hint ?? ""), fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
    return change
  }
}
