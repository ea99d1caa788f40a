extension Container {
  /// Resolves the declarations given, and every override and registration, in a throwaway
  /// copy of this container and its parents, and reports every problem at once.
  ///
  /// ```swift
  /// @Test func appContainerIsComplete() throws {
  ///   try Container.shared.verify(including: [Container.api, Container.chats])
  /// }
  /// ```
  ///
  /// Declared dependencies (``Dependency``) cannot be missing, but they can form cycles (found
  /// as a path `A → B → C → A`), throw, or hold captives: a singleton or cached service holding
  /// a transient, graph or weak one. Registrations by type (WayfinderRegistrations) can be
  /// missing too, reported with the path that needed them; one whose singleton holds
  /// shorter-lived services on purpose says so with `keeps:`, and verify accepts exactly
  /// those. The copy has its own instance storage, so no singleton made while verifying leaks
  /// into this container. Factories do run, so keep them free of side effects you would not
  /// want in a test.
  ///
  /// - Parameters:
  ///   - dependencies: Declarations to resolve, as the container would resolve them. Called
  ///     on the main actor, verify also resolves the registrations with `@MainActor`
  ///     factories.
  /// - Throws: ``VerificationError`` listing the problems.
  /// - Returns: The registrations that could not be resolved without help (they take
  ///   arguments, or must run on the main actor and verify runs elsewhere).
  @discardableResult
  public func verify(including dependencies: [AnyDependency] = []) throws(VerificationError)
    -> [ServiceDescriptor]
  {
    let copy = verificationCopy()
    let recorder = DependencyRecorder()
    var problems: [VerificationError.Problem] = []
    var reported: Set<String> = []
    var skipped: [ServiceDescriptor] = []
    let entries = copy.visibleEntries().values.sorted {
      $0.descriptor.description < $1.descriptor.description
    }
    func check(
      _ descriptor: ServiceDescriptor, _ resolve: (Resolver) throws(ResolutionError) -> Void
    ) {
      let resolver = Resolver(container: copy, session: ResolutionSession(recorder: recorder))
      do {
        try resolve(resolver)
      } catch {
        guard let problem = Self.problem(for: error) else {
          skipped.append(descriptor)
          return
        }
        if reported.insert(Self.identity(of: problem)).inserted { problems.append(problem) }
      }
    }
    for entry in entries {
      guard entry.isVerifiable else {
        skipped.append(entry.descriptor)
        continue
      }
      check(entry.descriptor) { resolver throws(ResolutionError) in
        try entry.resolveForVerification(resolver)
      }
    }
    for dependency in dependencies {
      check(dependency.descriptor) { resolver throws(ResolutionError) in
        try dependency.resolveForVerification(resolver)
      }
    }
    for edge in recorder.captives() {
      problems.append(
        .captive(
          holder: edge.holder.service, holderScope: edge.holder.scope,
          dependency: edge.dependency.service, dependencyScope: edge.dependency.scope))
    }
    if !problems.isEmpty { throw VerificationError(problems: problems, skipped: skipped) }
    return skipped
  }

  /// This container and its parents with the same registrations and empty instance storage.
  func verificationCopy() -> Container {
    let copy = Container(verificationCopyUnder: parent?.verificationCopy())
    for entry in registry.withLock({ Array($0.values) }) { copy.add(entry.copy(asksScope: false)) }
    copy.declaredOverrides.store(
      declaredOverrides.load(ordering: .acquiring), ordering: .releasing)
    return copy
  }

  private static func problem(for error: ResolutionError) -> VerificationError.Problem? {
    switch error.reason {
    case .notRegistered(let service, _): .missing(service, path: error.path)
    case .cycle(let cycle): .cycle(cycle)
    case .requiresMainActor: nil
    case .argumentMismatch, .factoryFailed: .resolutionFailed(error)
    }
  }

  /// Problems found from several roots are reported once: a missing service once for each
  /// registration that needs it directly (three view models missing one service are three
  /// problems; services that reach it through one of them add none), a cycle once whatever
  /// member it was entered from.
  private static func identity(of problem: VerificationError.Problem) -> String {
    switch problem {
    case .missing(let service, let path):
      "missing \(service) for \(path.dropLast().last.map(\.description) ?? "")"
    case .cycle(let cycle): "cycle \(Set(cycle.map(\.description)).sorted())"
    case .captive, .resolutionFailed: problem.description
    }
  }
}
