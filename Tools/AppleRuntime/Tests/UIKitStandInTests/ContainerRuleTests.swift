import Testing
import UIKit

@MainActor
@Suite("Stand-in rules: containers and alerts")
struct ContainerRuleTests {
  init() { StandIn.reset() }

  @Test func n1AContainerOrARepeatedScreenOnAStackRaises() {
    let navigation = UINavigationController(rootViewController: screen("root"))
    _ = showing(navigation)
    navigation.setViewControllers(
      [screen("a"), UINavigationController(rootViewController: screen("b"))], animated: false)
    let same = screen("same")
    navigation.setViewControllers([same, same], animated: false)
    navigation.setViewControllers(
      [screen("a"), UISplitViewController(style: .doubleColumn)], animated: false)
    #expect(StandIn.exceptions.count == 3)
    #expect(
      StandIn.exceptions.last
        == "Split View Controllers cannot be pushed to a Navigation Controller")
    #expect(navigation.viewControllers.map(\.title) == ["root"])
  }

  @Test func n2TheStackChangesAtOnceAndTheDelegateHearsDidShowAfterTheAnimation() {
    let navigation = UINavigationController(rootViewController: screen("root"))
    _ = showing(navigation)
    let log = NavigationLog()
    navigation.delegate = log
    navigation.setViewControllers([navigation.viewControllers[0], screen("next")], animated: true)
    #expect(navigation.topViewController?.title == "next")
    #expect(log.heard == ["will next"])
    #expect(navigation.topViewController?.transitionCoordinator != nil)
    StandIn.settle()
    #expect(log.heard == ["will next", "did next"])
  }

  @Test func n3AViewControllerHasOneParent() {
    let shared = screen("shared")
    let first = UINavigationController(rootViewController: shared)
    let second = UINavigationController(rootViewController: screen("other"))
    second.setViewControllers([second.viewControllers[0], shared], animated: false)
    #expect(shared.parent === second)
    #expect(first.viewControllers.isEmpty)
  }

  @Test func n4AnInteractivePopCompletesOrIsCancelled() {
    let root = screen("root")
    let top = screen("top")
    let navigation = UINavigationController(rootViewController: root)
    navigation.setViewControllers([root, top], animated: false)
    _ = showing(navigation)
    let log = NavigationLog()
    navigation.delegate = log
    StandIn.userSwipesBack(in: navigation, completes: false)
    #expect(navigation.transitionCoordinator?.isInteractive == true)
    StandIn.settle()
    #expect(navigation.viewControllers.map(\.title) == ["root", "top"])
    #expect(log.heard == ["will root"])
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(navigation.viewControllers.map(\.title) == ["root"])
    #expect(log.heard == ["will root", "will root", "did root"])
  }

  @Test func n5TheEdgeSwipeBeginsOnlyWhenItsDelegateLetsItAndTheBackButtonAsksNothing() {
    let root = screen("root")
    let navigation = UINavigationController(rootViewController: root)
    navigation.setViewControllers([root, screen("top")], animated: false)
    _ = showing(navigation)
    final class Gate: NSObject, UIGestureRecognizerDelegate {
      var asked = 0
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
      }
    }
    let gate = Gate()
    navigation.interactivePopGestureRecognizer?.delegate = gate
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(gate.asked == 1)
    #expect(navigation.viewControllers.map(\.title) == ["root", "top"])
    StandIn.userTapsBack(in: navigation)
    StandIn.settle()
    #expect(gate.asked == 1)
    #expect(navigation.viewControllers.map(\.title) == ["root"])
  }

  @Test func n5UIKitsOwnDelegateRefusesAtTheRootAndWithTheBarHiddenAndALaxOneFreezes() {
    let root = screen("root")
    let navigation = UINavigationController(rootViewController: root)
    _ = showing(navigation)
    StandIn.userSwipesBack(in: navigation, completes: true)
    #expect(navigation.transitionCoordinator == nil)
    navigation.setViewControllers([root, screen("top")], animated: false)
    navigation.setNavigationBarHidden(true, animated: false)
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.userTapsBack(in: navigation)
    StandIn.settle()
    #expect(navigation.viewControllers.map(\.title) == ["root", "top"])
    #expect(StandIn.exceptions.isEmpty)
    final class Lax: NSObject, UIGestureRecognizerDelegate {}
    let lax = Lax()
    navigation.interactivePopGestureRecognizer?.delegate = lax
    navigation.setViewControllers([root], animated: false)
    StandIn.userSwipesBack(in: navigation, completes: true)
    #expect(StandIn.exceptions.count == 1)
  }

  @Test func n5WithoutItsBackButtonTheTopScreenCannotBeLeftByTheUser() {
    let root = screen("root")
    let top = screen("top")
    let navigation = UINavigationController(rootViewController: root)
    navigation.setViewControllers([root, top], animated: false)
    _ = showing(navigation)
    top.navigationItem.hidesBackButton = true
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.userTapsBack(in: navigation)
    #expect(navigation.transitionCoordinator == nil)
    top.navigationItem.hidesBackButton = false
    top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.userTapsBack(in: navigation)
    #expect(navigation.transitionCoordinator == nil)
    #expect(navigation.viewControllers.map(\.title) == ["root", "top"])
    // Left items beside the back button leave it, and the swipe, in place.
    top.navigationItem.leftItemsSupplementBackButton = true
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(navigation.viewControllers.map(\.title) == ["root"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func n6AStackSetDuringTheUsersPopIsCutByThePop() {
    let root = screen("root")
    let top = screen("top")
    let navigation = UINavigationController(rootViewController: root)
    navigation.setViewControllers([root, top], animated: false)
    _ = showing(navigation)
    StandIn.settle()
    StandIn.userSwipesBack(in: navigation, completes: true)
    navigation.setViewControllers([root, top, screen("pushed")], animated: true)
    StandIn.settle()
    #expect(StandIn.warnings.count == 1)
    #expect(navigation.viewControllers.map(\.title) == ["root", "pushed"])
  }

  @Test func a1TappingAnAlertActionDismissesItThenRunsTheHandler() {
    let root = screen("root")
    _ = showing(root)
    var order: [String] = []
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { _ in
        order.append(root.presentedViewController == nil ? "handler after dismissal" : "early")
      })
    let log = PresentationLog()
    root.present(alert, animated: false)
    StandIn.settle()
    alert.presentationController?.delegate = log
    StandIn.userTaps("Delete", in: alert)
    #expect(order.isEmpty)
    StandIn.settle()
    #expect(order == ["handler after dismissal"])
    #expect(log.heard.isEmpty)
  }

  @Test func a1InTheOtherOrderTheHandlerRunsAsTheDismissalBegins() {
    let root = screen("root")
    _ = showing(root)
    StandIn.orders.alertHandlerDuringDismissal = true
    var order: [String] = []
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { _ in
        order.append(root.presentedViewController === alert ? "during dismissal" : "after")
      })
    root.present(alert, animated: false)
    StandIn.settle()
    StandIn.userTaps("Delete", in: alert)
    #expect(order == ["during dismissal"])
    StandIn.settle()
    #expect(root.presentedViewController == nil)
  }

  @Test(arguments: [false, true])
  func x3DidShowComesBeforeOrAfterTheCoordinatorsCompletionsAsTheOrdersSay(after: Bool) {
    let navigation = UINavigationController(rootViewController: screen("root"))
    _ = showing(navigation)
    StandIn.orders.didShowAfterCompletions = after
    let log = NavigationLog()
    navigation.delegate = log
    navigation.setViewControllers([navigation.viewControllers[0], screen("next")], animated: true)
    navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
      log.heard.append("completion")
    }
    StandIn.settle()
    #expect(
      log.heard
        == (after
          ? ["will next", "completion", "did next"] : ["will next", "did next", "completion"]))
  }

  @Test func g2UIKitsEdgeSwipeGoesFirstAndTheOtherGesturesWaitForIt() throws {
    let navigation = UINavigationController(rootViewController: screen("root"))
    _ = showing(navigation)
    let swipe = try #require(navigation.interactivePopGestureRecognizer)
    let arbitration = StandIn.arbitration(of: swipe, with: UIGestureRecognizer())
    #expect(arbitration == (simultaneous: false, waitsForOther: false, otherWaits: true))
    // A delegate that answers only whether the swipe begins has UIKit's defaults for the rest.
    swipe.delegate = BeginOnly()
    #expect(
      StandIn.arbitration(of: swipe, with: UIGestureRecognizer())
        == (simultaneous: false, waitsForOther: false, otherWaits: false))
  }

  @Test func a2AnActionSheetWithoutASourceRaisesOnARegularWidthScreen() {
    let root = screen("root")
    _ = showing(root)
    StandIn.horizontalSizeClass = .regular
    defer { StandIn.horizontalSizeClass = .compact }
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    root.present(sheet, animated: false)
    #expect(StandIn.exceptions.count == 1)
    #expect(root.presentedViewController == nil)
    StandIn.horizontalSizeClass = .compact
    root.present(sheet, animated: false)
    StandIn.settle()
    #expect(root.presentedViewController === sheet)
  }

  /// An action sheet presented from a screen in a visible window, in `width`, with a button
  /// and, when `cancel` is given, a cancel action titled with it; what their handlers did.
  private func actionSheet(
    in width: UIUserInterfaceSizeClass, cancel: String?
  ) -> (UIViewController, UIAlertController, () -> [String]) {
    let root = screen("root")
    _ = showing(root)
    StandIn.horizontalSizeClass = width
    var ran: [String] = []
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in ran.append("Share") })
    if let cancel {
      sheet.addAction(UIAlertAction(title: cancel, style: .cancel) { _ in ran.append(cancel) })
    }
    sheet.popoverPresentationController?.sourceView = root.view
    root.present(sheet, animated: false)
    StandIn.settle()
    return (root, sheet, { ran })
  }

  @Test func a4ATapOutsideAPopoverActionSheetRunsItsCancelActionOrNothing() {
    defer { StandIn.horizontalSizeClass = .compact }
    let (root, sheet, ran) = actionSheet(in: .regular, cancel: "Cancel")
    let log = PresentationLog()
    sheet.presentationController?.delegate = log
    StandIn.userTapsOutside(sheet)
    StandIn.settle()
    #expect(root.presentedViewController == nil)
    #expect(ran() == ["Cancel"])
    #expect(log.heard.isEmpty)
    let (other, bare, none) = actionSheet(in: .regular, cancel: nil)
    StandIn.userTapsOutside(bare)
    StandIn.settle()
    #expect(other.presentedViewController == nil)
    #expect(none().isEmpty)
  }

  @Test func a4InACompactWidthATapOutsideNeedsACancelAction() {
    let (root, sheet, _) = actionSheet(in: .compact, cancel: nil)
    StandIn.userTapsOutside(sheet)
    StandIn.settle()
    #expect(root.presentedViewController === sheet)
    let (other, withCancel, ran) = actionSheet(in: .compact, cancel: "Cancel")
    StandIn.userTapsOutside(withCancel)
    StandIn.settle()
    #expect(other.presentedViewController == nil)
    #expect(ran() == ["Cancel"])
  }

  @Test func t1TappingTheSelectedTabAgainIsReported() {
    let tabs = UITabBarController()
    tabs.setViewControllers([screen("a"), screen("b")], animated: false)
    _ = showing(tabs)
    final class TabLog: NSObject, UITabBarControllerDelegate {
      var heard: [String] = []
      func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
      ) {
        heard.append(viewController.title ?? "?")
      }
    }
    let log = TabLog()
    tabs.delegate = log
    StandIn.userTapsTab(0, in: tabs)
    StandIn.userTapsTab(1, in: tabs)
    #expect(log.heard == ["a", "b"])
    #expect(tabs.selectedIndex == 1)
  }

  @Test func t2ATabBarControllerOrARepeatedScreenAsATabRaises() {
    let tabs = UITabBarController()
    tabs.setViewControllers([screen("a"), screen("b")], animated: false)
    tabs.setViewControllers([screen("c"), UITabBarController()], animated: false)
    let same = screen("same")
    tabs.setViewControllers([same, same], animated: false)
    #expect(StandIn.exceptions.count == 2)
    #expect(tabs.viewControllers?.map(\.title) == ["a", "b"])
  }

  @Test func t3ATabBarItemIsMadeOnFirstUseShowingTheTitleAndUnknownImagesAreNil() {
    let tab = screen("Inbox")
    #expect(tab.tabBarItem.title == "Inbox")
    #expect(tab.tabBarItem.badgeValue == nil)
    #expect(tab.tabBarItem === tab.tabBarItem)
    tab.title = "Mail"
    #expect(tab.tabBarItem.title == "Mail")
    #expect(UIImage(systemName: "tray") == nil)
    #expect(UIImage(named: "logo") == nil)
    UIImage.knownNames = ["tray"]
    #expect(UIImage(systemName: "tray")?.isSymbol == true)
    #expect(UIImage(named: "tray")?.isSymbol == false)
  }

  @Test func x1AnAnimatedChangeWithAnAnimatorLastsUntilTheAnimatorCompletesIt() {
    let navigation = UINavigationController(rootViewController: screen("root"))
    _ = showing(navigation)
    let delegate = AnimatingDelegate()
    navigation.delegate = delegate
    navigation.setViewControllers([navigation.viewControllers[0], screen("top")], animated: true)
    #expect(delegate.operations == [.push])
    StandIn.advance(by: 10)
    #expect(delegate.shown.isEmpty)
    #expect(navigation.transitionCoordinator != nil)
    delegate.context?.completeTransition(true)
    #expect(delegate.shown == ["top"])
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func x2ACancelledInteractionLeavesTheStackAsSetAndTellsNothing() {
    let root = screen("root")
    let navigation = UINavigationController(rootViewController: root)
    _ = showing(navigation)
    navigation.setViewControllers([root, screen("top")], animated: false)
    StandIn.settle()
    let delegate = AnimatingDelegate()
    delegate.interaction = UIPercentDrivenInteractiveTransition()
    navigation.delegate = delegate
    navigation.setViewControllers([root], animated: true)
    // The percent-driven interaction ran the animator at once; nothing ends until it does.
    #expect(delegate.context?.isInteractive == true)
    #expect(delegate.context?.transitionWasCancelled == false)
    delegate.interaction?.cancel()
    #expect(delegate.context?.transitionWasCancelled == true)
    delegate.context?.completeTransition(false)
    // The harsher case devices show: the stack is not undone.
    #expect(navigation.viewControllers.map(\.title) == ["root"])
    #expect(delegate.shown.isEmpty)
  }
}

