/// A button of an alert.
@MainActor
open class UIAlertAction: NSObject {
  /// How the button looks.
  public enum Style: Int, Sendable {
    /// A plain button.
    case `default` = 0
    /// The cancel button.
    case cancel = 1
    /// A destructive button.
    case destructive = 2
  }

  /// The title.
  public let title: String?
  /// The style.
  public let style: Style
  let handler: ((UIAlertAction) -> Void)?

  /// A button titled `title` that calls `handler` when the user selects it.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

/// The width class the stand-in's screen has: compact like an iPhone, regular like an iPad.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// An iPhone's width.
  case compact = 1
  /// An iPad's width.
  case regular = 2
}

/// A popover's presentation: where it points.
///
/// Rule PO1 (RULES.md): a view controller presented as a popover has one, made on first access
/// of `popoverPresentationController` and kept as its presentation's controller.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the popover points at.
  open var sourceRect = CGRect.zero
  /// The directions the popover's arrow may point.
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The sheet the popover shows as in compact width.
  ///
  /// Source: UIPopoverPresentationController.adaptiveSheetPresentationController.
  open private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
    presentedViewController: presentedViewController, presenting: nil)
}

/// An alert or an action sheet.
@MainActor
open class UIAlertController: UIViewController {
  /// Alert or action sheet.
  public enum Style: Int, Sendable {
    /// An action sheet.
    case actionSheet = 0
    /// An alert.
    case alert = 1
  }

  /// The message.
  public let message: String?
  /// Alert or action sheet.
  public let preferredStyle: Style
  /// The buttons, in order.
  public private(set) var actions: [UIAlertAction] = []
  private lazy var popover: UIPopoverPresentationController? =
    preferredStyle == .actionSheet
    ? UIPopoverPresentationController(presentedViewController: self, presenting: nil) : nil

  /// Where an action sheet points when it shows as a popover.
  ///
  /// Source: UIViewController.popoverPresentationController; an action sheet's modal
  /// presentation style is a popover (UIAlertController).
  override open var popoverPresentationController: UIPopoverPresentationController? { popover }

  /// An alert or action sheet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  /// Adds a button. Rule A3 (RULES.md): a second action with the `.cancel` style raises
  /// NSInternalInconsistencyException, and the action is not added.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      StandIn.raise(
        "NSInternalInconsistencyException: UIAlertController can only have one action with a "
          + "style of UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
  }

  /// Rule A2 (RULES.md): in a regular-width environment an action sheet is a popover and needs
  /// a source; without one UIKit raises NSGenericException.
  var canBePresented: Bool {
    guard preferredStyle == .actionSheet, StandIn.horizontalSizeClass == .regular,
      popover?.sourceView == nil
    else { return true }
    StandIn.raise(
      "NSGenericException: Your application has presented a UIAlertController of style "
        + "UIAlertControllerStyleActionSheet. The modalPresentationStyle of a UIAlertController "
        + "with this style is UIModalPresentationPopover. You must provide location information "
        + "for this popover through the alert controller's popoverPresentationController.")
    return false
  }
}

extension StandIn {
  /// The width class of the screen: `.compact` (an iPhone) unless a test sets `.regular`.
  public static var horizontalSizeClass = UIUserInterfaceSizeClass.compact

  /// The user taps the button titled `title` in `alert`.
  ///
  /// Rule A1 (RULES.md): the alert dismisses itself (a programmatic dismissal, so no
  /// `presentationControllerDidDismiss(_:)`), and the action's handler runs once it is gone, or
  /// with ``StandIn/Orders/alertHandlerDuringDismissal`` as the dismissal begins.
  public static func userTaps(_ title: String, in alert: UIAlertController) {
    guard let action = alert.actions.first(where: { $0.title == title }) else { return }
    dismiss(alert, running: action)
  }

  /// The user taps outside `alert`, an action sheet.
  ///
  /// Rule A4 (RULES.md): in a regular width, where the action sheet is a popover, the tap
  /// dismisses it and runs the handler of its `.cancel` action, which the popover does not
  /// show, as a tap on it would (rule A1); without one, no handler runs and no delegate hears
  /// of it. In a compact width the tap does that only when there is a `.cancel` action; without
  /// one the action sheet stays. An alert ignores taps outside it.
  public static func userTapsOutside(_ alert: UIAlertController) {
    guard alert.preferredStyle == .actionSheet,
      let presenter = alert.presentingViewController, presenter.presentedViewController === alert
    else { return }
    let cancel = alert.actions.first { $0.style == .cancel }
    if let cancel { return dismiss(alert, running: cancel) }
    guard horizontalSizeClass == .regular else { return }
    presenter.dismissPresented(animated: true, interactive: false) {}
  }

  /// Dismisses `alert` as a tap on `action` does, running its handler (rule A1).
  private static func dismiss(_ alert: UIAlertController, running action: UIAlertAction) {
    guard let presenter = alert.presentingViewController,
      presenter.presentedViewController === alert
    else { return }
    guard orders.alertHandlerDuringDismissal else {
      return presenter.dismissPresented(animated: true, interactive: false) {
        action.handler?(action)
      }
    }
    presenter.dismissPresented(animated: true, interactive: false) {}
    action.handler?(action)
  }
}
