import Foundation

extension Navigator {
  /// The tree saved for state restoration.
  func snapshot() throws(RestorationError) -> NavigationSnapshot {
    NavigationSnapshot(
      schema: snapshotSchema.version, root: try root.captured(at: nil).snapshotNode())
  }

  /// The navigation tree as JSON data, to keep wherever the app keeps state (a scene's
  /// storage, a file) and give to ``restore(from:)`` at the next launch.
  ///
  /// ```swift
  /// let saved = try navigator.snapshotData()
  /// // next launch, after start():
  /// try navigator.restore(from: saved)
  /// ```
  ///
  /// Each flow's state is kept as JSON of its own route type, so restoring decodes it with the
  /// type of the live flow it belongs to and rejects what does not fit. The data carries the
  /// version of ``snapshotSchema``.
  ///
  /// - Throws: ``RestorationError`` when a route cannot be encoded as JSON.
  public func snapshotData() throws(RestorationError) -> Data {
    try snapshot().data
  }

  /// Restores the tree from JSON data written by ``snapshotData()``.
  ///
  /// Call it after ``start()``. When the data is rejected, the tree stays as it was (the app's
  /// default state), and the error says why and carries the data
  /// (``RestorationError/rejectedData``) for a crash or bug report. The report lists the child
  /// flows that could not be made again (``RestorationReport``).
  ///
  /// Each flow's state is decoded with its route type and set; the children it then shows are
  /// restored in turn. One transaction: when any part is rejected, nothing changed.
  ///
  /// Data saved under an older version of ``snapshotSchema`` goes through its migrations
  /// first, and the report says what they changed and dropped; data from a newer version is
  /// refused (``RestorationError/Reason/newerSchema(found:current:)``).
  ///
  /// A child flow that its parent's ``Coordinator/makeChild(for:)`` does not make (one shown
  /// by `run` or `show`) cannot be made again: its screens are left out, the rest is restored,
  /// and the report says what was left out. A restored child's result goes where
  /// `makeChild(for:)` sends it (its ``Coordinator/onEnd(_:)`` handlers set there): the code
  /// that awaited it before the relaunch is gone.
  @discardableResult
  public func restore(from data: Data) throws(RestorationError) -> RestorationReport {
    do {
      return try restore(from: try NavigationSnapshot(data: data))
    } catch {
      throw RestorationError(error.reason, rejectedData: data)
    }
  }

  /// Restores the tree from `snapshot`, checking it against the live flows as it goes.
  @discardableResult
  func restore(from saved: NavigationSnapshot) throws(RestorationError)
    -> RestorationReport
  {
    guard saved.version == NavigationSnapshot.currentVersion else {
      throw RestorationError(
        .unsupportedVersion(found: saved.version, supported: NavigationSnapshot.currentVersion))
    }
    let schema = saved.schema ?? 1
    guard schema <= snapshotSchema.version else {
      throw RestorationError(.newerSchema(found: schema, current: snapshotSchema.version))
    }
    var snapshot = saved
    var migrator = SnapshotMigrator()
    try migrator.migrate(&snapshot, from: schema, to: snapshotSchema)
    var leftOut = migrator.dropped
    try Transaction.run(origin: .restoration, animated: false) { _ throws(RestorationError) in
      var pending: [(Flow, NavigationSnapshot.Node)] = [(root, snapshot.root)]
      while let (flow, node) = pending.popLast() {
        pending.append(contentsOf: try flow.restore(node, leftOut: &leftOut).reversed())
      }
    }
    return RestorationReport(leftOut: leftOut, migrated: migrator.migrated)
  }
}
