/// Everything the sample stores, as one value: the demo data a new database starts with, and
/// the format of the JSON file earlier versions kept (`messenger.json`), imported once.
public struct MessengerData: Codable, Equatable, Sendable {
  /// The accounts.
  public var accounts: [Account]
  /// Who is logged in.
  public var session: String?
  /// The chats, with their messages.
  public var chats: [Chat]
  /// The library.
  public var library: [LibraryItem]
  /// PINs sent for password resets, by email.
  public var resetPINs: [String: String] = [:]

  /// The seeded demo data: the account `demo` / `demo1234` and a few chats and articles.
  public static let demo = MessengerData(
    accounts: [
      Account(
        username: "demo", password: "demo1234", email: "demo@example.com",
        displayName: "Demo User")
    ],
    session: nil,
    chats: [
      Chat(id: 1, title: "Ada", messages: [Message(author: "Ada", text: "Welcome to Messenger!")]),
      Chat(id: 2, title: "Grace", messages: [Message(author: "Grace", text: "Found the bug.")]),
      Chat(id: 3, title: "Linus", messages: []),
    ],
    library: [
      LibraryItem(id: 1, title: "Coordinators", summary: "Flows own their screens."),
      LibraryItem(id: 2, title: "Navigation as data", summary: "State you can print and save."),
      LibraryItem(id: 3, title: "Dependency injection", summary: "Services through a container."),
    ])
}
