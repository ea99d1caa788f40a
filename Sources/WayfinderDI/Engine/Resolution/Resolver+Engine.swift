/// The engine of a resolve: published entries, the lookup, keys nothing is registered under,
/// and the resolver's bookkeeping (nesting, the build it belongs to). See the Internals
/// article.
extension Resolver {
  /// A registration this resolver's container published (`entry`, as a bit pattern), without
  /// the lookup; a transient one made in the caller's specialised code.
  @inlinable @inline(__always)
  func resolvePublished<Service>(_ type: Service.Type, entry: UInt) throws(ResolutionError)
    -> Service
  {
    if session == nil, let pointer = UnsafeRawPointer(bitPattern: entry) {
      // NB: the registry, or the retired list, keeps a published entry alive while this
      // resolve runs (``Readers``), so it is used without a retain; only `Entry<Service, Void>` is
      // published under `Service`'s identifier.
      let published = Unmanaged<AnyEntry>.fromOpaque(pointer)
      let transient = published._withUnsafeGuaranteedRef {
        unsafeDowncast($0, to: Entry<Service, Void>.self).isTransient
      }
      if transient {
        do {
          return try published._withUnsafeGuaranteedRef {
            try unsafeDowncast($0, to: Entry<Service, Void>.self).makeTransient(self, ())
          }
        } catch let error as ResolutionError {
          throw error
        } catch {
          // NB: unreachable: `makeTransient` throws only `ResolutionError`s.
          throw published.takeUnretainedValue().failure(error)
        }
      }
    }
    return try resolvePublishedShared(Service.self, entry: entry)
  }

  /// ``resolvePublished(_:entry:)`` for a registration that shares instances, or a resolve
  /// that keeps a graph session.
  @usableFromInline
  func resolvePublishedShared<Service>(_ type: Service.Type, entry: UInt)
    throws(ResolutionError) -> Service
  {
    guard let pointer = UnsafeRawPointer(bitPattern: entry) else {
      return try resolveRegistered(Service.self, name: nil)
    }
    return try resolvePublished(
      Unmanaged<AnyEntry>.fromOpaque(pointer),
      key: ServiceKey(service: Service.self, arguments: Void.self, name: nil), arguments: ())
  }

  /// A registration the slow way: the lookup, then its scope.
  @usableFromInline
  func resolveRegistered<Service>(_ type: Service.Type, name: RegistrationName?)
    throws(ResolutionError) -> Service
  {
    try resolve(
      ServiceKey(service: Service.self, arguments: Void.self, name: name), arguments: (),
      describe: { ServiceDescriptor(Service.self, name: name) })
  }

  @inline(__always)
  func resolve<Service, Arguments>(
    _ key: ServiceKey, arguments: Arguments, describe: () -> ServiceDescriptor
  ) throws(ResolutionError) -> Service {
    let isTypeAlone = key.isTypeAlone
    if isTypeAlone, let published = container.published.entry(of: key.service) {
      return try resolvePublished(published, key: key, arguments: arguments)
    }
    guard let found = container.lookupUnretained(key) else {
      return try resolveUnregistered(key, arguments: arguments, describe: describe)
    }
    do {
      return try found.owner._withUnsafeGuaranteedRef { owner in
        try found.entry._withUnsafeGuaranteedRef { entry in
          if isTypeAlone { owner.publish(entry, key: key) }
          // NB: the key holds `ObjectIdentifier`s of `Service` and `Arguments`, and an entry
          // is stored only under the key built from its own generic parameters, so a found
          // entry is an `Entry<Service, Arguments>`. A checked `as?` here instantiates generic
          // metadata on every resolve and costs more than the rest of the lookup.
          let typed = unsafeDowncast(entry, to: Entry<Service, Arguments>.self)
          let value: Service = try typed.resolve(in: owner, from: self, arguments: arguments)
          if isTypeAlone, let address = typed.slot?.publishedAddress {
            owner.publishSingleton(at: address, of: typed, key: key)
          }
          return value
        }
      }
    } catch let error as ResolutionError {
      throw error
    } catch {
      // NB: unreachable: the body throws only `ResolutionError`s.
      throw ResolutionError(
        .factoryFailed(found.entry.takeUnretainedValue().descriptor, underlying: error))
    }
  }

  /// What a key nothing is registered under resolves to: an optional through its wrapped
  /// type, a provider; otherwise the error listing what is registered nearby.
  ///
  /// NB: its own function, never inlined: the casts to `Service` here make the compiler ask
  /// for `Optional<Service>`'s metadata at the entry of the function they are in (about 330
  /// instructions), which every resolve paid while they were in `resolve(_:arguments:describe:)`.
  @inline(never)
  func resolveUnregistered<Service, Arguments>(
    _ key: ServiceKey, arguments: Arguments, describe: () -> ServiceDescriptor
  ) throws(ResolutionError) -> Service {
    if let optional = Service.self as? any ResolvableThroughWrapped.Type,
      let found = try optional.resolveWrapped(by: self, for: key, arguments: arguments)
        as? Service
    {
      return found
    }
    if Arguments.self == Void.self, let provider = Service.self as? any ResolvableAsProvider.Type,
      let found = try provider.provider(from: container, name: key.name) as? Service
    {
      return found
    }
    throw container.missingRegistrationError(describe(), optionalTwin: Service.self)
  }

  /// Resolves an entry this resolver's container published for `key`, without retaining
  /// it: the registry, or the retired list, keeps it alive while this resolve runs.
  @inline(__always)
  func resolvePublished<Service, Arguments>(
    _ published: Unmanaged<AnyEntry>, key: ServiceKey, arguments: Arguments
  ) throws(ResolutionError) -> Service {
    do {
      return try published._withUnsafeGuaranteedRef { entry in
        let typed = unsafeDowncast(entry, to: Entry<Service, Arguments>.self)
        let value = try typed.resolve(in: container, from: self, arguments: arguments)
        if let address = typed.slot?.publishedAddress {
          container.publishSingleton(at: address, of: typed, key: key)
        }
        return value
      }
    } catch let error as ResolutionError {
      throw error
    } catch {
      // NB: unreachable: the body throws only `ResolutionError`s.
      throw ResolutionError(
        .factoryFailed(published.takeUnretainedValue().descriptor, underlying: error))
    }
  }

  /// The resolver handed to the factory of a shared instance: it resolves in the container
  /// that owns the registration, and knows which instance it builds.
  func nested(in owner: Container, building record: BuildRecord?) -> Resolver {
    Resolver(container: owner, session: session, build: record ?? build)
  }

  /// The shared instance this resolve belongs to the making of: the resolver's own while that
  /// build runs, or else the one the calling thread builds (a resolve inside a factory that
  /// did not go through its resolver). A resolver a factory kept belongs to no ended build:
  /// counting its later resolves as part of one would make waits on other threads look like
  /// a cycle.
  var enclosingBuild: BuildRecord? {
    if let build, !build.hasEnded { return build }
    return ThreadResolution.currentBuild
  }
}
