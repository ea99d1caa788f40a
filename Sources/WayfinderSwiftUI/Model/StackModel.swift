import IssueReporting
import Observation
@_spi(Rendering) import Wayfinder

/// The stack a ``FlowStack`` draws, its top screen's back button, and how `NavigationStack`'s
/// write-backs are read.
///
/// Platform-free, so the decisions are tested on Linux. The stack is the router's
/// `Router.screens`: the flow's path with the screens of child flows pushed onto it in place,
/// so a pushed child shows in the parent's `NavigationStack`, never in a nested one.
///
/// - Back button: over a screen whose flow refuses to let the user go back, the system's back
///   button (and with it the edge swipe and the long-press menu) is hidden; over one whose flow
///   asks first, it is replaced by one that asks the flow's question (``backButton``,
///   ``question``); leaving pops through the router's confirmed pop.
/// - Write-backs: a shorter start of the stack is the user going back; a longer one is the
///   user's push (a `NavigationLink(value:)`), taken when it fits the flow's own path and
///   reported otherwise; anything else, or a change the router refuses, draws the router's
///   stack again.
@MainActor
@Observable
final class StackModel<Route: Hashable & Codable & Sendable> {
  /// What the top screen's back button does.
  enum BackButton: Hashable, Sendable {
    /// The system's: every flow on the stack lets the user go back, however far (the system's
    /// button also pops several screens at once from its long-press menu).
    case system
    /// None: a flow whose screen would go refuses to let the user go.
    case hidden
    /// One of the view's, going back one screen: a flow whose screen would go asks first (its
    /// question is asked), or one further down refuses or asks, which the system button's
    /// long-press menu would go past.
    case own
  }

  /// The question asked before going back, while it is on screen.
  struct Question: Hashable, Sendable {
    /// The prompt of the flow that asks.
    let prompt: String
    /// How many screens stay above the root after leaving.
    let depth: Int
    /// The stack the question is about: once it changed, the answer does nothing.
    let asked: [ScreenRoute]
  }

  @ObservationIgnored private(set) weak var router: Router<Route>?
  /// Counts the write-backs that were not taken (the stack's, and the split columns'); the
  /// view reads it as it draws, so SwiftUI draws the router's stack again in place of the one
  /// it wrote.
  var redraws = 0
  /// The question on screen, if any.
  private(set) var question: Question?
  /// Whether a split flow's columns are collapsed into one stack, as the view last saw its
  /// width: the split columns' write-backs and back buttons depend on it.
  var isCollapsed = false {
    didSet { untrackedIsCollapsed = isCollapsed }
  }
  /// ``isCollapsed``, read without a view drawing again when it changes.
  @ObservationIgnored private(set) var untrackedIsCollapsed = false
  /// Whether a change of the stack is still being drawn (its top screen has not appeared):
  /// the view's own back button does nothing then, as the system's does during a transition.
  @ObservationIgnored var isDrawingAChange: @MainActor () -> Bool = { false }
  /// Told when the user's own back button or the question's answer changed the stack, so that
  /// the change is drawn, and waited for, like one from code.
  @ObservationIgnored var userChangedStack: @MainActor () -> Void = {}
  /// Told when the question before going back was answered, so what waited for it shows.
  @ObservationIgnored var questionClosed: @MainActor () -> Void = {}
  /// Told when the views are to draw another top screen, which SwiftUI then moves to.
  @ObservationIgnored var shownTopMoved: @MainActor () -> Void = {}
  /// The user's going back to the screen given was not taken (refused, or written for a stack
  /// the router had left): the views draw the stack again, and that screen, which the gesture
  /// uncovered, may still report its appearance.
  @ObservationIgnored var goingBackNotTaken: @MainActor (ScreenRoute) -> Void = { _ in }
  /// The top screen and its back button as the view last drew them; `nil` before it drew one.
  @ObservationIgnored var lastDrawnBackButton: (screen: ScreenRoute, button: BackButton)?
  /// What the views draw, as last worked out (``refreshShown()``): a change that leaves a value
  /// (a badge, a sheet's detent) invalidates no body that reads it. The root screen.
  var shownRoot: ScreenRoute
  /// The screens pushed above the root, as drawn (a `NavigationStack`'s path).
  var shownPath: [ScreenRoute] = []
  /// Whether the flow's bar is hidden.
  var shownBarHidden = false
  /// A split flow's columns, `nil` for a flow that is not laid out in columns.
  var shownColumns: SplitColumns?
  /// The top pushed screen, and its back button.
  var shownTop: ScreenRoute?
  var shownTopButton = BackButton.system
  /// Whether an observation of what the views draw waits for a change.
  @ObservationIgnored var watchesRouter = false
  /// Reads, inside the observation of what the views draw, what the container draws beyond
  /// the stack (its tabs, its presentations), and returns how to apply what it read.
  @ObservationIgnored var readsContainer: @MainActor () -> @MainActor () -> Void = { {} }

  /// The stack of `router`'s navigation container.
  init(router: Router<Route>) {
    self.router = router
    shownRoot = router.screens.root
  }

  /// The screens pushed above the root: this flow's and those of its pushed child flows.
  var screens: [ScreenRoute] {
    _ = redraws
    return router?.screens.path ?? []
  }

