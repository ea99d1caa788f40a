/// What a feature's files import that their targets must depend on: the Wayfinder products
/// each file imports, and, for the test, the feature's own module.
///
/// A SwiftUI or UIKit file sits in `#if canImport(…)`, so a missing adapter is no error on Linux
/// and a build error on Apple platforms: the generator checks before writing anything.
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

  /// Checks that the targets depend on what `spec`'s files import, directly or through
  /// another Wayfinder product or the feature's module.
  ///
  /// - Parameters:
  ///   - sources: What the feature's target depends on, `nil` when not known.
  ///   - tests: What its test target depends on; `nil` when not known.
  ///   - hasTestTarget: Whether the package has the test target `<module>Tests`.
  /// - Throws: ``ScaffoldError/missingDependencies(target:needed:files:)`` or
  ///   ``ScaffoldError/noTestTarget(_:module:)``.
  package static func check(
    _ spec: FeatureSpec, sources: Set<String>?, tests: Set<String>?, hasTestTarget: Bool
  ) throws(ScaffoldError) {
    let testTarget = "\(spec.module)Tests"
    if !hasTestTarget { throw .noTestTarget(testTarget, module: spec.module) }
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
      if !needed.isEmpty {
        throw .missingDependencies(target: target, needed: needed, files: files)
      }
    }
  }
}
