@_spi(Rendering) import Wayfinder

/// The top screens of a container's stack as SwiftUI draws and shows them: which appearance
/// ends the stack change in flight, and whether a new presentation must wait for the stack.
///
/// SwiftUI drops a presentation bound in the same update as a push, and the views may draw a
/// stack change before the render queue hands it over (they follow the router, and a change
/// made while another is drawn waits in the queue), so the model cannot go by the changes it
/// is handed alone.
struct StackTops {
  /// A top screen, with the number of screens pushed below and including it: another screen
  /// of the same route pushed is another screen.
  struct Top: Equatable {
    let screen: ScreenRoute
    let depth: Int

    /// The top of `screens`: the selected tab's, for a tab flow.
    init(of screens: FlowState<ScreenRoute>) {
      screen = screens.path.last ?? screens.root
      depth = screens.path.count
    }

    init(screen: ScreenRoute, depth: Int) {
      self.screen = screen
      self.depth = depth
    }
  }

  /// The top screen drawn last (handed over, changed by the user, or seen appear), to tell
  /// whether a stack change shows another screen, whose appearance SwiftUI reports: one of
  /// another route, or of the same route pushed at another depth.
  var drawn: Top?
  /// The top screen of the stack change in flight, as the render handed it over: its
  /// appearance ends that change even once the router has moved on.
  private(set) var rendered: Top?
  /// The top the views draw, once it has appeared (or the change showing it counted as shown).
  private(set) var appeared: Top?

  /// The views' moves when the change in flight was handed over and drawn.
  private var renderedAt = 0

  /// A render handed over a change whose top is `top`, which the views now draw.
  mutating func render(_ top: Top) {
    drawn = top
    rendered = top
    renderedAt = moves
  }

  /// The tops the views moved to whose appearance has not come, oldest first: SwiftUI reports
  /// the appearances of the screens it shows in the order it shows them.
  private var awaited: [Top] = []

  /// The top the appearance of `screen` shows, which is awaited no more, nor is any drawn
  /// before it: the oldest awaited top of that route (a screen's appearance names its route
  /// only, and a route may be on the stack at several depths), or else the views' top `views`
  /// when it is of that route and has not appeared (drawn before the model watched); `nil`
  /// when the views did not draw it (yet: the screen a back swipe uncovers may appear before
  /// the path is written back).
  mutating func top(appearing screen: ScreenRoute, views: Top) -> Top? {
    if let index = awaited.firstIndex(where: { $0.screen == screen }) {
      let top = awaited[index]
      awaited.removeFirst(index + 1)
      return top
    }
    // NB: the views' top appeared once already: one of its route appearing is another screen.
    return screen == views.screen && appeared != views ? views : nil
  }

  /// Whether a stack change to `top` waits for its appearance, while the views draw `views`:
  /// not once it appeared; yes for another screen than the one drawn last (another route, or
  /// the same route at another depth, pushed anew or uncovered by a pop), and for one the views
  /// drew before the change was handed over, which has not appeared yet. The same route at the
  /// same depth, with screens below it changed, may stay on screen and report nothing.
  func awaitsAppearance(of top: Top, views: Top) -> Bool {
    appeared != top && (drawn != top || views == top)
  }

  /// The stack change handed over last counted as shown: the views' top `views` is on screen
  /// when it is that change's (the views may have drawn a later one, still moving).
  mutating func changeShown(views: Top) {
    if views == rendered, moves == renderedAt { appeared = views }
  }

  /// The views' top `views` is on screen (the view appeared, or the selected tab's content).
  mutating func shown(_ views: Top) {
    appeared = views
  }

  /// Counts the tops the views moved to, so that an appearance waited on for the transition
  /// time counts only if they did not move meanwhile (and back: a screen pushed and popped).
  private(set) var moves = 0

  /// The views are to draw another top, `views`: it is the top drawn last now, and it has not
  /// appeared yet, even when it is one that appeared before.
  ///
  /// Returns whether `views` appeared already: the screen a back swipe uncovers may appear
  /// before NavigationStack writes the path back.
  mutating func viewsMoved(to views: Top) -> Bool {
    // NB: only a screen uncovered (the views went back) can have appeared first; any other
    // appearance that matched nothing is a stale one (a screen passed, or under a cover).
    let uncovered = views.depth < (drawn?.depth ?? 0)
    drawn = views
    appeared = nil
    moves += 1
    defer {
      early = nil
      uncoveredNotTaken = nil
    }
    guard !uncovered || early != views.screen else { return true }
    // NB: bounded: appearances SwiftUI never sends (screens passed in one update) must not
    // pile up.
    if awaited.count == 16 { awaited.removeFirst() }
    awaited.append(views)
    return false
  }

  /// A screen that appeared before the views drew it: the one a back swipe uncovered, whose
  /// appearance came before NavigationStack wrote the path back.
  private var early: ScreenRoute?

  /// `screen` appeared while the views drew another top: it counts once the views draw it,
  /// unless it is the screen a going back that was not taken uncovered (``goneBackTo``).
  mutating func appearedEarly(_ screen: ScreenRoute) {
    if screen == uncoveredNotTaken {
      uncoveredNotTaken = nil
      return
    }
    early = screen
  }

  /// The screen a going back uncovered that was not taken, whose appearance may still come
  /// and shows nothing the views draw.
  private var uncoveredNotTaken: ScreenRoute?

  /// The user's going back to `screen` was not taken: its appearance, if it comes, is stale.
  mutating func goneBackTo(_ screen: ScreenRoute) {
    uncoveredNotTaken = screen
    if early == screen { early = nil }
  }

  /// Whether a new presentation waits: the views draw a top that has not appeared yet, or the
  /// router's top `router` is one they have not drawn yet (they will, at SwiftUI's next update).
  func holdPresentations(views: Top, router: Top) -> Bool {
    appeared != views || router != views
  }
}

extension NavigationStep where Route == ScreenRoute {
  /// Whether the step changes the stack, its root or the selected tab: what is shown once a
  /// screen (or the selected tab's content) has appeared.
  var changesStack: Bool {
    switch self {
    case .push, .pop, .setRoot, .setTabs, .selectTab: true
    // NB: a container's screens carry their transitions (`ScreenRoute.transition`).
    case .setBarHidden, .present, .dismiss, .setTabItem, .arrangeTabs, .restyle, .setSplit,
      .setTransition:
      false
    }
  }
}
