import Foundation

/// Why a snapshot was rejected. Nothing changed: the app keeps its default state.
public struct RestorationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong with the snapshot.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Reason: Equatable, Sendable {
    /// The data is not a snapshot at all.
    case corrupt(String)
    /// The snapshot was written in a newer format than this build reads (`supported` is the
    /// newest it reads, with every one before it).
    case unsupportedVersion(found: Int, supported: Int)
    /// The snapshot was saved by a newer version of the app, whose routes this build may not
    /// know (``SnapshotSchema``).
    case newerSchema(found: Int, current: Int)
    /// The migration to `schema` could not change a state of `flow`: its saved state is not
    /// an object, or the migration left a field that is not JSON.
    case migrationFailed(flow: String, schema: Int, detail: String)
    /// The snapshot names another flow than the live one at this place.
    case flowMismatch(expected: String, found: String)
    /// A flow's state does not decode with the flow's route type.
    case undecodableState(flow: String, detail: String)
    /// The snapshot has a child that the live flow does not make at that place.
    case missingChild(flow: String, position: String)
    /// A flow's state could not be written as JSON.
    case unencodableState(flow: String, detail: String)
    /// A restored state was refused by the flow's router.
    case navigation(NavigationError)
  }

  /// What was wrong.
  public let reason: Reason
  /// The rejected data, kept for reports.
  public let rejectedData: Data?

  /// Creates an error for `reason`, keeping `rejectedData`.
  public init(_ reason: Reason, rejectedData: Data? = nil) {
    self.reason = reason
    self.rejectedData = rejectedData
  }

  /// What was wrong, and that the app keeps its default state.
  public var description: String {
    let what =
      switch reason {
      case .corrupt(let detail): "the data is not a navigation snapshot (\(detail))"
      case .unsupportedVersion(let found, let supported):
        "the snapshot has format version \(found); this build reads versions up to \(supported)"
      case .newerSchema(let found, let current):
        "the snapshot was saved by a newer version of the app (schema \(found)); this build "
          + "knows schemas up to \(current)"
      case .migrationFailed(let flow, let schema, let detail):
        "the migration to schema \(schema) could not change the state of \(flow) (\(detail))"
      case .flowMismatch(let expected, let found):
        "the snapshot has \(found) where the app has \(expected)"
      case .undecodableState(let flow, let detail):
        "the state of \(flow) does not decode with its route type (\(detail))"
      case .missingChild(let flow, let position):
        "the snapshot has a child of \(flow) at \(position), where \(flow) shows no flow"
      case .unencodableState(let flow, let detail):
        "the state of \(flow) could not be written as JSON (\(detail))"
      case .navigation(let error): "a restored state was refused: \(error)"
      }
    return "Navigation was not restored: \(what). The app keeps its default state."
  }
}
