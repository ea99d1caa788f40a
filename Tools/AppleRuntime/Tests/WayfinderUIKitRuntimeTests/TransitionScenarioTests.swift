import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// An animator that ends its transition when the test says so, or, once `automatic`, after
/// its animation, as animators do.
@MainActor
final class HeldAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var automatic = false
  private(set) var contexts: [any UIViewControllerContextTransitioning] = []

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    contexts.append(transitionContext)
    guard automatic else { return }
    UIView.animate(
      withDuration: 0.3, animations: {},
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  /// Ends the last transition it animates.
  func complete() {
    contexts.last?.completeTransition(true)
  }
}

/// Gives a presentation's and a dismissal's animators.
@MainActor
final class PresentationAnimations: NSObject, UIViewControllerTransitioningDelegate {
  let presenting: HeldAnimator
  let dismissing: HeldAnimator

  init(presenting: HeldAnimator = HeldAnimator(), dismissing: HeldAnimator = HeldAnimator()) {
    self.presenting = presenting
    self.dismissing = dismissing
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { self.presenting }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { dismissing }
}

/// The app's own delegate of the navigation controller, which the renderer keeps.
@MainActor
final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
  var heard: [String] = []
  let animator = HeldAnimator()

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) { heard.append("willShow \(viewController.title ?? "?")") }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { heard.append("didShow \(viewController.title ?? "?")") }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// Pushes, pops and presentations animated by the app's animators, and a pop the app's own
/// gesture drives.
@MainActor
@Suite("UIKit adapter on the stand-in: the app's transitions")
struct TransitionScenarioTests {
  @Test func aPushIsAnimatedByTheAppsAnimatorAndOnScreenOnlyOnceItCompletes() async {
    let scene = Scene()
    let animator = HeldAnimator()
    var asked: [String] = []
    scene.renderer.stackAnimation = { transition in
      asked.append(
        "\(transition.operation == .push ? "push" : "pop") \(transition.from) → \(transition.to)")
      return transition.to.as(ChatRoute.self) == .thread(1) ? animator : nil
    }
    var shown = false
    let pushing = Task { @MainActor in
      await scene.flow.router.push(.thread(1)).onScreen()
      shown = true
    }
    for _ in 0..<5 { await Task.yield() }
    StandIn.advance(by: 5)
    for _ in 0..<5 { await Task.yield() }
    #expect(asked == ["push list → thread(1)"])
    #expect(animator.contexts.count == 1)
    #expect(!shown)
    animator.complete()
    await runClock { shown }
    await pushing.value
    #expect(shown)
    #expect(scene.stack == ["list", "thread(1)"])
    scene.expectNoComplaints()
  }

  @Test(arguments: [true, false])
  func thePopTheAppsGestureDrivesReachesTheStateOnlyWhenCompleted(completes: Bool) {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    let animator = HeldAnimator()
    animator.automatic = true
    var interactive: [Bool] = []
    scene.renderer.stackAnimation = { transition in
      interactive.append(transition.isInteractive)
      return animator
    }
    let interaction = UIPercentDrivenInteractiveTransition()
    #expect(scene.renderer.beginInteractivePop(driving: interaction))
    interaction.update(0.4)
    StandIn.settle()
    #expect(scene.flow.router.state.path == [.thread(1)])
    if completes { interaction.finish() } else { interaction.cancel() }
    StandIn.settle()
    #expect(scene.flow.router.state.path == (completes ? [] : [.thread(1)]))
    #expect(scene.stack == (completes ? ["list"] : ["list", "thread(1)"]))
    #expect(interactive.allSatisfy { $0 } && !interactive.isEmpty)
    scene.expectNoComplaints()
  }

  // N12: with the app's animator for pops, iOS 26's pan in the content asked for it, and UIKit
  // ran the pop at once instead of under the finger: a slight pan popped.
  @Test func aSlightPanInTheContentPopsNothingWhereTheAppAnimatesPops() {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    let animator = HeldAnimator()
    animator.automatic = true
    var asked: [StackTransition] = []
    scene.renderer.stackAnimation = { transition in
      asked.append(transition)
      return animator
    }
    StandIn.userSwipesBack(in: scene.navigation, completes: false, fromContent: true)
    StandIn.settle()
    #expect(asked.isEmpty)
    #expect(scene.flow.router.state.path == [.thread(1)])
    #expect(scene.stack == ["list", "thread(1)"])
    // A pop from code still has the app's animator.
    scene.flow.router.pop()
    StandIn.settle()
    #expect(asked.count == 1)
    #expect(scene.stack == ["list"])
    scene.expectNoComplaints()
  }

  // K5: UIKit does not undo a stack change whose interactive transition was cancelled
  // (rule X2): a later back swipe reported a pop the user had cancelled.
  @Test func afterACancelledPopTheUsersNextSwipePopsOneScreen() {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    scene.flow.router.push(.thread(2), animated: false)
    StandIn.settle()
    let animator = HeldAnimator()
    animator.automatic = true
    scene.renderer.stackAnimation = { $0.isInteractive ? animator : nil }
    let interaction = UIPercentDrivenInteractiveTransition()
    #expect(scene.renderer.beginInteractivePop(driving: interaction))
    interaction.cancel()
    StandIn.settle()
    #expect(scene.stack == ["list", "thread(1)", "thread(2)"])
    StandIn.userTapsBack(in: scene.navigation)
    StandIn.settle()
    #expect(scene.flow.router.state.path == [.thread(1)])
    #expect(scene.stack == ["list", "thread(1)"])
    scene.expectNoComplaints()
  }

