import IssueReporting
import Observation
@_spi(Rendering) import Wayfinder

/// Everything a SwiftUI flow view draws for one navigation container (a flow at a root, a tab
/// or a presentation), and how it reads SwiftUI's events.
///
/// Platform-free, so every decision is tested on Linux: ``FlowStack``, ``FlowRoot`` and
/// ``FlowTabs`` only map what it gives to SwiftUI's modifiers and forward SwiftUI's callbacks
/// to it.
///
/// - One model per router: a view drawn again for the same router gets the same model
///   (``of(_:)``), and one drawn for another router at the same place gets that router's, with
///   another ``id``, which the view gives to SwiftUI so that the new container is drawn afresh.
/// - While its view is on screen it is the router's renderer: a change's completion, and
///   `onScreen()`, wait until SwiftUI has shown it (the top screen or the selected tab appeared,
///   the presentations reached the state). Only SwiftUI's callback says so, however late it
///   comes, for at most ``callbackBound`` (or the router's render timeout, when longer), after
///   which the model reports the callback missing and goes on; a change SwiftUI reports nothing
///   about (a top screen already on screen, the columns of a split flow, an alert) counts as
///   shown once SwiftUI's usual transition time has passed. Where the platform reports an appearance as the
///   transition begins (``SwiftUIPlatform/Appearance/beforeTransition``: macOS, watchOS), what
///   appeared counts as shown once SwiftUI's usual transition time has passed after it.
/// - ``animates`` says whether the change being drawn animates; ``rootID`` is the identity of
///   the root screen, so that a new root route is drawn afresh.
@MainActor
@Observable
final class ContainerModel<Route: Hashable & Codable & Sendable>: NavigationRenderer {
  /// The identity of the container, unique to this model: another router at the same place is
  /// another container.
  let id: Int
  /// The stack and its back button.
  let stack: StackModel<Route>
  /// What is presented over the container.
  let presentations: PresentationStages<Route>
  /// Whether the change being drawn animates; `true` again once it is shown.
  private(set) var animates = true
  /// Counts the changes drawn, so that the views apply ``animates`` to those updates only.
  private(set) var changes = 0

  @ObservationIgnored private(set) weak var router: Router<Route>?
  @ObservationIgnored private let timer: TransitionTimer
  @ObservationIgnored private let platform: SwiftUIPlatform
  /// The zoom sources the container's screens mark, and how its zoomed screens arrive.
  @ObservationIgnored let arrivals: ScreenArrivals
  @ObservationIgnored private var waiting: [@MainActor () -> Void] = []
  /// Counts the stack changes drawn; one whose top has not appeared yet is `stackPending`.
  @ObservationIgnored private var stackChanges = 0
  @ObservationIgnored private var stackPending = false
  /// The top screens of the stack as drawn, handed over and seen appear.
  @ObservationIgnored private var tops = StackTops()
  /// Whether the view showing the container is on screen.
  ///
  /// NB: a flag, not a count: the appearance comes from UIKit's `viewDidAppear(_:)` (again, for
  /// instance, when a full-screen cover over the view goes) and the disappearance from
  /// SwiftUI's `onDisappear`, which need not come in pairs.
  @ObservationIgnored private var isShown = false
  /// Counts the view's appearances and disappearances, so that an appearance waited on for the
  /// transition time (``SwiftUIPlatform/Appearance/beforeTransition``) counts only if the view
  /// neither went nor appeared again meanwhile.
  @ObservationIgnored private var appearances = 0
  /// The views drawing the container now, by their identity: more than one is one router drawn
  /// in two places (two windows), which share this model.
  @ObservationIgnored private var viewsShown: Set<Int> = []
  /// Whether the last view went while presentations showed: it stops drawing once they go.
  @ObservationIgnored private var wentUnderPresentations = false
  /// Counts the back questions that went; not 0 while the last one's alert still animates.
  @ObservationIgnored private var questionGoes = 0
  /// Whether a cover of a container around this one hides it, as the view last told.
  @ObservationIgnored private var enclosingCover: CoverWatch?
  /// A tab flow's tabs and selected tab (its root route), as last worked out, which
  /// ``FlowTabs`` draws: a badge changes neither.
  private(set) var shownTabs: [Route]
  private(set) var shownTab: Route
  /// A tab flow's tabs in their sections, style and customization, as last worked out, which
  /// ``FlowTabs`` draws where SwiftUI has sections.
  private(set) var shownArrangement: ShownTabs<Route>
  /// The identifiers SwiftUI's tab customization knows the tabs by.
  @ObservationIgnored let customizationIDs = TabIdentifiers<Route>()
  /// The tab flow's shape as last read, and what it shows: worked out again only when the tabs
  /// or their arrangement change (read without observing ``shownArrangement``).
  @ObservationIgnored private var seenArrangement:
    (shape: FlowState<Route>.Shape, shown: ShownTabs<Route>)?
  /// What each tab shows in the tab bar, as last worked out, one observable value per tab: a
  /// badge redraws its own tab's entry only.
  @ObservationIgnored private var shownEntries: [Route: ShownTabBarEntry] = [:]
  /// The tab items as last read, from which a tab's entry is made: the view reads no router.
  @ObservationIgnored private var seenItems: [Route: TabItem] = [:]
  /// The presentations as last seen, so that a change of them reaches the stages.
  @ObservationIgnored private var seenPresented: [Presentation<ScreenRoute>] = []

