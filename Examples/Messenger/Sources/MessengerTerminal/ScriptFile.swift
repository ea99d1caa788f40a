import Foundation

/// The commands of a `--script` file: one per line, as typed at the prompt.
enum ScriptFile {
  /// Why a script cannot be run.
  enum Problem: Error, Equatable {
    /// The file could not be read; `detail` says why.
    case unreadable(path: String, detail: String)
    /// The file is not UTF-8 text; `offset` is the first bad byte.
    case notUTF8(path: String, offset: Int)
  }

  /// The lines of the file at `path`. Line ends may be LF or CRLF; blank lines stay (they
  /// redraw the screen, as an empty line typed at the prompt does); a last line end does not
  /// make an extra, empty command.
  static func lines(at path: String) throws(Problem) -> [String] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path: path, detail: Self.reason(error))
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw .notUTF8(path: path, offset: firstInvalidByte(in: data))
    }
    // NB: "\r\n" is one `Character`, so it is a separator of its own.
    var lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
    ).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The offset of the first byte that does not belong to valid UTF-8.
  private static func firstInvalidByte(in data: Data) -> Int {
    var offset = 0
    var iterator = data.makeIterator()
    var decoder = UTF8()
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      offset += UTF8.width(scalar)
    }
    return offset
  }

  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    let cocoa = error as NSError
    if cocoa.code == NSFileReadNoSuchFileError { return "no such file" }
    if cocoa.code == NSFileReadNoPermissionError { return "permission denied" }
    return cocoa.localizedDescription
  }
}
