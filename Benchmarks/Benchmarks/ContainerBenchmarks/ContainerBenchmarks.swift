import Benchmark
import ContainerFixtures
import Dispatch
import Swinject
import WayfinderDI
import WayfinderRegistrations

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000_000
  )
  graphBenchmarks()
  singletonBenchmarks()
  registrationCountBenchmarks()
  threadBenchmarks()
}

/// A transient graph of seven objects: initializers vs. Wayfinder vs. Swinject.
func graphBenchmarks() {
  Benchmark("graph: direct initializers") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(makeGraphDirectly()) }
  }
  Benchmark("graph: Wayfinder") { benchmark in
    let container = makeWayfinderContainer()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(try container.resolve(D.self)) }
  }
  Benchmark("graph: Swinject") { benchmark in
    let container = makeSwinjectContainer()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(container.resolve(D.self)) }
  }
}

/// Reading a singleton: a stored property vs. Wayfinder vs. Swinject.
func singletonBenchmarks() {
  Benchmark("singleton: stored property") { benchmark in
    let holder = StoredProperty()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(holder.value) }
  }
  Benchmark("singleton: Wayfinder") { benchmark in
    let container = makeWayfinderContainer(singletonA: true)
    _ = try container.resolve(A.self)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(try container.resolve(A.self)) }
  }
  Benchmark("singleton: Swinject") { benchmark in
    let container = makeSwinjectContainer(singletonA: true)
    _ = container.resolve(A.self)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(container.resolve(A.self)) }
  }
}

/// The graph resolved from containers holding 10 and 10,000 registrations.
func registrationCountBenchmarks() {
  for count in [10, 10_000] {
    Benchmark("registrations: \(count)") { benchmark in
      let container = makeWayfinderContainer(registrations: count)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(try container.resolve(D.self)) }
      // NB: freeing 10,000 registrations is not part of a resolve; it used to be timed.
      benchmark.stopMeasurement()
      withExtendedLifetime(container) {}
    }
  }
}

/// The same total work (1,000 graphs per scaled iteration) on one thread and split over two.
func threadBenchmarks() {
  let total = 1_000
  // Each iteration already does 1,000 resolves, so it is not scaled again.
  let perThousand = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
  for threads in [1, 2] {
    Benchmark("threads: direct initializers ×\(threads)", configuration: perThousand) {
      benchmark in
      for _ in benchmark.scaledIterations {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
          for _ in 0..<(total / threads) { blackHole(makeGraphDirectly()) }
        }
      }
    }
    Benchmark("threads: Wayfinder ×\(threads)", configuration: perThousand) { benchmark in
      let container = makeWayfinderContainer()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
          for _ in 0..<(total / threads) { blackHole(try? container.resolve(D.self)) }
        }
      }
    }
  }
}
