/// Why navigation did not happen: a call that makes no sense for the current state, a change a
/// flow refused, or a child flow that ended without a result.
///
/// The state is left unchanged whenever one is thrown. ``description`` says what went wrong and
/// what to do instead:
///
/// Ordinary router calls report such a mistake as an issue (a test failure under
/// WayfinderTesting) and return it in ``NavigationChange/error``; the state's own operations,
/// run in ``Router/update(animated:completion:fileID:filePath:line:column:_:)``, throw it, and
/// that throwing form throws every refusal (a flow's guard, an ended flow) too:
///
/// ```swift
/// do {
///   try router.update { (state) throws(NavigationError) in try state.pop() }
/// } catch {
///   print(error)
///   // ChatsFlow: cannot pop, the stack is at its root `list`. Check `state.canPop` first, ...
/// }
/// ```
///
/// `run` throws one too when the child ends without a result. Catch a reason by its name, as
/// with an enumeration (``~=(_:_:)``):
///
/// ```swift
/// do {
///   let id = try await run(NewChatFlow(), presenting: .newChat)
///   router.push(.thread(id: id))
/// } catch .cancelled(.dismissedByUser) {
///   // The user swiped the sheet away.
/// } catch {
///   print(error)
/// }
/// ```
///
/// Inside a closure Swift sees the error as `any Error`; match it there with
/// `catch let error as NavigationError where error.reason == .cancelled(.dismissedByUser)`.
public struct NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Reason: Equatable, Sendable {
    /// `pop()` was called with no route above the root.
    case popAtRoot(root: String)
    /// `pop(count:)` asked for more routes than the stack holds above its root.
    case popCountTooLarge(requested: Int, available: Int)
    /// A count of zero or less was passed where at least one is needed.
    case countNotPositive(Int)
    /// `pop(to:)` named a route that is not in the stack.
    case routeNotInStack(route: String, stack: [String])
    /// `pop(toLastWhere:)` was given a condition that no route of the stack meets.
    case noRouteMatches(stack: [String])
    /// `dismiss()` was called with nothing presented.
    case nothingPresented
    /// `dismiss(count:)` asked for more presentations than are shown.
    case dismissCountTooLarge(requested: Int, presented: Int)
    /// A presentation level was named that is not shown (levels count from 0, bottom first).
    case noPresentationAtLevel(level: Int, presented: Int)
    /// A path index was named that holds no route (indices count from 0, bottom first).
    case noRouteAtPathIndex(index: Int, count: Int)
    /// A tab operation was called on a flow that has no tabs.
    case notATabFlow
    /// A split operation was called on a flow whose stack is not laid out in columns.
    case notASplitFlow
    /// A route was shown in the content column of a split flow that has none.
    case noContentColumn(route: String)
    /// A route was shown in the detail column of a three-column split flow whose content
    /// column shows nothing.
    case contentColumnEmpty(route: String)
    /// A route was shown in the sidebar of a split flow with a transition: the sidebar's route
    /// is the flow's root, which arrives with none.
    case sidebarHasNoTransition(route: String)
    /// A flow not shown in a tab asked to change its tab's item.
    case notShownInATab
    /// A change of style named a route that is not presented.
    case notPresented(route: String, presented: [String])
    /// A sheet would rest at a detent its style does not list: a style whose
    /// `selectedDetent` is not among its `detents`, or a detent a renderer reported for the
    /// user's drag.
    case unknownDetent(detent: String, detents: [String])
    /// A change of style changed the kind of presentation, which needs a new presentation.
    case presentationKindChanged(route: String, from: String, to: String)
    /// A stack operation was called on a tab flow, whose stacks live in its tabs' flows.
    case tabFlowHasNoStack(operation: String)
    /// A tab was selected that is not one of the flow's tabs.
    case unknownTab(tab: String, tabs: [String])
    /// A tab list was empty or named a tab twice.
    case invalidTabs([String])
    /// A section of tabs cannot be drawn as given: `problem` says why (an id given twice, no
    /// tabs, a tab of another section, tabs that do not follow each other).
    case invalidTabSection(id: String, problem: String)
    /// A flow on the way out refused to leave (see ``Flow/shouldLeave()``).
    case leaveRefused(flow: String, reason: String)
    /// A flow on the way out asked for the user's confirmation first.
    case leaveNeedsConfirmation(flow: String, prompt: String)
    /// The flow that owns the router has finished or was cancelled: `status` says which.
    case flowEnded(status: FlowStatus)
    /// The flow that owns the router has not started yet.
    case flowNotStarted
    /// The route is already presented on top (a second tap while the first presentation
    /// appears).
    case alreadyPresented(route: String)
    /// A child flow ended without a result (`run` throws it; ``FlowOutcome/get()`` too).
    case cancelled(CancellationReason)
    /// A child flow was shown that already runs, or ran, or belongs to another parent.
    case childAlreadyStarted(flow: String)
    /// A child flow was shown by a flow that has ended.
    case parentEnded
  }

  /// What went wrong.
  public let reason: Reason
  /// The flow the error is about, when known (its type name): the one whose router was called,
  /// the child that ended without a result (`.cancelled`), or the parent that could not show a
  /// child (`.childAlreadyStarted`, `.parentEnded`).
  public let flow: String?

  /// Creates an error for `reason`, in the flow named `flow` when known.
  public init(_ reason: Reason, flow: String? = nil) {
    self.reason = reason
    self.flow = flow
  }

  /// Whether `error` is one for `reason`, so that a `catch` names the reason alone:
  /// `catch .cancelled(.dismissedByUser)`.
  public static func ~= (reason: Reason, error: NavigationError) -> Bool {
    error.reason == reason
  }

  /// Whether a flow's guard stopped the change: an answer to respect, not a mistake to report.
  var isGuardAnswer: Bool {
    switch reason {
    case .leaveRefused, .leaveNeedsConfirmation: true
    default: false
    }
  }

  func inFlow(_ name: String) -> NavigationError {
    flow == nil ? NavigationError(reason, flow: name) : self
  }

  /// The message: what went wrong and what to do about it.
  public var description: String {
    let prefix = flow.map { "\($0): " } ?? ""
    return prefix + message
  }

  private var message: String {
    switch reason {
    case .popAtRoot(let root):
      return "cannot pop, the stack is at its root `\(root)`. Check `state.canPop` first, "
        + "or call `popToRoot()`, which does nothing at the root."
    case .popCountTooLarge(let requested, let available):
      return "cannot pop \(requested) routes, the stack holds \(available) above its root. "
        + "Call `popToRoot()` to go back to the root."
    case .countNotPositive(let count):
      return "a count of \(count) was passed; pass 1 or more."
    case .routeNotInStack(let route, let stack):
      return "cannot pop to `\(route)`, it is not in the stack [\(stack.joined(separator: ", "))]. "
        + "Pop to one of those routes, or push `\(route)` instead."
    case .noRouteMatches(let stack):
      return "cannot pop, no route of the stack [\(stack.joined(separator: ", "))] meets the "
        + "condition given to `pop(toLastWhere:)`. Check the condition, or pop to one of those "
        + "routes."
    case .nothingPresented:
      return "cannot dismiss, nothing is presented. Check `state.isPresenting` first, "
        + "or call `dismissAll()`, which does nothing when nothing is presented."
    case .dismissCountTooLarge(let requested, let presented):
      return "cannot dismiss \(requested) presentations, \(presented) are shown. "
        + "Call `dismissAll()` to dismiss every one."
    case .noPresentationAtLevel(let level, let presented):
      return "cannot close the presentation at level \(level), \(presented) are shown "
        + "(levels count from 0, bottom first). Read the levels from `screens.presented`."
    case .noRouteAtPathIndex(let index, let count):
      return "no route is at path index \(index), the path holds \(count) "
        + "(indices count from 0, bottom first). Read the indices from `screens.path`."
    case .notATabFlow:
      return "this flow has no tabs. Create its state with `FlowState(tabs:_:)` "
        + "to make it a tab flow."
    case .notASplitFlow:
      return "this flow's stack is not laid out in columns. Create its state with "
        + "`FlowState(sidebar:layout:)` to make it a split flow."
    case .noContentColumn(let route):
      return "cannot show `\(route)` in the content column, this split flow has a sidebar and a "
        + "detail only. Show it in `.detail`, or lay the flow out with "
        + "`SplitLayout(hasContentColumn: true)`."
    case .contentColumnEmpty(let route):
      return "cannot show `\(route)` in the detail column while the content column shows "
        + "nothing. Show a route in `.content` first, or both at once with "
        + "`setPath([content, detail])`."
    case .sidebarHasNoTransition(let route):
      return "cannot show `\(route)` in the sidebar with a transition: the sidebar shows the "
        + "flow's root, which arrives with none. Show it with `show(_:in:)`, or show it in "
        + "`.content` or `.detail`."
    case .notPresented(let route, let presented):
      return "`\(route)` is not presented (presented: [\(presented.joined(separator: ", "))]). "
        + "Present it first, or change the style of one of those."
    case .unknownDetent(let detent, let detents):
      return "the sheet rests only at [\(detents.joined(separator: ", "))], not at \(detent). "
        + "Select one of the style's detents (a renderer reports only those)."
    case .presentationKindChanged(let route, let from, let to):
      return "cannot change `\(route)` from a \(from) to a \(to) in place. Dismiss it and "
        + "present it again with the new style."
    case .notShownInATab:
      return "this flow is not shown in a tab, so it has no tab item. A tab flow shows a "
        + "flow in a tab when its `makeChild(for:)` returns it for that tab; change another "
        + "tab's item with the tab flow's `router.updateTabItem(for:_:)`."
    case .tabFlowHasNoStack(let operation):
      return "`\(operation)` needs a stack, and a tab flow has none: each tab's flow has its "
        + "own. Call it on the selected tab's flow."
    case .unknownTab(let tab, let tabs):
      return "`\(tab)` is not one of the tabs [\(tabs.joined(separator: ", "))]. "
        + "Select one of those, or add it with `setTabs(_:selected:)`."
    case .invalidTabs(let tabs):
      return "the tabs [\(tabs.joined(separator: ", "))] are empty or repeat a tab. "
        + "Pass at least one tab, each once."
    case .invalidTabSection(let id, let problem):
      return "the tab section `\(id)` \(problem). Give each section its own id and one or more "
        + "tabs that follow each other in the flow's tabs, each tab in one section."
    case .leaveRefused(let name, let reason):
      return "\(name) refused to leave: \(reason). Finish or stop \(name) from code "
        + "to leave anyway."
    case .leaveNeedsConfirmation(let name, let prompt):
      return "\(name) asks to confirm before leaving: \(prompt). Ask the user, then call "
        + "`confirmLeave()` on \(name) and navigate again."
    case .flowEnded(let status):
      return "the flow has \(status) and its router no longer navigates. "
        + "Start a new flow to show these screens again."
    case .flowNotStarted:
      return "the flow has not started, so its router does not navigate yet. Start the tree "
        + "with `navigator.start()`, or show the flow from a started parent; give a flow its "
        + "first screens with `init(state:)` or in `didStart()`."
    case .alreadyPresented(let route):
      return "`\(route)` is already presented on top; presenting it again would show it twice "
        + "(a second tap while the first appears). Check `router.state.top` first, or dismiss it "
        + "before presenting it again."
    case .cancelled(let reason):
      return "the flow ended without a result: \(reason). Catch `.cancelled` where the user may "
        + "leave the flow, or read its outcome with `onEnd(_:)`."
    case .childAlreadyStarted(let child):
      return "\(child) was already started or has a parent; each flow runs once. Create a new "
        + "\(child)."
    case .parentEnded:
      return "the flow has ended and can no longer show child flows. Show the child from an "
        + "active flow."
    }
  }
}
