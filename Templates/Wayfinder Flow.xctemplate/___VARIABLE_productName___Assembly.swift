import WayfinderDI

/// Registers the ___ v a r i a b l e_product name___ flow and its view models.
struct ___VARIABLE_productName___Assembly: Assembly {
  func assemble(container: Container) {
    container.register(___VARIABLE_productName___FirstViewModel.self) { @MainActor _ in
      ___VARIABLE_productName___FirstViewModel()
    }
    container.register(___VARIABLE_productName___SecondViewModel.self) { @MainActor _ in
      ___VARIABLE_productName___SecondViewModel()
    }
    container.register(___VARIABLE_productName___Coordinator.self) { @MainActor r in
      ___VARIABLE_productName___Coordinator(
        first: try r.resolve(),
        second: try r.resolve())
    }
  }
}
