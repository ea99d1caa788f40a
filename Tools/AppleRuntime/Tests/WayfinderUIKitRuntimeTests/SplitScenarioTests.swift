import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// A chats flow laid out in a sidebar and a detail; `.compose` pushes a flow that refuses to
/// let the user go back.
final class SplitChatFlow: Coordinator<ChatRoute, Void> {
  init(layout: SplitLayout = SplitLayout()) {
    super.init(state: FlowState(sidebar: .list, layout: layout))
  }

  override func makeChild(for route: ChatRoute) -> Flow? {
    route == .compose ? SendingFlow() : nil
  }
}

/// A flow that refuses to leave while it sends.
final class SendingFlow: Coordinator<ChatRoute, Void> {
  init() { super.init(root: .thread(9)) }
  override func shouldLeave() -> LeaveDecision { .refuse("sending") }
}

/// A split chats flow drawn in a split view controller in a visible window.
@MainActor
final class SplitScene {
  let flow: SplitChatFlow
  let stack: NavigationControllerRenderer<ChatRoute>
  let split: SplitViewRenderer<ChatRoute>
  let window = UIWindow()

  init(
    width: UIUserInterfaceSizeClass, layout: SplitLayout = SplitLayout(),
    path: [ChatRoute] = [], hidesBar: Bool = false
  ) {
    StandIn.reset()
    StandIn.horizontalSizeClass = width
    flow = SplitChatFlow(layout: layout)
    flow.start()
    if hidesBar { flow.router.setRoot(.list, hidesBar: true) }
    if !path.isEmpty { _ = try? flow.router.update { try $0.setPath(path) } }
    stack = NavigationControllerRenderer(router: flow.router) { route in
      if case .thread = route {
        let screen = AnchoredScreen()
        screen.title = "\(route)"
        return screen
      }
      return titled("\(route)")
    }
    split = SplitViewRenderer(stack: stack) { column in titled("empty \(column)") }
    window.rootViewController = split.splitViewController
    window.makeKeyAndVisible()
    StandIn.settle()
  }

  /// The navigation controller of `column`.
  func navigation(_ column: UISplitViewController.Column) -> UINavigationController {
    split.splitViewController.viewController(for: column) as? UINavigationController
      ?? UINavigationController(rootViewController: UIViewController())
  }

  /// The titles of what `column` shows: its navigation controller's stack.
  func shown(in column: UISplitViewController.Column) -> [String] {
    let controller = split.splitViewController.viewController(for: column)
    let stack = (controller as? UINavigationController)?.viewControllers ?? []
    return stack.map { $0.title ?? "?" }
  }

  /// The titles of the screens in the window, in the columns the split view shows.
  var visible: [String] {
    [.primary, .supplementary, .secondary, .compact].flatMap { column in
      (split.splitViewController.viewController(for: column) as? UINavigationController)?
        .topViewController.map { $0.isInWindowHierarchy ? [$0.title ?? "?"] : [] } ?? []
    }
  }
}

@MainActor
@Suite("UIKit adapter on the stand-in: split flows")
struct SplitScenarioTests {
  @Test func aRegularWidthShowsTheSidebarBesideTheDetailOrItsPlaceholder() {
    let scene = SplitScene(width: .regular)
    #expect(scene.visible == ["list", "empty detail"])
    scene.flow.router.show(.thread(1), in: .detail)
    StandIn.settle()
    #expect(scene.visible == ["list", "thread(1)"])
    scene.flow.router.push(.thread(3))
    StandIn.settle()
    #expect(scene.shown(in: .secondary) == ["thread(1)", "thread(3)"])
    scene.flow.router.show(.thread(2), in: .detail)
    StandIn.settle()
    #expect(scene.shown(in: .secondary) == ["thread(2)"])
    #expect(scene.shown(in: .primary) == ["list"])
    scene.flow.router.popToRoot()
    StandIn.settle()
    #expect(scene.visible == ["list", "empty detail"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func goingBackInTheDetailReachesTheRouter() {
    let scene = SplitScene(width: .regular)
    scene.flow.router.show(.thread(1), in: .detail)
    scene.flow.router.push(.thread(2))
    StandIn.settle()
    #expect(scene.shown(in: .secondary) == ["thread(1)", "thread(2)"])
    let detail = scene.navigation(.secondary)
    #expect(scene.flow.router.state.path == [.thread(1), .thread(2)])
    StandIn.userTapsBack(in: detail)
    StandIn.settle()
    #expect(scene.flow.router.state.path == [.thread(1)])
    #expect(scene.shown(in: .secondary) == ["thread(1)"])
  }

