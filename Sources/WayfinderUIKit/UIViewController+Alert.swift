#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// A button of an alert shown with `showAlert(title:message:actions:)`.
  public struct AlertAction {
    let title: String
    let style: UIAlertAction.Style
    let handler: @MainActor () -> Void

    /// A button titled `title` that runs `handler` when tapped.
    public init(
      _ title: String, style: UIAlertAction.Style = .default,
      handler: @escaping @MainActor () -> Void = {}
    ) {
      self.title = title
      self.style = style
      self.handler = handler
    }

    /// An OK button that only closes the alert.
    public static var ok: AlertAction { AlertAction("OK") }

    /// `actions` as UIKit can draw them: an OK button for none, one `.cancel` style at most.
    static func drawable(_ actions: [AlertAction]) -> [AlertAction] {
      guard !actions.isEmpty else { return [.ok] }
      var hasCancel = false
      return actions.map { action in
        guard action.style == .cancel else { return action }
        defer { hasCancel = true }
        return hasCancel ? AlertAction(action.title, handler: action.handler) : action
      }
    }
  }

  /// What an alert or a confirmation dialog of a flow shows: a renderer builds the
  /// `UIAlertController` and tells the flow when a button closes it.
  ///
  /// ```swift
  /// NavigationControllerRenderer(router: chats.router, alert: { route, _ in
  ///   guard case .deleteAlert(let id) = route else { return nil }
  ///   return AlertContent(title: "Delete the chat?", actions: [
  ///     AlertAction("Delete", style: .destructive) { chats.delete(id) },
  ///     AlertAction("Cancel", style: .cancel),
  ///   ])
  /// }) { route in chatsScreen(route) }
  /// ```
  public struct AlertContent {
    let title: String?
    let message: String?
    let actions: [AlertAction]

    /// An alert titled `title` with `message` and `actions`: an OK button when `actions` is
    /// empty (an alert without a button could never close), and the `.cancel` style on the
    /// first cancel button only (UIKit stops the app on a second one; the others are drawn as
    /// `.default`).
    public init(title: String?, message: String? = nil, actions: [AlertAction] = [.ok]) {
      self.title = title
      self.message = message
      self.actions = AlertAction.drawable(actions)
    }

    /// The alert `model` describes: a tapped button's action goes to `send` (the flow hears
    /// that the alert closed first).
    ///
    /// ```swift
    /// NavigationControllerRenderer(router: chats.router, alert: { route, _ in
    ///   guard case .deleteAlert(let id) = route else { return nil }
    ///   return AlertContent(chats.deleteAlert(id: id), send: chats.handle)
    /// }) { route in chatsScreen(route) }
    /// ```
    public init<Action>(_ model: AlertModel<Action>, send: @escaping @MainActor (Action) -> Void) {
      self.init(
        title: model.title, message: model.message,
        actions: model.buttons.map { button in
          let action = button.action
          let style: UIAlertAction.Style =
            switch button.role {
            case .cancel?: .cancel
            case .destructive?: .destructive
            case nil: .default
            }
          return AlertAction(button.title, style: style) { if let action { send(action) } }
        })
    }
  }

  extension UIViewController {
    /// Shows an alert with `title`, `message` and `actions` over this view controller.
    ///
    /// ```swift
    /// showAlert(title: "Wrong password", message: "Try again.")
    /// ```
    public func showAlert(
      title: String?, message: String?, actions: [AlertAction] = [.ok], animated: Bool = true
    ) {
      let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
      for action in AlertAction.drawable(actions) {
        let handler = action.handler
        alert.addAction(
          UIAlertAction(title: action.title, style: action.style) { _ in
            MainActor.assumeIsolated { handler() }
          })
      }
      present(alert, animated: animated)
    }
  }
#endif