  /// The model of `router`'s container on `platform`: the one already drawing it, or a new one.
  static func of(_ router: Router<Route>, on platform: SwiftUIPlatform) -> ContainerModel {
    if let model = router.renderer as? ContainerModel { return model }
    return ContainerModels.model(of: router) { ContainerModel(router: router, platform: platform) }
  }

  /// A model for `router` on `platform` whose transitions SwiftUI says nothing about end by
  /// `timer`.
  init(router: Router<Route>, timer: TransitionTimer = .live, platform: SwiftUIPlatform = .uiKit) {
    id = ContainerModels.nextIdentity()
    self.router = router
    self.timer = timer
    self.platform = platform
    let arrangement = ShownTabs(router.state.shape)
    shownArrangement = arrangement
    shownTabs = arrangement.entries(showing: router.state.root).flatMap(\.tabs)
    shownTab = router.state.root
    stack = StackModel(router: router)
    // NB: warnings: a fallback may be right (a restored stack, an older system).
    arrivals = ScreenArrivals(platform: platform) { reportIssue($0, severity: .warning) }
    presentations = PresentationStages(router: router, platform: platform) { _, _ in }
    presentations.transitionStarted = { [weak self, weak presentations] token, reportsEnd in
      guard let wait = self?.wait(reportsEnd: reportsEnd) else { return }
      timer.start(wait) { [weak self] in
        guard let presentations else { return }
        // NB: a view that went reports nothing: SwiftUI calls back no view off screen.
        if reportsEnd, self?.isShown == true, let awaited = presentations.awaited(token) {
          self?.reportGivingUp(awaited, after: wait)
        }
        if reportsEnd { presentations.gaveUp(token) } else { presentations.transitionEnded(token) }
      }
    }
    presentations.holdsNewLevels = { [weak self] in self?.holdsNewLevels ?? false }
    presentations.settled = { [weak self] in
      self?.disappearIfWentUnderPresentations()
      self?.finishIfShown()
    }
    stack.isDrawingAChange = { [weak self] in self?.stackPending ?? false }
    stack.shownTopMoved = { [weak self] in
      guard let self else { return }
      if tops.viewsMoved(to: viewsTop) { topOnScreen(viewsTop) }
    }
    stack.userChangedStack = { [weak self] in self?.userChangedStack() }
    stack.goingBackNotTaken = { [weak self] screen in self?.tops.goneBackTo(screen) }
    stack.readsContainer = { [weak self] in self?.readContainer() ?? {} }
    stack.refreshShown()
    presentations.isAskingElsewhere = { [weak stack] in stack?.question != nil }
    stack.questionClosed = { [weak self] in self?.questionWent() }
  }

