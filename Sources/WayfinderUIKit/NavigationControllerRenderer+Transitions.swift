#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  // The app's own transitions: the animators of pushes and pops, the app's delegate of the
  // navigation controller, and the pop the app's gesture drives.
  extension NavigationControllerRenderer {
    /// The app's delegate of the navigation controller, which the renderer keeps for itself:
    /// it hears `willShow` and `didShow`, and gives the animator of a change when
    /// ``stackAnimation`` gives none. Interactive transitions start with
    /// ``beginInteractivePop(driving:)``; interface orientations come from the view
    /// controllers. The renderer refers to it weakly, as UIKit does to a delegate.
    public var navigationDelegate: (any UINavigationControllerDelegate)? {
      get { transitions.forward }
      set {
        transitions.forward = newValue
        chooseDelegate()
      }
    }

    /// Makes the navigation controller's delegate the one that answers animation calls only
    /// while the app asks for animations (see ``TransitionEvents``), and gives the edge swipe
    /// the renderer's gesture delegate again.
    func chooseDelegate() {
      let animates = stackAnimation != nil || transitions.forward != nil
      let wanted: any UINavigationControllerDelegate = animates ? transitions : events
      for navigation in [navigationController] + (columns.map { [$0.detailNavigation] } ?? [])
      where navigation.delegate !== wanted {
        navigation.delegate = wanted
        events.standIn(forPopGesture: navigation.interactivePopGestureRecognizer)
      }
    }

    /// The app's animator for a push or a pop from `from` to `to`, two screens this renderer
    /// made.
    func animator(
      for operation: UINavigationController.Operation, from: UIViewController,
      to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      guard let stackAnimation, !edgeSwipeRuns, !contentPanRuns,
        let fromRoute = routes.route(of: from), let toRoute = routes.route(of: to)
      else { return nil }
      return stackAnimation(
        StackTransition(operation: operation, from: fromRoute, to: toRoute, isInteractive: false))
    }

    /// Whether iOS 26's pan in the content is popping the top screen now: given the app's
    /// animator, UIKit would run the pop at once, not under the finger, so a slight pan
    /// popped; without one UIKit follows the pan.
    private var contentPanRuns: Bool {
      guard #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return false }
      let state = activeNavigation.interactiveContentPopGestureRecognizer?.state
      return state == .began || state == .changed
    }

    /// Starts popping the top screen as the user's gesture of the app's own, driven by
    /// `interaction` (a `UIPercentDrivenInteractiveTransition` the gesture updates and finishes
    /// or cancels), with the animator ``stackAnimation`` gives for it.
    ///
    /// ```swift
    /// case .began:
    ///   interaction = UIPercentDrivenInteractiveTransition()
    ///   renderer.beginInteractivePop(driving: interaction)
    /// case .changed: interaction.update(progress)
    /// case .ended: progress > 0.5 ? interaction.finish() : interaction.cancel()
    /// ```
    ///
    /// Like the edge swipe, the pop reaches the router only once the user completes it (a
    /// cancelled one changes nothing), and it does not begin when there is nothing to pop, a
    /// transition runs, or a flow on the way out refuses to leave or asks first (then its
    /// question is asked). Without an animator from ``stackAnimation`` UIKit cannot drive the
    /// pop: that is reported and nothing begins; nor while UIKit shows the stack in the More
    /// navigation controller (its tab picked from the More list), whose delegate gives none.
    ///
    /// - Returns: Whether the pop began.
    @discardableResult
    public func beginInteractivePop(
      driving interaction: any UIViewControllerInteractiveTransitioning
    ) -> Bool {
      // NB: the More navigation controller's delegate is the tab bar renderer's, which gives
      // UIKit no animator: there is nothing to drive.
      if lentTo != nil {
        reportIssue(
          "\(Self.name): an interactive pop cannot be driven while the stack shows in the More "
            + "navigation controller (its tab was picked from the More list); it did not begin.")
        return false
      }
      let navigation = activeNavigation
      let shown = navigation.viewControllers
      // NB: outside a window UIKit changes the stack at once, with no transition to drive.
      guard navigation.viewIfLoaded?.window != nil, !transitions.hasPendingPop,
        mayPop(requiringBar: false)
      else { return false }
      let request = routes.route(of: shown[shown.count - 1]).flatMap { from in
        routes.route(of: shown[shown.count - 2]).map { to in
          StackTransition(operation: .pop, from: from, to: to, isInteractive: true)
        }
      }
      guard let request, let animator = stackAnimation?(request) else {
        reportIssue(
          "\(Self.name): an interactive pop needs an animator: stackAnimation gave none for "
            + "the pop from the top screen, so UIKit could not drive it and it did not begin.")
        return false
      }
      transitions.popInteractively(with: animator, driving: interaction)
      navigation.setViewControllers(Array(shown.dropLast()), animated: true)
      // NB: UIKit may not undo a stack change whose interactive transition the user cancels
      // (openradar 14794181 reports `viewControllers` out of step with the screen): the old top
      // shows again while `viewControllers` may lack it, and a later back swipe would report a
      // pop the user cancelled. The renderer sets it back, a change of nothing when UIKit did.
      navigation.transitionCoordinator?.animate(alongsideTransition: nil) {
        [weak navigation] context in
        guard context.isCancelled, let navigation,
          !navigation.viewControllers.elementsEqual(shown, by: ===)
        else { return }
        navigation.setViewControllers(shown, animated: false)
      }
      return true
    }
  }
#endif
