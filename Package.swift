// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Wayfinder",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "WayfinderDI", targets: ["WayfinderDI"]),
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
  ],
  dependencies: [
    // Test-only: property-based tests of the navigation core.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
  ],
  targets: [
    .target(name: "WayfinderDI"),
    .target(name: "Wayfinder", dependencies: ["WayfinderDI"]),
    .target(name: "WayfinderTesting", dependencies: ["WayfinderDI", "Wayfinder"]),
    .testTarget(name: "WayfinderDITests", dependencies: ["WayfinderDI", "WayfinderTesting"]),
    .testTarget(
      name: "WayfinderTests",
      dependencies: [
        "Wayfinder", "WayfinderTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
