import Benchmark
import Foundation
import NavigationFixtures
@_spi(Rendering) import Wayfinder

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 100_000
  )
  stackBenchmarks()
  deepLinkBenchmarks()
  restorationBenchmarks()
  decodingBaseline()
  treeBenchmarks()
  stepBenchmarks()
}

/// Push + pop on a short and a long stack: the same cost means O(1).
func stackBenchmarks() {
  for depth in [10, 1_000] {
    Benchmark("push+pop: stack of \(depth)", configuration: .init(scalingFactor: .kilo)) {
      @MainActor benchmark async in
      let flow = stack(depth: depth)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { pushAndPop(flow) }
      benchmark.stopMeasurement()
      blackHole(flow)
    }
  }
  Benchmark("push+pop: array append+removeLast", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    var array = (0..<1_000).map(Screen.item)
    for _ in benchmark.scaledIterations {
      array.append(.item(-1))
      blackHole(array.removeLast())
    }
  }
}

/// Opening a 1,000-route deep link into a tab flow, alternating two links so each changes all.
func deepLinkBenchmarks() {
  Benchmark("deep link: 1,000 routes") { @MainActor benchmark async in
    let navigator = Navigator(root: TabsFlow())
    navigator.start()
    let links = [link(count: 1_000, offset: 0), link(count: 1_000, offset: 1_000)]
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      blackHole(try? navigator.open(links[iteration % 2]))
    }
  }
}

/// Restoring a 1,000-route snapshot from its JSON data.
func restorationBenchmarks() {
  Benchmark("restore: 1,000-route snapshot from JSON") { @MainActor benchmark async in
    let (navigator, data) = restorationFixture()
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      _ = try? navigator.restore(from: data[iteration % 2])
    }
  }
}

/// The floor under restoring: decoding the same 1,000 routes with `JSONDecoder` alone.
func decodingBaseline() {
  Benchmark("restore baseline: JSONDecoder, 1,000 routes") { benchmark in
    var state = FlowState(root: Screen.list)
    try? state.push(contentsOf: (0..<1_000).map(Screen.item))
    let data = (try? JSONEncoder().encode(state)) ?? Data()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try? JSONDecoder().decode(FlowState<Screen>.self, from: data))
    }
  }
}

@MainActor
private func restorationFixture() -> (Navigator, [Data]) {
  let navigator = Navigator(root: TabsFlow())
  navigator.start()
  var data: [Data] = []
  for offset in [0, 1_000] {
    _ = try? navigator.open(link(count: 1_000, offset: offset))
    if let encoded = try? navigator.snapshotData() { data.append(encoded) }
  }
  return (navigator, data)
}

/// Starting and stopping a tree of flows 10,000 levels deep.
func treeBenchmarks() {
  Benchmark(
    "tree: start+stop 10,000 levels deep", configuration: .init(maxIterations: 50)
  ) { @MainActor benchmark async in
    for _ in benchmark.scaledIterations {
      let root = NestingFlow(depth: 10_000)
      root.start()
      root.stop()
      blackHole(root)
    }
  }
}

/// Step calculation when one route of a long or short path changes.
func stepBenchmarks() {
  for depth in [10, 1_000] {
    Benchmark(
      "steps: top route changed, path of \(depth)", configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      var old = FlowState(root: Screen.list)
      try? old.push(contentsOf: (0..<depth).map(Screen.item))
      var new = old
      try? new.pop()
      try? new.push(.item(-1))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(NavigationStep.steps(from: old, to: new))
      }
    }
  }
  Benchmark(
    "steps: router update, top route changed, path of 1,000",
    configuration: .init(scalingFactor: .kilo)
  ) {
    @MainActor benchmark async in
    let flow = stack(depth: 1_000)
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations { replaceTop(flow, with: .item(iteration)) }
  }
}

@MainActor
private func pushAndPop(_ flow: StackFlow) {
  flow.router.push(.item(-1), animated: false)
  flow.router.pop(animated: false)
}

@MainActor
private func replaceTop(_ flow: StackFlow, with screen: Screen) {
  // NB: a pop and a push of a stack flow with routes above its root cannot fail.
  _ = try? flow.router.update(animated: false) { (state) throws(NavigationError) in
    try state.pop()
    try state.push(screen)
  }
}
