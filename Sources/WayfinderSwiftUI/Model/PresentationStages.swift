import Observation
@_spi(Rendering) import Wayfinder

/// What a SwiftUI flow view presents, level by level, and how it reads SwiftUI's write-backs.
///
/// Platform-free, so every decision the views make is tested on Linux; the views only read
/// ``shown(at:kind:)``, ``question`` and ``keptFlow(of:)`` as they draw, and report what
/// SwiftUI did.
///
/// - Screens: the presentations are those of the router's `Router.screens`, so a
///   child flow pushed onto the stack presents from the same view; levels and counts are those
///   of the screens, as `Router.userDidNavigate(_:)` expects.
/// - Identity: each presentation on screen has an id, captured by the binding that shows it,
///   for its whole life. A write-back changes only the presentation it was made for; one for a
///   presentation that is no longer on screen (SwiftUI sets an alert's `isPresented` to `false`
///   after its button's action, which may already have shown something else) is ignored. A
///   close a flow refuses, or asks about first, keeps the same presentation.
/// - Stages: SwiftUI drops a second change made in the same update (a sheet replaced by a
///   cover, two levels at once), so the state is reached one step at a time: first what must go,
///   then one new level per stage, each once the transition before it has ended. A transition
///   ends with SwiftUI's callback (the presented screen's appearance, the sheet's `onDismiss`)
///   and only with it, so a busy main thread that delays the callback never starts the next
///   stage while UIKit still animates (a timer bounds that wait); a transition SwiftUI reports
///   nothing about (an alert's) ends after SwiftUI's usual transition time. Where an appearance
///   is reported as the transition begins (``SwiftUIPlatform/Appearance/beforeTransition``),
///   it starts that time again instead of ending the transition. A close the user or the view
///   makes is a transition too.
/// - Nothing shows above an alert or a confirmation dialog, which cannot present: what the state
///   has above one waits until it closes, and shows then.
/// - An alert or dialog the view has no content for is drawn as a sheet of its route's screen,
///   as the UIKit renderers do, never as an alert titled with the route's code name. Where the
///   platform has no full-screen covers (macOS), a cover is drawn as a sheet the user cannot
///   dismiss (``SwiftUIPlatform/drawnStyle(of:)``).
/// - A swipe-down stopped by a flow that asks to confirm first (`LeaveDecision.confirm(_:)`)
///   becomes a ``question`` with the flow's prompt; the user's answer goes to the router.
/// - The child flow a presentation shows is kept until its dismissal has finished, so the
///   screen sliding away still draws it after the flow ended.
@MainActor
@Observable
final class PresentationStages<Route: Hashable & Codable & Sendable> {
  /// A presentation appearing or disappearing.
  private struct Transition {
    /// Unique for each transition: a timer started for an earlier one ends nothing later.
    var token: Int
    let id: Int
    let level: Int
    let entering: Bool
    /// Whether a callback of SwiftUI's ends it (an appearance, an `onDismiss`).
    var reportsEnd = false
    /// The route and the style of the presentation, for a report.
    let presentation: Presentation<ScreenRoute>
  }

  /// The question on screen, if any.
  private(set) var question: Question?

  /// What is on screen, bottom first.
  private(set) var shown: [Shown] = []

  /// The anchor views on screen.
  private var anchors = AnchorViews()

  /// Counts the write-backs that were not taken (a close a flow refused); the view reads it as
  /// it draws, so SwiftUI shows the presentation it closed again.
  private(set) var redraws = 0

