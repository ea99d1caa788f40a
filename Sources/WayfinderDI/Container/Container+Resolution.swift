internal import _WayfinderDIStack

extension Container {

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
