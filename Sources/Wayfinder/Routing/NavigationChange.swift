import IssueReporting

/// What a navigation call did: wait for its change to be on screen, or read why it was not
/// made.
///
/// Every router call returns one, and most callers ignore it. In `async` code, await the
/// change when the next step needs the screen in place:
///
/// ```swift
/// await router.present(.newChat).onScreen()
/// ```
@MainActor
public struct NavigationChange {
  /// Why the change was not made, `nil` when it was.
  ///
  /// A call that makes no sense (`pop()` at the root) is also reported as an issue, which
  /// WayfinderTesting turns into a test failure; a flow that refused to leave
  /// (``Flow/shouldLeave()``) is an answer, not a mistake, and is only returned here. A change
  /// made in a navigator's transaction that a later change made roll back carries that later
  /// change's refusal.
  public var error: NavigationError? { ownError ?? transaction?.refusal }

  private let ownError: NavigationError?

  /// The transaction the change belongs to, while it may still be rendering.
  private let transaction: Transaction?

  init(transaction: Transaction?) {
    self.ownError = nil
    self.transaction = transaction.flatMap { $0.isRendered ? nil : $0 }
  }

  /// A change `error` stopped; a mistake is reported as an issue at the caller's line (a
  /// guard's refusal is an answer, not a mistake). In a navigator's transaction it undoes the
  /// transaction; a change skipped after an earlier refusal is not reported again.
  init(
    reporting error: NavigationError,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let isFirst = Transaction.current?.refuse(error) ?? true
    if isFirst, !error.isGuardAnswer {
      reportIssue(
        error.description, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    self.ownError = error
    self.transaction = nil
  }

  /// A change that was not made because of `refusal`, reported before.
  init(refused refusal: NavigationError) {
    self.ownError = refusal
    self.transaction = nil
  }

  /// Whether the change was made.
  public var isApplied: Bool { error == nil }

  /// Returns once the change is on screen: at once without a renderer, and for a change that
  /// was not made. A cancelled task stops waiting and returns at once (check
  /// `Task.isCancelled` after it when that matters).
  ///
  /// A change made inside ``Navigator/transaction(animated:_:)`` is on screen when the whole
  /// transaction is.
  public func onScreen() async {
    await transaction?.waitUntilRendered()
  }
}
