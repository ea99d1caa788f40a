#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// An alert or a confirmation dialog of a flow, drawn from the `AlertModel` the
  /// flow describes it with: a renderer builds the `UIAlertController` and tells the flow when
  /// a button closes it.
  ///
  /// A route presented with the `.alert` or `.confirmationDialog` style shows the alert that
  /// the renderer's `alert:` closure returns for it:
  ///
  /// ```swift
  /// NavigationControllerRenderer(router: chats.router, alert: { route, _ in
  ///   guard case .deleteAlert(let id) = route else { return nil }
  ///   return AlertContent(chats.deleteAlert(id: id), send: chats.handle)
  /// }) { route in chatsScreen(route) }
  /// ```
  ///
  /// UIKit draws at most one `.cancel` button and stops the app on a second: the first cancel
  /// button keeps the style, the others are drawn as `.default`; an alert without buttons gets
  /// an OK button, as one without any could never close.
  public struct AlertContent {
    let title: String?
    let message: String?
    let actions: [AlertAction]

    /// The alert `model` describes: a tapped button's action goes to `send` (the flow hears
    /// that the alert closed first).
    public init<Action>(_ model: AlertModel<Action>, send: @escaping @MainActor (Action) -> Void) {
      title = model.title
      message = model.message
      actions = AlertAction.drawable(
        model.buttons.map { button in
          let action = button.action
          let style: UIAlertAction.Style =
            switch button.role {
            case .cancel?: .cancel
            case .destructive?: .destructive
            case nil: .default
            // NB: a role this version does not know is a plain button.
            @unknown default: .default
            }
          return AlertAction(button.title, style: style) { if let action { send(action) } }
        })
    }
  }

  /// A button of an ``AlertContent``: its title, its style and what tapping it does.
  struct AlertAction {
    let title: String
    let style: UIAlertAction.Style
    let handler: @MainActor () -> Void

    init(_ title: String, style: UIAlertAction.Style, handler: @escaping @MainActor () -> Void) {
      self.title = title
      self.style = style
      self.handler = handler
    }

    /// `actions` as UIKit can draw them: an OK button for none, one `.cancel` style at most.
    static func drawable(_ actions: [AlertAction]) -> [AlertAction] {
      guard !actions.isEmpty else { return [AlertAction("OK", style: .default) {}] }
      var hasCancel = false
      return actions.map { action in
        guard action.style == .cancel else { return action }
        defer { hasCancel = true }
        return hasCancel
          ? AlertAction(action.title, style: .default, handler: action.handler) : action
      }
    }
  }
#endif