  /// What the top screen's back button does, as the flows whose screens it would take away
  /// answer now.
  var backButton: BackButton {
    guard let router else { return .system }
    let path = router.screens.path
    guard !path.isEmpty else { return .system }
    switch router.userPopBlocker(toDepth: path.count - 1)?.reason {
    case .leaveNeedsConfirmation?: return .own
    case .leaveRefused?: return .hidden
    default:
      // NB: the long-press menu pops to any depth; a flow further down that would not let the
      // user go past it takes the system's button away.
      guard path.count > 1, router.userPopBlocker(toDepth: 0) != nil else { return .system }
      return .own
    }
  }

  /// The user tapped the view's own back button: the top screen goes when its flows let it,
  /// the flow's question is asked when one asks first.
  func userTappedBack() {
    guard let router, !isDrawingAChange() else { return }
    let path = router.screens.path
    guard !path.isEmpty else { return }
    let change = router.userDidNavigate(.poppedTo(depth: path.count - 1))
    if change.isApplied { userChangedStack() }
    refreshShown()
    ask(after: change, toDepth: path.count - 1, about: path)
  }

  /// The user answered ``question``: leaving pops through the router's confirmed pop, unless
  /// the stack changed since it was asked; staying keeps everything.
  func answer(_ answered: Question, leave: Bool) {
    guard question == answered else { return }
    question = nil
    defer { questionClosed() }
    guard leave, let router, router.screens.path == answered.asked else { return }
    if router.userConfirmedPop(toDepth: answered.depth).isApplied { userChangedStack() }
    refreshShown()
  }

  /// Takes ``question`` away once code changed the screens it asks about (to `path`): its
  /// answer would do nothing, and it would hold every new presentation.
  func withdrawQuestion(unlessAbout path: [ScreenRoute]) {
    guard let question, question.asked != path else { return }
    self.question = nil
    questionClosed()
  }

  /// `NavigationStack` wrote back `path`: the user went back (the back button, a swipe, the
  /// long-press menu) or pushed (`NavigationLink(value:)`).
  func userSet(_ path: [ScreenRoute]) {
    guard let router else { return }
    let current = router.screens.path
    // NB: a write-back of what the router holds already (code made the same change, not drawn
    // yet) is what SwiftUI shows now: the views follow it.
    guard path != current else { return refreshShown() }
    let redrawn = redraws
    let drawn = shownTopScreen
    defer {
      // NB: a write-back not taken has SwiftUI draw the stack again, over what it showed: the
      // top moves back even where the values the views draw stay. When they draw another top
      // (the router moved on meanwhile), SwiftUI draws that one only, in the same update.
      refreshShown()
      if redraws != redrawn, drawn == shownTopScreen { shownTopMoved() }
      if redraws != redrawn, path.count < drawn.depth {
        goingBackNotTaken(path.last ?? shownRoot)
      }
    }
    // NB: the user went back from the stack the views drew; when the router no longer starts
    // with it (code popped and pushed meanwhile), the screens the user left are gone already,
    // and the write-back's being a start of today's stack is chance: taken, it would pop a
    // screen the user never saw.
    if path.count < current.count, current.starts(with: path), current.starts(with: shownPath) {
      let change = router.userDidNavigate(.poppedTo(depth: path.count))
      if !change.isApplied {
        redraws += 1
        if let drawn = lastDrawnBackButton, drawn.screen == current.last, drawn.button == .system {
          reportUntrackedGuard(change.error)
        }
      }
      ask(after: change, toDepth: path.count, about: current)
    } else if path.count > current.count, path.starts(with: current) {
      userPushed(Array(path[current.count...]), onto: current)
    } else {
      // NB: written for an older state (code changed the stack before SwiftUI's write-back).
      redraws += 1
    }
  }

  /// The user pushed `added` with `NavigationLink(value:)`: taken as the flow's own path when
  /// the stack is the flow's alone and every value is one of its routes, reported otherwise.
  private func userPushed(_ added: [ScreenRoute], onto current: [ScreenRoute]) {
    guard let router else { return }
    let routes = added.compactMap { $0.as(Route.self) }
    guard current.count == router.state.path.count, routes.count == added.count else {
      redraws += 1
      return reportIssue(
        "A NavigationLink(value:) pushed \(added.map(\.description).joined(separator: ", ")) "
          + "onto the stack of \(Route.self)'s flow, which takes only its own routes onto a "
          + "stack that is its own. Push through the flow that shows the screen instead: "
          + "router.push(_:), or run(_:pushing:) for a child flow.")
    }
    if !router.userDidNavigate(.path(router.state.path + routes)).isApplied { redraws += 1 }
  }

  /// A flow kept screens the view drew the system's back button over: its guard answered
  /// otherwise when the view drew, and SwiftUI was not told it changed, so the screen SwiftUI
  /// already took away comes back as a new view, without its state.
  private func reportUntrackedGuard(_ refusal: NavigationError?) {
    switch refusal?.reason {
    case .leaveRefused?, .leaveNeedsConfirmation?:
      let message = """
        A flow on \(Route.self)'s stack refused to let the user go back after SwiftUI drew \
        the system's back button over it: its shouldLeave() answered otherwise when the view \
        drew, and reads state SwiftUI does not observe. The screen SwiftUI took away is pushed \
        again as a new view and loses its state. Read observable state in shouldLeave() (a \
        property of an @Observable model the flow holds), so the back button follows the guard.
        """
      reportIssue(message)
    default: break
    }
  }

  private func ask(
    after change: NavigationChange, toDepth depth: Int, about stack: [ScreenRoute]
  ) {
    guard case .leaveNeedsConfirmation(_, let prompt)? = change.error?.reason else { return }
    question = Question(prompt: prompt, depth: depth, asked: stack)
  }
}
