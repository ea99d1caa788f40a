import WayfinderDI

/// The app's root: the authorization flow or the main flow.
public enum AppRoute: String, Hashable, Codable, Sendable {
  case auth, main
}

/// The authorization flow's screens.
public enum AuthRoute: Hashable, Codable, Sendable {
  case login
  case register
  case forgotEmail
  case forgotPIN(email: String)
  case newPassword(email: String, pin: String)
}

/// The main tab bar.
public enum MainTab: String, Hashable, Codable, Sendable, CaseIterable {
  case chats, library, profile

  /// The tab's title.
  public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// The chats flow's screens.
public enum ChatsRoute: Hashable, Codable, Sendable {
  case list
  case thread(Int)
  case newChat
}

/// A thread's screen, shown by the flow its chats flow pushes for `ChatsRoute.thread`.
public enum ThreadRoute: Hashable, Codable, Sendable {
  case messages
}

/// The new-chat flow's screen.
public enum NewChatRoute: Hashable, Codable, Sendable {
  case form
}

/// The library flow's screens.
public enum LibraryRoute: Hashable, Codable, Sendable {
  case list
  case item(Int)
}

/// The profile flow's screens.
public enum ProfileRoute: Hashable, Codable, Sendable {
  case overview
  case edit
}

/// The edit-profile flow's screen.
public enum EditProfileRoute: Hashable, Codable, Sendable {
  case form
}

/// The services the flows use, composed once at launch and handed down from flow to flow.
public struct Services: Sendable {
  /// Logging in and out.
  public var auth: any AuthService
  /// Chats.
  public var chats: any ChatService
  /// The library.
  public var library: any LibraryService
  /// The profile.
  public var users: any UserService
  /// The view models' live observations of the database.
  public let observations: Observations

  /// Services from one backend.
  public init(
    auth: any AuthService, chats: any ChatService, library: any LibraryService,
    users: any UserService, observations: Observations
  ) {
    self.auth = auth
    self.chats = chats
    self.library = library
    self.users = users
    self.observations = observations
  }

  /// The services `container` gives, with observations of their own: the app's at launch, a
  /// preview's stand-ins in a preview.
  @MainActor
  public init(resolvingFrom container: Container) throws(ResolutionError) {
    self.init(
      auth: try container.resolve(Container.auth), chats: try container.resolve(Container.chats),
      library: try container.resolve(Container.library),
      users: try container.resolve(Container.users), observations: Observations())
  }
}