  @ObservationIgnored private weak var router: Router<Route>?
  /// What the platform draws and reports.
  @ObservationIgnored private let platform: SwiftUIPlatform
  /// Whether the view has an alert's content for a route; the view sets it as it draws, so the
  /// closure it was made with last is the one asked.
  @ObservationIgnored var hasAlert: @MainActor (ScreenRoute) -> Bool
  /// Called with the token of each transition that starts (a presentation appearing or
  /// disappearing), and whether SwiftUI reports its end (``appeared(_:)``,
  /// ``dismissed(level:)``); ``transitionEnded(_:)`` with the token ends that transition only.
  @ObservationIgnored var transitionStarted: @MainActor (_ token: Int, _ reportsEnd: Bool) -> Void
  /// Called when a transition ended and the stages went as far as they can.
  @ObservationIgnored var settled: @MainActor () -> Void = {}
  /// Whether the view asks another question now (the one before going back): SwiftUI shows
  /// one alert at a time, so a new level waits for it.
  @ObservationIgnored var isAskingElsewhere: @MainActor () -> Bool = { false }
  /// Whether a change of the stack drawn with the presentations has not shown yet: SwiftUI
  /// drops a presentation bound in the same update as a push, so a new level waits for it
  /// (what must go goes at once).
  @ObservationIgnored var holdsNewLevels: @MainActor () -> Bool = { false }
  @ObservationIgnored private var running: Transition?
  /// The presentations whose `onDismiss` came before the binding's write-back that closes them
  /// (Apple documents no order between the two): their close ends as it starts.
  @ObservationIgnored private var dismissedEarly: Set<Int> = []
  /// The `onDismiss` calls still owed, by level, for closes given up after the callback's
  /// bound: one that comes late is theirs, not the next presentation's at that level.
  @ObservationIgnored private var owedDismissals: [Int: Int] = [:]
  @ObservationIgnored private var nextID = 0
  @ObservationIgnored private var nextToken = 0
  /// The child flows shown by presentations, by id, until their dismissal has finished.
  @ObservationIgnored private var keptFlows: [Int: Flow] = [:]
  /// The presentations the view last drew with the swipe-down allowed, by id.
  @ObservationIgnored private var drawnDismissible: Set<Int> = []
  /// The watch of each level's views, made once, so the view hands SwiftUI the same one
  /// (``coverWatch(overLevel:enclosedBy:)``).
  @ObservationIgnored var coverWatches: [Int: CoverWatch] = [:]

  /// Stages for `router`'s presentations on `platform`. `hasAlert` tells whether the view has an
  /// alert's content for a route. `transitionStarted` is called with the token of each
  /// transition that starts and whether SwiftUI reports its end; a transition ends with
  /// ``appeared(_:)``, ``dismissed(level:)`` or ``transitionEnded(_:)`` with its token.
  init(
    router: Router<Route>, platform: SwiftUIPlatform = .uiKit,
    hasAlert: @escaping @MainActor (ScreenRoute) -> Bool = { _ in true },
    transitionStarted: @escaping @MainActor (_ token: Int, _ reportsEnd: Bool) -> Void
  ) {
    self.router = router
    self.platform = platform
    self.hasAlert = hasAlert
    self.transitionStarted = transitionStarted
  }

  /// Whether the presentations are drawn as far as they can be: no transition runs, and what is
  /// shown is the state's, or all of it that can show while what waits above an alert or a
  /// dialog, or for a question's answer, waits for it to close.
  var isSettled: Bool {
    guard running == nil else { return false }
    guard let router else { return true }
    let target = router.screens.presented
    guard shown.count <= target.count,
      zip(shown, target).allSatisfy({ $0.presentation == $1 })
    else { return false }
    // NB: what waits for an alert, or for a question, to close is as far as SwiftUI can draw.
    return shown.count == target.count || shown.last?.style.cannotPresent == true
      || question != nil || isAskingElsewhere()
  }

  /// The presentation at `level` when it is on screen as a `kind`.
  func shown(at level: Int, kind: PresentationStyle.Kind) -> Shown? {
    guard level < shown.count, shown[level].style.kind == kind else { return nil }
    return shown[level]
  }

  /// The child flow `shown` shows, kept until its dismissal has finished.
  func keptFlow(of shown: Shown) -> Flow? {
    keptFlows[shown.id]
  }