  /// The user's own back button, or the answer to the question before going back, popped:
  /// drawn and waited for as a change from code, so a second tap meanwhile does nothing.
  private func userChangedStack() {
    guard isShown, let router else { return }
    stackChanged()
    stack.refreshShown()
    // NB: drawn and waited for as a change from code: its top's appearance ends it.
    tops.render(StackTops.Top(of: router.screens))
  }

  /// The identity of the root screen: a new root route is a new screen.
  var rootID: ScreenRoute { stack.shownRoot }

  /// Reads what the container draws beyond the stack (called as the stack works out what it
  /// draws, under its observation), and returns how to apply it: the tabs and their entries to
  /// the values ``FlowTabs`` reads, each only when it changed; the presentations to the stages
  /// when they changed.
  private func readContainer() -> @MainActor () -> Void {
    guard let router else { return {} }
    let tab = router.state.root
    let shape = router.state.shape
    // NB: worked out again only when the tabs or their arrangement changed, not at a selection.
    let arrangement =
      shape.tabList.isEmpty
      ? nil : seenArrangement.flatMap { $0.shape == shape ? $0.shown : nil } ?? ShownTabs(shape)
    let tabs = arrangement?.tabs ?? []
    let barTabs = arrangement?.entries(showing: tab).flatMap(\.tabs) ?? []
    let items = router.state.shape.tabItemList
    let presented = router.screens.presented
    return { [weak self] in
      guard let self else { return }
      if let arrangement {
        seenArrangement = (shape, arrangement)
        if shownArrangement != arrangement { shownArrangement = arrangement }
      }
      if shownTabs != barTabs { shownTabs = barTabs }
      if shownTab != tab { shownTab = tab }
      seenItems = items
      for (tab, shown) in shownEntries {
        guard tabs.contains(tab) else {
          shownEntries[tab] = nil
          continue
        }
        let entry = TabBarEntry(items[tab] ?? TabItem())
        if shown.entry != entry { shown.entry = entry }
      }
      if seenPresented != presented { seenPresented = presented }
      // NB: also when they are the same: the stack the views draw changed, which may let a
      // presentation held for it show, or end a change that waited for it.
      presentationsChanged()
    }
  }

  /// A view showing the container has appeared: the model draws the router's changes, and its
  /// presentations start, never while the screen around them is still sliding in. Where the
  /// appearance comes after the presentation or push that shows the view (its hosting
  /// controller's `viewDidAppear(_:)`), at once; where it comes as the transition begins
  /// (SwiftUI's `onAppear`), once SwiftUI's usual transition time has passed, unless the view
  /// disappeared or appeared again meanwhile. `view` is the identity of the view, for its life:
  /// a second view drawing the container while the first still does is reported. `enclosing`
  /// tells whether a full-screen cover around the container hides it (the watch of the level
  /// it is drawn at, in the container around it; `nil` at the top of a window).
  func viewAppeared(_ view: Int = 0, under enclosing: CoverWatch? = nil) {
    enclosingCover = enclosing
    enclosing?.contain(ObjectIdentifier(presentations)) { [weak presentations] in
      presentations?.showsCoverWithin
    }
    viewsShown.insert(view)
    wentUnderPresentations = false
    if viewsShown.count == 2 { reportDrawnTwice() }
    appearances += 1
    switch platform.appearance {
    case .afterTransition: viewShown()
    case .beforeTransition:
      let appearance = appearances
      timer.start(TransitionTimer.transitionTime) { [weak self] in
        guard let self, appearances == appearance else { return }
        viewShown()
      }
    }
  }

