import Foundation

extension NavigationSnapshot {
  /// Reads a snapshot from the JSON that ``data`` wrote, in this format version or an older one.
  ///
  /// - Throws: ``RestorationError/Reason/corrupt(_:)`` when the data is not JSON or not a
  ///   snapshot, saying where; ``RestorationError/Reason/unsupportedVersion(found:supported:)``
  ///   for a newer format.
  init(data: Data) throws(RestorationError) {
    let json: JSONValue
    do {
      json = try JSONValue(parsing: data)
    } catch {
      throw RestorationError(.corrupt("not JSON: \(error)"))
    }
    let version = try SnapshotReader.int(json["version"], "version")
    guard (1...Self.currentVersion).contains(version) else {
      throw RestorationError(
        .unsupportedVersion(found: version, supported: Self.currentVersion))
    }
    let reader = SnapshotReader(version: version)
    // NB: no `Optional.map` with a throwing closure here: before Swift 6's standard library
    // (iOS 17), `map` rethrows `any Error`.
    var schema: Int?
    if let value = json["schema"] { schema = try SnapshotReader.int(value, "schema") }
    self.init(
      version: Self.currentVersion, schema: schema, root: try reader.node(json["root"], "root"))
  }

  /// The snapshot as JSON, in the current format version.
  var data: Data {
    var members: [JSONValue.Member] = [.init("version", .number(String(version)))]
    if let schema { members.append(.init("schema", .number(String(schema)))) }
    members.append(.init("root", root.json))
    return Data(JSONValue.object(members).text.utf8)
  }
}

extension NavigationSnapshot.Node {
  /// The node as JSON, as a snapshot's data holds it.
  var json: JSONValue {
    var members: [JSONValue.Member] = [.init("flow", .string(flow))]
    if let id { members.append(.init("id", .number(String(id)))) }
    if let position { members.append(.init("position", position.json)) }
    if let state { members.append(.init("state", state)) }
    if let vacated { members.append(.init("vacated", .array(vacated.map(\.json)))) }
    if !children.isEmpty { members.append(.init("children", .array(children.map(\.json)))) }
    return .object(members)
  }
}

extension NavigationSnapshot.Position: CustomStringConvertible {
  /// The position with its route as JSON, as error messages show it.
  var description: String {
    switch self {
    case .root(let route): "root(route: \(route.text))"
    case .tab(let route): "tab(route: \(route.text))"
    case .pushed(let index, let route): "pushed(index: \(index), route: \(route.text))"
    case .presented(let index, let route): "presented(index: \(index), route: \(route.text))"
    }
  }

  var json: JSONValue {
    let (place, index, route): (String, Int?, JSONValue) =
      switch self {
      case .root(let route): ("root", nil, route)
      case .tab(let route): ("tab", nil, route)
      case .pushed(let index, let route): ("pushed", index, route)
      case .presented(let index, let route): ("presented", index, route)
      }
    var fields: [JSONValue.Member] = []
    if let index { fields.append(.init("index", .number(String(index)))) }
    fields.append(.init("route", route))
    return .object([.init(place, .object(fields))])
  }
}

/// Reads the parts of a snapshot's JSON, naming the part that is wrong.
///
/// Format version 1 held states and routes as JSON text in strings: the reader parses them,
/// so the rest of the restore sees version 2's values.
struct SnapshotReader {
  let version: Int

  /// The node `value`, at `path` in the JSON (named in the error).
  func node(_ value: JSONValue?, _ path: String) throws(RestorationError)
    -> NavigationSnapshot.Node
  {
    guard case .object = value, let value else { throw Self.corrupt(path, "is not an object") }
    guard let flow = value["flow"]?.string else {
      throw Self.corrupt("\(path).flow", "is not a string")
    }
    var children: [NavigationSnapshot.Node] = []
    for (index, child) in try list(value["children"], "\(path).children").enumerated() {
      children.append(try node(child, "\(path).children[\(index)]"))
    }
    var vacated: [NavigationSnapshot.Position]?
    if value["vacated"] != nil {
      vacated = []
      for (index, place) in try list(value["vacated"], "\(path).vacated").enumerated() {
        vacated?.append(try position(place, "\(path).vacated[\(index)]"))
      }
    }
    var place: NavigationSnapshot.Position?
    if let saved = value["position"] { place = try position(saved, "\(path).position") }
    var id: UInt64?
    if let number = value["id"] {
      guard case .number(let text) = number, let raw = UInt64(text) else {
        throw Self.corrupt("\(path).id", "is not a flow's identity")
      }
      id = raw
    }
    return NavigationSnapshot.Node(
      flow: flow, position: place, state: try state(value["state"], "\(path).state"),
      children: children, vacated: vacated, id: id)
  }

  /// A flow's state: a value, or in version 1 its text (empty when a migration dropped it).
  private func state(_ value: JSONValue?, _ path: String) throws(RestorationError) -> JSONValue? {
    guard version == 1 else { return value }
    guard let value else { throw Self.corrupt(path, "is missing") }
    guard let text = value.string else { throw Self.corrupt(path, "is not a string") }
    return text.isEmpty ? nil : try parsed(text, path)
  }

  private func position(_ value: JSONValue?, _ path: String) throws(RestorationError)
    -> NavigationSnapshot.Position
  {
    guard case .object(let members) = value, members.count == 1, let place = members.first,
      case .object = place.value
    else { throw Self.corrupt(path, "is not a position") }
    guard var route = place.value["route"] else {
      throw Self.corrupt("\(path).route", "is missing")
    }
    if version == 1 {
      guard let text = route.string else { throw Self.corrupt("\(path).route", "is not a string") }
      route = try parsed(text, "\(path).route")
    }
    switch place.key {
    case "root": return .root(route: route)
    case "tab": return .tab(route: route)
    case "pushed":
      return .pushed(index: try Self.int(place.value["index"], "\(path).index"), route: route)
    case "presented":
      return .presented(index: try Self.int(place.value["index"], "\(path).index"), route: route)
    default: throw Self.corrupt(path, "is not a position")
    }
  }

  static func int(_ value: JSONValue?, _ path: String) throws(RestorationError) -> Int {
    guard let number = value?.int else { throw Self.corrupt(path, "is not an integer") }
    return number
  }

  private func list(_ value: JSONValue?, _ path: String) throws(RestorationError) -> [JSONValue] {
    guard let value else { return [] }
    guard let elements = value.array else { throw Self.corrupt(path, "is not an array") }
    return elements
  }

  private func parsed(_ text: String, _ path: String) throws(RestorationError) -> JSONValue {
    do {
      return try JSONValue(parsing: text)
    } catch {
      throw Self.corrupt(path, "is not JSON text (\(error))")
    }
  }

  private static func corrupt(_ path: String, _ problem: String) -> RestorationError {
    RestorationError(.corrupt("`\(path)` \(problem)"))
  }
}
