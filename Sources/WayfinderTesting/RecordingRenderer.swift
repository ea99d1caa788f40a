import Wayfinder

/// A renderer for tests: it records every list of steps a router hands it and keeps the
/// screens it would show as a ``Wayfinder/FlowState``.
///
/// ```swift
/// let screens = RecordingRenderer.attach(to: flow.router)
/// try flow.router.push(.thread(id: 1))
/// #expect(screens.batches == [[.push([.thread(id: 1)])]])
/// #expect(screens.shown == flow.router.state)
/// ```
///
/// Changes the user makes are on screen already and are not rendered; after simulating one,
/// ``shown`` follows the router's state through ``userDidNavigate(_:on:)``.
@MainActor
public final class RecordingRenderer<Route: Hashable & Codable & Sendable>: NavigationRenderer {
  /// Every list of steps received, in order.
  public private(set) var batches: [[NavigationStep<Route>]] = []
  /// Whether each list was to be animated.
  public private(set) var animations: [Bool] = []
  /// The screens as this renderer shows them: the router's state when attached, with every
  /// step applied.
  public private(set) var shown: FlowState<Route>
  /// The errors of steps that did not fit the screens; empty when the router is consistent.
  public private(set) var mismatches: [NavigationError] = []
  /// Whether rendering completes at once; when `false`, ``completePending()`` completes it.
  public var completesImmediately = true
  private var pending: [@MainActor () -> Void] = []

  /// Creates a renderer showing `state`.
  public init(showing state: FlowState<Route>) {
    shown = state
  }

  /// Creates a renderer for `router`, makes it the router's renderer and returns it.
  public static func attach(to router: Router<Route>) -> RecordingRenderer {
    let renderer = RecordingRenderer(showing: router.state)
    router.renderer = renderer
    return renderer
  }

  /// Every step received, in order.
  public var steps: [NavigationStep<Route>] { batches.flatMap { $0 } }

  /// Records `steps`, applies them to ``shown`` and completes (now or later).
  public func render(
    _ steps: [NavigationStep<Route>], animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    batches.append(steps)
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
    -> UserNavigationResult
  {
    let result = router.userDidNavigate(change)
    shown = router.state
    return result
  }

  /// Forgets the recorded steps, keeping ``shown``.
  public func reset() {
    batches.removeAll()
    animations.removeAll()
    mismatches.removeAll()
  }
}
