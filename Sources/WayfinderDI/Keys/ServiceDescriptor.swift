/// A readable description of a service as it was registered or asked for: its type, its
/// name and the types of its factory arguments.
///
/// Descriptors appear in ``ResolutionError`` and ``VerificationError`` so that messages
/// name exactly what was involved.
public struct ServiceDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// The service type, as written in Swift (`APIClient`, `Optional<Session>`).
  public var typeName: String { label ?? String(describing: service) }
  /// The service type itself, to ask what it conforms to (`as? any ViewModel.Type`).
  public var serviceType: any Any.Type { service }
  /// The factory argument types, as written in Swift; empty for registrations without
  /// arguments (WayfinderRegistrations shows them as `argumentTypeNames`).
  package var argumentNames: [String] { argumentTypes.map { String(describing: $0) } }

  let key: ServiceKey
  /// The registration name, if any (WayfinderRegistrations shows it as `name`).
  package var registrationName: RegistrationName? { key.name }
  /// Whether this describes a declared dependency (its override, in a registry).
  var isDeclaration: Bool { label != nil }
  // NB: the types are kept and described only when a message needs them: formatting a type
  // name costs more than the rest of a registration.
  private let service: any Any.Type
  private let argumentTypes: [any Any.Type]
  /// How a declared dependency is named in messages, instead of its type.
  private let label: String?

  @usableFromInline
  init<each Argument>(
    _ service: Any.Type, name: RegistrationName?, arguments: (repeat each Argument).Type
  ) {
    self.service = service
    self.label = nil
    var types: [any Any.Type] = []
    for type in repeat (each Argument).self { types.append(type) }
    self.argumentTypes = types
    self.key = ServiceKey(service: service, arguments: arguments, name: name)
  }

  /// The descriptor of a declared dependency, keyed by its declaration and named `label`.
  /// The descriptor of a registration without arguments; cheaper than the variadic form,
  /// which builds its argument list from a type pack.
  @usableFromInline
  package init(_ service: Any.Type, name: RegistrationName?) {
    self.service = service
    self.label = nil
    self.argumentTypes = []
    self.key = ServiceKey(service: service, arguments: Void.self, name: name)
  }

  init(declaration: AnyObject, service: Any.Type, label: String) {
    self.service = service
    self.label = label
    self.argumentTypes = []
    self.key = ServiceKey(declaration: declaration)
  }

  /// The argument list as it is written in messages: `(Int, String)`, or `no arguments`.
  var argumentsDescription: String {
    argumentNames.isEmpty ? "no arguments" : "(\(argumentNames.joined(separator: ", ")))"
  }

  /// The type followed by the name and arguments when present: `APIClient (name: "backup")`.
  public var description: String {
    var details: [String] = []
    if let name = registrationName { details.append("name: \(name.quoted)") }
    if !argumentNames.isEmpty { details.append("arguments: \(argumentsDescription)") }
    return details.isEmpty ? typeName : "\(typeName) (\(details.joined(separator: ", ")))"
  }

  /// Descriptors are equal when they describe the same registration key.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }

  /// Hashes the registration key.
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
