import WayfinderDI

/// Registers the services of `backend` under their protocols.
public struct ServicesAssembly: Assembly {
  let backend: DatabaseBackend

  /// An assembly for `backend`.
  public init(backend: DatabaseBackend) {
    self.backend = backend
  }

  /// Registers the four services as singletons.
  public func assemble(container: Container) {
    let backend = backend
    container.register((any AuthService).self, scope: .singleton) { _ in backend }
    container.register((any ChatService).self, scope: .singleton) { _ in backend }
    container.register((any LibraryService).self, scope: .singleton) { _ in backend }
    container.register((any UserService).self, scope: .singleton) { _ in backend }
  }
}
