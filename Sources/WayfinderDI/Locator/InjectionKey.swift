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
