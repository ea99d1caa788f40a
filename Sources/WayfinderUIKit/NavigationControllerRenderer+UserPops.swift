#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  // The user's way back: a back swipe or the back button reported to the router, the edge
  // swipe let begin or not, a flow's refusal undone and its question asked.
  extension NavigationControllerRenderer {
    /// A back swipe or the back button left fewer screens than the state has. When a flow on
    /// the way out does not let the user go, the screens come back; when it asks to confirm,
    /// the user is asked, and leaving pops them again.
    func userMayHavePopped(_ navigation: UINavigationController) {
      edgeSwipeRuns = false
      // NB: the navigation controller a split view no longer shows (the width changed) is
      // emptied, not popped.
      guard navigation === activeNavigation, !navigation.viewControllers.isEmpty else { return }
      let shown = stackCount(shownBy: navigation)
      guard shown < screens.count, shown > 0, let router else { return }
      let depth = shown - 1
      // NB: the screens are what UIKit shows before the router hears of the pop: a flow's
      // `onEnd` that navigates reaches `render` from inside the report, and starts from them.
      let popped = screens[shown...]
      screens.removeLast(popped.count)
      let refusal = router.userDidNavigate(.poppedTo(depth: depth)).error
      switch refusal?.reason {
      case .leaveRefused, .leaveNeedsConfirmation:
        break
      default:
        // NB: applied, or the state had already lost those screens (code popped them during
        // the swipe).
        return
      }
      // NB: UIKit has finished the pop; a flow kept the screens, so they go back (unless what
      // the guard ran drew another stack meanwhile).
      guard screens.count == shown else { return }
      screens += popped
      navigation.setViewControllers(inNavigation(screens), animated: false)
      guard case .leaveNeedsConfirmation(_, let prompt) = refusal?.reason else { return }
      // NB: UIKit presents nothing while the pop's transition is still ending.
      afterTransition { [weak self] in self?.askToGoBack(prompt, toDepth: depth) }
    }

    /// Whether the user's edge swipe may begin: there is a screen to go back to, no transition
    /// runs, and every flow whose screens would go lets the user go. A flow that asks to
    /// confirm gets its question at once.
    func userMayStartPop() -> Bool {
      let begins = mayPop(requiringBar: true)
      edgeSwipeRuns = begins
      return begins
    }

    /// Whether the user may pop the top screen now, with a gesture that needs the back button
    /// shown (the edge swipe) or not (the app's own).
    func mayPop(requiringBar: Bool) -> Bool {
      let navigation = activeNavigation
      guard navigation.viewControllers.count > 1 + screensBelow(in: navigation),
        stackCount(shownBy: navigation) == screens.count,
        navigation.transitionCoordinator == nil,
        !requiringBar || showsBackButton(navigation)
      else { return false }
      let depth = screens.count - 2
      guard let blocker = router?.userPopBlocker(toDepth: depth) else { return true }
      if case .leaveNeedsConfirmation(_, let prompt) = blocker.reason {
        askToGoBack(prompt, toDepth: depth)
      }
      return false
    }

    /// Whether `navigation` shows a back button: its bar is shown and its top screen neither
    /// hides the button nor shows left items in its place (`navigationBarBackButtonHidden(_:)`
    /// in a SwiftUI screen hides it too). UIKit's own delegate lets no edge swipe begin
    /// without one.
    private func showsBackButton(_ navigation: UINavigationController) -> Bool {
      guard !navigation.isNavigationBarHidden else { return false }
      guard let item = navigation.viewControllers.last?.navigationItem else { return true }
      return !item.hidesBackButton
        && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
    }

    /// Asks the user `prompt` before going back to `depth` routes above the root; leaving pops,
    /// unless the stack changed meanwhile (the answer was about other screens).
    func askToGoBack(_ prompt: String, toDepth depth: Int) {
      let asked = screens
      modals.ask(prompt) { [weak self] in
        // NB: still about these screens, with nothing presented over them.
        guard let self else { return false }
        return screens.elementsEqual(asked, by: ===) && modals.presented.isEmpty
      } leave: { [weak self] in
        guard let self, screens.elementsEqual(asked, by: ===) else { return }
        userConfirmedPop(toDepth: depth)
      }
    }

    /// The user confirmed going back to `depth` routes above the root: the flows there are
    /// confirmed and the screens popped.
    func userConfirmedPop(toDepth depth: Int) {
      guard depth + 1 < screens.count, let router else { return }
      // NB: as in `userMayHavePopped`, what the flows' ends draw starts from the screens that
      // stay; when it draws a stack, it takes the confirmed screens away with it.
      let shown = screens
      screens.removeLast(screens.count - depth - 1)
      let staying = screens
      guard router.userConfirmedPop(toDepth: depth).isApplied else {
        if screens.elementsEqual(staying, by: ===) { screens = shown }
        return
      }
      guard screens.elementsEqual(staying, by: ===) else { return }
      activeNavigation.setViewControllers(inNavigation(screens), animated: true)
    }
  }
#endif
