import Foundation

/// A navigator's recent navigation, as a ``NavigationRecorder`` kept it: the tree it started
/// from, then each change with who made it, when, what it did and the states it left.
///
/// It is `Codable`: save it or attach it to a bug report as JSON.
///
/// ```swift
/// let recording = try navigator.recorder?.recording()
/// print(recording?.description ?? "")
/// // +0.000s code: ChatsFlow #4 pushed thread(id: 7)
/// // +2.315s user: ChatsFlow #4 popped thread(id: 7)
/// ```
///
/// Routes appear as their JSON reads (`thread(id: 7)`), after the recorder's redactions.
public struct NavigationRecording: Hashable, Sendable, Codable, CustomStringConvertible {
  /// One recorded change.
  public struct Step: Hashable, Sendable {
    /// When it was made.
    public let time: Date
    /// Who made it.
    public let origin: NavigationOrigin
    /// The deep link that made it, as the redactions left it.
    public let link: String?
    /// What it did, one line each, as in `ChatsFlow #4 pushed thread(id: 7)`.
    public let changes: [String]
  }

  /// When the tree the recording starts from was taken; `nil` for a recorder that was given
  /// to no navigator.
  public let startTime: Date?
  /// The recorded changes, oldest first.
  public let steps: [Step]
  /// The whole recording as JSON, in the format `RecordingWriter` writes.
  let json: JSONValue

  /// A recording of `json`, which a recorder wrote and so reads.
  init(json: JSONValue) {
    // NB: a recorder's own JSON always reads.
    self.json = json
    self.startTime = json["time"].flatMap(Self.date)
    self.steps = (json["steps"]?.array ?? []).compactMap { try? Self.step($0, "") }
  }

  /// Reads a recording that ``encode(to:)`` wrote.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is not a recording, saying where.
  public init(from decoder: any Decoder) throws {
    let json = try JSONValue(from: decoder)
    do throws(Unreadable) {
      try self.init(checking: json)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Why a value is not a recording this build reads.
  private struct Unreadable: Error, CustomStringConvertible {
    let description: String

    init(_ problem: String) { description = "Not a navigation recording: \(problem)." }
    init(format: Int) {
      description =
        "Not a navigation recording this build reads: its format is \(format), this build "
        + "reads \(RecordingWriter.format) and older."
    }
  }

  private init(checking json: JSONValue) throws(Unreadable) {
    guard case .object = json, let format = json["recording"]?.int else {
      throw Unreadable("`recording` is not a format number")
    }
    guard format <= RecordingWriter.format else { throw Unreadable(format: format) }
    var steps: [Step] = []
    for (index, step) in (json["steps"]?.array ?? []).enumerated() {
      steps.append(try Self.step(step, "steps[\(index)]"))
    }
    if let start = json["start"] {
      do {
        _ = try SnapshotReader(version: NavigationSnapshot.currentVersion).node(start, "start")
      } catch {
        guard case .corrupt(let problem) = error.reason else { throw Unreadable("\(error)") }
        throw Unreadable(problem)
      }
    }
    self.json = json
    self.startTime = json["time"].flatMap(Self.date)
    self.steps = steps
  }

  /// Writes the recording as JSON: its start, and each change with its time, origin, link,
  /// words, the flows it started and ended, and the states it left.
  public func encode(to encoder: any Encoder) throws {
    try json.encode(to: encoder)
  }

  /// The recording in words: one line per change, its time from the start, its origin and
  /// what it did.
  public var description: String {
    let origin = startTime ?? steps.first?.time ?? Date(timeIntervalSince1970: 0)
    return steps.map { step in
      let offset = step.time.timeIntervalSince(origin)
      let time = "+" + String(format: "%.3f", offset) + "s"
      let link = step.link.map { " \($0)" } ?? ""
      return "\(time) \(step.origin.rawValue)\(link): \(step.changes.joined(separator: "; "))"
    }.joined(separator: "\n")
  }

  private static func step(_ value: JSONValue, _ path: String) throws(Unreadable) -> Step {
    guard let time = value["time"].flatMap(date) else {
      throw Unreadable("`\(path).time` is not a time")
    }
    guard let origin = value["origin"]?.string.flatMap(NavigationOrigin.init(rawValue:)) else {
      throw Unreadable("`\(path).origin` is not an origin")
    }
    var changes: [String] = []
    for change in value["changes"]?.array ?? [] {
      guard let line = change.string else {
        throw Unreadable("`\(path).changes` holds something other than text")
      }
      changes.append(line)
    }
    return Step(time: time, origin: origin, link: value["link"]?.string, changes: changes)
  }

  private static func date(_ value: JSONValue) -> Date? {
    guard case .number(let text) = value, let seconds = Double(text) else { return nil }
    return Date(timeIntervalSince1970: seconds)
  }
}