  @Test func anInteractivePopWithoutAnAnimatorIsReportedAndDoesNotBegin() {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    var began = true
    withKnownIssue {
      began = scene.renderer.beginInteractivePop(driving: UIPercentDrivenInteractiveTransition())
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "NavigationControllerRenderer<ChatRoute>: an interactive pop needs an animator: "
          + "stackAnimation gave none for the pop from the top screen, so UIKit could not "
          + "drive it and it did not begin."
      ]
    }
    #expect(!began)
    #expect(scene.stack == ["list", "thread(1)"])
    #expect(scene.flow.router.state.path == [.thread(1)])
  }

  @Test func theAppsNavigationDelegateHearsTheCallsAndGivesTheAnimatorTheRendererDoesNot() {
    let scene = Scene()
    let delegate = AppNavigationDelegate()
    delegate.animator.automatic = true
    scene.renderer.navigationDelegate = delegate
    scene.flow.router.push(.thread(1))
    StandIn.settle()
    #expect(delegate.heard == ["willShow thread(1)", "didShow thread(1)"])
    #expect(delegate.animator.contexts.count == 1)
    StandIn.userTapsBack(in: scene.navigation)
    StandIn.settle()
    #expect(delegate.animator.contexts.count == 2)
    #expect(scene.flow.router.state.path.isEmpty)
    scene.expectNoComplaints()
  }

  @Test func aPresentationAndItsDismissalAreAnimatedByTheAppsDelegate() async {
    let scene = Scene()
    let animations = PresentationAnimations()
    scene.renderer.presentationAnimation = { presentation in
      presentation.route.as(ChatRoute.self) == .compose ? animations : nil
    }
    var shown = false
    let presenting = Task { @MainActor in
      await scene.flow.router.present(.compose, style: .fullScreenCover).onScreen()
      shown = true
    }
    for _ in 0..<5 { await Task.yield() }
    StandIn.advance(by: 5)
    for _ in 0..<5 { await Task.yield() }
    #expect(!shown)
    #expect(animations.presenting.contexts.count == 1)
    animations.presenting.complete()
    await runClock { shown }
    await presenting.value
    #expect(scene.presented == ["compose"])

    scene.flow.router.dismiss()
    StandIn.advance(by: 5)
    #expect(animations.dismissing.contexts.count == 1)
    #expect(scene.presented == ["compose"])
    animations.dismissing.complete()
    StandIn.settle()
    #expect(scene.presented.isEmpty)
    scene.expectNoComplaints()
  }

  @Test func theRendererHoldsATransitioningDelegateUIKitRefersToWeakly() {
    let scene = Scene()
    weak var made: PresentationAnimations?
    let presenting = HeldAnimator()
    let dismissing = HeldAnimator()
    presenting.automatic = true
    dismissing.automatic = true
    scene.renderer.presentationAnimation = { _ in
      let animations = PresentationAnimations(presenting: presenting, dismissing: dismissing)
      made = animations
      return animations
    }
    scene.flow.router.present(.compose, style: .fullScreenCover)
    StandIn.settle()
    #expect(made != nil)
    #expect(presenting.contexts.count == 1)
    scene.flow.router.dismiss()
    StandIn.settle()
    #expect(dismissing.contexts.count == 1)
    #expect(scene.presented.isEmpty)
    // Let go of once the cover is gone: nothing keeps what the delegate holds alive.
    #expect(made == nil)
    scene.expectNoComplaints()
  }

  @Test func aSheetKeepsUIKitsAnimationAndIsNotAsked() {
    let scene = Scene()
    var asked = 0
    scene.renderer.presentationAnimation = { _ in
      asked += 1
      return PresentationAnimations()
    }
    scene.flow.router.present(.compose)
    StandIn.settle()
    #expect(asked == 0)
    #expect(scene.presented == ["compose"])
  }

  @Test func aPopFromCodeIsAnimatedByTheApp() {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    let animator = HeldAnimator()
    animator.automatic = true
    var asked: [String] = []
    scene.renderer.stackAnimation = { transition in
      asked.append("\(transition.operation == .pop ? "pop" : "push") \(transition.from)")
      return animator
    }
    scene.flow.router.pop()
    StandIn.settle()
    #expect(asked == ["pop thread(1)"])
    #expect(animator.contexts.count == 1)
    #expect(scene.stack == ["list"])
    scene.expectNoComplaints()
  }

  @Test func theEdgeSwipeKeepsUIKitsInteractivePopWhileTheAppAnimatesTheRest() {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    var asked = 0
    scene.renderer.stackAnimation = { _ in
      asked += 1
      return HeldAnimator()
    }
    StandIn.userSwipesBack(in: scene.navigation, completes: false)
    StandIn.settle()
    #expect(asked == 0)
    #expect(scene.flow.router.state.path == [.thread(1)])
    StandIn.userSwipesBack(in: scene.navigation, completes: true)
    StandIn.settle()
    #expect(asked == 0)
    #expect(scene.flow.router.state.path.isEmpty)
    scene.expectNoComplaints()
  }

  @Test func anotherInteractivePopCanBeginAfterOneIsCancelled() {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    let animator = HeldAnimator()
    animator.automatic = true
    scene.renderer.stackAnimation = { _ in animator }
    let first = UIPercentDrivenInteractiveTransition()
    #expect(scene.renderer.beginInteractivePop(driving: first))
    first.cancel()
    StandIn.settle()
    let second = UIPercentDrivenInteractiveTransition()
    #expect(scene.renderer.beginInteractivePop(driving: second))
    second.finish()
    StandIn.settle()
    #expect(scene.flow.router.state.path.isEmpty)
    scene.expectNoComplaints()
  }
}
