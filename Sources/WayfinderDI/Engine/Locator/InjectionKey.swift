import IssueReporting

/// What a property wrapper resolves: a registered type (with an optional name), or a
/// declared dependency.
enum InjectionKey<Service>: Sendable {
  case type(RegistrationName?)
  case declared(Dependency<Service>)

  /// Resolves the key from `container`.
  func resolve(from container: Container) throws(ResolutionError) -> Service {
    switch self {
    case .type(let name): try container.typedResolve(Service.self, name: name)
    case .declared(let dependency): try container.resolve(dependency)
    }
  }
}

/// A key to resolve later, with the container it was made with: what the lazy property
/// wrappers keep until their first access.
///
/// The first access resolves as from where it runs: a `@MainActor` registration is reached
/// when that is the main actor, wherever the wrapper was made.
struct InjectionRequest<Service>: Sendable {
  let container: Container
  let key: InjectionKey<Service>

  /// Resolves from `container`, or from the container current now (not at the first access).
  /// A type that is not registered there is reported now, by `wrapper`'s name: its first
  /// access would fail.
  init(_ key: InjectionKey<Service>, container: Container?, wrapper: String) {
    self.container = container ?? Container.current
    self.key = key
    if case .type(let name) = key, !self.container.canResolve(Service.self, name: name) {
      reportIssue(Self.unregistered(wrapper: wrapper, name: name, current: container == nil))
    }
  }

  func resolve() throws(ResolutionError) -> Service {
    try key.resolve(from: container)
  }

  /// The text of the issue reported for a wrapper whose service is not registered.
  static func unregistered(wrapper: String, name: RegistrationName?, current: Bool) -> String {
    let service = ServiceDescriptor(Service.self, name: name)
    let container = current ? "Container.current" : "the container passed to it"
    return "\(wrapper) of \(service): it is not registered (without arguments) in \(container) "
      + "when its owner is made, so its first read "
      + (wrapper == "@LazyInjected" ? "stops the program" : "is nil")
      + " unless it is registered by then. Fix: register \(service.typeName) before making the "
      + "owner, or use @OptionalInjected where the service may be missing."
  }
}
