// A negative control for Tools/check-delegate-methods.py: each method below nearly matches a
// UIKit delegate requirement, which the Apple compiler warns about and Linux would accept.
// expect: 3
import UIKit

final class MisspelledDelegate: NSObject, UIAdaptivePresentationControllerDelegate,
  UINavigationControllerDelegate
{
  // A letter missing from the name.
  func presentationControllerDidDismis(_ presentationController: UIPresentationController) {}

  // A wrong argument label.
  func navigationController(
    _ navigationController: UINavigationController, didShown viewController: UIViewController,
    animated: Bool
  ) {}

  // A wrong result type.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool?
  { nil }
}
