// swift-tools-version: 6.1
// Runs the UIKit adapter on Linux against a behavioural stand-in for UIKit (a test fixture:
// never a product, never built for Apple platforms). `bash Tools/test-apple-runtime.sh`.
import PackageDescription

// NB: Swift Testing declares a cross-import overlay for UIKit, which exists on Apple systems
// only; the tests that import both turn it off.
let noOverlays: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
]

let package = Package(
  name: "AppleRuntime",
  dependencies: [
    .package(name: "Wayfinder", path: "../.."),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    // The stand-in: the subset of UIKit the adapter uses, with the behaviour Apple documents.
    // Every rule cites its source in RULES.md.
    .target(name: "UIKit", path: "Sources/UIKit"),
    // The adapter's own sources (a link to Sources/WayfinderUIKit), built against the stand-in.
    .target(
      name: "WayfinderUIKitUnderTest",
      dependencies: [
        "UIKit", .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Sources/WayfinderUIKitUnderTest",
      exclude: ["WayfinderUIKit.docc"]),
    .testTarget(name: "UIKitStandInTests", dependencies: ["UIKit"], swiftSettings: noOverlays),
    .testTarget(
      name: "WayfinderUIKitRuntimeTests",
      dependencies: [
        "UIKit", "WayfinderUIKitUnderTest",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
      ], swiftSettings: noOverlays),
  ],
  swiftLanguageModes: [.v6]
)
