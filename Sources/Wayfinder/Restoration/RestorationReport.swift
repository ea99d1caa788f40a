/// What a restoration could not bring back, while it restored the rest.
///
/// A flow that a parent showed with ``Coordinator/run(_:presenting:style:animated:fileID:filePath:line:column:)`` or
/// ``Coordinator/run(_:pushing:animated:fileID:filePath:line:column:)`` exists only because code made it; after a relaunch,
/// only the flows ``Coordinator/makeChild(for:)`` makes at their routes can be made again.
/// The screens of a child that cannot be recreated are left out — a presentation from its
/// level up, a pushed child from its route up — and everything else is restored.
///
/// ```swift
/// let report = try navigator.restore(from: data)
/// for part in report.leftOut { log.error("not restored: \(part)") }
/// ```
public struct RestorationReport: Equatable, Sendable {
  /// What was left out, each said in a sentence naming the flow and the place: a flow that
  /// cannot be made again, or what a migration removed.
  public let leftOut: [String]
  /// What the migrations of an older snapshot changed (``SnapshotSchema``), each said in a
  /// sentence naming the flow: a flow renamed, a route that became another.
  public let migrated: [String]

  init(leftOut: [String], migrated: [String] = []) {
    self.leftOut = leftOut
    self.migrated = migrated
  }
}
