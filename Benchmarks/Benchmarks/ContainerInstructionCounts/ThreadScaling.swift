import ContainerFixtures
import Dispatch
import Swinject
import WayfinderDI
import WayfinderRegistrations

/// Throughput of the same work on one thread and split over two, for each way of building
/// the graph; measured in one run, best of several rounds.
enum ThreadScaling {
  // swift-format-ignore: NeverForceUnwrap
  // Swinject's resolve returns an optional; its documented style force-unwraps it.
  static func report(graphs: Int) {
    let wayfinder = makeWayfinderContainer()
    let declared = WayfinderDI.Container()
    let singletons = makeWayfinderContainer(singletonA: true)
    // NB: Swinject's containers are not `Sendable`; `synchronize()` gives the resolver its
    // documentation says to share between threads.
    nonisolated(unsafe) let swinject = makeSwinjectContainer().synchronize()
    nonisolated(unsafe) let swinjectSingletons = makeSwinjectContainer(singletonA: true)
      .synchronize()
    let cases: [(String, @Sendable () -> Void)] = [
      ("direct initializers", { keep(makeGraphDirectly()) }),
      ("Wayfinder graph", { keep(try? wayfinder.resolve(D.self)) }),
      ("Wayfinder declared graph", { keep(try? declared.resolve(WayfinderDI.Container.graphD)) }),
      ("Wayfinder singleton", { keep(try? singletons.resolve(A.self)) }),
      (
        "Wayfinder declared singleton",
        {
          keep(try? declared.resolve(WayfinderDI.Container.singletonA))
        }
      ),
      ("Swinject graph", { keep(swinject.resolve(D.self)!) }),
      ("Swinject singleton", { keep(swinjectSingletons.resolve(A.self)!) }),
    ]
    for (label, work) in cases {
      let one = best { run(work, graphs: graphs, threads: 1) }
      let two = best { run(work, graphs: graphs, threads: 2) }
      let ratio = Double(one) / Double(two)
      print(
        "\(label): one thread \(one / 1_000) µs, two threads \(two / 1_000) µs, speed-up \((ratio * 100).rounded() / 100)×"
      )
    }
  }

  private static func best(_ measure: () -> UInt64) -> UInt64 {
    (0..<5).map { _ in measure() }.min() ?? 0
  }

  private static func run(_ work: @Sendable () -> Void, graphs: Int, threads: Int) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<(graphs / threads) { work() }
    }
    return DispatchTime.now().uptimeNanoseconds - start
  }
}
