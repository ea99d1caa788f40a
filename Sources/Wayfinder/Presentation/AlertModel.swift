import IssueReporting

/// An alert or a confirmation dialog as a value: its title, its message and its buttons, each
/// carrying the action the flow receives when the user taps it.
///
/// A flow says what an alert offers as data, so a test compares it and taps a button without
/// a UI; both adapters draw it as a ``FlowAlert`` and hand the tapped button's action back to
/// the flow.
///
/// ```swift
/// enum ChatsAction: Hashable, Sendable { case delete(id: Int) }
///
/// func deleteAlert(id: Int) -> AlertModel<ChatsAction> {
///   AlertModel(
///     title: "Delete this chat?", message: "It cannot be undone.",
///     buttons: [
///       .init("Delete", role: .destructive, action: .delete(id: id)),
///       .init("Cancel", role: .cancel),
///     ])
/// }
///
/// // In a test:
/// let alert = deleteAlert(id: 3)
/// #expect(alert.buttons.map(\.title) == ["Delete", "Cancel"])
/// #expect(alert.action(tapping: "Delete") == .delete(id: 3))
/// ```
public struct AlertModel<Action: Hashable & Sendable>: Hashable, Sendable {
  /// What a button does to the alert, which decides how the platform draws it.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Role: Hashable, Sendable, Codable {
    /// Closes the alert without doing anything else.
    case cancel
    /// Does something that cannot be undone, such as deleting data.
    case destructive
  }

  /// One button: its title, its role, and the action the flow receives when it is tapped
  /// (`nil` for a button that only closes the alert).
  public struct Button: Hashable, Sendable {
    /// The button's title.
    public var title: String
    /// What the button does to the alert, if it is one of the roles the platform draws apart.
    public var role: Role?
    /// What the flow receives when the button is tapped; `nil` when it only closes the alert.
    public var action: Action?

    /// A button titled `title`, with `role`, that sends `action` when tapped.
    public init(_ title: String, role: Role? = nil, action: Action? = nil) {
      self.title = title
      self.role = role
      self.action = action
    }
  }

  /// The alert's title.
  public var title: String
  /// The text under the title, if any.
  public var message: String?
  /// The buttons, in order; the platform may draw the cancel button apart (first, last, or not
  /// at all in a popover).
  public var buttons: [Button]

  /// An alert titled `title` with `message` and `buttons`; an OK button that only closes it
  /// when `buttons` is left out.
  ///
  /// At most one button may have the ``Role/cancel`` role: more is reported (a runtime warning
  /// in an app, a test failure in tests), and UIKit draws the others as plain buttons.
  public init(title: String, message: String? = nil, buttons: [Button] = [Button("OK")]) {
    self.init(checked: title, message: message, buttons: buttons)
    if buttons.count(where: { $0.role == .cancel }) > 1 {
      reportIssue(
        "The alert \"\(title)\" has more than one cancel button; give the cancel role to one "
          + "button only.")
    }
  }

  /// An alert with `buttons`, already checked when the app described it.
  init(checked title: String, message: String?, buttons: [Button]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The action the button titled `title` sends, as tapping it would: `nil` for a button that
  /// only closes the alert, and, after reporting it (a runtime warning in an app, a failure
  /// in tests), for a title no button has.
  public func action(tapping title: String) -> Action? {
    guard let button = buttons.first(where: { $0.title == title }) else {
      reportIssue(
        "The alert \"\(self.title)\" has no button titled \"\(title)\"; its buttons are "
          + buttons.map { "\"\($0.title)\"" }.joined(separator: ", ") + ".")
      return nil
    }
    return button.action
  }
}

extension AlertModel.Button: Codable where Action: Codable {}
extension AlertModel: Codable where Action: Codable {}
