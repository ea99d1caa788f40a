internal import _WayfinderDIStack

extension Container {
  /// Resolves the service registered for `type` (and `name`, if given).
  ///
  /// ```swift
  /// let chats = try container.resolve(ChatService.self)
  /// let backup = try container.resolve(APIClient.self, name: "backup")
  /// ```
  ///
  /// - Throws: ``ResolutionError`` when nothing matches, when the services form a cycle, or
  ///   when a factory throws. The container is unchanged by a failed resolve, except for
  ///   shared instances that finished building before the failure.
  ///
  /// - Parameters:
  ///   - type: The type to resolve; inferred from the result when left out.
  ///   - name: The name it was registered under, if any.
  @inlinable @inline(__always)
  public func resolve<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
    throws(ResolutionError) -> Service
  {
    try published.resolve(
      Service.self, name: name,
      published: { entry throws(ResolutionError) in
        try resolvePublished(Service.self, entry: entry)
      },
      registered: { () throws(ResolutionError) in
        try resolveRegistered(Service.self, name: name)
      })
  }

  /// Resolves the service registered for `type` with a factory that takes `arguments`.
  ///
  /// ```swift
  /// let chat = try container.resolve(ChatViewModel.self, arguments: 42, "Team")
  /// ```
  public func resolve<Service, each Argument>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil,
    arguments: repeat each Argument
  ) throws(ResolutionError) -> Service {
    let reading = wayfinder_di_read_enter()
    defer { wayfinder_di_read_leave(reading) }
    return try rootResolver().resolve(
      ServiceKey(service: Service.self, arguments: (repeat each Argument).self, name: name),
      arguments: (repeat each arguments),
      describe: {
        ServiceDescriptor(Service.self, name: name, arguments: (repeat each Argument).self)
      })
  }

  /// Drops the instances of every ``Scope/cached`` registration and declaration in this
  /// container, so the next resolve of each makes a new one. Parents are not touched.
  ///
  /// A declaration's default keeps its instances in the outermost container of the one it is
  /// resolved from: reset that one (``Container/shared``, or the container the app made).
  ///
  /// A build of such an instance that is in progress while the reset runs keeps nothing: its
  /// instance goes to the resolve that made it, and the next resolve makes a new one.
  public func resetCached() {
    cachedResets.during {
      for entry in registry.withLock({ Array($0.values) }) + declaredSlots.entries {
        entry.resetCached()
      }
    }
  }

  /// Drops the instance of one ``Scope/cached`` registration in this container.
  ///
  /// ```swift
  /// container.resetCached(UserProfile.self)   // e.g. after the profile was edited
  /// ```
  public func resetCached<Service>(_ type: Service.Type, name: ServiceName? = nil) {
    let key = ServiceKey(service: Service.self, arguments: Void.self, name: name)
    registry.withLock { $0[key] }?.resetCached()
  }

  /// Drops the instances this container's registrations and declarations with the custom
  /// scope `scope` keep, so the next resolve of each makes a new one. Parents and other
  /// containers are not touched: ``CustomScope/reset()`` reaches every container.
  ///
  /// ```swift
  /// extension Container {
  ///   static let cart = Dependency<Cart>(scope: .custom(checkout)) { Cart() }
  /// }
  /// flowContainer.reset(checkout)   // this flow's checkout only
  /// ```
  public func reset(_ scope: CustomScope) {
    resets(for: scope).during {
      for entry in registry.withLock({ Array($0.values) }) + declaredSlots.entries {
        entry.resetInstance(of: scope)
      }
    }
  }
}
