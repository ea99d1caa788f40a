#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// An alert or a confirmation dialog of a flow, drawn from the `AlertModel` the
  /// flow describes it with: a title, a message and buttons whose actions go back to the flow.
  ///
  /// A route presented with the `.alert` or `.confirmationDialog` style shows the alert that
  /// the view's `alert:` closure returns for it:
  ///
  /// ```swift
  /// FlowStack(flow.router, alert: { route in
  ///   guard case .deleteAlert(let id) = route else { return nil }
  ///   return FlowAlert(flow.deleteAlert(id: id), send: flow.handle)
  /// }) { route in … }
  /// ```
  ///
  /// The flow hears that the alert closed before a button's action reaches `send`, so an
  /// action that presents the next screen presents it in the alert's place. A test checks the
  /// flow's `AlertModel` and sends its actions, without a view.
  public struct FlowAlert {
    let title: String
    let message: String?
    let buttons: [Button]

    /// One button: its title, its role and what tapping it does once the alert is gone.
    struct Button {
      let title: String
      let role: ButtonRole?
      let action: @MainActor () -> Void
    }

    /// The alert `model` describes: a tapped button's action goes to `send` once the alert is
    /// gone (the flow hears that it closed first).
    public init<Action>(
      _ model: AlertModel<Action>, send: @escaping @MainActor (Action) -> Void
    ) {
      title = model.title
      message = model.message
      buttons = model.buttons.map { button in
        let action = button.action
        return Button(
          title: button.title, role: button.role.flatMap(ButtonRole.init),
          action: { if let action { send(action) } })
      }
    }
  }

  extension ButtonRole {
    /// SwiftUI's role for `role`; `nil`, a plain button, for a role this version does not
    /// know.
    init?<Action>(_ role: AlertModel<Action>.Role) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      @unknown default: return nil
      }
    }
  }
#endif
