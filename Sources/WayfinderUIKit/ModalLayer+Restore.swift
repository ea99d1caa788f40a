#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  // What UIKit takes away without the layer asking: a screen that closed itself, a
  // presentation it refused, the screens above a lower one dismissed, a base replaced. The
  // levels that went are reported to the router, and those the flows keep come back.

  extension ModalLayer {
    /// UIKit refused to present `screen` from `presenter`: reports it, closes its level (a flow
    /// that refuses to go keeps it in the state: presenting it again would be refused too),
    /// then runs `next`.
    func refused(
      _ screen: UIViewController, from presenter: UIViewController,
      then next: @escaping @MainActor () -> Void
    ) {
      guard let level = presented.firstIndex(where: { $0 === screen }) else { return next() }
      let route = shownPresentations[level].route
      reportIssue(
        "\(name): UIKit did not present the screen for \(route) from "
          + "\(type(of: presenter)), whose view is not in a window or which presents something "
          + "else; the presentation is closed. Draw the flow in a window (a renderer's "
          + "controller as a window's root, a tab, or a presented screen) before it presents.")
      removeLevels(from: level)
      router?.userDidNavigate(.closedPresentation(level: level))
      next()
    }

    /// A screen this layer presented was dismissed, whoever asked: the levels from its own up
    /// went with it.
    func screenWasDismissed(_ screen: UIViewController) {
      // NB: a level this layer dismissed itself was forgotten before it went. A plain screen
      // below that closed itself went first, with everything above it.
      guard let level = presented.firstIndex(where: { $0 === screen }) else { return }
      screensGone(from: min(level, levelGoneByItself() ?? level)) {}
    }

    /// Reports the levels UIKit took away without telling anyone, once the chain is still:
    /// as a presenter appears again, the dismissal that uncovered it may still be ending.
    func noticeScreensGone() {
      whenChainIsStill(base()) { [weak self] in
        guard let self, let gone = levelGoneByItself() else { return }
        screensGone(from: gone) {}
      }
    }

    /// The lowest level UIKit took away without telling anyone (a plain screen calling
    /// `dismiss(animated:)` itself, an alert the app made), noticed before anything is
    /// presented over a screen that is gone; `nil` when every level is on screen.
    func levelGoneByItself() -> Int? {
      guard heldUntilDismissed == nil, question == nil else { return nil }
      // NB: a screen UIKit took away with one below it, which comes back, is not gone.
      return presented.firstIndex {
        $0.presentingViewController == nil && !PresentationOwners.isMoving($0)
      }
    }

    /// The levels from `level` up are off the screen: each the router still holds there is
    /// reported as closed by the user, from the top down, so that the flows shown there end
    /// and what the router holds above them (a presentation not drawn yet) stays. The levels a
    /// flow keeps (its guard refuses, or asks first) come back, the one that asks with its
    /// question; then `next` runs.
    func screensGone(from level: Int, then next: @escaping @MainActor () -> Void) {
      let gone = Array(zip(presented[level...], shownPresentations[level...]))
      removeLevels(from: level)
      releaseGoneTransitionDelegates()
      guard let router else { return next() }
      var kept = gone.count
      while kept > 0 {
        let index = level + kept - 1
        let held = router.screens.presented
        // NB: a level the router no longer holds there was taken away by a change of its own.
        if index < held.count, held[index] == gone[kept - 1].1 {
          guard router.userDidNavigate(.closedPresentation(level: index)).isApplied else { break }
        }
        kept -= 1
      }
      guard kept > 0 else { return next() }
      restore(gone.prefix(kept)) { [self] in
        let top = level + kept - 1
        if let blocker = self.router?.userDismissalBlocker(downTo: top),
          case .leaveNeedsConfirmation(_, let prompt) = blocker.reason
        {
          let asked = presented.indices.contains(top) ? presented[top] : nil
          ask(prompt) { [weak self, weak asked] in
            self?.isTopAndUp(asked) == true
          } leave: { [weak self, weak asked] in
            self?.userConfirmed(level: top, asked: asked)
          }
        }
        next()
      }
    }

    func isBased(inside screens: [UIViewController]) -> Bool {
      var current: UIViewController? = base()
      while let controller = current {
        if screens.contains(where: { $0 === controller }) { return true }
        current = controller.parent
      }
      return false
    }

    func presentAgain(
      _ screen: UIViewController, from presenter: UIViewController,
      then next: @escaping @MainActor () -> Void
    ) {
      if let level = presented.firstIndex(where: { $0 === screen }) {
        shape(screen, as: shownPresentations[level], from: presenter)
      } else {
        pointPopover(of: screen, at: presenter)
      }
      presenter.present(screen, animated: false) { [self] in
        screen.presentationController?.delegate = events
        next()
      }
    }

    /// The base was replaced (a window's new root), and what was presented over the old one
    /// went with it: presents it again over the new base, then runs `next`.
    ///
    /// The same view controllers come back, without animation, so that what the user had in
    /// them stays.
    func presentAgainOverNewBase(then next: @escaping @MainActor () -> Void) {
      let kept = Array(zip(presented, shownPresentations))
      removeLevels(from: 0)
      restore(kept[...], then: next)
    }

    /// Presents `kept`, levels of this layer that UIKit took away, again as its top levels.
    func restore(
      _ kept: ArraySlice<(UIViewController, Presentation<ScreenRoute>)>,
      then next: @escaping @MainActor () -> Void
    ) {
      guard let (screen, presentation) = kept.first else { return next() }
      let presenter = topOfChain(from: presented.last ?? base())
      present(screen, showing: presentation, from: presenter, animated: false) { [self] in
        restore(kept.dropFirst(), then: next)
      }
    }
  }
#endif
