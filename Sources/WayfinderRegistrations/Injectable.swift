import WayfinderDI

/// A type made from one value holding everything it depends on.
///
/// Plain injection without a container at the call site: declare what you need as a
/// composition of `Has…` protocols, and accept any value that provides it.
///
/// ```swift
/// protocol HasAPIClient { var api: APIClient { get } }
/// protocol HasAuthService { var auth: AuthService { get } }
///
/// struct AppServices: HasAPIClient, HasAuthService {
///   let api: APIClient
///   let auth: AuthService
/// }
///
/// final class ProfileViewModel: Injectable {
///   typealias Dependencies = HasAPIClient & HasAuthService
///   private let dependencies: Dependencies
///   init(dependencies: Dependencies) { self.dependencies = dependencies }
/// }
///
/// let profile = ProfileViewModel(dependencies: services)   // sees only api and auth
/// ```
///
/// With a container, register the services value once and let
/// `register(_:name:scope:services:)` build injectables from it.
public protocol Injectable {
  /// What the type needs, usually a composition of `Has…` protocols.
  associatedtype Dependencies
  /// Creates the value from its dependencies.
  init(dependencies: Dependencies)
}

extension Container {
  /// Registers an ``Injectable`` type, made from the `Services` value the container
  /// resolves.
  ///
  /// ```swift
  /// container.register(AppServices.self, scope: .singleton) { _ in AppServices.live() }
  /// container.register(ProfileViewModel.self, services: AppServices.self)
  /// ```
  ///
  /// - Throws: Nothing here. Resolving throws `ResolutionError.Reason.factoryFailed(_:underlying:)`
  ///   with ``DependenciesMismatch`` when `Services` does not provide
  ///   `Service.Dependencies`.
  public func register<Service: Injectable & SendableMetatype, Services>(
    _ type: Service.Type, name: ServiceName? = nil, scope: Scope? = nil,
    services: Services.Type
  ) {
    register(Service.self, name: name, scope: scope) { resolver in
      try Service.make(from: resolver, services: Services.self)
    }
  }
}

extension Container {
  /// Registers a main-actor ``Injectable`` type, such as a view controller, made from the
  /// `Services` value the container resolves; its factory runs on the main actor.
  ///
  /// ```swift
  /// @MainActor final class ChatsViewController: UIViewController, @MainActor Injectable {
  ///   typealias Dependencies = HasChatService
  ///   init(dependencies: Dependencies) { … }
  /// }
  ///
  /// container.register(ChatsViewController.self, services: AppServices.self)
  /// ```
  ///
  /// Resolve it from the main actor; elsewhere resolving throws
  /// `ResolutionError.Reason.requiresMainActor(_:)`.
  @MainActor
  public func register<Service: Injectable, Services>(
    _ type: Service.Type, name: ServiceName? = nil, scope: Scope? = nil,
    services: Services.Type
  ) {
    let descriptor = ServiceDescriptor(Service.self, name: name?.key)
    registerOnMainActor(descriptor, scope: scope ?? defaultScope) { @MainActor resolver in
      try Service.make(from: resolver, services: Services.self)
    }
  }
}

extension Injectable {
  /// Makes the value from the `Services` value `resolver` finds.
  static func make<Services>(from resolver: Resolver, services: Services.Type) throws -> Self {
    let services = try resolver.resolve(Services.self)
    guard let dependencies = services as? Dependencies else {
      throw DependenciesMismatch(
        services: String(describing: Services.self),
        required: String(describing: Dependencies.self))
    }
    return Self(dependencies: dependencies)
  }
}

/// The services value registered for an ``Injectable`` does not provide what it needs.
public struct DependenciesMismatch: Error, CustomStringConvertible {
  /// The services type that was resolved.
  public let services: String
  /// The dependencies type the injectable requires.
  public let required: String

  /// What is missing and how to fix it.
  public var description: String {
    "\(services) does not conform to \(required); add the missing Has… conformances to \(services)"
  }
}
