/// Identity for view models: a view model is itself, equal only to itself.
///
/// Conform any view-model class, `ObservableObject` or `@Observable`, to use it in `ForEach`
/// or wherever SwiftUI needs an `Identifiable` or `Hashable` value, without writing `==`,
/// `hash(into:)` or `id`:
///
/// ```swift
/// @Observable
/// final class SearchModel: ReferenceIdentifiable {
///   var query = ""
/// }
/// ```
public protocol ReferenceIdentifiable: AnyObject, Identifiable, Hashable
where ID == ObjectIdentifier {}

extension ReferenceIdentifiable {
  /// The object's identity.
  public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// Whether both are the same object.
  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
