import Foundation

/// JSON files in a data directory, written atomically: a crash mid-write leaves the old file.
///
/// A file that does not decode is moved aside (`name.corrupt-<date>.json`) and reported, and the
/// store starts that file from its default value, so the app still starts.
public final class DataStore: Sendable {
  /// The data directory.
  public let directory: URL

  /// Creates the store, creating `directory` when needed.
  public init(directory: URL) throws(StoreError) {
    self.directory = directory
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: directory.path, detail: error.localizedDescription)
    }
  }

  /// The default data directory: `$XDG_DATA_HOME/messenger`, else `~/.local/share/messenger`
  /// (on macOS `~/Library/Application Support/Messenger`).
  public static var defaultDirectory: URL {
    #if os(macOS)
      FileManager.default.homeDirectoryForCurrentUser
        .appendingPathComponent("Library/Application Support/Messenger")
    #else
      if let xdg = ProcessInfo.processInfo.environment["XDG_DATA_HOME"], !xdg.isEmpty {
        URL(fileURLWithPath: xdg).appendingPathComponent("messenger")
      } else {
        FileManager.default.homeDirectoryForCurrentUser
          .appendingPathComponent(".local/share/messenger")
      }
    #endif
  }

  /// Reads `name` as `T`; `nil` when the file does not exist.
  ///
  /// - Throws: ``StoreError/corrupt(file:keptAs:)`` after moving a file that does not decode
  ///   aside.
  public func read<T: Decodable>(_ type: T.Type, from name: String) throws(StoreError) -> T? {
    let url = file(name)
    guard let data = try? Data(contentsOf: url) else { return nil }
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      let stamp = Int(Date().timeIntervalSince1970)
      let aside = directory.appendingPathComponent("\(name).corrupt-\(stamp).json")
      try? FileManager.default.moveItem(at: url, to: aside)
      throw .corrupt(file: url.lastPathComponent, keptAs: aside.lastPathComponent)
    }
  }

  /// Writes `value` to `name` atomically.
  public func write(_ value: some Encodable, to name: String) throws(StoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try encoder.encode(value).write(to: file(name), options: .atomic)
    } catch {
      throw .unwritable(path: file(name).path, detail: error.localizedDescription)
    }
  }

  /// Removes `name`.
  public func remove(_ name: String) {
    try? FileManager.default.removeItem(at: file(name))
  }

  private func file(_ name: String) -> URL {
    directory.appendingPathComponent("\(name).json")
  }
}

/// A problem with the data directory.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A data file did not decode; it was kept under another name.
  case corrupt(file: String, keptAs: String)
  /// The directory or a file could not be written.
  case unwritable(path: String, detail: String)

  /// What happened and what was done.
  public var description: String {
    switch self {
    case .corrupt(let file, let keptAs):
      "The data file \(file) is damaged; it was kept as \(keptAs) and Messenger starts fresh."
    case .unwritable(let path, let detail):
      "Cannot write \(path): \(detail). Choose another folder with --data-dir."
    }
  }
}
