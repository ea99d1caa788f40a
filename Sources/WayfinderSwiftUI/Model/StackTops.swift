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
  /// whether a stack change shows another screen, whose appearance SwiftUI reports.
  var drawn: ScreenRoute?
  /// The top screen of the stack change in flight, as the render handed it over: its
  /// appearance ends that change even once the router has moved on.
  private(set) var rendered: ScreenRoute?
  /// The top the views draw, once it has appeared (or the change showing it counted as shown).
  private(set) var appeared: Top?

  /// A render handed over a change whose top is `top`.
  mutating func render(_ top: ScreenRoute) {
    drawn = top
    rendered = top
  }

  /// Whether the appearance of `screen` shows the router's top `top`, or, while a stack change
  /// is in flight (`pending`), that change's own top before the router's appeared (after it,
  /// it is a late callback of a screen no longer on top).
  func shows(_ screen: ScreenRoute, top: ScreenRoute, pending: Bool) -> Bool {
    screen == top || (pending && screen == rendered && drawn != top)
  }

  /// `screen` appeared while the views draw `views`: when it is their top, that top is on
  /// screen.
  mutating func appeared(_ screen: ScreenRoute, views: Top) {
    if screen == views.screen { appeared = views }
  }

  /// The views' top `views` counts as on screen (the change showing it counted as shown).
  mutating func shown(_ views: Top) {
    appeared = views
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
    case .setBarHidden, .present, .dismiss, .setTabItem, .restyle, .setSplit: false
    }
  }
}
