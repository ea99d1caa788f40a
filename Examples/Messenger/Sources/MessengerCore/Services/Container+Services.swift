import WayfinderDI

extension Container {
  /// The backend every service is made of: by default one over an in-memory database with
  /// the demo data, which is what previews and tests get. ``MessengerApp`` registers the
  /// backend over the database it opened in the container it starts with.
  public static let backend = Dependency<DatabaseBackend>(
    "the database backend", scope: .singleton
  ) {
    DatabaseBackend(database: try MessengerDatabase(inMemory: .demo))
  }

  /// Logging in and out: the backend, unless a test overrides it.
  public static let auth = Dependency<any AuthService>("the auth service") { r in
    try r.resolve(Container.backend)
  }

  /// The chats: the backend, unless a test overrides it.
  public static let chats = Dependency<any ChatService>("the chat service") { r in
    try r.resolve(Container.backend)
  }

  /// The library: the backend, unless a test overrides it.
  public static let library = Dependency<any LibraryService>("the library service") { r in
    try r.resolve(Container.backend)
  }

  /// The profile: the backend, unless a test overrides it.
  public static let users = Dependency<any UserService>("the user service") { r in
    try r.resolve(Container.backend)
  }
}
