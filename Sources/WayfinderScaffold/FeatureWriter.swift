import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a feature's files: all of them or none, and never over an existing file.
package enum FeatureWriter {
  /// Writes `spec`'s files into `sources` and `tests` (folders, made when missing), and
  /// returns their paths.
  ///
  /// - Throws: ``ScaffoldError/fileExists(_:)`` before writing anything when one of the files
  ///   exists; ``ScaffoldError/cannotWrite(path:detail:)`` when a file cannot be written, after
  ///   removing those already written.
  package static func write(_ spec: FeatureSpec, sources: URL, tests: URL) throws(ScaffoldError)
    -> [String]
  {
    let targets = spec.files.map { file in
      (file, (file.folder == .sources ? sources : tests).appendingPathComponent(file.name))
    }
    for (_, url) in targets where FileManager.default.fileExists(atPath: url.path) {
      throw .fileExists(url.path)
    }
    var written: [URL] = []
    do throws(ScaffoldError) {
      for (file, url) in targets {
        try write(file.contents, to: url)
        written.append(url)
      }
    } catch {
      for url in written { try? FileManager.default.removeItem(at: url) }
      throw error
    }
    return written.map(\.path)
  }

  /// Writes `text` to a new file at `url`: first beside it under a temporary name, then
  /// linked to its name, which fails rather than replace a file made meanwhile.
  static func write(_ text: String, to url: URL) throws(ScaffoldError) {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: temporary)
    } catch {
      throw .cannotWrite(path: url.path, detail: (error as NSError).localizedDescription)
    }
    defer { unlink(temporary.path) }
    guard link(temporary.path, url.path) == 0 else {
      if errno == EEXIST { throw .fileExists(url.path) }
      throw .cannotWrite(path: url.path, detail: String(cString: strerror(errno)))
    }
  }
}
