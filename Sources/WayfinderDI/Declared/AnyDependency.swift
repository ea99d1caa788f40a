/// Any declared dependency, whatever its value type: what
/// ``Container/verify(including:)`` takes to check declarations your code has not
/// used yet.
public class AnyDependency: @unchecked Sendable {
  // `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type.

  /// Names the declaration in messages, and keys its overrides in a container.
  let descriptor: ServiceDescriptor
  /// Where containers keep this declaration's shared instance, in their declared slots.
  @usableFromInline let index: Int
  /// Gives the declaration an identity for its key before the declaration itself exists.
  private let marker: AnyObject

  init(_ identity: Identity) {
    marker = identity.marker
    descriptor = identity.descriptor
    index = Int(bitPattern: Self.counter.add(1, ordering: .relaxed))
  }

  /// What names and keys a declaration, made before the declaration so that its default
  /// registration can carry it.
  struct Identity {
    let marker: AnyObject
    let descriptor: ServiceDescriptor

    init(label: String, service: Any.Type) {
      marker = Marker()
      descriptor = ServiceDescriptor(declaration: marker, service: service, label: label)
    }
  }

  /// Resolves the declaration from `resolver`, discarding the instance, for
  /// ``Container/verify(including:)``.
  func resolveForVerification(_ resolver: Resolver) throws(ResolutionError) {}

  private final class Marker: Sendable {}

  private static let counter = AtomicWord.make()
}