  @Test func aRefusedBackInTheDetailPutsTheDetailsScreensBack() {
    let scene = SplitScene(width: .regular)
    scene.flow.router.show(.thread(1), in: .detail)
    scene.flow.router.push(.compose)
    StandIn.settle()
    #expect(scene.shown(in: .secondary) == ["thread(1)", "thread(9)"])
    StandIn.userTapsBack(in: scene.navigation(.secondary))
    StandIn.settle()
    #expect(scene.flow.router.state.path == [.thread(1), .compose])
    #expect(scene.shown(in: .secondary) == ["thread(1)", "thread(9)"])
    #expect(scene.shown(in: .primary) == ["list"])
  }

  @Test func aCompactWidthShowsTheWholeStackAndWidthChangesMoveTheScreens() {
    let scene = SplitScene(width: .compact)
    scene.flow.router.show(.thread(1), in: .detail)
    scene.flow.router.push(.thread(2))
    StandIn.settle()
    #expect(scene.shown(in: .compact) == ["list", "thread(1)", "thread(2)"])
    #expect(scene.visible == ["thread(2)"])
    StandIn.changeHorizontalSizeClass(to: .regular)
    StandIn.settle()
    #expect(scene.shown(in: .primary) == ["list"])
    #expect(scene.shown(in: .secondary) == ["thread(1)", "thread(2)"])
    #expect(scene.visible == ["list", "thread(2)"])
    StandIn.changeHorizontalSizeClass(to: .compact)
    StandIn.settle()
    #expect(scene.shown(in: .compact) == ["list", "thread(1)", "thread(2)"])
    // Back to the list in a narrow window: the detail is emptied.
    StandIn.userTapsBack(in: scene.stack.navigationController)
    StandIn.settle()
    StandIn.userTapsBack(in: scene.stack.navigationController)
    StandIn.settle()
    #expect(scene.flow.router.state.path.isEmpty)
    StandIn.changeHorizontalSizeClass(to: .regular)
    StandIn.settle()
    #expect(scene.visible == ["list", "empty detail"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aDeepPathRestoredBeforeTheRendererIsPlacedInItsColumns() {
    let scene = SplitScene(
      width: .regular, layout: SplitLayout(hasContentColumn: true),
      path: [.thread(1), .thread(2), .thread(3)])
    #expect(scene.shown(in: .primary) == ["list"])
    #expect(scene.shown(in: .supplementary) == ["thread(1)"])
    #expect(scene.shown(in: .secondary) == ["thread(2)", "thread(3)"])
    #expect(scene.shown(in: .compact).isEmpty)
    #expect(StandIn.warnings.isEmpty)
    // Collapsed, popped to the content column, then expanded again.
    StandIn.changeHorizontalSizeClass(to: .compact)
    StandIn.settle()
    #expect(scene.shown(in: .compact) == ["list", "thread(1)", "thread(2)", "thread(3)"])
    StandIn.userTapsBack(in: scene.navigation(.compact))
    StandIn.settle()
    StandIn.userTapsBack(in: scene.navigation(.compact))
    StandIn.settle()
    #expect(scene.flow.router.state.path == [.thread(1)])
    StandIn.changeHorizontalSizeClass(to: .regular)
    StandIn.settle()
    #expect(scene.visible == ["list", "thread(1)", "empty detail"])
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aWidthChangeDuringAPushWaitsForItsEnd() {
    let scene = SplitScene(width: .regular)
    scene.flow.router.show(.thread(1), in: .detail)
    StandIn.settle()
    scene.flow.router.push(.thread(2))
    StandIn.advance(by: StandIn.transitionDuration / 3)
    StandIn.changeHorizontalSizeClass(to: .compact)
    StandIn.settle()
    #expect(scene.shown(in: .compact) == ["list", "thread(1)", "thread(2)"])
    #expect(scene.flow.router.state.path == [.thread(1), .thread(2)])
    // The split view hides the detail column mid-push (UIKit's own collapse); the renderer
    // moves no screen until the push has ended.
    #expect(
      StandIn.warnings == [
        "Unbalanced calls to begin/end appearance transitions for <AnchoredScreen thread(2)>."
      ])
  }

  @Test func aWidthChangeDuringTheUsersSwipeWaitsForItsEnd() {
    let scene = SplitScene(width: .regular, path: [.thread(1), .thread(2)])
    StandIn.userSwipesBack(in: scene.navigation(.secondary), completes: true)
    StandIn.changeHorizontalSizeClass(to: .compact)
    StandIn.settle()
    #expect(scene.flow.router.state.path == [.thread(1)])
    #expect(scene.shown(in: .compact) == ["list", "thread(1)"])
    #expect(!StandIn.warnings.contains { $0.contains("during an interactive transition") })
  }

