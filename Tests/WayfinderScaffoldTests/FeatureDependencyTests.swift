import Foundation
import Testing
import WayfinderScaffold

/// Defect: a feature's SwiftUI file, which imports WayfinderSwiftUI, was written into a target
/// that does not depend on it, without a word: nothing on Linux, a build error on Apple
/// platforms.
@Suite struct FeatureDependencyTests {
  private let readme: Set<String> = [
    "Wayfinder", "WayfinderDI", "WayfinderCombine", "WayfinderSwiftUI", "WayfinderUIKit",
  ]

  private func feature(uikit: Bool = false) throws -> FeatureSpec {
    try FeatureSpec(
      name: "Checkout", routes: ["cart"], style: .stack, includesUIKit: uikit, module: "App")
  }

  @Test func theReadmesTargetsTakeEveryFeature() throws {
    try FeatureDependencies.check(
      feature(uikit: true), sources: readme, tests: ["App", "WayfinderTesting"],
      hasTestTarget: true)
    // Not known (the tool run by hand): not checked.
    try FeatureDependencies.check(feature(), sources: nil, tests: nil, hasTestTarget: true)
  }

  @Test func aMissingProductIsRefusedWithTheLineToAdd() throws {
    #expect(
      throws: ScaffoldError.missingDependencies(
        target: "App", needed: ["WayfinderCombine", "WayfinderSwiftUI"],
        files: [
          "CheckoutCoordinator.swift", "CheckoutCartViewModel.swift", "CheckoutViews.swift",
        ])
    ) {
      try FeatureDependencies.check(
        feature(), sources: ["Wayfinder"], tests: nil, hasTestTarget: true)
    }
    #expect(
      ScaffoldError.missingDependencies(
        target: "App", needed: ["WayfinderUIKit"], files: ["CheckoutViewControllers.swift"]
      ).description
        == "App does not depend on WayfinderUIKit, which CheckoutViewControllers.swift imports: "
        + "add .product(name: \"WayfinderUIKit\", package: \"Wayfinder\") to its dependencies in "
        + "Package.swift. Nothing was written.")
    #expect(
      throws: ScaffoldError.missingDependencies(
        target: "App", needed: ["WayfinderUIKit"], files: ["CheckoutViewControllers.swift"])
    ) {
      try FeatureDependencies.check(
        feature(uikit: true), sources: readme.subtracting(["WayfinderUIKit"]), tests: nil,
        hasTestTarget: true)
    }
  }

  @Test func theTestTargetNeedsTheAppAndTheTestKit() throws {
    #expect(
      throws: ScaffoldError.missingDependencies(
        target: "AppTests", needed: ["App"], files: ["CheckoutCoordinatorTests.swift"])
    ) {
      try FeatureDependencies.check(
        feature(), sources: readme, tests: ["WayfinderTesting"], hasTestTarget: true)
    }
    #expect(
      ScaffoldError.missingDependencies(
        target: "AppTests", needed: ["App"], files: ["CheckoutCoordinatorTests.swift"]
      ).description
        == "AppTests does not depend on App, which CheckoutCoordinatorTests.swift imports: add "
        + "\"App\" to its dependencies in Package.swift. Nothing was written.")
    #expect(throws: ScaffoldError.noTestTarget("AppTests", module: "App")) {
      try FeatureDependencies.check(feature(), sources: readme, tests: nil, hasTestTarget: false)
    }
    #expect(
      ScaffoldError.noTestTarget("AppTests", module: "App").description
        == "There is no test target AppTests for the feature's test (SwiftPM leaves out one "
        + "without source files): add .testTarget(name: \"AppTests\", dependencies: [\"App\", "
        + ".product(name: \"WayfinderTesting\", package: \"Wayfinder\")]) to Package.swift, with "
        + "a file in Tests/AppTests. Nothing was written.")
  }

  @Test func theCommandRefusesBeforeWritingAnything() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scaffold-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (code, output) = ScaffoldCommand.run([
      "new-flow", "Checkout", "--routes", "cart", "--module", "App",
      "--sources", folder.appendingPathComponent("Sources").path,
      "--tests", folder.appendingPathComponent("Tests").path,
      "--dependencies", "Wayfinder,WayfinderDI,WayfinderCombine", "--no-test-target",
    ])
    #expect(code == 78)
    #expect(output.hasPrefix("error: There is no test target AppTests"))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }
}
