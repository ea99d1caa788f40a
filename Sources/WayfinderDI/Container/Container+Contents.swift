extension Container {
  /// What this container holds now, for debugging and for pictures of an app's scopes: its own
  /// registrations and overrides of declared dependencies, and the declared dependencies whose
  /// shared instances it keeps, each with its scope and whether an instance lives here now;
  /// sorted by service. What a parent holds is not listed.
  ///
  /// ```swift
  /// for service in flow.container.contents { print(service) }
  /// // CheckoutSession: cached, held
  /// // PaymentSheetModel: transient
  /// ```
  ///
  /// It reads each registration under its own lock, so a resolve racing with it may make an
  /// instance just after it was listed as not held.
  public var contents: [ContainedService] {
    var entries = registry.withLock { Array($0.values) }
    let own = Set(entries.map { ObjectIdentifier($0) })
    entries += declaredSlots.entries.filter { !own.contains(ObjectIdentifier($0)) }
    return entries.map { entry in
      ContainedService(
        service: entry.descriptor, scope: entry.scope, holdsInstance: entry.holdsInstance)
    }
    .sorted { $0.description < $1.description }
  }
}

/// A service a container holds, as ``Container/contents`` lists it.
public struct ContainedService: Hashable, Sendable, CustomStringConvertible {
  /// The service: its type (or its declaration's name), name and factory arguments.
  public let service: ServiceDescriptor
  /// How long its instances live, and who shares them.
  public let scope: Scope
  /// Whether an instance of it lives in the container now: a singleton or cached instance
  /// made, a weak one still held elsewhere, a custom scope's not reset. Always `false` for
  /// the transient and graph scopes, which keep nothing.
  public let holdsInstance: Bool

  /// `Service: scope`, and `, held` while an instance lives in the container.
  public var description: String {
    "\(service): \(scope)" + (holdsInstance ? ", held" : "")
  }

  /// Whether both name the same service, in scopes of the same name, both holding an instance
  /// or neither.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.service == rhs.service && lhs.holdsInstance == rhs.holdsInstance
      && lhs.scope.description == rhs.scope.description
  }

  /// Hashes what equality compares: the service, the scope's name and whether it is held.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(service)
    hasher.combine(holdsInstance)
    hasher.combine(scope.description)
  }
}
