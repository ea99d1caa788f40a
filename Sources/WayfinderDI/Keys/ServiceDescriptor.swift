/// A readable description of a service as it was registered or asked for: its type, its
/// name and the types of its factory arguments.
///
/// Descriptors appear in ``ResolutionError`` and ``VerificationError`` so that messages
/// name exactly what was involved.
public struct ServiceDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// The service type, as written in Swift (`APIClient`, `Optional<Session>`).
  public let typeName: String
  /// The registration name, if any.
  public let name: ServiceName?
  /// The factory argument types, empty for registrations without arguments.
  public let argumentTypeNames: [String]

  let key: ServiceKey

  init<each Argument>(
    _ service: Any.Type, name: ServiceName?, arguments: (repeat each Argument).Type
  ) {
    self.typeName = String(describing: service)
    self.name = name
    var names: [String] = []
    for type in repeat (each Argument).self {
      names.append(String(describing: type))
    }
    self.argumentTypeNames = names
    self.key = ServiceKey(service: service, arguments: arguments, name: name)
  }

  /// The argument list as it is written in messages: `(Int, String)`, or `no arguments`.
  public var argumentsDescription: String {
    argumentTypeNames.isEmpty ? "no arguments" : "(\(argumentTypeNames.joined(separator: ", ")))"
  }

  /// The type followed by the name and arguments when present: `APIClient (name: "backup")`.
  public var description: String {
    var details: [String] = []
    if let name { details.append("name: \(name)") }
    if !argumentTypeNames.isEmpty { details.append("arguments: \(argumentsDescription)") }
    return details.isEmpty ? typeName : "\(typeName) (\(details.joined(separator: ", ")))"
  }

  /// Descriptors are equal when they describe the same registration key.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }

  /// Hashes the registration key.
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
