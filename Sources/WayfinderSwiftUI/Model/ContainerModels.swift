@_spi(Rendering) import Wayfinder

/// The container models alive now, by router, so that a view drawn again for the same router
/// gets the same model, and one drawn for another router gets that router's.
@MainActor
enum ContainerModels {
  private struct Entry {
    weak var model: AnyObject?
  }
  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var identities = 0

  /// A new model's identity, unique for the life of the process.
  static func nextIdentity() -> Int {
    identities += 1
    return identities
  }

  /// The live model of `router`, or the one `make` makes, kept for the next asker.
  static func model<Route>(
    of router: Router<Route>, making make: () -> ContainerModel<Route>
  ) -> ContainerModel<Route> {
    let key = ObjectIdentifier(router)
    if let model = entries[key]?.model as? ContainerModel<Route>, model.router === router {
      return model
    }
    entries = entries.filter { $0.value.model != nil }
    let model = make()
    entries[key] = Entry(model: model)
    return model
  }
}
