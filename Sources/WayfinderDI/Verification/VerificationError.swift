/// Everything ``Container/verify(including:)`` found wrong with a container, all at once.
///
/// ```swift
/// @Test func containerIsComplete() throws {
///   try Container.shared.verify(including: [Container.api, Container.chats])
/// }
/// ```
///
/// ``description`` lists one problem per line, for example:
///
/// ```text
/// 3 problems found by verify():
/// - missing: Database, needed by Feed → Repository → Database
/// - cycle: A → B → A
/// - captive: Session (singleton) holds Formatter (transient); the singleton keeps one Formatter forever
/// ```
public struct VerificationError: Error, CustomStringConvertible {
  /// One problem.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Problem: Sendable, CustomStringConvertible {
    /// Nothing is registered for `service`; `path` is the chain of services that needed it,
    /// ending with `service`.
    case missing(ServiceDescriptor, path: [ServiceDescriptor])
    /// These services depend on each other in a circle; the first and last are the same.
    case cycle([ServiceDescriptor])
    /// A singleton or cached service holds a service that should live shorter (transient,
    /// graph or weak): the holder keeps its first instance forever.
    case captive(
      holder: ServiceDescriptor, holderScope: String, dependency: ServiceDescriptor,
      dependencyScope: String)
    /// Resolving failed for another reason: a factory threw, or arguments did not match.
    case resolutionFailed(ResolutionError)

    /// The problem on one line.
    public var description: String {
      switch self {
      case .missing(let service, let path):
        path.count > 1
          ? "missing: \(service), needed by \(path.map(\.description).joined(separator: " → "))"
          : "missing: \(service)"
      case .cycle(let cycle):
        "cycle: \(cycle.map(\.description).joined(separator: " → "))"
      case .captive(let holder, let holderScope, let dependency, let dependencyScope):
        "captive: \(holder) (\(holderScope)) holds \(dependency) (\(dependencyScope));"
          + " the \(holderScope) keeps one \(dependency.typeName) forever"
      case .resolutionFailed(let error):
        "failed: " + error.description.split(separator: "\n").joined(separator: " ")
      }
    }
  }

  /// The problems, in a stable order.
  public let problems: [Problem]
  /// Registrations that were not resolved: those whose factories take arguments (verify
  /// cannot invent them) and `@MainActor` ones when verify runs off the main actor.
  public let skipped: [ServiceDescriptor]

  /// All problems, one per line.
  public var description: String {
    let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
    return (["\(count) found by verify():"] + problems.map { "- \($0)" })
      .joined(separator: "\n")
  }
}
