/// A problem with the data directory or the database in it.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data directory or the database cannot be written.
  case unwritable(path: String, detail: String)
  /// The database exists but cannot be read.
  case unreadable(path: String, detail: String)
  /// A change could not be saved while the app ran.
  case notSaved(detail: String)
  /// The history could not be moved into the database file as the app closed; it stays in
  /// the journal beside it.
  case notClosed(detail: String)
  /// Something else is where the data folder or the database must be: a file where the
  /// folder goes, or a folder where the database goes.
  case inTheWay(path: String, isFolder: Bool)

  /// What happened and what to do.
  public var description: String {
    switch self {
    case .unwritable(let path, let detail):
      "Cannot write \(path): \(detail). Fix its permissions, or choose another folder with --data-dir."
    case .unreadable(let path, let detail):
      "Cannot read \(path): \(detail). Fix its permissions, or choose another folder with --data-dir."
    case .inTheWay(let path, let isFolder):
      "\(path) is a \(isFolder ? "folder, not a database" : "file, not a folder"): move it "
        + "away, or choose another folder with --data-dir."
    case .notSaved(let detail):
      "Not saved: \(detail). Your last change is not stored; try again."
    case .notClosed(let detail):
      "Not closed cleanly: \(detail). The latest history is still in messenger.sqlite-wal, "
        + "which the next start reads: keep it beside messenger.sqlite."
    }
  }
}
