/// A registration's factory in the form it was given, so that registering wraps nothing in
/// another closure (an allocation per registration) and resolving calls it directly (a call
/// less per instance).
@usableFromInline
enum Maker<Service, Arguments>: Sendable {
  /// A factory that takes the resolver and the resolve-time arguments.
  case withArguments(@Sendable (Resolver, Arguments) throws -> Service)
  /// A factory that takes the resolver only; its registration takes no arguments.
  case withResolver(@Sendable (Resolver) throws -> Service)
  /// A factory that takes nothing; its registration takes no arguments.
  case plain(@Sendable () throws -> Service)

  /// Runs the factory.
  @inlinable @inline(__always)
  func make(_ resolver: Resolver, _ arguments: Arguments) throws -> Service {
    switch self {
    case .withArguments(let factory): try factory(resolver, arguments)
    case .withResolver(let factory): try factory(resolver)
    case .plain(let factory): try factory()
    }
  }
}
