import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

/// What SwiftUI does with a container model's output, the callbacks it owes delivered in an
/// order the test picks wherever Apple documents none: a push's appearance, a presented
/// screen's appearance, a sheet's `onDismiss`, a binding's write-back, an alert button's
/// action, and the transition time passing, against each other and against the app's next
/// change. A test fixture: only the model is under test.
///
/// Its rules, each what Apple documents or what devices show where it documents nothing:
/// - A screen pushed or uncovered reports its appearance (`viewDidAppear(_:)`) once the
///   transition is over, in no documented order with anything else but the screens shown
///   before it; under a full-screen cover it appears only once the cover goes.
/// - A sheet or a cover bound reports its screen's appearance; one unbound reports `onDismiss`
///   once gone; an alert reports neither. One bound while a push or a pop animates (outside a
///   full-screen cover, and from the stack, not over another presentation; on iOS, as what
///   the Mac does is not known), or while another
///   presentation slides in or away, is dropped without a word.
/// - A sheet swiped down writes its binding back and runs `onDismiss`, in either order; the
///   user cannot swipe down a sheet still sliding in.
/// - An alert's button runs its action and writes `isPresented` back, in either order.
/// - A back swipe writes the path back and reports the revealed screen's appearance, in either
///   order.
/// - The user cannot go back while a push or a pop still animates, nor under a presentation,
///   and makes no gesture while a presentation slides in or away.
/// - The views draw what the model worked out last; its watch of the router works it out
///   again a turn after the router changed (here, a step of its own). Where a screen's
///   appearance comes as its transition begins (`onAppear`, on the Mac), it comes before the
///   views draw another top.
@MainActor
final class SimulatedSwiftUI {
  /// A callback SwiftUI owes the model.
  enum Callback: CustomStringConvertible {
    case screenAppeared(ScreenRoute)
    case presentationAppeared(Int)
    case onDismiss(level: Int)
    /// The `onDismiss` of a level that went with one below it, in one transition.
    case onDismissAbove(level: Int)
    case closedWriteBack(PresentationStages<NoteRoute>.Shown)
    case alertAction(PresentationStages<NoteRoute>.Shown, presents: Bool)
    case pathWriteBack([ScreenRoute])

    var description: String {
      switch self {
      case .screenAppeared(let screen): "appeared \(screen)"
      case .presentationAppeared(let id): "presentation \(id) appeared"
      case .onDismiss(let level), .onDismissAbove(let level): "onDismiss of level \(level)"
      case .closedWriteBack(let shown): "write-back closing \(shown.presentation.route)"
      case .alertAction(let shown, let presents):
        "button of \(shown.presentation.route)\(presents ? ", presenting" : "")"
      case .pathWriteBack(let path): "path written back: \(path)"
      }
    }
  }

  let flow = NotesFlow()
  let clock = ManualTimer()
  let model: ContainerModel<NoteRoute>
  /// The callbacks owed, in no order among themselves.
  private(set) var owed: [Callback] = []
  /// What happened, for the message of a failed check.
  private(set) var log: [String] = []
  /// The top screen on screen, with its depth (another screen of the same route pushed is
  /// another screen), and the presentations, bottom first.
  private var top: ScreenRoute
  private var depth = 0
  private var onScreen: [PresentationStages<NoteRoute>.Shown] = []
  /// Presentations whose appearance was delivered: the user can swipe those down.
  private var appeared: Set<Int> = []
  /// Presentations SwiftUI dropped, bound during a transition: they never show.
  private var dropped: Set<Int> = []
  /// Presentations the user closed, whose write-back the model has not had yet.
  private var closedByUser: Set<Int> = []
  /// Whether the end of the user's back swipe is being reported (its write-back and the
  /// uncovered screen's appearance).
  private var swiping = false
  /// Whether a push or a pop still animates: until its screen appears, or on a platform that
  /// reports the appearance as the transition begins, until the transition time has passed.
  private var stackAnimates = false
  private var stackEndsWithTime = false
  private let platform: SwiftUIPlatform
  private var changesMade = 0
  private var changesShown = 0

