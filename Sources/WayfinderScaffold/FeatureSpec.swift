/// What `wayfinder new-flow` writes: a feature named `name` with one screen per route, as a
/// stack (each screen's "continue" pushes the next, the last finishes the flow) or as tabs.
package struct FeatureSpec: Equatable, Sendable {
  /// How the feature's screens are arranged.
  package enum Style: String, Equatable, Sendable {
    /// A navigation stack, in route order.
    case stack
    /// A tab per route.
    case tabs
  }

  /// The feature's name, an upper camel case Swift identifier (`Checkout`).
  package let name: String
  /// The routes, lower camel case Swift identifiers (`cart`, `address`), in order.
  package let routes: [String]
  /// Stack or tabs.
  package let style: Style
  /// Whether to write UIKit view controllers beside the SwiftUI views.
  package let includesUIKit: Bool
  /// The module the feature's sources belong to, for the test file's `@testable import`.
  package let module: String

  /// A feature, checked: every name must be a Swift identifier that reads as the generated
  /// code expects.
  ///
  /// - Throws: ``ScaffoldError`` naming the first problem and how to fix it.
  package init(
    name: String, routes: [String], style: Style = .stack, includesUIKit: Bool = false,
    module: String
  ) throws(ScaffoldError) {
    guard Self.isIdentifier(name), name.first?.isUppercase == true else {
      throw .invalidName(name)
    }
    guard !routes.isEmpty else { throw .noRoutes }
    for route in routes {
      guard Self.isIdentifier(route), route.first?.isLowercase == true,
        !Self.reserved.contains(route)
      else { throw .invalidRoute(route) }
    }
    if let repeated = routes.first(where: { route in routes.filter { $0 == route }.count > 1 }) {
      throw .repeatedRoute(repeated)
    }
    guard Self.isIdentifier(module) else { throw .invalidModule(module) }
    self.name = name
    self.routes = routes
    self.style = style
    self.includesUIKit = includesUIKit
    self.module = module
  }

  /// A feature whose names are not checked: for templates whose name is a placeholder.
  init(placeholder name: String, routes: [String], style: Style, includesUIKit: Bool) {
    self.name = name
    self.routes = routes
    self.style = style
    self.includesUIKit = includesUIKit
    self.module = "App"
  }

  /// `cart` → `Cart`.
  static func typeName(_ route: String) -> String {
    route.prefix(1).uppercased() + route.dropFirst()
  }

  /// `shippingAddress` → `Shipping address`.
  static func title(_ route: String) -> String {
    var words = ""
    for character in route {
      if character.isUppercase, !words.isEmpty {
        words += " " + character.lowercased()
      } else {
        words.append(character)
      }
    }
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    } && !reserved.contains(text)
  }

  /// Swift keywords, which cannot name a case or a type without backquotes.
  private static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "self",
    "Self", "super", "throw", "throws", "true", "try", "await", "async",
  ]
}

/// Why a feature cannot be written. Nothing is written when one is thrown.
package enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The feature's name is not an upper camel case identifier.
  case invalidName(String)
  /// No routes were given.
  case noRoutes
  /// A route is not a lower camel case identifier.
  case invalidRoute(String)
  /// A route was given twice.
  case repeatedRoute(String)
  /// The module name is not an identifier.
  case invalidModule(String)
  /// A file the feature needs already exists.
  case fileExists(String)
  /// A file could not be written.
  case cannotWrite(path: String, detail: String)
  /// The command line is wrong.
  case usage(String)
  /// A test made from a recording cannot have this name.
  case invalidTestName(String)
  /// The file given as a navigation recording is not one, and why.
  case unreadableRecording(String)

  /// What is wrong and how to fix it.
  package var description: String {
    switch self {
    case .invalidName(let name):
      "`\(name)` cannot name a feature: use a Swift type name that starts with an uppercase letter, such as `Checkout`."
    case .noRoutes:
      "A feature needs at least one route: pass --routes cart,address,payment."
    case .invalidRoute(let route):
      "`\(route)` cannot name a route: use a Swift identifier that starts with a lowercase letter and is not a keyword, such as `cart`."
    case .repeatedRoute(let route):
      "The route `\(route)` is given twice; each route names one screen."
    case .invalidModule(let module):
      "`\(module)` cannot name a module: pass the name of the target the feature goes into."
    case .fileExists(let path):
      "\(path) already exists; nothing was written. Pick another feature name, or move the file away."
    case .cannotWrite(let path, let detail):
      "Cannot write \(path): \(detail). Nothing was written."
    case .usage(let message):
      message
    case .invalidTestName(let name):
      "`\(name)` cannot name a test: use a Swift type name that starts with an uppercase letter, such as `ReportedSession` (the file is `ReportedSessionTests.swift`, the test `reportedSession()`)."
    case .unreadableRecording(let problem):
      "Not a navigation recording: \(problem). Save one with `try JSONEncoder().encode(navigator.recorder?.recording())`."
    }
  }
}
