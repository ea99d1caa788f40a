/// `Optional<T>` resolved through `T`'s registration when nothing is registered for the
/// optional itself: `let api: APIClient? = try container.resolve()` finds a registered
/// `APIClient`, and is `nil` when there is none, instead of looking for a registration of
/// `APIClient?` that nobody makes.
protocol ResolvableThroughWrapped {
  /// The wrapped service resolved under `key`'s name and arguments, or `nil` when it is not
  /// registered either.
  static func resolveWrapped<Arguments>(
    by resolver: Resolver, for key: ServiceKey, arguments: Arguments
  ) throws(ResolutionError) -> Self
}

extension Optional: ResolvableThroughWrapped {
  static func resolveWrapped<Arguments>(
    by resolver: Resolver, for key: ServiceKey, arguments: Arguments
  ) throws(ResolutionError) -> Wrapped? {
    let name = key.name
    let wrapped = ServiceKey(service: Wrapped.self, arguments: Arguments.self, name: name)
    guard
      resolver.container.lookup(wrapped) != nil
        || Wrapped.self is any ResolvableThroughWrapped.Type
    else { return nil }
    let found: Wrapped = try resolver.resolve(
      wrapped, arguments: arguments,
      describe: { ServiceDescriptor(Wrapped.self, name: name, arguments: Arguments.self) })
    return found
  }
}