  /// The view showing the container is on screen, its transition over.
  private func viewShown() {
    isShown = true
    guard let router, router.renderer !== self else { return }
    if let existing = router.renderer {
      reportIssue(
        "A SwiftUI view draws \(Route.self)'s router, which already has a renderer "
          + "(\(type(of: existing))) that stops drawing it. Draw each flow in one place.")
    }
    router.renderer = self
    tops.drawn = StackTops.Top(of: router.screens)
    stack.refreshShown()
    tops.shown(viewsTop)
    presentations.update()
  }

  /// The router's presentations changed (a change drawn, or one the model's watch saw): they
  /// follow once the view has appeared, never while the screen around them is still sliding in.
  func presentationsChanged() {
    guard isShown else { return }
    presentations.update()
    // NB: a change whose presentations the router has since taken back is shown now.
    finishIfShown()
  }

  /// The view showing the container disappeared: the router's changes no longer wait for
  /// SwiftUI. While the container shows a presentation, the view has gone under it (SwiftUI
  /// may run the presenting view's `onDisappear` under a full-screen cover, or under what a
  /// sheet presents in turn), not away: the model still draws the router's changes, so a cover
  /// dismissed from code goes. Nor does it stop while another view (`view` is the identity of
  /// the one that went) still draws the container.
  func viewDisappeared(_ view: Int = 0) {
    viewsShown.remove(view)
    guard viewsShown.isEmpty else { return }
    // NB: remembered, and applied once the presentations are gone, unless the view appeared
    // again meanwhile: a tab switched from code while its sheet was up is off screen then.
    // Under a full-screen cover of its own the view is covered, not gone: when the cover goes
    // with a page sheet left under it, UIKit tells the sheet's presenter nothing, and no
    // appearance follows.
    guard presentations.shown.isEmpty else {
      if !presentations.coversContainer { wentUnderPresentations = true }
      return
    }
    stopDrawing()
  }

  /// The view went while presentations showed, which are gone now and it did not come back.
  private func disappearIfWentUnderPresentations() {
    guard wentUnderPresentations, presentations.shown.isEmpty, viewsShown.isEmpty else { return }
    stopDrawing()
  }

  /// No view shows the container any more: its router's changes no longer wait for SwiftUI.
  private func stopDrawing() {
    wentUnderPresentations = false
    appearances += 1
    isShown = false
    // NB: nothing waits for a view that is gone: the stack change drawn ends without a report,
    // and the render queue, left without a renderer, runs the completions.
    if stackPending {
      stackPending = false
      stackChanges += 1
    }
    waiting = []
    guard let router, router.renderer === self else { return }
    router.renderer = nil
  }

  /// Draws a change: its stack, once its top screen appears; its presentations, one stage at a
  /// time; then calls `completion`.
  func render(
    _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    animates = animated
    changes += 1
    waiting.append(completion)
    if steps.contains(where: \.changesStack) { stackChanged() }
    stack.refreshShown()
    if let router {
      tops.render(StackTops.Top(of: router.screens))
      arrivals.keep(router.screens)
    }
    // NB: SwiftUI drops a presentation bound in the same update as a push: a new level waits
    // for the stack change to show (what must go goes at once; see `holdsNewLevels`).
    presentations.update()
    finishIfShown()
  }

  /// The screen `screen` has appeared: when it is the top of the stack, or of the stack change
  /// in flight (the router may have moved on, with a change the render queue holds behind it),
  /// the stack change is on screen, where the appearance comes after the push (its hosting
  /// controller's `viewDidAppear(_:)`), or once SwiftUI's usual transition time has passed,
  /// where it comes as the push begins (SwiftUI's `onAppear`).
  func screenAppeared(_ screen: ScreenRoute) {
    guard let top = tops.top(appearing: screen, views: viewsTop) else {
      return tops.appearedEarly(screen)
    }
    // NB: also after the user's own changes (a back swipe), which draw nothing here.
    tops.drawn = top
    let change = stackChanges
    topOnScreen(top)
    // NB: the change in flight ends with its own top's appearance, or the views' (they drew a
    // later change already), unless the appearance ended it already; a screen passed on the
    // way ends nothing.
    guard stackPending, stackChanges == change, top == tops.rendered || top == viewsTop else {
      return
    }
    stackAppeared()
  }

