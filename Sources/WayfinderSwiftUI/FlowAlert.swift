#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// What an alert or a confirmation dialog of a flow shows: a title, its buttons and a
  /// message.
  ///
  /// ```swift
  /// FlowStack(flow.router, alert: { route in
  ///   FlowAlert("Delete this chat?") {
  ///     Button("Delete") { flow.delete() }
  ///   } message: {
  ///     Text("It cannot be undone.")
  ///   }
  /// }) { route in … }
  /// ```
  public struct FlowAlert {
    let title: String
    let actions: AnyView
    let message: AnyView
    let buttons: [FlowAlertButton]?

    /// An alert with `title`, the buttons of `actions` and `message`.
    public init<Actions: View, Message: View>(
      _ title: String, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) {
      self.title = title
      self.actions = AnyView(actions())
      self.message = AnyView(message())
      buttons = nil
    }

    /// An alert with `title`, `message` and `buttons`. The flow hears that the alert closed
    /// before a button's action runs, so an action that presents the next screen presents it
    /// in the alert's place; prefer this form when an action navigates.
    ///
    /// ```swift
    /// FlowAlert("Delete this chat?", buttons: [
    ///   FlowAlertButton("Delete", role: .destructive) { flow.delete() },
    ///   FlowAlertButton("Cancel", role: .cancel),
    /// ])
    /// ```
    public init(_ title: String, message: String? = nil, buttons: [FlowAlertButton]) {
      self.title = title
      actions = AnyView(EmptyView())
      self.message = AnyView(message.map(Text.init))
      self.buttons = buttons
    }

    /// An alert with only a title and the system's OK button.
    public init(_ title: String) {
      self.init(title, actions: { EmptyView() }, message: { EmptyView() })
    }

    /// The alert `model` describes: a tapped button's action goes to `send` once the alert is
    /// gone (the flow hears that it closed first, as with ``FlowAlertButton``s).
    ///
    /// ```swift
    /// FlowStack(flow.router, alert: { route in
    ///   guard case .deleteAlert(let id) = route else { return nil }
    ///   return FlowAlert(flow.deleteAlert(id: id), send: flow.handle)
    /// }) { route in … }
    /// ```
    public init<Action>(
      _ model: AlertModel<Action>, send: @escaping @MainActor (Action) -> Void
    ) {
      self.init(
        model.title, message: model.message,
        buttons: model.buttons.map { button in
          let action = button.action
          return FlowAlertButton(
            button.title, role: button.role.map(ButtonRole.init),
            action: { if let action { send(action) } })
        })
    }
  }

  extension ButtonRole {
    /// SwiftUI's role for `role`.
    init<Action>(_ role: AlertModel<Action>.Role) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }

  /// A button of a ``FlowAlert``.
  public struct FlowAlertButton {
    let title: String
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// A button titled `title` that runs `action` once the alert is gone.
    public init(
      _ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void = {}
    ) {
      self.title = title
      self.role = role
      self.action = action
    }
  }
#endif
