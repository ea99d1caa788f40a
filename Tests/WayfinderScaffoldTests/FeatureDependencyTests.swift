import Foundation
import Testing
import WayfinderScaffold

/// Defect: a feature's SwiftUI file, which imports WayfinderSwiftUI, was written into a target
/// that does not depend on it, without a word: nothing on Linux, a build error on Apple
/// platforms. The generator now says what the targets lack (a warning: a plugin sees only the
/// dependencies of the platform it runs on).
@Suite struct FeatureDependencyTests {
  /// The App target of the README's manifest.
  private let readme: Set<String> = [
    "Wayfinder", "WayfinderDI", "WayfinderCombine", "WayfinderSwiftUI", "WayfinderUIKit",
  ]

  private func feature(uikit: Bool = false) throws -> FeatureSpec {
    try FeatureSpec(
      name: "Checkout", routes: ["cart"], style: .stack, includesUIKit: uikit, module: "App")
  }

  @Test func theReadmesTargetsTakeEveryFeatureWithoutAWord() throws {
    #expect(
      FeatureDependencies.warnings(
        for: try feature(uikit: true), sources: readme, tests: ["App", "WayfinderTesting"],
        hasTestTarget: true
      ).isEmpty)
    // Not known (the tool run by hand): nothing to say.
    #expect(
      FeatureDependencies.warnings(
        for: try feature(), sources: nil, tests: nil, hasTestTarget: true
      ).isEmpty)
  }

  @Test func aMissingProductIsNamedWithTheLineToAdd() throws {
    #expect(
      FeatureDependencies.warnings(
        for: try feature(uikit: true), sources: readme.subtracting(["WayfinderUIKit"]),
        tests: nil, hasTestTarget: true)
        == [
          "warning: App does not list WayfinderUIKit, which CheckoutViewControllers.swift "
            + "imports: add .product(name: \"WayfinderUIKit\", package: \"Wayfinder\") to its "
            + "dependencies in Package.swift (one listed for other platforms only, or reached "
            + "through another target, shows here too)."
        ])
    let bare = FeatureDependencies.warnings(
      for: try feature(), sources: ["Wayfinder"], tests: nil, hasTestTarget: true)
    #expect(bare.count == 1)
    #expect(
      bare.first?.hasPrefix(
        "warning: App does not list WayfinderCombine, WayfinderSwiftUI, which "
          + "CheckoutCoordinator.swift, CheckoutCartViewModel.swift, CheckoutViews.swift import")
        == true)
  }

  @Test func theTestTargetNeedsTheAppAndTheTestKit() throws {
    #expect(
      FeatureDependencies.warnings(
        for: try feature(), sources: readme, tests: ["WayfinderTesting"], hasTestTarget: true)
        == [
          "warning: AppTests does not list App, which CheckoutCoordinatorTests.swift imports: "
            + "add \"App\" to its dependencies in Package.swift (one listed for other platforms "
            + "only, or reached through another target, shows here too)."
        ])
    #expect(
      FeatureDependencies.warnings(
        for: try feature(), sources: readme, tests: nil, hasTestTarget: false)
        == [
          "warning: there is no test target AppTests (SwiftPM leaves out one without source "
            + "files), so the feature's test is not built: add .testTarget(name: \"AppTests\", "
            + "dependencies: [\"App\", .product(name: \"WayfinderTesting\", package: "
            + "\"Wayfinder\")]) to Package.swift."
        ])
  }

  @Test func theCommandWritesTheFilesAndSaysWhatIsMissing() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scaffold-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (code, output) = ScaffoldCommand.run([
      "new-flow", "Checkout", "--routes", "cart", "--module", "App",
      "--sources", folder.appendingPathComponent("Sources").path,
      "--tests", folder.appendingPathComponent("Tests").path,
      "--dependencies", "Wayfinder,WayfinderDI,WayfinderCombine", "--no-test-target",
    ])
    #expect(code == 0)
    #expect(output.contains("warning: there is no test target AppTests"))
    #expect(output.contains("warning: App does not list WayfinderSwiftUI"))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Sources/CheckoutViews.swift").path))
  }
}
