#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// A flow's presentations over a base view controller: presents and dismisses them one level
  /// at a time, builds alerts, and reports the user's dismissals to the router. Every renderer
  /// has one, so a stack flow, a tab flow and the app's root flow all draw their presentations.
  @MainActor
  final class ModalLayer<Route: Hashable & Codable & Sendable>: PresentationOwner {
    private(set) weak var router: Router<Route>?
    let base: () -> UIViewController
    let makeScreen: (ScreenRoute) -> UIViewController
    let makeAlert: (ScreenRoute) -> FlowAlert?
    let confirmation: LeaveConfirmation
    /// The renderer's name, for the issues it reports.
    let name: String
    let events = NavigationEvents()
    /// The presented view controllers, bottom first.
    private(set) var presented: [UIViewController] = []
    /// Whether a question waits for the presentation chain to be still.
    private var questionWaits = false
    /// What each of ``presented`` shows, bottom first.
    var shownPresentations: [Presentation<ScreenRoute>] = []
    /// Presentations asked for before the base was on screen, with what to run once they are
    /// shown: UIKit presents nothing from a view controller outside a window.
    var waiting: [(presentation: Presentation<ScreenRoute>, shown: () -> Void)] = []
    /// Whether the base has appeared; until it has, presentations wait.
    private var baseHasAppeared: Bool
    /// The question asked before a guarded sheet goes, while it is on screen.
    private(set) weak var question: UIViewController?
    /// Changes held while a level the user confirmed leaving is being dismissed (what the
    /// flows' ends present or dismiss); `nil` when none is.
    private(set) var heldUntilDismissed: [@MainActor () -> Void]?
    /// The app's transitioning delegate of a presentation, `nil` for UIKit's own animations.
    var presentationAnimation:
      ((Presentation<ScreenRoute>) -> (any UIViewControllerTransitioningDelegate)?)?
    /// The transitioning delegates given to screens, held while their screens are presented
    /// or being dismissed: UIKit refers to a screen's delegate weakly.
    var transitionDelegates:
      [(screen: Weak<UIViewController>, delegate: any UIViewControllerTransitioningDelegate)] =
        []

    init(
      _ name: String, router: Router<Route>, base: @escaping () -> UIViewController,
      alert: @escaping (ScreenRoute) -> FlowAlert?,
      confirmation: LeaveConfirmation = .standard, baseHasAppeared: Bool = true,
      screens: @escaping (ScreenRoute) -> UIViewController
    ) {
      self.name = name
      self.router = router
      self.base = base
      self.baseHasAppeared = baseHasAppeared
      makeScreen = screens
      makeAlert = alert
      self.confirmation = confirmation
      events.shouldDismiss = { [weak self] presentation in
        self?.userMayDismiss(presentation) ?? true
      }
      events.didDismiss = { [weak self] presentation in self?.userDismissed(presentation) }
      events.didAttemptToDismiss = { [weak self] presentation in
        self?.userWasStopped(presentation)
      }
      #if !os(visionOS)
        events.didChangeDetent = { [weak self] sheet in self?.userMoved(sheet) }
      #endif
    }

    /// Splits `steps` into the count of levels to dismiss and the presentations to add.
    static func presentationSteps(in steps: [NavigationStep<ScreenRoute>]) -> (
      dismissals: Int, presentations: [Presentation<ScreenRoute>]
    ) {
      var dismissals = 0
      var presentations: [Presentation<ScreenRoute>] = []
      for step in steps {
        switch step {
        case .dismiss(let count): dismissals += count
        case .present(let presentation): presentations.append(presentation)
        default: break
        }
      }
      return (dismissals, presentations)
    }

    /// Dismisses the top `count` levels, then runs `next` once they are gone.
    func dismiss(count: Int, animated: Bool, then next: @escaping @MainActor () -> Void) {
      // NB: a change made while a level the user confirmed leaving goes (a flow's `onEnd`
      // that dismisses) counts from the levels left once it is gone; counted before, it would
      // take the wrong ones.
      if heldUntilDismissed != nil {
        heldUntilDismissed?.append { [self] in
          dismiss(count: count, animated: animated, then: next)
        }
        return
      }
      dismiss(downTo: presented.count + waiting.count - count, animated: animated, then: next)
    }

    /// Dismisses the levels from `level` up, then runs `next` once they are gone.
    private func dismiss(
      downTo level: Int, animated: Bool, then next: @escaping @MainActor () -> Void
    ) {
      let total = presented.count + waiting.count - max(level, 0)
      guard total > 0 else { return next() }
      if let asker = question?.presentingViewController {
        return withoutQuestion(asker) { [self] in
          dismiss(downTo: level, animated: animated, then: next)
        }
      }
      let waitingGone = min(total, waiting.count)
      for _ in 0..<waitingGone { waiting.removeLast().shown() }
      let count = total - waitingGone
      guard count > 0, count <= presented.count else { return next() }
      let lowest = presented[presented.count - count]
      // NB: UIKit dismisses nothing while a presentation or dismissal runs in the chain (the
      // user dragging a sheet, another layer's screen on its way): the dismissal waits for it
      // to end, and then goes down to the same level, so that what the user's drag closed is
      // not dismissed twice and a drag dragged back up is dismissed from code.
      if runningTransition(inChainOf: lowest) != nil {
        return whenChainIsStill(lowest) { [self] in
          dismiss(downTo: level, animated: animated, then: next)
        }
      }
      let leaving = Array(presented[(presented.count - count)...])
      // NB: UIKit takes away what other flows presented above these levels too (the tab bar
      // flow's screen over a tab's sheet), while their states still show it: it comes back,
      // the same view controllers, and their layers are not told it went.
      let move = ChainMove(above: presented[presented.count - 1], leaving: leaving)
      removeLevels(from: presented.count - count)
      // NB: a screen that closed itself is gone already, and everything above it with it.
      guard let presenter = lowest.presentingViewController else {
        return move.finish(over: base(), then: next)
      }
      presenter.dismiss(animated: animated) { [self] in
        releaseGoneTransitionDelegates()
        move.finish(over: presenter, then: next)
      }
    }

    /// Presents `presentations` one above the other, then runs `completion`; before the base
    /// has appeared they wait for it.
    func presentAll(
      _ presentations: [Presentation<ScreenRoute>], animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      // NB: every change the layer draws looks for a screen that closed itself first, so the
      // state loses it at the flow's next change, whatever that change is.
      if let gone = levelGoneByItself() {
        return screensGone(from: gone) { [self] in
          presentAll(presentations, animated: animated, completion: completion)
        }
      }
      guard let first = presentations.first else { return completion() }
      // NB: what a flow's end presents while its sheet goes waits for the sheet to be gone;
      // presented over it, the dismissal would take it along.
      if heldUntilDismissed != nil {
        heldUntilDismissed?.append { [self] in
          presentAll(presentations, animated: animated, completion: completion)
        }
        return
      }
      if let asker = question?.presentingViewController {
        return withoutQuestion(asker) { [self] in
          presentAll(presentations, animated: animated, completion: completion)
        }
      }
      guard baseHasAppeared else {
        for presentation in presentations.dropLast() { waiting.append((presentation, {})) }
        waiting.append((presentations[presentations.count - 1], completion))
        return
      }
      let presenter = topOfChain(from: presented.last ?? base())
      // NB: UIKit presents nothing while a presentation or dismissal runs in the chain
      // (another layer's sheet on its way out): the request waits for it to end.
      if runningTransition(inChainOf: presenter) != nil {
        return whenChainIsStill(presenter) { [self] in
          presentAll(presentations, animated: animated, completion: completion)
        }
      }
      present(screen(for: first), showing: first, from: presenter, animated: animated) {
        [self] in
        presentAll(Array(presentations.dropFirst()), animated: animated, completion: completion)
      }
    }

    /// Presents `screen`, which shows `presentation`, from `presenter` as the next level.
    func present(
      _ screen: UIViewController, showing presentation: Presentation<ScreenRoute>,
      from presenter: UIViewController, animated: Bool,
      then next: @escaping @MainActor () -> Void
    ) {
      shape(screen, as: presentation, from: presenter)
      presented.append(screen)
      shownPresentations.append(presentation)
      PresentationOwners.record(screen, by: self)
      if let reporting = screen as? ReportsDismissal {
        reporting.wasDismissed = { [weak self, weak screen] in
          guard let self, let screen else { return }
          screenWasDismissed(screen)
        }
      }
      presenter.present(screen, animated: animated) { [self] in
        screen.presentationController?.delegate = events
        next()
      }
      // NB: UIKit takes a presentation at once or refuses it, logging why and never calling
      // back (a presenter outside any window, one presenting something else): the refusal is
      // reported now rather than after the render timeout, and the level is closed, since its
      // screen will never show.
      if screen.presentingViewController == nil { refused(screen, from: presenter, then: next) }
    }

    /// Takes away the question the renderer asks before a guarded sheet goes, then runs
    /// `next`: the flow presents or dismisses without waiting for the user's answer, and UIKit
    /// presents nothing over a view controller that presents the question.
    private func withoutQuestion(
      _ asker: UIViewController, then next: @escaping @MainActor () -> Void
    ) {
      // NB: UIKit ignores a dismissal while a transition runs in the chain (the question still
      // sliding in), and its completion never runs: the question goes once it is up, unless
      // it went meanwhile (answered).
      guard runningTransition(inChainOf: asker) == nil else {
        return whenChainIsStill(asker) { [self] in
          guard let asker = question?.presentingViewController else { return next() }
          withoutQuestion(asker, then: next)
        }
      }
      question = nil
      asker.dismiss(animated: false) { next() }
    }

    /// Forgets the levels from `level` up, which are gone or going.
    func removeLevels(from level: Int) {
      for screen in presented[level...] { PresentationOwners.forget(screen) }
      presented.removeLast(presented.count - level)
      shownPresentations.removeLast(shownPresentations.count - level)
    }

    /// The base is on screen: what waited for it is presented now. When it appears again (a
    /// full-screen presentation over it went), a screen that closed itself is noticed now.
    func baseDidAppear() {
      guard !baseHasAppeared else { return noticeScreensGone() }
      baseHasAppeared = true
      let shown = waiting
      waiting = []
      presentAll(shown.map(\.presentation), animated: false) {
        for presentation in shown { presentation.shown() }
      }
    }

    /// An action sheet on a regular-width screen is a popover, and UIKit raises unless it has
    /// a source: it points at the middle of the presenter's view.
    func pointPopover(of screen: UIViewController, at presenter: UIViewController) {
      guard let popover = screen.popoverPresentationController, let view = presenter.view
      else { return }
      popover.sourceView = view
      popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
    }

    func userMayDismiss(_ presentation: UIPresentationController) -> Bool {
      guard let level = level(of: presentation) else { return true }
      return router?.userDismissalBlocker(downTo: level) == nil
    }

    private func userDismissed(_ presentation: UIPresentationController) {
      guard let level = level(of: presentation) else { return }
      userLeft(level: level)
    }

    /// The user's swipe-down was stopped: when a flow there asks for a confirmation, ask the
    /// user with its prompt; a flow that refuses keeps its sheet without a question.
    private func userWasStopped(_ presentation: UIPresentationController) {
      guard let level = level(of: presentation),
        let blocker = router?.userDismissalBlocker(downTo: level),
        case .leaveNeedsConfirmation(_, let prompt) = blocker.reason
      else { return }
      let asked = presented[level]
      ask(prompt) { [weak self, weak asked] in
        self?.isTopAndUp(asked) == true
      } leave: { [weak self, weak asked] in
        self?.userConfirmed(level: level, asked: asked)
      }
    }

    /// Asks the user `prompt` with the confirmation's buttons, over everything shown, while
    /// `stillAsked` says the question still applies; `leave` runs when the user chooses to
    /// leave.
    ///
    /// NB: once the window's presentation chain is still: UIKit refuses a presentation while
    /// another transition runs there (a sheet dismissed from code, still sliding away), and
    /// the user's gesture would do nothing. One question waits at a time (the gestures the
    /// user repeats meanwhile ask nothing more), and one that no longer applies once the chain
    /// is still (its screens gone, something presented over them) is not asked.
    func ask(
      _ prompt: String, stillAsked: @escaping @MainActor () -> Bool,
      leave: @escaping @MainActor () -> Void
    ) {
      let root = base()
      guard runningTransition(inChainOf: root) == nil else {
        guard !questionWaits else { return }
        questionWaits = true
        return whenChainIsStill(root) { [weak self] in
          guard let self else { return }
          questionWaits = false
          guard self.question == nil, stillAsked() else { return }
          ask(prompt, stillAsked: stillAsked, leave: leave)
        }
      }
      let question = UIAlertController(title: prompt, message: nil, preferredStyle: .alert)
      question.addAction(
        UIAlertAction(title: confirmation.leave, style: .destructive) { _ in
          MainActor.assumeIsolated { leave() }
        })
      question.addAction(UIAlertAction(title: confirmation.stay, style: .cancel))
      self.question = question
      topOfChain(from: presented.last ?? base()).present(question, animated: true)
    }

    /// Whether `asked` is still the top presentation, and up: a question about it still
    /// applies.
    func isTopAndUp(_ asked: UIViewController?) -> Bool {
      guard let asked, presented.last === asked else { return false }
      return asked.presentingViewController != nil
    }

    /// The user confirmed leaving the presentation at `level`, `asked` when the question was
    /// asked: the flows there are confirmed and end, and the screens are taken away; what the
    /// flows' ends present or dismiss waits for them to be gone. An answer about a screen that
    /// is no longer there, or no longer presented (it closed itself), changes nothing: UIKit
    /// would take the dismissal to the layer's own base.
    func userConfirmed(level: Int, asked: UIViewController?) {
      guard level < presented.count, let asked, presented[level] === asked,
        asked.presentingViewController != nil, heldUntilDismissed == nil
      else { return }
      // NB: held from before the flows end, so that what their `onEnd` presents waits for the
      // sheet to be gone, and what it dismisses is counted without it.
      heldUntilDismissed = []
      guard router?.userConfirmedDismissal(downTo: level).isApplied == true else {
        return releaseHeld()
      }
      // NB: as any dismissal: after a transition running in the chain (UIKit ignores one asked
      // for meanwhile, and the held changes would wait for ever), with what other layers
      // presented above kept.
      dismiss(downTo: level, animated: true) { [self] in releaseHeld() }
    }

    /// Presents what waited for a dismissal.
    private func releaseHeld() {
      let held = heldUntilDismissed ?? []
      heldUntilDismissed = nil
      for present in held { present() }
    }

    /// The user closed the presentation at `level` and everything above it on screen.
    ///
    /// NB: closed one level at a time, so that what code presented meanwhile, which is not on
    /// screen yet, stays in the state and is drawn next.
    func userLeft(level: Int) {
      guard level < presented.count else { return }
      screensGone(from: level) {}
    }

    private func level(of presentation: UIPresentationController) -> Int? {
      presented.firstIndex { $0 === presentation.presentedViewController }
    }
  }
#endif
