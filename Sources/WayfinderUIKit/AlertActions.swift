#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// A button of a drawn ``FlowAlert``: its title, its style and what tapping it does.
  struct AlertAction {
    let title: String
    let style: UIAlertAction.Style
    let handler: @MainActor () -> Void

    init(_ title: String, style: UIAlertAction.Style, handler: @escaping @MainActor () -> Void) {
      self.title = title
      self.style = style
      self.handler = handler
    }

    /// The buttons of `alert` as UIKit can draw them: a button's role picks its style; an
    /// alert without buttons gets an OK button, as one without any could never close; UIKit
    /// stops the app on a second `.cancel` button, so the first keeps the style and the
    /// others are drawn as `.default`. An action sheet without a cancel button gets one
    /// titled `cancel`: a tap outside an action sheet runs its cancel action and nothing else
    /// (on an iPad it closes the popover either way), so without one the flow would never
    /// hear that it went.
    static func drawable(
      _ alert: FlowAlert, asActionSheet: Bool, cancel: String
    ) -> [AlertAction] {
      let actions = alert.content.buttons.enumerated().map { index, button in
        AlertAction(button.title, style: style(button.role)) { alert.tap(index) }
      }
      guard !actions.isEmpty else { return [AlertAction("OK", style: .default) {}] }
      var hasCancel = false
      let drawn = actions.map { action in
        guard action.style == .cancel else { return action }
        defer { hasCancel = true }
        return hasCancel
          ? AlertAction(action.title, style: .default, handler: action.handler) : action
      }
      guard asActionSheet, !hasCancel else { return drawn }
      return drawn + [AlertAction(cancel, style: .cancel) {}]
    }

    private static func style(_ role: AlertModel<Int>.Role?) -> UIAlertAction.Style {
      switch role {
      case .cancel?: .cancel
      case .destructive?: .destructive
      case nil: .default
      // NB: a role this version does not know is a plain button.
      @unknown default: .default
      }
    }
  }
#endif
