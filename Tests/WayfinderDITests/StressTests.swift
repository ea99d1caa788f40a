import Dispatch
import Foundation
import Testing
import WayfinderDI
import WayfinderRegistrations

/// The number of operations each thread runs: 1,000,000 unless `WAYFINDER_STRESS_OPERATIONS`
/// says otherwise (the sanitizer runs in CI use fewer, since they run ten times slower).
let stressOperations =
  ProcessInfo.processInfo.environment["WAYFINDER_STRESS_OPERATIONS"].flatMap(Int.init)
  ?? 1_000_000

@Suite("Stress")
struct StressTests {
  @Test func twoThreadsOfMixedRegisterAndResolveKeepEveryPromise() {
    let container = Container()
    registerDiamond(in: container, scopeOfA: .singleton)
    let built = Counter()
    for index in 0..<64 {
      container.register(ServiceA.self, name: ServiceName("shared-\(index)"), scope: .singleton) {
        _ in
        built.increment()
        return ServiceA()
      }
    }
    let failures = Counter()
    let shared = Lock<[Int: ObjectIdentifier]>([:])
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      for step in 0..<stressOperations {
        do throws(ResolutionError) {
          switch step % 4 {
          case 0:
            container.register(ServiceB.self, name: ServiceName("w\(worker)-\(step % 32)")) { r in
              ServiceB(a: try r.resolve())
            }
          case 1:
            _ = try container.resolve(
              ServiceB.self, name: ServiceName("w\(worker)-\((step - 1) % 32)"))
          case 2:
            let index = (step / 4) % 64
            let instance = try container.resolve(
              ServiceA.self, name: ServiceName("shared-\(index)"))
            let id = ObjectIdentifier(instance)
            let same = shared.withLock { seen in
              if let first = seen[index] { return first == id }
              seen[index] = id
              return true
            }
            if !same { failures.increment() }
          default:
            let d = try container.resolve(ServiceD.self)
            if d.a !== d.c.a { failures.increment() }
          }
        } catch {
          failures.increment()
        }
      }
    }
    #expect(failures.value == 0)
    // Each singleton was first resolved by both threads at about the same time; one was built.
    #expect(built.value == 64)
  }

  // The lookup does not retain the registration it finds: one thread replacing a named
  // registration while another resolves it must leave the resolving thread a registration
  // that is still alive (the address sanitizer run in CI catches one that is not).
  @Test func replacingARegistrationWhileAnotherThreadResolvesItIsSafe() {
    let container = Container()
    let name: ServiceName = "replaced"
    container.register(ServiceA.self, name: name) { _ in ServiceA() }
    container.register(ServiceB.self) { (r, _: Int) in ServiceB(a: try r.resolve(name: name)) }
    let failures = Counter()
    let rounds = max(1, stressOperations / 10)
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      for step in 0..<rounds {
        do throws(ResolutionError) {
          if worker == 0 {
            container.register(
              ServiceA.self, name: name, scope: step % 2 == 0 ? .singleton : .transient
            ) {
              _ in ServiceA()
            }
            container.register(ServiceB.self) { (r, _: Int) in
              ServiceB(a: try r.resolve(name: name))
            }
          } else {
            _ = try container.resolve(ServiceA.self, name: name)
            _ = try container.resolve(ServiceB.self, arguments: step)
          }
        } catch {
          failures.increment()
        }
      }
    }
    #expect(failures.value == 0)
  }

  @Test func cyclesResolvedFromTwoThreadsAlwaysEndInErrors() {
    for _ in 0..<50 {
      let container = Container()
      registerCrossThreadCycle(in: container)
      let errors = Counter()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        do {
          if index == 0 {
            _ = try container.resolve(Left.self)
          } else {
            _ = try container.resolve(Right.self)
          }
        } catch {
          errors.increment()
        }
      }
      #expect(errors.value == 2)
    }
  }
}