  /// The router's presentations changed: moves toward them, one stage at a time; a new level
  /// waits while ``holdsNewLevels``, or while a question is on screen.
  func update() {
    guard running == nil, let router else { return }
    let target = router.screens.presented
    var level = 0
    while level < shown.count, level < target.count,
      shown[level].presentation.isSameScreen(as: target[level])
    {
      if shown[level].presentation != target[level] { restyle(level, as: target[level]) }
      level += 1
    }
    if level < shown.count {
      let leaving = shown[level]
      dropShown(from: level)
      start(leaving, level: level, entering: false, reportsEnd: leaving.style.reportsDismissal)
      // NB: gone already when its onDismiss came first: the user swiped it down as code
      // dismissed it, before SwiftUI wrote the binding back.
      if dismissedEarly.contains(leaving.id), let running { transitionEnded(running.token) }
      return
    }
    // NB: a new level would be presented from the view that asks a question, and SwiftUI
    // shows one alert at a time: it waits for the answer.
    guard level < target.count, !holdsNewLevels(), question == nil, !isAskingElsewhere() else {
      return
    }
    if let below = shown.last, below.style.cannotPresent { return }
    let presentation = target[level]
    let style = drawnStyle(of: presentation)
    // NB: fixed now: a popover that moved to another view as views come and go would be
    // dismissed by SwiftUI and shown again.
    let anchor =
      style.kind == .popover
      ? style.anchor.flatMap { anchors.token(named: $0, level: level) } : nil
    let entering = Shown(
      id: nextID, level: level, presentation: presentation, style: style, anchor: anchor)
    nextID += 1
    shown.append(entering)
    start(entering, level: level, entering: true, reportsEnd: style.reportsAppearance)
    keepFlows()
  }

  /// The style `presentation` is drawn in: its own, a sheet for an alert or a dialog the view
  /// has no content for, or what the platform draws a full-screen cover as.
  private func drawnStyle(of presentation: Presentation<ScreenRoute>) -> PresentationStyle {
    if presentation.style.cannotPresent && !hasAlert(presentation.route) { return .sheet }
    return platform.drawnStyle(of: presentation.style)
  }

  /// The presentation at `level` stays on screen with `presentation`'s new style (a sheet's
  /// detents, the height it rests at): the same identity, so SwiftUI keeps it up.
  private func restyle(_ level: Int, as presentation: Presentation<ScreenRoute>) {
    let old = shown[level]
    shown[level] = Shown(
      id: old.id, level: level, presentation: presentation, style: drawnStyle(of: presentation),
      anchor: old.anchor)
  }

  /// A view marked as the popover anchor `name` appeared on the screen at `level`; the token
  /// returned identifies it. Of the views with one name on one screen, the last to appear draws
  /// the popovers presented while it is there.
  func anchorAppeared(_ name: String, level: Int) -> Int {
    anchors.appeared(name, level: level)
  }

  /// The anchor view with `token` left the screen.
  func anchorDisappeared(_ token: Int) {
    anchors.disappeared(token)
  }

  /// The token of the anchor view that draws the popover `shown` (one naming an anchor on the
  /// screen it is presented from, fixed as it was presented); `nil` when the presentation
  /// layer draws it, pointing at the whole screen: a popover naming no anchor, or one whose
  /// anchor view was not on screen.
  func anchorToken(of shown: Shown) -> Int? {
    self.shown.first { $0.id == shown.id }?.anchor
  }

  /// The user dragged the sheet `shown` to rest at `detent`: written back to the router; a
  /// drag the router does not take (a presentation gone meanwhile, a detent it does not list)
  /// draws the sheet again at the state's height.
  func userSelected(_ detent: SheetDetent, of shown: Shown) {
    guard let current = self.shown.first(where: { $0.id == shown.id }), let router else { return }
    guard selectedDetent(of: current) != detent else { return }
    if !router.userDidNavigate(.selectedDetent(level: current.level, detent)).isApplied {
      redraws += 1
    }
    update()
  }