  /// `top` appeared, and is on screen once its transition is over (at once where the
  /// appearance comes after it, after SwiftUI's usual transition time where it comes as it
  /// begins): when the views still draw it then, what the presentations held back for the
  /// stack follows, and a change handed over since whose top it is waits for nothing more.
  private func topOnScreen(_ top: StackTops.Top) {
    let moves = tops.moves
    let onScreen: @MainActor () -> Void = { [weak self] in
      guard let self, tops.moves == moves, viewsTop == top else { return }
      tops.shown(top)
      if stackPending, tops.rendered == top { return stackShown() }
      presentations.update()
      finishIfShown()
    }
    switch platform.appearance {
    case .afterTransition: onScreen()
    case .beforeTransition: timer.start(TransitionTimer.transitionTime, onScreen)
    }
  }

  /// Whether a new presentation waits for the stack: SwiftUI drops a presentation bound in
  /// the same update as a push. It waits while a stack change drawn has not shown, and while
  /// the views draw a top screen other than the one drawn last: a change the router made
  /// behind the one in flight, which the views draw (they follow the router) before the render
  /// queue hands it over, or the user's own going back. A split flow's columns report no
  /// appearance of their own, and a stack under a full-screen cover none until it goes (what
  /// is presented then is presented from the cover, not from the stack): those hold nothing.
  private var holdsNewLevels: Bool {
    if stackPending || questionGoes != 0 { return true }
    guard let router, !isCovered, router.screens.shape.splitLayout == nil else { return false }
    return tops.holdPresentations(views: viewsTop, router: StackTops.Top(of: router.screens))
  }

  /// The top screen the views draw now, as last worked out.
  private var viewsTop: StackTops.Top { stack.shownTopScreen }

  /// The question before going back went (answered, or taken away): SwiftUI animates its
  /// alert away, reporting nothing, and shows no presentation bound meanwhile; what waited
  /// for it shows once SwiftUI's usual transition time has passed.
  private func questionWent() {
    questionGoes += 1
    let going = questionGoes
    timer.start(TransitionTimer.transitionTime) { [weak self] in
      guard let self, questionGoes == going else { return }
      questionGoes = 0
      presentationsChanged()
    }
  }

  /// Whether a full-screen cover hides the container's stack: its own, one a container drawn
  /// in it shows (a flow embedded in a screen), or one around it (an enclosing flow's, or one
  /// another container beside this one shows).
  private var isCovered: Bool {
    presentations.showsCoverWithin
      || enclosingCover?.covers(ObjectIdentifier(presentations)) == true
  }

  /// The tab bar wrote back `tab`: another tab is the user's selection; the selected one, tapped
  /// again, returns that tab's flow to its root.
  func userSelectedTab(_ tab: Route) {
    guard let router else { return }
    router.userDidNavigate(
      tab == router.state.selectedTab ? .reselectedTab(tab) : .selectedTab(tab))
    tops.drawn = StackTops.Top(of: router.screens)
    // NB: the selection the view reads follows at once, not a turn later.
    stack.refreshShown()
  }

  /// What `tab` shows in the tab bar, as last worked out: the value ``FlowTabs`` reads for the
  /// tab, which changes only with the tab's own item.
  ///
  /// NB: made from the items last read, not the router's, which the view's body would then
  /// observe whole.
  func shownTabBarEntry(_ tab: Route) -> ShownTabBarEntry {
    if let shown = shownEntries[tab] { return shown }
    let shown = ShownTabBarEntry(TabBarEntry(seenItems[tab] ?? TabItem()))
    shownEntries[tab] = shown
    return shown
  }