/// A navigation delegate whose animator holds its transition for the test to end.
@MainActor
final class AnimatingDelegate: NSObject, UINavigationControllerDelegate,
  UIViewControllerAnimatedTransitioning
{
  var context: (any UIViewControllerContextTransitioning)?
  var interaction: UIPercentDrivenInteractiveTransition?
  var shown: [String] = []
  var operations: [UINavigationController.Operation] = []

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { shown.append(viewController.title ?? "?") }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operations.append(operation)
    return self
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
  }
}

/// A gesture delegate that answers only whether a gesture begins.
final class BeginOnly: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

@MainActor
@Suite("Stand-in rules: zoom transitions")
struct ZoomRuleTests {
  init() { StandIn.reset() }

  @Test func z1AZoomAsksForItsSourceAsAnAnimatedPushAndPopStart() {
    let root = screen("root")
    let navigation = UINavigationController(rootViewController: root)
    _ = showing(navigation)
    let row = UIView()
    root.view.addSubview(row)
    var asked: [String] = []
    let next = screen("next")
    next.preferredTransition = .zoom { context in
      asked.append(
        "\(context.sourceViewController.title ?? "?") > \(context.zoomedViewController.title ?? "?")"
      )
      return row
    }
    navigation.setViewControllers([root, next], animated: true)
    StandIn.settle()
    navigation.setViewControllers([root], animated: true)
    StandIn.settle()
    #expect(asked == ["root > next", "root > next"])
    #expect(StandIn.zooms.map(\.zoomedFromView) == [true, true])
    #expect(StandIn.zooms.map(\.movingIn) == [true, false])
    // Without animation, nothing is asked; a view in no window falls back.
    navigation.setViewControllers([root, next], animated: false)
    next.preferredTransition = .zoom { _ in UIView() }
    navigation.setViewControllers([root], animated: true)
    StandIn.settle()
    #expect(asked.count == 2)
    #expect(StandIn.zooms.last?.zoomedFromView == false)
  }
}
