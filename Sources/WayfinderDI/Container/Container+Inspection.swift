extension Container {

  /// Whether resolving `type` under `name` without arguments can find what it needs: a
  /// registration, or a type resolved without one of its own (an optional, a provider).
  func canResolve<Service>(_ type: Service.Type, name: RegistrationName?) -> Bool {
    if lookup(ServiceKey(service: Service.self, arguments: Void.self, name: name)) != nil {
      return true
    }
    if Service.self is any ResolvableThroughWrapped.Type { return true }
    // A provider needs its service registered, under the name, with any arguments.
    guard let provider = Service.self as? any ResolvableAsProvider.Type else { return false }
    return typedHasRegistration(of: provider.providedType, name: name)
  }
}

extension Container {
  /// Removes every registration of this container, and its overrides of declared
  /// dependencies; its parents keep theirs, and later resolves fall back to them.
  ///
  /// ```swift
  /// container.removeAll()   // then register the next configuration
  /// ```
  ///
  /// The removed registrations, and the instances they shared, are released once no resolve
  /// that began before the removal is still running (at once when none is): see
  /// <doc:Scopes#Replacing-a-registration>.
  public func removeAll() {
    if retireEverything() { published.retired.reclaim() }
  }

  /// The registry's part of ``removeAll()``; returns whether it retired anything.
  ///
  /// NB: a function of its own, so no reference to a removed registration outlives it (see
  /// `store(_:overridesDeclaration:)`).
  private func retireEverything() -> Bool {
    let removed = registry.withLock { registry in
      let removed = registry
      registry.removeAll()
      for (key, entry) in removed {
        if key.isTypeAlone { published.withdraw(key.service, replaced: entry) }
        published.retired.retire(entry)
      }
      return removed
    }
    for entry in removed.values { countGraph(added: nil, removed: entry) }
    // NB: overrides counted one by one, as `removeOverride` does, so a registration or a
    // removal racing with this one keeps the count right.
    let overrides = removed.values.count { $0.descriptor.isDeclaration }
    if overrides > 0 { declaredOverrides.add(-overrides, ordering: .releasing) }
    return !removed.isEmpty
  }
}

extension Container: CustomStringConvertible {
  /// Every registration visible from this container, one per line and sorted: the service,
  /// its name and factory arguments, its scope, `completed` for one with a `completed`
  /// closure, and `(parent)` for one a parent holds.
  ///
  /// ```swift
  /// print(container)
  /// // Container with 3 registrations:
  /// //   APIClient: singleton
  /// //   ChatViewModel (arguments: (Int)): transient (parent)
  /// //   SessionStore: singleton, completed
  /// ```
  public var description: String {
    let own = registry.withLock { Set($0.keys) }
    let lines = visibleEntries().map { key, entry in
      "  \(entry.descriptor): \(entry.scope)" + (entry.hasCompletion ? ", completed" : "")
        + (own.contains(key) ? "" : " (parent)")
    }.sorted()
    let count = lines.count == 1 ? "1 registration" : "\(lines.count) registrations"
    return (["Container with \(count)\(lines.isEmpty ? "." : ":")"] + lines)
      .joined(separator: "\n")
  }
}

extension Container {
  /// Calls `observer` with each registration added to this container from now on (a
  /// replacement too), after it is added: to keep a list of every view model, or to check a
  /// rule for every registration in one place. Registrations in parent or child containers are
  /// not observed.
  ///
  /// ```swift
  /// container.onRegistration { service in
  ///   if service.serviceType is any ViewModel.Type { print("view model: \(service)") }
  /// }
  /// ```
  ///
  /// The observer runs on the thread that registers, outside the container's lock, so it may
  /// register or resolve itself. The container keeps the observer for its whole life: an
  /// observer that uses the container captures it weakly (`[weak container]`).
  public func onRegistration(_ observer: @escaping @Sendable (ServiceDescriptor) -> Void) {
    registrationObservers.withLock { $0.append(observer) }
    hasRegistrationObservers.store(1, ordering: .releasing)
  }
}