  @Test func aSidebarRouteShownWhileTheDetailShowsReplacesBoth() {
    let scene = SplitScene(width: .regular, path: [.thread(1)])
    scene.flow.router.show(.compose, in: .sidebar)
    StandIn.settle()
    #expect(scene.visible == ["compose", "empty detail"])
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aThreeColumnLayoutPlacesTheContentBetween() {
    let scene = SplitScene(width: .regular, layout: SplitLayout(hasContentColumn: true))
    #expect(scene.visible == ["list", "empty content", "empty detail"])
    scene.flow.router.show(.thread(1), in: .content)
    scene.flow.router.show(.thread(2), in: .detail)
    StandIn.settle()
    #expect(scene.visible == ["list", "thread(1)", "thread(2)"])
  }

  @Test func theColumnVisibilityIsTheDisplayModeAndTheUsersChangeIsWrittenBack() {
    let scene = SplitScene(width: .regular, layout: SplitLayout(columnVisibility: .all))
    let controller = scene.split.splitViewController
    #expect(controller.preferredDisplayMode == .oneBesideSecondary)
    scene.flow.router.setColumnVisibility(.detailOnly)
    StandIn.settle()
    #expect(controller.displayMode == .secondaryOnly)
    controller.userChangesDisplayMode(to: .oneBesideSecondary)
    #expect(columnVisibility(of: scene.flow) == .all)
  }

  @Test func theRenderersOwnDisplayModeChangesAreNotTakenForTheUsers() {
    let scene = SplitScene(width: .regular, layout: SplitLayout(columnVisibility: .doubleColumn))
    scene.flow.router.setColumnVisibility(.detailOnly)
    StandIn.settle()
    scene.flow.router.setColumnVisibility(.doubleColumn)
    StandIn.settle()
    #expect(columnVisibility(of: scene.flow) == .doubleColumn)
    #expect(scene.split.splitViewController.displayMode == .oneBesideSecondary)
  }

  @Test func underAutomaticVisibilityThePlatformChoosesAndTheStateKeepsAutomatic() {
    let scene = SplitScene(width: .regular)
    scene.split.splitViewController.userChangesDisplayMode(to: .secondaryOnly)
    #expect(columnVisibility(of: scene.flow) == .automatic)
  }

  @Test func presentationsComeFromTheSplitViewController() {
    let scene = SplitScene(width: .regular)
    scene.flow.router.present(.compose)
    StandIn.settle()
    #expect(scene.split.splitViewController.presentedViewController?.title == "compose")
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aPopoverFindsItsAnchorOnTheDetailsTopScreenWideAndNarrow() throws {
    for width in [UIUserInterfaceSizeClass.regular, .compact] {
      let scene = SplitScene(width: width, path: [.thread(1)])
      scene.flow.router.present(.compose, style: .popover(anchor: "react"))
      StandIn.settle()
      let presented = scene.split.splitViewController.presentedViewController
      let shown = scene.navigation(width == .regular ? .secondary : .compact)
      let top = try #require(shown.topViewController as? AnchoredScreen)
      #expect(presented?.popoverPresentationController?.sourceView === top.button)
    }
  }

  @Test func aHiddenBarIsHiddenInEveryColumn() {
    let scene = SplitScene(width: .regular, path: [.thread(1)], hidesBar: true)
    #expect(scene.navigation(.primary).isNavigationBarHidden)
    #expect(scene.navigation(.secondary).isNavigationBarHidden)
    #expect(scene.navigation(.compact).isNavigationBarHidden)
  }

  @Test func aFlowThatIsNotASplitFlowIsReported() {
    StandIn.reset()
    let flow = ChatFlow()
    flow.start()
    let stack = NavigationControllerRenderer(router: flow.router) { route in titled("\(route)") }
    withKnownIssue {
      _ = SplitViewRenderer(stack: stack)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "SplitViewRenderer<ChatRoute> draws a split flow, and the flow of ChatRoute does not lay "
          + "its stack out in columns: create its state with FlowState(sidebar:layout:)."
      ]
    }
  }
}

/// The column visibility of `flow`'s split layout; `nil` when it is not a split flow.
@MainActor
private func columnVisibility(of flow: SplitChatFlow) -> ColumnVisibility? {
  if case .split(let layout) = flow.router.state.shape { layout.columnVisibility } else { nil }
}
