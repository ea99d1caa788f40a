#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// Where a renderer is about to show a screen it made.
  enum ScreenPlace {
    /// On a navigation stack, next to `stack` (the screens it keeps and those added so far);
    /// `nil` while the navigation controller is being made.
    case stack([UIViewController], of: UINavigationController?)
    /// Presented, or hosted by SwiftUI: a view controller with no parent and no presenter.
    case presentation
    /// A tab of `tabBar`, next to `tabs` (the tabs kept and those made so far).
    case tab([UIViewController], of: UITabBarController)
  }

  /// `made` when UIKit can show it at `place`; otherwise the mistake is reported (a runtime
  /// warning in an app, a failure in tests) and an empty screen titled `route` takes its place,
  /// so the stack stays as deep as the state and nothing raises.
  @MainActor
  func usableScreen(
    _ made: UIViewController, for route: String, at place: ScreenPlace, renderer: String
  ) -> UIViewController {
    guard let problem = problem(showing: made, at: place) else { return made }
    reportIssue("\(renderer): the screen made for \(route) \(problem)")
    return blankScreen(titled: route)
  }

  /// An empty screen titled `title`, standing in for one the renderer cannot show, so the stack
  /// stays as deep as the state.
  @MainActor
  func blankScreen(titled title: String) -> UIViewController {
    let blank = UIViewController()
    blank.title = title
    return blank
  }

  @MainActor
  private func problem(showing made: UIViewController, at place: ScreenPlace) -> String? {
    switch place {
    case .stack(let stack, let navigation):
      if made is UISplitViewController {
        return "is a UISplitViewController, and UIKit cannot push one. Present the flow that "
          + "shows it, or make it the window's root."
      }
      if made is UINavigationController || made is UITabBarController {
        return "is a \(type(of: made)), and UIKit cannot push one. A child flow whose screens "
          + "belong on this stack is pushed onto it (Coordinator.run(_:pushing:)) and makes its "
          + "own view controllers there (FlowViewControllersProviding); a child flow with a "
          + "navigation controller of its own is presented."
      }
      // NB: inside a presented flow every view controller has a presenting view controller;
      // only one presented itself has no parent.
      let isPresented = made.parent == nil && made.presentingViewController != nil
      if stack.contains(where: { $0 === made }) || isPresented
        || (made.parent != nil && made.parent !== navigation)
      {
        return alreadyShown
      }
    case .presentation:
      if made.presentingViewController != nil || made.parent != nil { return alreadyShown }
    case .tab(let tabs, let tabBar):
      if made is UITabBarController {
        return "is a UITabBarController, and UIKit cannot show one as a tab. Give the tab the "
          + "screen or the navigation controller of the tab's flow."
      }
      // NB: UIKit gives every view controller inside a presented one a presenting view
      // controller too; only one presented itself has no parent.
      let isPresented = made.parent == nil && made.presentingViewController != nil
      if tabs.contains(where: { $0 === made }) || isPresented
        || (made.parent != nil && made.parent !== tabBar)
      {
        return alreadyShown
      }
    }
    return nil
  }

  /// Makes `renderer` the renderer of `router`. A renderer attached before, which stops
  /// drawing the router, is reported: one flow tree is shown in one scene.
  @MainActor
  func attach<Route>(
    _ renderer: some NavigationRenderer<Route>, to router: Router<Route>, name: String
  ) {
    if let existing = router.renderer, existing !== renderer {
      reportIssue(
        "\(name): the router already has a renderer "
          + "(\(type(of: existing))), which stops drawing it. Show each flow tree in one scene, "
          + "with a navigator per scene, or set `router.renderer = nil` before drawing the flow "
          + "again.")
    }
    router.renderer = renderer
  }

  private let alreadyShown =
    "is already on screen, and UIKit shows a view controller in one place at a time. Make a new "
    + "view controller each time the renderer asks for a screen."
#endif
