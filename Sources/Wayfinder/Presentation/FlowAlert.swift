/// An alert or a confirmation dialog ready to draw: what an ``AlertModel`` offers, with each
/// button's action going back to the flow.
///
/// A route presented with the `.alert` or `.confirmationDialog` style shows the alert that the
/// view's or the renderer's `alert:` closure (or the flow's `alert(for:)`) returns for it. Both
/// adapters draw the same value, so a flow that UIKit and SwiftUI screens share describes its
/// alerts once:
///
/// ```swift
/// func alert(for route: ChatsRoute) -> FlowAlert? {
///   guard case .deleteAlert(let id) = route else { return nil }
///   return FlowAlert(deleteAlert(id: id), send: handle)
/// }
/// ```
///
/// The flow hears that the alert closed before a button's action reaches `send`, so an action
/// that presents the next screen presents it in the alert's place. A test checks the flow's
/// `AlertModel` and sends its actions, without a view.
public struct FlowAlert: Sendable {
  /// What the alert shows, each button's action its index in `model.buttons` (`nil` for a
  /// button that only closes the alert).
  @_spi(Rendering) public let content: AlertModel<Int>
  private let send: @MainActor (Int) -> Void

  /// The alert `model` describes: a tapped button's action goes to `send` once the alert is
  /// gone.
  public init<Action>(_ model: AlertModel<Action>, send: @escaping @MainActor (Action) -> Void) {
    let actions = model.buttons.map(\.action)
    content = AlertModel(
      checked: model.title, message: model.message,
      buttons: model.buttons.enumerated().map { index, button in
        AlertModel<Int>.Button(
          button.title, role: button.role.map(Self.role), action: button.action.map { _ in index })
      })
    self.send = { index in
      if actions.indices.contains(index), let action = actions[index] { send(action) }
    }
  }

  private static func role<Action>(_ role: AlertModel<Action>.Role) -> AlertModel<Int>.Role {
    switch role {
    case .cancel: .cancel
    case .destructive: .destructive
    }
  }

  /// Sends the action of the button at `index` of ``content``, as a tap on it does once the
  /// alert is gone; a button without one sends nothing.
  @_spi(Rendering) @MainActor public func tap(_ index: Int) {
    send(index)
  }
}
