// The declarations of the README and of the Declared Dependencies article, in a module of
// their own as an app declares them: the tests in DocsExampleTests, another module, use them
// exactly as those documents show.
import WayfinderDI

/// The service the documents' examples override.
public protocol APIClient: Sendable {
  /// Which client this is, for the tests to tell them apart.
  var name: String { get }
}

/// The live client, the declaration's default.
public struct LiveAPIClient: APIClient {
  /// "live".
  public var name: String { "live" }
}

/// A service made from the client.
public final class ChatService: Sendable {
  /// The client it was made with.
  public let api: any APIClient
  /// A service over `api`.
  public init(api: any APIClient) { self.api = api }
}

extension Container {
  /// The client, one per outermost container.
  public static let api = Dependency<any APIClient>(scope: .singleton) { LiveAPIClient() }
  /// The chats, made from the client.
  public static let chats = Dependency<ChatService> { r in
    ChatService(api: try r.resolve(Container.api))
  }
}

/// A view model that reads the chats as the README's does.
public final class InboxViewModel {
  @Injected(Container.chats) private var chats: ChatService
  /// A view model resolving from the current container.
  public init() {}
  /// The name of the client its chats were made with.
  public var source: String { chats.api.name }
}
