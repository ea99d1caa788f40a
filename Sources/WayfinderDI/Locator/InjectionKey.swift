/// What a property wrapper resolves: a registered type (with an optional name), or a
/// declared dependency.
enum InjectionKey<Service>: Sendable {
  case type(ServiceName?)
  case declared(Dependency<Service>)

  /// Resolves the key from `container` as a caller with `isolation` would.
  func resolve(from container: Container, isolation: (any Actor)?) throws(ResolutionError)
    -> Service
  {
    switch self {
    case .type(let name): try container.resolve(Service.self, name: name, isolation: isolation)
    case .declared(let dependency): try container.resolve(dependency, isolation: isolation)
    }
  }
}

/// A key to resolve later, with the container and isolation it was made with: what the lazy
/// property wrappers keep until their first access.
struct InjectionRequest<Service>: Sendable {
  let container: Container
  let key: InjectionKey<Service>
  let isolation: (any Actor)?

  /// Resolves from `container`, or from the container current now (not at the first access).
  init(_ key: InjectionKey<Service>, container: Container?, isolation: (any Actor)?) {
    self.container = container ?? Container.current
    self.key = key
    self.isolation = isolation
  }

  func resolve() throws(ResolutionError) -> Service {
    try key.resolve(from: container, isolation: isolation)
  }
}
