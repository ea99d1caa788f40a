// swift-tools-version: 6.1
import PackageDescription

// The Wayfinder sample app, its own package so that apps depending on Wayfinder never resolve
// the sample's dependencies. `swift run messenger` here, or from the repository root:
// `swift run --package-path Examples/Messenger messenger`.
let package = Package(
  name: "Messenger",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [
    .package(name: "Wayfinder", path: "../.."),
    // SQLite, as an iOS messenger would store its data.
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "MessengerCore",
      dependencies: [
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderDI", package: "Wayfinder"),
        .product(name: "WayfinderCombine", package: "Wayfinder"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .target(
      name: "MessengerTerminal",
      dependencies: [
        "MessengerCore", .product(name: "WayfinderDI", package: "Wayfinder"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "messenger", dependencies: ["MessengerTerminal"]),
    .testTarget(
      name: "MessengerTests",
      dependencies: [
        "MessengerTerminal", "MessengerCore",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderDI", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
        // To write databases the app did not make, as a user's damaged folder holds them.
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
