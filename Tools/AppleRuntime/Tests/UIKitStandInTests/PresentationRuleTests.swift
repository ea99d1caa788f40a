import Testing
import UIKit

@MainActor
@Suite("Stand-in rules: presentations")
struct PresentationRuleTests {
  init() { StandIn.reset() }

  /// A root in a visible window, appeared.
  private func shownRoot() -> UIViewController {
    let root = screen("root")
    _ = showing(root)
    return root
  }

  @Test func p1APresenterThatIsPresentingPresentsNothingAndNeverCompletes() {
    let root = screen("root")
    _ = showing(root)
    root.present(screen("first"), animated: false)
    StandIn.settle()
    var completed = false
    root.present(screen("second"), animated: true) { completed = true }
    StandIn.settle()
    #expect(root.presentedViewController?.title == "first")
    #expect(!completed)
    #expect(
      StandIn.warnings == [
        "Attempt to present <UIViewController second> on <UIViewController root> which is "
          + "already presenting <UIViewController first>."
      ])
  }

  @Test func p1APresenterWhosePresentationRunsPresentsNothing() {
    let root = screen("root")
    _ = showing(root)
    let first = screen("first")
    root.present(first, animated: true)
    first.present(screen("second"), animated: true)
    StandIn.settle()
    #expect(first.presentedViewController == nil)
    #expect(StandIn.warnings.count == 1)
  }

  @Test func p2AViewControllerOutsideAWindowPresentsNothing() {
    let loose = screen("loose")
    var completed = false
    loose.present(screen("sheet"), animated: false) { completed = true }
    StandIn.settle()
    #expect(loose.presentedViewController == nil)
    #expect(!completed)
    #expect(StandIn.warnings.first?.hasSuffix("whose view is not in the window hierarchy.") == true)
  }

  @Test func p3ThePresentationCompletesAfterItsAnimation() {
    let root = screen("root")
    _ = showing(root)
    var completed = false
    root.present(screen("sheet"), animated: true) { completed = true }
    #expect(root.transitionCoordinator != nil)
    StandIn.advance(by: StandIn.transitionDuration / 2)
    #expect(!completed)
    StandIn.advance(by: StandIn.transitionDuration / 2)
    #expect(completed)
    #expect(root.transitionCoordinator == nil)
  }

  @Test func d1DismissingFromThePresentedAsksThePresenterAndTakesEverythingAbove() {
    let root = screen("root")
    _ = showing(root)
    let first = screen("first")
    let second = screen("second")
    root.present(first, animated: false)
    StandIn.settle()
    first.present(second, animated: false)
    StandIn.settle()
    var completed = false
    first.dismiss(animated: true) { completed = true }
    StandIn.settle()
    #expect(completed)
    #expect(root.presentedViewController === first)
    #expect(first.presentedViewController == nil)
    first.dismiss(animated: false)
    StandIn.settle()
    #expect(root.presentedViewController == nil)
    #expect(second.presentingViewController == nil)
  }

  @Test func d2AProgrammaticDismissalIsNotReportedToTheDelegate() {
    let (root, _, log) = presentedSheet()
    root.dismiss(animated: true)
    StandIn.settle()
    #expect(root.presentedViewController == nil)
    #expect(log.heard.isEmpty)
  }

  @Test func d3ADismissalWhileTheTransitionRunsDoesNothing() {
    let root = screen("root")
    _ = showing(root)
    root.present(screen("sheet"), animated: true)
    var completed = false
    root.dismiss(animated: true) { completed = true }
    StandIn.settle()
    #expect(root.presentedViewController != nil)
    #expect(!completed)
    #expect(
      StandIn.warnings.first?.hasSuffix("while a presentation or dismiss is in progress!") == true)
  }

  @Test func p1NothingIsPresentedAboveAScreenOnItsWayOut() {
    let root = screen("root")
    _ = showing(root)
    let middle = screen("middle")
    root.present(middle, animated: false)
    StandIn.settle()
    let top = screen("top")
    middle.present(top, animated: false)
    StandIn.settle()
    root.dismiss(animated: true)
    var completed = false
    top.present(screen("late"), animated: false) { completed = true }
    StandIn.settle()
    #expect(!completed)
    #expect(StandIn.warnings.first?.hasSuffix("while a presentation is in progress.") == true)
  }

  /// Records its disappearance callbacks and whether it was being dismissed in each.
  private final class Disappearing: UIViewController {
    var heard: [String] = []
    override func viewWillDisappear(_ animated: Bool) {
      heard.append("will \(isBeingDismissed)")
    }
    override func viewDidDisappear(_ animated: Bool) {
      heard.append("did \(isBeingDismissed)")
    }
  }

  @Test func d5DismissedViewControllersHearTheyDisappearWhileBeingDismissed() {
    let root = screen("root")
    _ = showing(root)
    let first = Disappearing()
    let second = Disappearing()
    root.present(first, animated: false)
    StandIn.settle()
    first.present(second, animated: false)
    StandIn.settle()
    // The root dismisses the first one: both go, and they alone are told.
    root.dismiss(animated: true)
    #expect(first.heard == ["will true"])
    #expect(second.heard == ["will true"])
    StandIn.settle()
    #expect(first.heard == ["will true", "did true"])
    #expect(second.heard == ["will true", "did true"])
    #expect(!first.isBeingDismissed)
    #expect(first.presentingViewController == nil)
  }

  @Test func u1AFullScreenPresentationCannotBeSwipedDown() {
    let root = screen("root")
    _ = showing(root)
    let cover = screen("cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    StandIn.settle()
    StandIn.userSwipesDown(cover)
    StandIn.settle()
    #expect(root.presentedViewController === cover)
  }

  @Test func u2ARefusedSwipeKeepsTheSheetAndTellsTheDelegate() {
    let (root, sheet, log) = presentedSheet()
    log.allows = false
    StandIn.userSwipesDown(sheet)
    StandIn.settle()
    #expect(root.presentedViewController === sheet)
    #expect(log.heard == ["should", "attempt"])
    sheet.isModalInPresentation = true
    log.allows = true
    StandIn.userSwipesDown(sheet)
    #expect(log.heard == ["should", "attempt", "attempt"])
  }

  @Test func u3ASwipeDownDismissesAndTellsTheDelegateAfterTheAnimation() {
    let (root, sheet, log) = presentedSheet()
    StandIn.userSwipesDown(sheet)
    #expect(log.heard == ["should", "will"])
    StandIn.settle()
    #expect(log.heard == ["should", "will", "did"])
    #expect(root.presentedViewController == nil)
  }

  @Test func u4ASheetDraggedBackUpStaysAppearsAgainAndReportsItsTransitionCancelled() {
    let (root, sheet, log) = presentedSheet()
    let appearances = AppearanceLog()
    root.dismiss(animated: false)
    StandIn.settle()
    root.present(appearances, animated: false)
    StandIn.settle()
    appearances.presentationController?.delegate = log
    log.heard = []
    StandIn.userSwipesDown(appearances, completes: false)
    #expect(appearances.isBeingDismissed)
    // Whether the user lets go is known only as the drag ends.
    #expect(appearances.transitionCoordinator?.isCancelled == false)
    var cancelled: Bool?
    appearances.transitionCoordinator?.animate(alongsideTransition: nil) { context in
      cancelled = context.isCancelled
    }
    StandIn.settle()
    #expect(cancelled == true)
    #expect(log.heard == ["should", "will"])
    #expect(root.presentedViewController === appearances)
    #expect(!appearances.isBeingDismissed)
    #expect(appearances.appeared == 2)
    #expect(sheet.presentingViewController == nil)
  }

  @Test func g1SettingADelegateReplacesThePreviousOne() {
    let root = screen("root")
    _ = showing(root)
    let sheet = screen("sheet")
    root.present(sheet, animated: false)
    StandIn.settle()
    let first = PresentationLog()
    let second = PresentationLog()
    sheet.presentationController?.delegate = first
    sheet.presentationController?.delegate = second
    StandIn.userSwipesDown(sheet)
    StandIn.settle()
    #expect(first.heard.isEmpty)
    #expect(second.heard == ["should", "will", "did"])
  }

  @Test func w1ANewWindowRootDoesNotDismissWhatTheOldRootPresented() {
    let root = screen("root")
    let window = showing(root)
    let sheet = screen("sheet")
    root.present(sheet, animated: false)
    StandIn.settle()
    window.rootViewController = screen("new root")
    StandIn.settle()
    #expect(root.presentedViewController === sheet)
    #expect(!root.isInWindowHierarchy)
  }

  @Test func w2ADisconnectedScenesWindowIsLetGo() {
    weak var weakWindow: UIWindow?
    do {
      let window = showing(screen("root"))
      weakWindow = window
      #expect(window.isVisible)
      StandIn.sceneDisconnects(showing: window)
      #expect(!window.isVisible)
    }
    #expect(weakWindow == nil)
  }

  @Test func p5AChildsRequestGoesToItsTopmostAncestorAndTheRelationsIncludeAncestors() {
    let tabs = UITabBarController()
    let navigation = UINavigationController(rootViewController: screen("list"))
    tabs.setViewControllers([navigation, screen("other")], animated: false)
    _ = showing(tabs)
    let sheet = UINavigationController(rootViewController: screen("compose"))
    navigation.present(sheet, animated: false)
    StandIn.settle()
    #expect(tabs.presentedViewController === sheet)
    #expect(navigation.presentedViewController === sheet)
    #expect(sheet.presentingViewController === tabs)
    #expect(sheet.viewControllers.first?.presentingViewController === tabs)
    // The tab bar already presents: a second request from it is refused (P1).
    tabs.present(screen("alert"), animated: false)
    StandIn.settle()
    #expect(
      StandIn.warnings == [
        "Attempt to present <UIViewController alert> on <UITabBarController> which is already "
          + "presenting <UINavigationController>."
      ])
    // A child of the presented sheet dismisses the sheet.
    sheet.viewControllers.first?.dismiss(animated: false)
    StandIn.settle()
    #expect(tabs.presentedViewController == nil)
  }

  @Test func s1ASheetsControllerIsMadeBeforeItsPresentationAndKept() {
    let presenter = shownRoot()
    let sheet = screen("sheet")
    #expect(sheet.sheetPresentationController == nil)
    sheet.modalPresentationStyle = .pageSheet
    #expect(sheet.popoverPresentationController == nil)
    let controller = sheet.sheetPresentationController
    #expect(controller != nil)
    #expect(controller?.detents.map(\.identifier) == [.large])
    presenter.present(sheet, animated: false)
    StandIn.settle()
    #expect(sheet.presentationController === controller)
    let cover = screen("cover")
    cover.modalPresentationStyle = .fullScreen
    #expect(cover.sheetPresentationController == nil)
  }

  @Test func s1ASheetPresentedWithoutAskingForItsControllerGetsOneOfItsClass() {
    let presenter = shownRoot()
    let sheet = screen("sheet")
    sheet.modalPresentationStyle = .formSheet
    presenter.present(sheet, animated: false)
    StandIn.settle()
    #expect(sheet.presentationController is UISheetPresentationController)
    #expect(sheet.sheetPresentationController === sheet.presentationController)
  }

  @Test func s3NoDetentsRaiseAndAnUnlistedSelectionIsLogged() {
    let sheet = screen("sheet")
    sheet.modalPresentationStyle = .pageSheet
    let controller = sheet.sheetPresentationController
    controller?.detents = []
    #expect(StandIn.exceptions.count == 1)
    #expect(controller?.detents.map(\.identifier) == [.large])
    controller?.selectedDetentIdentifier = .medium
    #expect(StandIn.warnings.count == 1)
  }

  @Test func s2OnlyTheUsersDragToOneOfItsDetentsMovesASheetAndTellsTheDelegate() {
    let presenter = shownRoot()
    let sheet = screen("sheet")
    sheet.modalPresentationStyle = .pageSheet
    let controller = sheet.sheetPresentationController
    controller?.detents = [.medium(), .large()]
    let delegate = DetentDelegate()
    controller?.delegate = delegate
    presenter.present(sheet, animated: false)
    StandIn.settle()
    controller?.selectedDetentIdentifier = .medium
    #expect(delegate.changes == 0)
    StandIn.userDragsSheet(sheet, to: .init("unknown"))
    #expect(controller?.selectedDetentIdentifier == .medium)
    StandIn.userDragsSheet(sheet, to: .large)
    #expect(controller?.selectedDetentIdentifier == .large)
    #expect(delegate.changes == 1)
  }

  @Test func po1APopoverWithoutASourceRaisesAndIsNotPresented() {
    let presenter = shownRoot()
    let popover = screen("popover")
    popover.modalPresentationStyle = .popover
    presenter.present(popover, animated: false)
    StandIn.settle()
    #expect(StandIn.exceptions.count == 1)
    #expect(presenter.presentedViewController == nil)
    popover.popoverPresentationController?.sourceView = presenter.view
    presenter.present(popover, animated: false)
    StandIn.settle()
    #expect(presenter.presentedViewController === popover)
    #expect(popover.presentationController === popover.popoverPresentationController)
  }

  @Test func po2APopoverIsDismissedByTheUserThroughItsDelegate() {
    StandIn.horizontalSizeClass = .regular
    let presenter = shownRoot()
    let popover = screen("popover")
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = presenter.view
    presenter.present(popover, animated: false)
    StandIn.settle()
    StandIn.userSwipesDown(popover)
    StandIn.settle()
    #expect(presenter.presentedViewController == nil)
  }
}

/// Counts the user's drags between detents.
@MainActor
final class DetentDelegate: NSObject, UISheetPresentationControllerDelegate {
  var changes = 0
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    changes += 1
  }
}
