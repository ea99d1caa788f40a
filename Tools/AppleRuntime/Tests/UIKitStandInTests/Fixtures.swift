import Testing
import UIKit

/// A visible window showing `root`, once its root has appeared (on the next turn of the clock,
/// rule V2).
@MainActor
func showing(_ root: UIViewController) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = root
  window.makeKeyAndVisible()
  StandIn.advance(by: 0)
  return window
}

/// A view controller titled `title`.
@MainActor
func screen(_ title: String) -> UIViewController {
  let controller = UIViewController()
  controller.title = title
  return controller
}

/// A root in a visible window presenting a sheet whose presentation delegate is a log.
@MainActor
func presentedSheet() -> (root: UIViewController, sheet: UIViewController, log: PresentationLog) {
  let root = screen("root")
  _ = showing(root)
  let sheet = screen("sheet")
  let log = PresentationLog()
  root.present(sheet, animated: false)
  StandIn.settle()
  sheet.presentationController?.delegate = log
  return (root, sheet, log)
}

/// Records what a presentation's delegate hears.
@MainActor
final class PresentationLog: NSObject, UIAdaptivePresentationControllerDelegate {
  var heard: [String] = []
  var allows = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    heard.append("should")
    return allows
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    heard.append("attempt")
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    heard.append("will")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    heard.append("did")
  }
}

/// Records what a navigation controller's delegate hears.
@MainActor
final class NavigationLog: NSObject, UINavigationControllerDelegate {
  var heard: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    heard.append("will \(viewController.title ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    heard.append("did \(viewController.title ?? "?")")
  }
}
