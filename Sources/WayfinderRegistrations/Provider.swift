import WayfinderDI

/// Makes a `Service` at each call, from the container it came from: inject one where a type
/// needs instances later (a view model for each chat it opens), instead of the container.
///
/// Nothing needs registering: resolving `Provider<Service>` gives a provider of `Service`'s
/// registration (under the same name), or throws `ResolutionError` when `Service` is not
/// registered.
///
/// ```swift
/// final class ChatsCoordinator {
///   private let makeChat: Provider<ChatViewModel>
///   init(makeChat: Provider<ChatViewModel>) { self.makeChat = makeChat }
///
///   func open(_ id: Int) throws {
///     let chat = try makeChat(id)   // a ChatViewModel registered with an `Int` argument
///   }
/// }
///
/// container.register(ChatsCoordinator.self) { r in ChatsCoordinator(makeChat: try r.resolve()) }
/// ```
///
/// Each call resolves as its registration's scope says: a transient registration gives a new
/// instance every time, a singleton the same one.
public struct Provider<Service>: Sendable {
  let container: Container
  let name: ServiceName?

  /// A provider of `Service`, registered under `name`, from `container`.
  public init(_ container: Container, name: ServiceName? = nil) {
    self.container = container
    self.name = name
  }

  /// Resolves `Service`, passing `arguments` to a factory that takes them.
  ///
  /// Called on the main actor, it reaches `@MainActor` registrations.
  ///
  /// - Parameter arguments: The factory's arguments, none for a registration without them.
  public func callAsFunction<each Argument>(_ arguments: repeat each Argument)
    throws(ResolutionError) -> Service
  {
    try container.resolve(Service.self, name: name, arguments: repeat each arguments)
  }
}

extension Provider: ResolvableAsProvider {
  package static var providedType: any Any.Type { Service.self }

  package static func provider(
    from container: Container, name: RegistrationName?
  ) throws(ResolutionError) -> Provider {
    try container.checkProvidable(Service.self, name: name)
    return Provider(container, name: name.map(ServiceName.init))
  }
}
