#if canImport(SwiftUI) && !os(macOS)
  import SwiftUI

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

    /// An alert with `title`, the buttons of `actions` and `message`.
    public init<Actions: View, Message: View>(
      _ title: String, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) {
      self.title = title
      self.actions = AnyView(actions())
      self.message = AnyView(message())
    }

    /// An alert with only a title and the system's OK button.
    public init(_ title: String) {
      self.init(title, actions: { EmptyView() }, message: { EmptyView() })
    }
  }
#endif
