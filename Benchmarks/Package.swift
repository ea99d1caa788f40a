// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "WayfinderBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Wayfinder", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
    .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
  ],
  targets: [
    // The object graph and the containers every container suite measures.
    .target(
      name: "ContainerFixtures",
      dependencies: [
        .product(name: "WayfinderDI", package: "Wayfinder"),
        .product(name: "WayfinderRegistrations", package: "Wayfinder"),
        .product(name: "Swinject", package: "Swinject"),
      ],
      path: "Benchmarks/ContainerFixtures"
    ),
    .executableTarget(
      name: "ContainerBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "WayfinderDI", package: "Wayfinder"),
        .product(name: "WayfinderRegistrations", package: "Wayfinder"),
        .product(name: "Swinject", package: "Swinject"),
        "ContainerFixtures",
      ],
      path: "Benchmarks/ContainerBenchmarks",
      swiftSettings: [.unsafeFlags(["-cross-module-optimization"])],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // The flows and routes both navigation suites measure.
    .target(
      name: "NavigationFixtures",
      dependencies: [.product(name: "Wayfinder", package: "Wayfinder")],
      path: "Benchmarks/NavigationFixtures"
    ),
    .executableTarget(
      name: "NavigationBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "Wayfinder", package: "Wayfinder"),
        "NavigationFixtures",
      ],
      path: "Benchmarks/NavigationBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
    // Container instruction counts under callgrind, and two-thread throughput: see
    // container-counts.sh.
    .executableTarget(
      name: "ContainerInstructionCounts",
      dependencies: [
        .product(name: "WayfinderDI", package: "Wayfinder"),
        .product(name: "WayfinderRegistrations", package: "Wayfinder"),
        .product(name: "Swinject", package: "Swinject"),
        "ContainerFixtures",
      ],
      path: "Benchmarks/ContainerInstructionCounts"
    ),
    // Instruction counts under callgrind: see instruction-counts.sh.
    .executableTarget(
      name: "InstructionCounts",
      dependencies: [.product(name: "Wayfinder", package: "Wayfinder"), "NavigationFixtures"],
      path: "Benchmarks/InstructionCounts"
    ),
  ],
  swiftLanguageModes: [.v6]
)
