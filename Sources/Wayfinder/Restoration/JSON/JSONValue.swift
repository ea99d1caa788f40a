/// A JSON value as a snapshot holds it: parsed once when a snapshot is read, then decoded into
/// each flow's state with that flow's route type (``JSONValueDecoder``), changed in place by
/// migrations, and written back as text.
///
/// Numbers keep the text they were written with, so a value decodes as whichever number type
/// its route asks for, and migrations give fields back as they were saved. An object keeps
/// its members in the order they were written.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number, as its JSON text (`7`, `-1.5e3`).
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([Member])

  /// One member of an object.
  struct Member: Hashable, Sendable {
    var key: String
    var value: JSONValue

    init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The value of the member `key` of an object; `nil` for another value or a missing key.
  subscript(key: String) -> JSONValue? {
    get {
      guard case .object(let members) = self else { return nil }
      return members.first { $0.key == key }?.value
    }
    set {
      guard case .object(var members) = self else { return }
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue {
          members[index].value = newValue
        } else {
          members.remove(at: index)
        }
      } else if let newValue {
        members.append(Member(key, newValue))
      }
      self = .object(members)
    }
  }

  /// The text of a string value; `nil` for another value.
  var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// The elements of an array; `nil` for another value.
  var array: [JSONValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  /// An integer number's value; `nil` for another value.
  var int: Int? {
    if case .number(let text) = self { Int(text) } else { nil }
  }
}