  /// The presented screen of `id` has appeared: its presentation is over where the
  /// appearance comes after the transition (its hosting controller's `viewDidAppear(_:)`); where
  /// it comes as the transition begins (SwiftUI's `onAppear`), the presentation is over once
  /// SwiftUI's usual transition time has passed from now.
  func appeared(_ id: Int) {
    guard let running, running.id == id, running.entering else { return }
    switch platform.appearance {
    case .afterTransition: transitionEnded(running.token)
    case .beforeTransition:
      restart(running, reportsEnd: false)
    }
  }

  /// The sheet or cover at `level` is gone (its `onDismiss`): the dismissal has ended. SwiftUI
  /// may call it before it writes the binding back: then the presentation still on screen at
  /// `level` is remembered, and its close, when the write-back comes, ends at once. One owed
  /// for a close given up after the bound (``gaveUp(_:)``) is that close's, late, whatever
  /// shows at `level` now.
  func dismissed(level: Int) {
    if let owed = owedDismissals[level] {
      owedDismissals[level] = owed > 1 ? owed - 1 : nil
      return
    }
    if let running, !running.entering, running.level == level {
      transitionEnded(running.token)
    } else if shown.indices.contains(level) {
      dismissedEarly.insert(shown[level].id)
    }
  }

  /// The wait for the end of transition `token` passed its bound: it ends now, and when it was
  /// a close waiting for its `onDismiss`, that call is owed, and taken as such when it comes.
  func gaveUp(_ token: Int) {
    if let running, running.token == token, !running.entering, running.reportsEnd {
      owedDismissals[running.level, default: 0] += 1
    }
    transitionEnded(token)
  }

  /// The transition `token` ended (or SwiftUI's usual transition time passed since it
  /// started): the next stage starts. A token of a transition that already ended changes
  /// nothing.
  func transitionEnded(_ token: Int) {
    guard running?.token == token else { return }
    running = nil
    keptFlows = keptFlows.filter { kept in shown.contains { $0.id == kept.key } }
    dismissedEarly = dismissedEarly.filter { id in shown.contains { $0.id == id } }
    keepFlows()
    update()
    settled()
  }

  /// Keeps the child flow each presentation on screen shows (one that started after its
  /// presentation appeared too), until the presentation's dismissal has finished.
  private func keepFlows() {
    guard let router else { return }
    for presentation in shown where keptFlows[presentation.id] == nil {
      keptFlows[presentation.id] = router.childFlow(showing: presentation.presentation.route)
    }
  }

  /// SwiftUI wrote back that `closed` is gone: a sheet swiped down or closed by `dismiss`, an
  /// alert answered. When a flow there refuses to go or asks first, the presentation stays (the
  /// same one, drawn again) and the question is asked; otherwise each level that was on screen
  /// from `closed` up is closed in the router, from the top down, so what the router holds
  /// above them and had not shown yet stays and shows next. A write-back for a presentation no
  /// longer on screen changes nothing.
  func userClosed(_ closed: Shown) {
    guard let index = shown.firstIndex(where: { $0.id == closed.id }), let router else { return }
    let held = router.screens.presented
    if index < held.count, held[index] == closed.presentation,
      let blocker = router.userDismissalBlocker(downTo: index)
    {
      dismissedEarly.remove(closed.id)
      redraws += 1
      if drawnDismissible.contains(closed.id) { reportUntrackedGuard() }
      if case .leaveNeedsConfirmation(_, let prompt) = blocker.reason, question == nil {
        question = Question(level: index, shownID: closed.id, prompt: prompt)
      }
      return
    }
    let leaving = Array(shown[index...])
    let wasDismissed = dismissedEarly.contains(closed.id)
    // NB: the transition of a level above going (an alert closing) is part of this one now,
    // which ends with the closed presentation's own callback.
    if let running,
      leaving.contains(where: { $0.id == running.id })
        || (!running.entering && running.level > index)
    {
      self.running = nil
    }
    dropShown(from: index)
    if running == nil {
      start(closed, level: index, entering: false, reportsEnd: closed.style.reportsDismissal)
    }
    dismissedEarly.subtract(leaving.map(\.id))
    for (offset, gone) in leaving.enumerated().reversed() {
      let level = index + offset
      let held = router.screens.presented
      if level < held.count, held[level] == gone.presentation {
        router.userDidNavigate(.closedPresentation(level: level))
      }
    }
    if wasDismissed, let running, running.id == closed.id { transitionEnded(running.token) }
    update()
  }

