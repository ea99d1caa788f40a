/// Why a service could not be resolved, and the path of services that led there.
///
/// Every `resolve` throws this type, so a `catch` sees the reason without casting:
///
/// ```swift
/// do {
///   let feed = try container.resolve(Container.feed)
/// } catch {
///   switch error.reason {
///   case .notRegistered(let missing, let similar): print(missing, similar)
///   case .cycle(let cycle): print(cycle.map(\.description).joined(separator: " → "))
///   default: print(error)
///   }
/// }
/// ```
///
/// ``description`` is a complete message: what went wrong, the path that needed it, and how
/// to fix it.
public struct ResolutionError: Error, CustomStringConvertible {
  /// What went wrong.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Reason: Sendable {
    /// Nothing is registered for the requested type, name and argument types. `similar`
    /// lists what is registered for the same type under other names or argument types, and
    /// its optional or non-optional twin.
    case notRegistered(ServiceDescriptor, similar: [ServiceDescriptor])
    /// The type and name are registered, but with other factory argument types than the
    /// ones passed. `registered` lists the registrations that exist.
    case argumentMismatch(ServiceDescriptor, registered: [ServiceDescriptor])
    /// The services depend on each other in a circle. The first and last elements are the
    /// same service: `A → B → C → A`.
    case cycle([ServiceDescriptor])
    /// The factory of the service threw `underlying`.
    case factoryFailed(ServiceDescriptor, underlying: any Error)
    /// The service was registered with a `@MainActor` factory and resolved off the main
    /// actor.
    case requiresMainActor(ServiceDescriptor)
  }

  enum Kind {
    case notRegistered(ServiceDescriptor, similar: [ServiceDescriptor])
    case argumentMismatch(ServiceDescriptor, registered: [ServiceDescriptor])
    /// A cycle. `continuation` holds services another thread is building, in the order it
    /// waits for them, when the cycle runs across threads.
    case cycle(continuation: [ServiceDescriptor])
    case factoryFailed(ServiceDescriptor, underlying: any Error)
    case requiresMainActor(ServiceDescriptor)
  }

  let kind: Kind
  /// The raw resolution path, from the failure up to the top-level request: built as the
  /// error passes each level on its way out, so adding a level is an append (a cycle through
  /// transients found thousands of levels down costs no more than its levels).
  private var reversedTrail: [ServiceDescriptor]

  /// The raw resolution path from the top-level request down to the failure.
  var trail: [ServiceDescriptor] { reversedTrail.reversed() }

  init(_ kind: Kind, trail: [ServiceDescriptor] = []) {
    self.kind = kind
    self.reversedTrail = trail.reversed()
  }

  mutating func prepend(_ descriptor: ServiceDescriptor) {
    reversedTrail.append(descriptor)
  }

  /// What went wrong.
  public var reason: Reason {
    switch kind {
    case .notRegistered(let service, let similar): .notRegistered(service, similar: similar)
    case .argumentMismatch(let service, let registered):
      .argumentMismatch(service, registered: registered)
    case .cycle: .cycle(cycleParts.cycle)
    case .factoryFailed(let service, let underlying):
      .factoryFailed(service, underlying: underlying)
    case .requiresMainActor(let service): .requiresMainActor(service)
    }
  }

  /// The services being resolved when the error happened, from the one you asked for down
  /// to the one that failed. For a cycle, the path up to and around the cycle once.
  public var path: [ServiceDescriptor] {
    guard case .cycle = kind else { return trail }
    let parts = cycleParts
    return parts.prefix + parts.cycle
  }

  /// The full message: what went wrong, the path that led there, and how to fix it.
  public var description: String {
    switch kind {
    case .notRegistered(let service, let similar):
      var lines = ["No registration for \(service)."]
      if !similar.isEmpty {
        lines.append("Registered instead: \(Self.list(similar)).")
      }
      lines.append(contentsOf: pathLine)
      lines.append(
        "Fix: register it with `container.register(\(service.typeName).self"
          + (service.registrationName.map { ", name: \($0.quoted)" } ?? "")
          + ") { … }` (WayfinderRegistrations), or ask for a registered variant.")
      return lines.joined(separator: "\n")
    case .argumentMismatch(let service, let registered):
      let wanted = registered.map(\.argumentsDescription).joined(separator: " or ")
      var lines = [
        "Argument mismatch for \(service.typeName)\(service.registrationName.map { " (name: \($0.quoted))" } ?? ""):"
          + " registered with \(wanted), resolved with \(service.argumentsDescription)."
      ]
      lines.append(contentsOf: pathLine)
      lines.append(
        "Fix: pass arguments of the registered types, in order, or register a factory that"
          + " takes \(service.argumentsDescription).")
      return lines.joined(separator: "\n")
    case .cycle:
      let parts = cycleParts
      var lines = ["Dependency cycle: \(Self.arrow(parts.cycle))."]
      if !parts.prefix.isEmpty {
        lines.append("Reached from: \(Self.arrow(parts.prefix + [parts.cycle[0]])).")
      }
      lines.append(
        "Fix: let one of these services receive the other after creation (a property set in"
          + " its registration's `completed` closure, or a closure that resolves it later)"
          + " instead of in its initializer.")
      return lines.joined(separator: "\n")
    case .factoryFailed(let service, let underlying):
      var lines = ["The factory of \(service) threw: \(underlying)."]
      lines.append(contentsOf: pathLine)
      return lines.joined(separator: "\n")
    case .requiresMainActor(let service):
      var lines = [
        "\(service) has a @MainActor factory but was resolved off the main actor."
      ]
      lines.append(contentsOf: pathLine)
      lines.append(
        "Fix: resolve it from the main actor (a @MainActor function or type, or"
          + " `await MainActor.run { … }`), or register it with a factory that is not @MainActor.")
      return lines.joined(separator: "\n")
    }
  }

  private var pathLine: [String] {
    reversedTrail.count > 1 ? ["Resolution path: \(Self.arrow(trail))."] : []
  }

  /// Splits the raw trail of a cycle into the services leading to it and the cycle itself.
  ///
  /// The trail may run around the cycle many times (cycles through transient services are
  /// found by depth); the result holds one turn, starting at the first service of the cycle
  /// that the resolution reached. The continuation (the builds the cycle runs through on other
  /// threads, or on this one before the resolve that found it began, round to the service the
  /// trail ends with) completes a trail that does not come round to its last service, up to
  /// its first service the trail already holds; a trail that comes round is complete, and more
  /// exact (it names the services that share nothing, which the continuation leaves out).
  private var cycleParts: (prefix: [ServiceDescriptor], cycle: [ServiceDescriptor]) {
    var full = trail
    if case .cycle(let continuation) = kind,
      !(full.last.map { full.dropLast().contains($0) } ?? false)
    {
      let known = Set(full)
      if let joint = continuation.firstIndex(where: known.contains) {
        full += continuation[...joint]
      } else {
        full += continuation
      }
    }
    guard let last = full.last,
      let repeatIndex = full.dropLast().lastIndex(of: last)
    else { return ([], full) }
    let members = Set(full[repeatIndex..<(full.count - 1)])
    let start = full.firstIndex(where: members.contains) ?? repeatIndex
    let period = full.count - 1 - repeatIndex
    let end = min(start + period, full.count - 1)
    return (Array(full[..<start]), Array(full[start...end]))
  }

  private static func arrow(_ services: [ServiceDescriptor]) -> String {
    services.map(\.description).joined(separator: " → ")
  }

  private static func list(_ services: [ServiceDescriptor]) -> String {
    services.map(\.description).joined(separator: ", ")
  }
}
