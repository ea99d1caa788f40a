import Wayfinder

/// One chat's thread, as a flow pushed onto the chats stack: ``ChatsFlow`` makes it for
/// `ChatsRoute.thread(_:)` and Wayfinder ends it when that route is popped, so the thread's
/// view model, which follows the database, lives exactly as long as its screen.
public final class ThreadFlow: Coordinator<ThreadRoute, Void>, ScreenFlow {
  /// The thread.
  public let model: ThreadViewModel

  /// The thread of chat `id`, over `services`.
  public init(id: Int, services: Services) {
    model = ThreadViewModel(id: id, service: services.chats, observations: services.observations)
    super.init(root: .messages)
  }

  /// The child flow drawn over this flow, if any.
  public var visibleChild: Flow? { nil }
  /// None: the thread's place in the chats stack is named by ``ChatsFlow/crumbs``.
  public var crumbs: [String] { [] }

  /// The messages, and sending one.
  public var currentScreen: Screen {
    let model = model
    guard let chat = model.chat else {
      return Screen(title: "Chat \(model.id)", lines: ["This chat does not exist."])
    }
    return Screen(
      title: chat.title,
      lines: (chat.messages.isEmpty
        ? ["No messages yet."] : chat.messages.map { "\($0.author): \($0.text)" })
        + (model.message.map { ["! \($0)"] } ?? []),
      actions: [.input("Send a message", prompt: "Message") { model.send($0) }])
  }
}
