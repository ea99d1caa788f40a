// swift-tools-version: 6.3
// Swift 6.2 is the oldest compiler the package can build with (it uses `SendableMetatype`).
import PackageDescription

let package = Package(
  name: "Wayfinder",
  // Every API the package uses must exist at these versions or sit under `if #available`:
  // a Linux build checks no Apple availability, so CI type-checks every library module, the
  // Apple branches included, for iOS 17 against Apple's iOS 17.4 SDK (Tools/check-availability.sh;
  // macOS through the SwiftUI adapter's versions). Only an Apple build and a device show the rest.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "WayfinderDI", targets: ["WayfinderDI"]),
    .library(name: "WayfinderRegistrations", targets: ["WayfinderRegistrations"]),
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderCombine", targets: ["WayfinderCombine"]),
    .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
    .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    // `swift package --allow-writing-to-package-directory wayfinder new-flow Checkout …`
    .plugin(name: "WayfinderPlugin", targets: ["WayfinderPlugin"]),
  ],
  dependencies: [
    // Combine's open-source twin, for WayfinderCombine on Linux only. Its types are in
    // WayfinderCombine's API there, and a 0.x minor release may break: pinned to 0.14.x.
    .package(url: "https://github.com/OpenCombine/OpenCombine", .upToNextMinor(from: "0.14.0")),
    // Misuse of ordinary navigation calls is reported as a runtime warning, and as a test
    // failure in tests (IssueReporting).
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    // Test-only: property-based tests of the navigation core.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // C, for what Swift cannot say at the package's minimum OS versions: the address of the
    // current stack frame (WayfinderDI's recursion limit; see StackDepth.swift), state per
    // thread, and atomics (the standard library's `Atomic` needs iOS 18 and macOS 15; see
    // AtomicWord.swift). Not a product.
    .target(name: "_WayfinderDIStack"),
    .target(
      name: "WayfinderDI",
      dependencies: [
        "_WayfinderDIStack",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]),
    // The container's registrations by type and name (assemblies, `Injectable`, providers):
    // the style of Swinject and Resolver, on WayfinderDI's engine.
    .target(
      name: "WayfinderRegistrations",
      dependencies: ["WayfinderDI", "_WayfinderDIStack"]),
    .target(
      name: "Wayfinder",
      dependencies: [
        "WayfinderDI", .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]),
    // The views are Apple only, macOS included: each of their files is guarded whole by
    // `#if canImport(SwiftUI)` and type-checked on Linux against Tools/AppleStubs, as iOS and as
    // macOS see SwiftUI, by Tools/typecheck-apple.sh. The decisions they make are platform-free
    // files, built and tested everywhere (WayfinderSwiftUITests).
    .target(
      name: "WayfinderSwiftUI",
      dependencies: [
        "Wayfinder",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]),
    // iOS, iPadOS, Mac Catalyst and visionOS: every file is guarded whole by
    // `#if canImport(UIKit) && !os(watchOS) && !os(tvOS)`; on Linux it runs against the UIKit
    // stand-in (Tools/test-apple-runtime.sh).
    .target(
      name: "WayfinderUIKit",
      dependencies: [
        "Wayfinder", .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]),
    .target(
      name: "WayfinderCombine",
      dependencies: [
        "Wayfinder",
        .product(
          name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
      ]),
    .target(
      name: "WayfinderTesting",
      dependencies: [
        "WayfinderDI", "Wayfinder",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
    // Feature scaffolding: the generator (tested), the tool the plugin runs, and the plugin.
    .target(name: "WayfinderScaffold"),
    .executableTarget(name: "wayfinder-scaffold", dependencies: ["WayfinderScaffold"]),
    .plugin(
      name: "WayfinderPlugin",
      capability: .command(
        intent: .custom(
          verb: "wayfinder",
          description:
            "Writes a new feature: routes, coordinator, view models, assembly, views, test"
        ),
        permissions: [
          .writeToPackageDirectory(reason: "It writes the new feature's files into a target.")
        ]),
      dependencies: ["wayfinder-scaffold"]),
    .testTarget(name: "WayfinderScaffoldTests", dependencies: ["WayfinderScaffold"]),
    .testTarget(
      name: "WayfinderDITests",
      dependencies: [
        "WayfinderDI", "WayfinderRegistrations", "WayfinderTesting",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]),
    // What the README and the DI articles show, run from another module than the one that
    // makes the declarations, as in every app's test target. Not a product.
    .target(
      name: "DocsExampleApp", dependencies: ["WayfinderDI", "WayfinderRegistrations"],
      path: "Tests/DocsExampleApp"),
    .testTarget(
      name: "DocsExampleTests",
      dependencies: ["DocsExampleApp", "WayfinderDI", "WayfinderRegistrations", "WayfinderTesting"]),
    .testTarget(
      name: "WayfinderTests",
      dependencies: [
        "Wayfinder", "WayfinderRegistrations", "WayfinderTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "WayfinderCombineTests",
      dependencies: [
        "WayfinderCombine", "WayfinderRegistrations", "WayfinderTesting",
        .product(
          name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(
      name: "WayfinderSwiftUITests",
      dependencies: [
        "WayfinderSwiftUI", "Wayfinder", "WayfinderRegistrations", "WayfinderTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// The documentation plugin only when the docs are built (`WAYFINDER_DOCS=1`, or on the Swift
// Package Index), so apps that depend on Wayfinder never resolve it.
if Context.environment["WAYFINDER_DOCS"] != nil || Context.environment["SPI_GENERATE_DOCS"] != nil {
  package.dependencies.append(
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}