  /// The content of `tab` has appeared: when it is the selected tab, the change of tab is on
  /// screen, at once or after the transition time, as for ``screenAppeared(_:)``.
  func tabAppeared(_ tab: Route) {
    guard let router, router.state.root == tab else { return }
    tops.drawn = StackTops.Top(of: router.screens)
    let change = stackChanges
    topOnScreen(viewsTop)
    guard stackPending, stackChanges == change else { return }
    stackAppeared()
  }

  /// The screen a stack change shows appeared.
  private func stackAppeared() {
    switch platform.appearance {
    case .afterTransition: stackShown()
    // NB: the transition begins now; the wait started when the change was drawn is replaced.
    case .beforeTransition: waitForStack(reportsEnd: false)
    }
  }

  /// A change of the stack is drawn: it is shown once its top screen appears when that is
  /// another route than before (pushed, or uncovered by a pop), outside a split flow, whose
  /// columns may show it already, and outside a full-screen cover, under which nothing
  /// appears; after the transition time otherwise (the same route on top, which SwiftUI may
  /// keep on screen).
  private func stackChanged() {
    stackPending = true
    guard let router else { return waitForStack(reportsEnd: false) }
    let shown = router.screens
    // NB: under a full-screen cover (its own, or an enclosing flow's) the screens appear only
    // once it goes; a top the views drew and saw appear before the change was handed over
    // (they follow the router) appears no more.
    waitForStack(
      reportsEnd: shown.shape.splitLayout == nil && !isCovered
        && tops.awaitsAppearance(of: StackTops.Top(of: shown), views: viewsTop))
  }

  /// The stack change counts as shown once the wait has passed (the transition time, or when
  /// SwiftUI reports the end, the bound of its callback, reported), unless another wait starts
  /// meanwhile.
  private func waitForStack(reportsEnd: Bool) {
    stackChanges += 1
    let change = stackChanges
    let wait = wait(reportsEnd: reportsEnd)
    timer.start(wait) { [weak self] in
      // NB: a change already shown (its screen appeared) has nothing left to end or report.
      guard let self, stackChanges == change, stackPending else { return }
      if reportsEnd, let router {
        reportGivingUp(
          "its top screen `\(StackTops.Top(of: router.screens).screen)` to appear", after: wait)
      }
      stackShown()
    }
  }

  /// How long a transition waits before it counts as over: SwiftUI's usual transition time
  /// when SwiftUI reports nothing about its end; otherwise, since only its callback ends it,
  /// ``callbackBound``, or the router's render timeout when that is longer.
  ///
  /// NB: not the render timeout alone. An app that sets it below a transition (to fail fast)
  /// would end stages before SwiftUI had drawn them, and the next presentation would be bound
  /// while the one below still slid in; with none (`renderTimeout = nil`, whose changes'
  /// completions then wait for ever), a callback that never comes (a presentation SwiftUI
  /// refused) would stop the container from ever presenting, dismissing or going back again.
  private func wait(reportsEnd: Bool) -> Duration {
    guard reportsEnd else { return TransitionTimer.transitionTime }
    return max(router?.renderTimeout ?? .zero, Self.callbackBound)
  }

  /// How long the model waits at least for a callback of SwiftUI's that ends a transition,
  /// before it reports the callback missing and goes on without it.
  static var callbackBound: Duration { .seconds(5) }

  private func stackShown() {
    stackPending = false
    tops.changeShown(views: viewsTop)
    presentations.update()
    finishIfShown()
  }

  /// Calls the completions that wait, once the stack and the presentations are on screen.
  private func finishIfShown() {
    guard !stackPending, presentations.isSettled, !waiting.isEmpty else { return }
    let finished = waiting
    waiting = []
    // NB: a change made with `animated: false` turns animations off only until it is shown.
    if !animates { animates = true }
    for completion in finished { completion() }
  }
}
