@_spi(Rendering) import Wayfinder

/// A renderer for tests: it records every list of steps its router's container hands it and
/// keeps the screens it would show.
///
/// ```swift
/// @_spi(Rendering) import Wayfinder
/// @_spi(Rendering) import WayfinderTesting
///
/// let screens = RecordingRenderer.attach(to: flow.router)
/// flow.router.push(.thread(id: 1))
/// #expect(screens.batches == [[.push([.thread(id: 1)])]])
/// #expect(screens.shown == flow.router.screens)
/// ```
///
/// It sees one flat stack per navigation container, as a `UINavigationController` would:
/// screens of child flows pushed onto the stack appear among the flow's own. ``batches`` gives
/// the steps typed with the router's route type, ``screenBatches`` all of them.
///
/// Changes the user makes are on screen already and are not rendered; after simulating one,
/// ``shown`` follows the router's screens through ``userDidNavigate(_:on:)``.
@_spi(Rendering)
@MainActor
public final class RecordingRenderer<Route: Hashable & Codable & Sendable>: NavigationRenderer {
  /// Every list of steps received, in order.
  public private(set) var screenBatches: [[NavigationStep<ScreenRoute>]] = []
  /// Whether each list was to be animated.
  public private(set) var animations: [Bool] = []
  /// The screens as this renderer shows them: the router's screens when attached, with every
  /// step applied.
  public private(set) var shown: FlowState<ScreenRoute>
  /// The errors of steps that did not fit the screens; empty when the router is consistent.
  public private(set) var mismatches: [NavigationError] = []
  /// Whether rendering completes at once; when `false`, ``completePending()`` completes it.
  public var completesImmediately = true
  private var pending: [@MainActor () -> Void] = []

  /// Creates a renderer showing `screens`; ``attach(to:)`` makes one for a router.
  package init(showing screens: FlowState<ScreenRoute>) {
    shown = screens
  }

  /// Creates a renderer for `router`, makes it the router's renderer and returns it.
  public static func attach(to router: Router<Route>) -> RecordingRenderer {
    let renderer = RecordingRenderer(showing: router.screens)
    router.renderer = renderer
    return renderer
  }

  /// Every list of steps received, typed with `Route`; a step showing a route of another type
  /// (a pushed child flow's) is left out: read ``screenBatches`` for those.
  public var batches: [[NavigationStep<Route>]] {
    screenBatches.map { batch in batch.compactMap { $0.routes(as: Route.self) } }
  }

  /// Every step received, in order, typed as in ``batches``.
  public var steps: [NavigationStep<Route>] { batches.flatMap { $0 } }

  /// Records `steps`, applies them to ``shown`` and completes (now or later).
  public func render(
    _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    screenBatches.append(steps)
    animations.append(animated)
    do throws(NavigationError) {
      shown = try shown.applying(steps)
    } catch {
      mismatches.append(error)
    }
    if completesImmediately { completion() } else { pending.append(completion) }
  }

  /// Completes every rendering held back while ``completesImmediately`` was `false`.
  public func completePending() {
    let pending = self.pending
    self.pending.removeAll()
    for completion in pending { completion() }
  }

  /// Reports a change the user made on these screens to `router`, as a UI would, and shows
  /// the result.
  @discardableResult
  public func userDidNavigate(_ change: UserNavigation<Route>, on router: Router<Route>)
    -> NavigationChange
  {
    let before = router.screens
    let result = router.userDidNavigate(change)
    // NB: the user changed what this renderer shows, which may lag behind the router's screens
    // while a render is in flight: the user's change is applied to it, not the router's state.
    shown = shown.withUserChange(from: before, to: router.screens)
    return result
  }

  /// Forgets the recorded steps, keeping ``shown``.
  public func reset() {
    screenBatches.removeAll()
    animations.removeAll()
    mismatches.removeAll()
  }
}
