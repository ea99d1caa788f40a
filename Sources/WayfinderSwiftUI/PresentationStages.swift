import Observation
import Wayfinder

/// What a SwiftUI flow view presents, level by level, and how it reads SwiftUI's write-backs.
///
/// Platform-free, so every decision the views make is tested on Linux; the views only read
/// ``shown(at:style:)`` in their bindings and report what SwiftUI did.
///
/// - Identity: each presentation on screen has an id, captured by the binding that shows it. A
///   write-back changes only the presentation it was made for; one for a presentation that is
///   no longer on screen (SwiftUI sets an alert's `isPresented` to `false` after its button's
///   action, which may already have shown something else) is ignored.
/// - Stages: SwiftUI drops a second change made in the same update (a sheet replaced by a
///   cover, two levels at once), so the state is reached one step at a time: first what must go,
///   then one new level per stage, each once the transition before it has ended.
/// - Nothing shows above an alert or a confirmation dialog, which cannot present: what the state
///   has above one waits until it closes.
@MainActor
@Observable
final class PresentationStages<Route: Hashable & Codable & Sendable> {
  /// A presentation on screen, with the identity its bindings capture.
  struct Shown: Hashable, Identifiable, Sendable {
    /// Unique for the life of the stages: a route shown again gets a new id.
    let id: Int
    /// Its level: 0 over the flow's stack.
    let level: Int
    /// The route and style.
    let presentation: Presentation<Route>
  }

  /// What is on screen, bottom first.
  private(set) var shown: [Shown] = []

  @ObservationIgnored private weak var router: Router<Route>?
  @ObservationIgnored private var transitionStarted: @MainActor (Int) -> Void
  @ObservationIgnored private var running: Int?
  @ObservationIgnored private var nextID = 0

  /// Stages for `router`'s presentations. `transitionStarted` is called with the id of each
  /// presentation that starts to appear or disappear; the view calls ``transitionEnded(_:)``
  /// with it once SwiftUI is done (after the animation).
  init(router: Router<Route>, transitionStarted: @escaping @MainActor (Int) -> Void) {
    self.router = router
    self.transitionStarted = transitionStarted
  }

  /// Stages for `router`'s presentations whose transitions end `transitionTime` after they
  /// start: SwiftUI reports no end for a sheet's or an alert's animation.
  convenience init(router: Router<Route>, transitionTime: Duration) {
    self.init(router: router) { _ in }
    transitionStarted = { [weak self] id in
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: transitionTime)
        self?.transitionEnded(id)
      }
    }
  }

  /// The presentation at `level` when it is on screen in `style`.
  func shown(at level: Int, style: PresentationStyle) -> Shown? {
    guard level < shown.count, shown[level].presentation.style == style else { return nil }
    return shown[level]
  }

  /// The router's presentations changed: moves toward them, one stage at a time.
  func update() {
    guard running == nil, let router else { return }
    let target = router.presented
    var level = 0
    while level < shown.count, level < target.count, shown[level].presentation == target[level] {
      level += 1
    }
    if level < shown.count {
      let leaving = shown[level]
      shown.removeLast(shown.count - level)
      start(leaving.id)
      return
    }
    guard level < target.count else { return }
    if let below = shown.last, below.presentation.style.cannotPresent { return }
    let entering = Shown(id: nextID, level: level, presentation: target[level])
    nextID += 1
    shown.append(entering)
    start(entering.id)
  }

  /// The transition of the presentation `id` ended: the next stage starts.
  func transitionEnded(_ id: Int) {
    guard running == id else { return }
    running = nil
    update()
  }

  /// SwiftUI wrote back that `closed` is gone: a sheet swiped down, an alert answered. The
  /// router hears it when `closed` is still on screen and in the state; otherwise the
  /// write-back is stale and changes nothing.
  func userClosed(_ closed: Shown) {
    guard let index = shown.firstIndex(where: { $0.id == closed.id }) else { return }
    if let running, shown[index...].contains(where: { $0.id == running }) { self.running = nil }
    shown.removeLast(shown.count - index)
    if let router, index < router.presented.count,
      router.presented[index] == closed.presentation
    {
      router.userDidNavigate(.dismissedTo(count: index))
    }
    update()
  }

  /// A button of the alert or dialog `alert` was tapped: the alert is gone before `action`
  /// runs, so an action that presents the next screen presents it in the alert's place.
  func button(of alert: Shown, tapped action: () -> Void) {
    userClosed(alert)
    action()
  }

  private func start(_ id: Int) {
    running = id
    transitionStarted(id)
  }
}

extension PresentationStyle {
  /// Alerts and confirmation dialogs have no content to present from.
  fileprivate var cannotPresent: Bool { self == .alert || self == .confirmationDialog }
}