  init(platform: SwiftUIPlatform) {
    self.platform = platform
    flow.start()
    model = clock.model(drawing: flow.router, platform: platform)
    top = flow.router.screens.root
    model.viewAppeared()
    clock.fire()
    look()
  }

  /// One step chosen by `code`: a change from code, a gesture, a callback delivered, or the
  /// transition time passing.
  func perform(_ code: Int) {
    let choice = code / 10
    switch code % 10 {
    // NB: never the route on top (the root's included): an appearance names its route only,
    // and the model tells one of a route pushed onto itself from the other by the order in
    // which they appear, which mixes with the other orders here (see the SwiftUI article).
    case 0:
      let top = flow.router.state.path.last ?? flow.router.state.root
      let next = [NoteRoute.share, .discardAlert, .list].filter { $0 != top }[choice % 2]
      change("push") { flow.router.push(next, completion: $0) }
    case 1 where !flow.router.state.path.isEmpty: change("pop") { flow.router.pop(completion: $0) }
    case 2 where flow.router.state.presented.last?.route != (choice % 2 == 0 ? .share : .editor):
      let route: NoteRoute = choice % 2 == 0 ? .share : .editor
      let style: PresentationStyle = choice % 3 == 0 ? .fullScreenCover : .sheet
      change("present \(route) as \(style.kind)") {
        flow.router.present(route, style: style, completion: $0)
      }
    case 3 where flow.router.state.presented.last?.route != .deleteAlert:
      change("alert") { flow.router.present(.deleteAlert, style: .alert, completion: $0) }
    case 4 where !flow.router.state.presented.isEmpty:
      change("dismiss") { flow.router.dismiss(completion: $0) }
    case 5: swipeDown()
    case 6: tapAlertButton(presenting: choice % 2 == 0)
    case 7: swipeBack(appearanceFirst: choice % 2 == 1)
    case 8: deliver(choice)
    case 9 where choice % 2 == 0: fire()
    case 9: nextUpdate()
    default: break
    }
    look()
  }

  /// Delivers every callback owed, in the order `choices` picks, with the transition time
  /// passing whenever nothing else is owed, until SwiftUI owes nothing.
  func drain(choosing choices: [Int]) {
    var turn = 0
    while turn < 1000 {
      let deliverable = owed.indices.filter { isDeliverable(owed[$0]) }
      if deliverable.isEmpty {
        // NB: an appearance under a cover that never goes stays owed.
        nextUpdate()
        let ended = fire()
        look()
        if !ended, !clock.hasShortWaits, !owed.contains(where: isDeliverable) { return }
      } else {
        deliver(choices.isEmpty ? 0 : choices[turn % choices.count] + turn)
      }
      turn += 1
    }
  }

