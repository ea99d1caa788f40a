/// The delegate of a presentation: asked and told about the user's interactive dismissals.
///
/// NB: UIKit declares these requirements `@objc optional`; Linux has no Objective-C runtime,
/// so each has a default implementation in an extension instead.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Whether the user may dismiss the presentation.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The user tried to dismiss, and was refused.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  /// The user's dismissal begins.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user dismissed the presentation.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Allows the dismissal.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
}

/// Manages one presentation; its delegate hears about the user's dismissals.
@MainActor
open class UIPresentationController: NSObject {
  /// The delegate; setting it replaces the one before (one weak reference).
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The view controller presented.
  public unowned let presentedViewController: UIViewController
  /// The view controller that presented it; `nil` for one made before the presentation (a
  /// sheet's or a popover's, made on first access), until it is presented.
  public internal(set) var presentingViewController: UIViewController?

  init(presentedViewController: UIViewController, presenting: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presenting
    super.init()
  }
}

extension StandIn {
  /// The user swipes `presented` down, as on a sheet, or taps outside it, as around a popover.
  ///
  /// Rules (RULES.md):
  /// - U1: only sheets can be swiped down; a full-screen presentation ignores the gesture.
  ///   A popover is a sheet in compact width and is dismissed by a tap outside it in regular
  ///   width, through the same calls (rule PO2).
  /// - U2: when `isModalInPresentation` is true or the delegate's
  ///   `presentationControllerShouldDismiss(_:)` answers false, the sheet stays and the
  ///   delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
  /// - U3: otherwise the delegate hears `presentationControllerWillDismiss(_:)`, the sheet and
  ///   everything above it animate away, and then `presentationControllerDidDismiss(_:)`.
  /// - U4: the drag is an interactive dismissal that runs until the clock passes
  ///   ``transitionDuration``; when the user drags the sheet back up (`completes` is `false`),
  ///   it ends cancelled: the sheet stays, appears again, and the delegate hears nothing more.
  public static func userSwipesDown(_ presented: UIViewController, completes: Bool = true) {
    guard let presentation = presented.presentationController,
      let presenter = presented.presentingViewController,
      presenter.presentedViewController === presented,
      presented.modalPresentationStyle.isSheet || presented.modalPresentationStyle == .popover,
      presented.presentedViewController == nil
    else { return }
    let delegate = presentation.delegate
    if presented.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(presentation) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return
    }
    delegate?.presentationControllerWillDismiss(presentation)
    presenter.dismissPresented(animated: true, interactive: true, cancels: !completes) {
      delegate?.presentationControllerDidDismiss(presentation)
    }
  }
}
