import Foundation
import Testing
import WayfinderScaffold

@Suite struct ScaffoldTests {
  private func spec(
    _ name: String = "Checkout", routes: [String] = ["cart", "shippingAddress", "payment"],
    style: FeatureSpec.Style = .stack, uikit: Bool = false
  ) throws -> FeatureSpec {
    try FeatureSpec(name: name, routes: routes, style: style, includesUIKit: uikit, module: "App")
  }

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scaffold-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func badNamesAreRefusedWithWhatToDo() {
    #expect(throws: ScaffoldError.invalidName("9lives")) { try spec("9lives") }
    #expect(throws: ScaffoldError.invalidName("checkout")) { try spec("checkout") }
    #expect(throws: ScaffoldError.invalidRoute("class")) { try spec(routes: ["class"]) }
    #expect(throws: ScaffoldError.invalidRoute("Cart")) { try spec(routes: ["Cart"]) }
    #expect(throws: ScaffoldError.invalidRoute("two words")) { try spec(routes: ["two words"]) }
    #expect(throws: ScaffoldError.repeatedRoute("cart")) { try spec(routes: ["cart", "cart"]) }
    #expect(throws: ScaffoldError.noRoutes) { try spec(routes: []) }
    #expect(
      ScaffoldError.invalidName("9lives").description
        == "`9lives` cannot name a feature: use a Swift type name that starts with an uppercase letter, such as `Checkout`."
    )
    #expect(ScaffoldCommand.run(["new-flow", "9lives", "--routes", "a"]).code == 64)
  }

  @Test func aStackFeatureHasEveryPart() throws {
    let names = try spec(uikit: true).files.map(\.name)
    #expect(
      names == [
        "CheckoutRoute.swift", "CheckoutCoordinator.swift",
        "CheckoutCartViewModel.swift", "CheckoutShippingAddressViewModel.swift",
        "CheckoutPaymentViewModel.swift", "CheckoutViews.swift", "CheckoutViewControllers.swift",
        "CheckoutCoordinatorTests.swift",
      ])
    let coordinator = try #require(
      try spec().files.first { $0.name == "CheckoutCoordinator.swift" })
    #expect(coordinator.contents.contains("case .continued: self?.router.push(.shippingAddress)"))
    #expect(coordinator.contents.contains("case .continued: self?.finish()"))
    #expect(coordinator.contents.contains("init() {\n    super.init(root: .cart)\n    bind(cart)"))
    #expect(!coordinator.contents.contains("didStart"))
    #expect(coordinator.contents.contains("let cart = CheckoutCartViewModel()"))
    let tabs = try #require(
      try spec(style: .tabs).files.first { $0.name == "CheckoutCoordinator.swift" })
    #expect(
      tabs.contents.contains(
        "super.init(state: FlowState(tabs: .cart, .shippingAddress, .payment))"))
    #expect(tabs.contents.contains("case .continued: self?.router.select(.shippingAddress)"))
  }

  @Test func anExistingFileStopsEverythingBeforeAnythingIsWritten() throws {
    let sources = try folder()
    let tests = try folder()
    try Data("mine".utf8).write(to: tests.appendingPathComponent("CheckoutCoordinatorTests.swift"))
    #expect(
      throws: ScaffoldError.fileExists(
        tests.appendingPathComponent("CheckoutCoordinatorTests.swift").path)
    ) {
      try FeatureWriter.write(try spec(), sources: sources, tests: tests)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: sources.path).isEmpty)
    #expect(
      try String(
        contentsOf: tests.appendingPathComponent("CheckoutCoordinatorTests.swift"), encoding: .utf8)
        == "mine")
  }

  @Test func aFailureHalfwayLeavesNothingHalfWritten() throws {
    let sources = try folder()
    let notAFolder = try folder().appendingPathComponent("tests")
    try Data("a file where the tests folder should be".utf8).write(to: notAFolder)
    #expect(throws: ScaffoldError.self) {
      try FeatureWriter.write(try spec(), sources: sources, tests: notAFolder)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: sources.path).isEmpty)
  }

  @Test func theWrittenFilesAreTheGeneratedOnes() throws {
    let sources = try folder()
    let tests = try folder()
    let feature = try spec()
    let paths = try FeatureWriter.write(feature, sources: sources, tests: tests)
    #expect(paths.count == feature.files.count)
    for file in feature.files {
      let base = file.folder == .sources ? sources : tests
      #expect(
        try String(contentsOf: base.appendingPathComponent(file.name), encoding: .utf8)
          == file.contents)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sources.path).allSatisfy {
        !$0.hasPrefix(".")
      })
  }

  // The Xcode template in the repository is exactly what the generator makes.
  @Test func theXcodeTemplateIsUpToDate() throws {
    let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Templates/\(XcodeTemplate.folderName)").standardized
    let names = try FileManager.default.contentsOfDirectory(atPath: template.path).sorted()
    #expect(names == XcodeTemplate.files.map(\.name).sorted())
    for file in XcodeTemplate.files {
      let committed = try String(
        contentsOf: template.appendingPathComponent(file.name), encoding: .utf8)
      #expect(
        committed == file.contents,
        "\(file.name) differs: run swift run wayfinder-scaffold xcode-templates Templates")
    }
  }

  // The Scaffolding article shows the generator's output word for word.
  @Test func theArticleShowsWhatTheGeneratorWrites() throws {
    let article = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Wayfinder/Wayfinder.docc/Scaffolding.md")
        .standardized, encoding: .utf8)
    let feature = try FeatureSpec(name: "Checkout", routes: ["cart", "payment"], module: "App")
    for name in [
      "CheckoutRoute.swift", "CheckoutCartViewModel.swift", "CheckoutCoordinator.swift",
      "CheckoutCoordinatorTests.swift",
    ] {
      let file = try #require(feature.files.first { $0.name == name })
      #expect(article.contains("```swift\n" + file.contents + "```"), "\(name) differs")
    }
  }
}