  /// The invariants once SwiftUI owes nothing: the model shows what the state holds, as far as
  /// SwiftUI can draw it, nothing waits for a callback, and every change made from code is on
  /// screen.
  func checkInvariants(_ comment: String) {
    let history = Comment(rawValue: "\(comment)\n" + log.joined(separator: "\n"))
    #expect(!owed.contains(where: isDeliverable), history)
    #expect(model.presentations.isSettled, history)
    #expect(
      model.presentations.shown.map(\.presentation)
        == Array(
          flow.router.screens.presented.prefix(model.presentations.shown.count)), history)
    #expect(onScreen.map(\.id) == model.presentations.shown.map(\.id), history)
    #expect(top == (flow.router.screens.path.last ?? flow.router.screens.root), history)
    #expect(changesShown == changesMade, history)
    // A wait still running on a callback's bound would report it here.
    clock.timeOut()
  }

  private func change(_ name: String, _ make: (@escaping @MainActor () -> Void) -> Void) {
    log.append(name)
    changesMade += 1
    make { [weak self] in self?.changesShown += 1 }
  }

  private func swipeDown() {
    // NB: not one something is presented over, or is being presented over.
    guard !presentationMoves, let sheet = onScreen.last, sheet.style.kind == .sheet,
      appeared.contains(sheet.id), sheet.style.allowsInteractiveDismissal,
      sheet.id == model.presentations.shown.last?.id,
      !model.presentations.dismissalBlocked(sheet)
    else { return }
    log.append("swipe down \(sheet.presentation.route)")
    onScreen.removeLast()
    closedByUser.insert(sheet.id)
    owed += [.closedWriteBack(sheet), .onDismiss(level: sheet.level)]
  }

  private func tapAlertButton(presenting: Bool) {
    guard !presentationMoves, let alert = onScreen.last, alert.style.kind == .alert else { return }
    log.append("tap the button of \(alert.presentation.route)")
    onScreen.removeLast()
    closedByUser.insert(alert.id)
    owed += [.closedWriteBack(alert), .alertAction(alert, presents: presenting)]
  }

  private func swipeBack(appearanceFirst: Bool) {
    let path = model.stack.shownPath
    guard !path.isEmpty, onScreen.isEmpty, model.stack.shownTopButton == .system, !stackAnimates,
      !presentationMoves
    else { return }
    log.append("swipe back")
    top = path.dropLast().last ?? model.stack.shownRoot
    depth = path.count - 1
    stackAnimates = true
    // NB: as the swipe ends, the path's write-back and the revealed screen's appearance, in
    // the order `appearanceFirst` says (the model cannot know of a swipe still running).
    let writeBack = Callback.pathWriteBack(Array(path.dropLast()))
    let appearance = Callback.screenAppeared(top)
    // NB: SwiftUI's stack shows the swipe's end already, whatever the views say before the
    // write-back reaches them.
    swiping = true
    for callback in appearanceFirst ? [appearance, writeBack] : [writeBack, appearance] {
      run(callback)
    }
    swiping = false
    look()
  }

  private func deliver(_ choice: Int) {
    let deliverable = owed.indices.filter { isDeliverable(owed[$0]) }
    guard !deliverable.isEmpty else { return }
    var chosen = deliverable[choice % deliverable.count]
    // NB: screens appear in the order SwiftUI shows them, one transition after another.
    if owed[chosen].isAppearance, let oldest = owed.firstIndex(where: \.isAppearance) {
      chosen = oldest
    }
    deliver(at: chosen)
  }

  private func deliver(at index: Int) {
    run(owed.remove(at: index))
  }

  /// SwiftUI makes `callback`.
  private func run(_ callback: Callback) {
    log.append(callback.description)
    switch callback {
    case .screenAppeared(let screen):
      if screen == top {
        switch platform.appearance {
        case .afterTransition: stackAnimates = false
        case .beforeTransition: stackEndsWithTime = true
        }
      }
      model.screenAppeared(screen)
    case .presentationAppeared(let id):
      appeared.insert(id)
      model.presentations.appeared(id)
    case .onDismiss(let level), .onDismissAbove(let level):
      model.presentations.dismissed(level: level)
    case .closedWriteBack(let shown): model.presentations.userClosed(shown)
    case .pathWriteBack(let path): model.stack.userSet(path)
    case .alertAction(let shown, let presents):
      model.presentations.button(of: shown) {
        // NB: the app checks the top first, as presenting what is on top is a mistake.
        if presents, flow.router.state.presented.last?.route != .share {
          change("present share from the alert") { flow.router.present(.share, completion: $0) }
        }
      }
    }
    look()
  }

  /// The transition time passes; whether a wait of the model's ended.
  @discardableResult private func fire() -> Bool {
    log.append("transition time passed")
    if stackEndsWithTime {
      stackEndsWithTime = false
      stackAnimates = false
    }
    return clock.fire()
  }

  /// SwiftUI's next update: the model's watch of the router, which runs a turn after the
  /// router changed, works out what the views draw (a change the render queue holds behind
  /// the one in flight reaches the views this way).
  private func nextUpdate() {
    log.append("next update")
    model.stack.refreshShown()
    look()
  }

  /// Whether a presentation slides in or away: UIKit takes no gesture meanwhile.
  private var presentationMoves: Bool { owed.contains(where: \.isPresentationTransition) }

  /// Under a full-screen cover, the screens below appear only once it goes.
  private func isDeliverable(_ callback: Callback) -> Bool {
    guard callback.isAppearance else { return true }
    return !onScreen.contains { $0.style.kind == .fullScreenCover }
  }

  /// SwiftUI draws the model's output: the stack's top, then what it binds and unbinds. A
  /// presentation bound while a push or a pop animates, or while another presentation slides
  /// in or away, is dropped: it never shows, and nothing is reported (as devices do).
  private func look() {
    // NB: an appearance of a screen no longer on top may still come; the model ignores it.
    let path = model.stack.shownPath
    let drawnTop = path.last ?? model.stack.shownRoot
    if !swiping, drawnTop != top || path.count != depth {
      top = drawnTop
      depth = path.count
      // NB: a stack under a full-screen cover is out of the window: it changes without moving,
      // and its top appears once the cover goes.
      stackAnimates = !onScreen.contains { $0.style.kind == .fullScreenCover }
      stackEndsWithTime = false
      owed.append(.screenAppeared(drawnTop))
      // NB: where the appearance comes as the transition begins (`onAppear`, on the Mac), it
      // comes as the update that draws the screen ends, before the views draw another.
      if platform.appearance == .beforeTransition, let drawn = owed.indices.last,
        isDeliverable(owed[drawn])
      {
        return deliver(at: drawn)
      }
    }
    let shown = model.presentations.shown
    // NB: the levels that go in one update go in one transition, from the lowest; every
    // sheet's `onDismiss` runs once it ends, in no documented order.
    var goesBelow = false
    for gone in onScreen where !shown.contains(where: { $0.id == gone.id }) {
      if gone.style.reportsDismissal {
        owed.append(goesBelow ? .onDismissAbove(level: gone.level) : .onDismiss(level: gone.level))
      }
      goesBelow = true
    }
    closedByUser = closedByUser.filter { id in shown.contains { $0.id == id } }
    dropped = dropped.filter { id in shown.contains { $0.id == id } }
    var kept = Set(onScreen.map(\.id))
    for new in shown where !kept.contains(new.id) {
      guard !closedByUser.contains(new.id), !dropped.contains(new.id) else { continue }
      // NB: on the Mac, whether SwiftUI drops a sheet bound during a push is not known (the
      // Mac checklist's first item records it); there only presentations drop one.
      // NB: what is presented over another presentation is presented from it, not the stack.
      let stackMoves = stackAnimates && platform.appearance == .afterTransition && new.level == 0
      // NB: nor over a presentation that is not on screen (closed by the user, or dropped).
      let below = shown.first { $0.level == new.level - 1 }
      let overNothing = below.map { !kept.contains($0.id) } ?? false
      guard !stackMoves, !overNothing, !owed.contains(where: \.isPresentationTransition) else {
        let why =
          overNothing
          ? "over a presentation not on screen"
          : "while \(stackMoves ? "a push or a pop" : "another presentation") moved"
        log.append("SwiftUI dropped \(new.presentation.route), bound \(why)")
        dropped.insert(new.id)
        continue
      }
      kept.insert(new.id)
      if new.style.reportsAppearance { owed.append(.presentationAppeared(new.id)) }
    }
    onScreen = shown.filter { kept.contains($0.id) && !closedByUser.contains($0.id) }
  }
}

extension SimulatedSwiftUI.Callback {
  var isAppearance: Bool {
    if case .screenAppeared = self { return true }
    return false
  }

  /// Whether a presentation still slides in or away until this callback comes.
  var isPresentationTransition: Bool {
    switch self {
    case .presentationAppeared, .onDismiss: true
    default: false
    }
  }
}
