// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Wayfinder",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "WayfinderDI", targets: ["WayfinderDI"]),
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
  ],
  targets: [
    .target(name: "WayfinderDI"),
    .target(name: "WayfinderTesting", dependencies: ["WayfinderDI"]),
    .testTarget(name: "WayfinderDITests", dependencies: ["WayfinderDI", "WayfinderTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
