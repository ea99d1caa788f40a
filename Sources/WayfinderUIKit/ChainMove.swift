#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// A layer of presentations that can present one of its screens again.
  @MainActor
  protocol PresentationOwner: AnyObject {
    /// Whether this layer presents over `screens` or a view controller inside one of them.
    func isBased(inside screens: [UIViewController]) -> Bool
    /// Presents `screen`, one of this layer's levels that UIKit took away with a screen below
    /// it, again from `presenter`, then runs `next`.
    func presentAgain(
      _ screen: UIViewController, from presenter: UIViewController,
      then next: @escaping @MainActor () -> Void)
  }

  /// Which layer presented each screen of the window chains the adapter draws.
  ///
  /// NB: UIKit keeps one presentation chain per window, and dismissing a screen takes every
  /// screen above it away, whoever presented them; their owners are looked up here to present
  /// them again.
  @MainActor
  enum PresentationOwners {
    private struct Entry {
      weak var screen: UIViewController?
      weak var owner: (any PresentationOwner)?
      /// Whether UIKit took the screen away with one below it, and a ``ChainMove`` presents it
      /// again.
      var isMoving = false
    }
    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// `owner` presented `screen`.
    static func record(_ screen: UIViewController, by owner: any PresentationOwner) {
      entries = entries.filter { $0.value.screen != nil && $0.value.owner != nil }
      entries[ObjectIdentifier(screen)] = Entry(screen: screen, owner: owner)
    }

    /// `screen` is no longer presented by its owner.
    static func forget(_ screen: UIViewController) {
      entries[ObjectIdentifier(screen)] = nil
    }

    /// Whether `screen` is away only while a ``ChainMove`` brings it back.
    static func isMoving(_ screen: UIViewController) -> Bool {
      guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else {
        return false
      }
      return entry.isMoving
    }

    /// Marks `screen`, recorded by its layer, as moving or not.
    static func setMoving(_ screen: UIViewController, _ moving: Bool) {
      let key = ObjectIdentifier(screen)
      guard entries[key]?.screen === screen else { return }
      entries[key]?.isMoving = moving
    }

    /// The live layer that presented `screen`.
    static func owner(of screen: UIViewController) -> (any PresentationOwner)? {
      guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else {
        return nil
      }
      return entry.owner
    }
  }

  /// Screens UIKit is about to take away with a screen below them, while their layers still
  /// show them: their dismissal is not reported as theirs, and their owners present them
  /// again afterwards, bottom first.
  @MainActor
  struct ChainMove {
    private let above: [UIViewController]
    private let hooks: [(@MainActor () -> Void)?]
    private let kept: [(UIViewController, any PresentationOwner)]

    /// Starts moving what is presented above `screen`: the screens of live layers that do not
    /// present over `leaving` (the screens going for good, whose flows' screens go with them)
    /// nor are `excluded` come back.
    init(
      above screen: UIViewController, leaving: [UIViewController],
      excluding excluded: (any PresentationOwner)? = nil
    ) {
      var above: [UIViewController] = []
      var current = screen
      while let next = current.presentedViewController, next !== current,
        next.presentingViewController === current
      {
        above.append(next)
        current = next
      }
      self.above = above
      hooks = above.map { ($0 as? ReportsDismissal)?.wasDismissed }
      for screen in above { (screen as? ReportsDismissal)?.wasDismissed = nil }
      kept = above.compactMap { screen in
        guard let owner = PresentationOwners.owner(of: screen), owner !== excluded,
          !owner.isBased(inside: leaving)
        else { return nil }
        return (screen, owner)
      }
      for (screen, _) in kept { PresentationOwners.setMoving(screen, true) }
    }

    /// Presents the kept screens again from the top of `base`'s chain, each through its
    /// owner, then runs `next`.
    func finish(over base: UIViewController, then next: @escaping @MainActor () -> Void) {
      present(kept[...], over: base) { [above, hooks, kept] in
        for (screen, _) in kept { PresentationOwners.setMoving(screen, false) }
        for (screen, hook) in zip(above, hooks) {
          (screen as? ReportsDismissal)?.wasDismissed = hook
        }
        next()
      }
    }

    private func present(
      _ screens: ArraySlice<(UIViewController, any PresentationOwner)>,
      over base: UIViewController, then next: @escaping @MainActor () -> Void
    ) {
      guard let (screen, owner) = screens.first else { return next() }
      owner.presentAgain(screen, from: topOfChain(from: base)) {
        present(screens.dropFirst(), over: base, then: next)
      }
    }
  }

  /// The view controller at the top of the window's presentation chain above `start`.
  ///
  /// UIKit keeps one chain per window, and it hands a request from a view controller that is
  /// already presenting (or whose ancestor is, such as a tab bar whose tab's flow showed a
  /// sheet) to that view controller, which refuses it: a layer presents from the top.
  @MainActor
  func topOfChain(from start: UIViewController) -> UIViewController {
    var top = start
    while let above = top.presentedViewController, above !== top { top = above }
    return top
  }

  /// The transition running anywhere in the window's presentation chain through `screen` (a
  /// presentation, a dismissal, the user dragging a sheet), if any.
  @MainActor
  func runningTransition(
    inChainOf screen: UIViewController
  ) -> (any UIViewControllerTransitionCoordinator)? {
    var bottom = screen
    while let below = bottom.presentingViewController, below !== bottom { bottom = below }
    var current = bottom
    while true {
      if let running = current.transitionCoordinator { return running }
      guard let above = current.presentedViewController, above !== current else { return nil }
      current = above
    }
  }

  /// Runs `next` once no transition runs in `screen`'s presentation chain: at once when none
  /// does, otherwise a turn of the run loop after the running one ended.
  ///
  /// NB: UIKit presents and dismisses nothing in a chain while a transition runs there, and
  /// Apple documents no order between a transition's end and its coordinator's completions, so
  /// the chain is looked at again a turn later; a coordinator that takes no completion is
  /// waited for a turn at a time.
  @MainActor
  func whenChainIsStill(_ screen: UIViewController, then next: @escaping @MainActor () -> Void) {
    guard let running = runningTransition(inChainOf: screen) else { return next() }
    let again: @MainActor () -> Void = { nextTurn { whenChainIsStill(screen, then: next) } }
    if !running.animate(alongsideTransition: nil, completion: { _ in again() }) { again() }
  }

  /// Runs `next` on the next turn of the run loop: a zero-length animation's completion runs
  /// "at the beginning of the next run loop cycle".
  @MainActor
  func nextTurn(_ next: @escaping @MainActor () -> Void) {
    UIView.animate(withDuration: 0, animations: {}, completion: { _ in next() })
  }
#endif