  /// A button of the alert or dialog `alert` was tapped: the alert is gone before `action`
  /// runs, so an action that presents the next screen presents it in the alert's place.
  func button(of alert: Shown, tapped action: () -> Void) {
    userClosed(alert)
    action()
  }

  /// Whether a flow at `sheet` or above it refuses to leave or asks first: the view disables
  /// the swipe-down while it is `true`.
  func dismissalBlocked(_ sheet: Shown) -> Bool {
    let blocked = router?.userDismissalBlocker(downTo: sheet.level) != nil
    if blocked { drawnDismissible.remove(sheet.id) } else { drawnDismissible.insert(sheet.id) }
    return blocked
  }

  /// The user tried to swipe `sheet` down and the swipe was stopped: when a flow there asks to
  /// confirm first, ``question`` asks with its prompt; a flow that refuses is not asked.
  func userTriedToClose(_ sheet: Shown) {
    guard shown.contains(where: { $0.id == sheet.id }), question == nil,
      let blocker = router?.userDismissalBlocker(downTo: sheet.level),
      case .leaveNeedsConfirmation(_, let prompt) = blocker.reason
    else { return }
    question = Question(level: sheet.level, shownID: sheet.id, prompt: prompt)
  }

  /// The user asked to close `sheet` with a button of its own (a Cancel in its toolbar): it
  /// closes as after a swipe-down, unless a flow there refuses (nothing happens) or asks to
  /// confirm first (``question`` asks).
  func userAskedToClose(_ sheet: Shown) {
    if dismissalBlocked(sheet) { userTriedToClose(sheet) } else { userClosed(sheet) }
  }

  /// The user answered ``question``: leaving confirms the flows that asked and dismisses
  /// their presentations as the user's change; staying keeps everything. An answer to a
  /// question no longer on screen changes nothing.
  func answer(_ answered: Question, leave: Bool) {
    guard question == answered else { return }
    question = nil
    if leave, shown.contains(where: { $0.id == answered.shownID }) {
      router?.userConfirmedDismissal(downTo: answered.level)
    }
    // NB: what waited for the answer shows now.
    update()
  }

  /// Takes the levels from `level` up off the screen, with a question asked about one of them.
  private func dropShown(from level: Int) {
    shown.removeLast(shown.count - level)
    if let question, question.level >= level { self.question = nil }
  }

  /// Starts the transition of `shown` at `level`; `reportsEnd` says whether a callback of
  /// SwiftUI's ends it.
  private func start(_ shown: Shown, level: Int, entering: Bool, reportsEnd: Bool) {
    let presentation = shown.presentation
    restart(
      Transition(
        token: 0, id: shown.id, level: level, entering: entering, presentation: presentation),
      reportsEnd: reportsEnd)
  }

  /// Starts `transition` again with a new token: a wait started for it before ends nothing.
  private func restart(_ transition: Transition, reportsEnd: Bool) {
    nextToken += 1
    running = transition
    running?.token = nextToken
    running?.reportsEnd = reportsEnd
    transitionStarted(nextToken, reportsEnd)
  }

  /// What the transition `token` waits for SwiftUI to report, for the report made when the
  /// wait is given up; `nil` once it has ended.
  func awaited(_ token: Int) -> String? {
    guard let running, running.token == token else { return nil }
    let presentation = running.presentation
    let what = "the \(presentation.style.kind.spelled) showing `\(presentation.route)`"
    return running.entering ? "\(what) to appear" : "\(what) gone (its onDismiss)"
  }
}
