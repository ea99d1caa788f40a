/// What a feature's files import that their targets must depend on: the Wayfinder products
/// each file imports, and, for the test, the feature's own module.
///
/// A SwiftUI or UIKit file sits in `#if canImport(…)`, so a missing adapter is no error on Linux
/// and a build error on Apple platforms: the generator says so when it writes the files. It
/// warns rather than refuses: a plugin sees a target's dependencies for the platform it runs on
/// only, so an adapter listed for iOS alone looks missing on a Mac.
package enum FeatureDependencies {
  /// Wayfinder's products, each with the products it brings along (importable through it).
  static let brings: [String: [String]] = [
    "WayfinderDI": [], "Wayfinder": ["WayfinderDI"], "WayfinderRegistrations": ["WayfinderDI"],
    "WayfinderCombine": ["Wayfinder", "WayfinderDI"],
    "WayfinderSwiftUI": ["Wayfinder", "WayfinderDI"],
    "WayfinderUIKit": ["Wayfinder", "WayfinderDI"],
    "WayfinderTesting": ["Wayfinder", "WayfinderDI"],
  ]

  /// Wayfinder's products, which a generated file may import.
  static var products: Set<String> { Set(brings.keys) }

  /// `given` with what its Wayfinder products bring along.
  static func reachable(from given: Set<String>) -> Set<String> {
    given.union(given.flatMap { brings[$0] ?? [] })
  }

  /// The products and modules `file` imports that its target must depend on.
  static func needs(of file: GeneratedFile, module: String) -> [String] {
    var found: [String] = []
    for line in file.contents.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
      let name = String(words[index + 1])
      if products.contains(name) || name == module, !found.contains(name) { found.append(name) }
    }
    return found
  }

  /// What the targets lack of what `spec`'s files import, directly or through another
  /// Wayfinder product or the feature's module: one line each, saying what to add.
  ///
  /// - Parameters:
  ///   - sources: What the feature's target depends on, `nil` when not known.
  ///   - tests: What its test target depends on; `nil` when not known.
  ///   - hasTestTarget: Whether the package has the test target `<module>Tests`.
  package static func warnings(
    for spec: FeatureSpec, sources: Set<String>?, tests: Set<String>?, hasTestTarget: Bool
  ) -> [String] {
    let testTarget = "\(spec.module)Tests"
    var warnings: [String] = []
    if !hasTestTarget {
      warnings.append(
        "warning: there is no test target \(testTarget) (SwiftPM leaves out one without source "
          + "files), so the feature's test is not built: add .testTarget(name: \"\(testTarget)\", "
          + "dependencies: [\"\(spec.module)\", .product(name: \"WayfinderTesting\", package: "
          + "\"Wayfinder\")]) to Package.swift.")
    }
    for (folder, target, given) in [
      (GeneratedFile.Folder.sources, spec.module, sources), (.tests, testTarget, tests),
    ] {
      guard var given else { continue }
      if given.contains(spec.module) { given.formUnion(sources ?? []) }
      given = reachable(from: given)
      var needed: [String] = []
      var files: [String] = []
      for file in spec.files where file.folder == folder {
        let missing = needs(of: file, module: spec.module).filter { !given.contains($0) }
        if !missing.isEmpty { files.append(file.name) }
        for name in missing where !needed.contains(name) { needed.append(name) }
      }
      guard !needed.isEmpty else { continue }
      let lines = needed.map { name in
        products.contains(name)
          ? ".product(name: \"\(name)\", package: \"Wayfinder\")" : "\"\(name)\""
      }
      warnings.append(
        "warning: \(target) does not list \(needed.joined(separator: ", ")), which "
          + "\(files.joined(separator: ", ")) \(files.count == 1 ? "imports" : "import"): add "
          + "\(lines.joined(separator: ", ")) to its dependencies in Package.swift (one listed "
          + "for other platforms only, or reached through another target, shows here too).")
    }
    return warnings
  }
}
