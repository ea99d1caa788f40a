/// A registered account.
public struct Account: Codable, Hashable, Sendable {
  /// The name used to log in.
  public var username: String
  /// The password (the sample stores it as is; a real app would not).
  public var password: String
  /// Where password reset PINs go.
  public var email: String
  /// The name shown to others.
  public var displayName: String
}

/// The logged-in user.
public struct User: Codable, Hashable, Sendable {
  /// The account's username.
  public var username: String
  /// The name shown to others.
  public var displayName: String

  /// A user named `username`, shown as `displayName`.
  public init(username: String, displayName: String) {
    self.username = username
    self.displayName = displayName
  }
}

/// One message of a chat.
public struct Message: Codable, Hashable, Sendable {
  /// Who wrote it.
  public var author: String
  /// What it says.
  public var text: String
}

/// A conversation.
public struct Chat: Codable, Hashable, Sendable, Identifiable {
  /// The chat's number, as in `messenger://chats/<id>`.
  public var id: Int
  /// The other person.
  public var title: String
  /// The messages, oldest first.
  public var messages: [Message]
}

/// An entry of the library.
public struct LibraryItem: Codable, Hashable, Sendable, Identifiable {
  /// The item's number.
  public var id: Int
  /// Its title.
  public var title: String
  /// Its text.
  public var summary: String
}
