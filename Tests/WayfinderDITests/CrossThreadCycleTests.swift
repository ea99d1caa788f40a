import Dispatch
import Foundation
import Testing
import WayfinderDI
import WayfinderRegistrations

final class North: Sendable { init(_ south: South) {} }
final class South: Sendable { init(_ north: North) {} }

/// How one factory of the pair reaches the other without its resolver: through the container
/// it captured, or the current one (as `@Injected` does, which stops the program on any error,
/// so it cannot be asked here).
enum InnerResolve: CaseIterable, Sendable {
  case container
  case current
}

/// Registers two singletons that need each other, each factory waiting for the other thread
/// so that both are built at once; `North` reaches `South` as `inner` says.
func registerCrossThreadCycle(in container: Container, inner: InnerResolve) {
  let rendezvous = Rendezvous()
  container.register(North.self, scope: .singleton) { [unowned container] _ in
    rendezvous.arriveAndWait()
    switch inner {
    case .container: return North(try container.resolve(South.self))
    case .current: return North(try Container.current.resolve(South.self))
    }
  }
  container.register(South.self, scope: .singleton) { r in
    rendezvous.arriveAndWait()
    return South(try r.resolve())
  }
}

/// Resolves `North` and `South` on two threads of their own; `nil` when they did not finish
/// within ``hangBound`` (a deadlock).
func resolveNorthAndSouth(in container: Container) -> [ResolutionError?]? {
  let outcomes = Lock<[Int: ResolutionError?]>([:])
  let group = DispatchGroup()
  for index in 0..<2 {
    group.enter()
    Thread {
      Container.$current.withValue(container) {
        do throws(ResolutionError) {
          if index == 0 {
            _ = try container.resolve(North.self)
          } else {
            _ = try container.resolve(South.self)
          }
          outcomes.withLock { $0[index] = .some(nil) }
        } catch {
          outcomes.withLock { $0[index] = error }
        }
      }
      group.leave()
    }.start()
  }
  guard group.wait(timeout: .now() + hangBound) == .success else { return nil }
  return outcomes.withLock { outcomes in [outcomes[0] ?? nil, outcomes[1] ?? nil] }
}

@Suite struct CrossThreadCycleTests {
  // Defect: a factory that reached the other singleton through the container, the current
  // container or `@Injected` instead of its resolver waited without being recorded in the
  // wait graph, so two threads building the pair deadlocked (on Linux the standard library
  // stopped the program: "Recursive call to lock Mutex").
  @Test(arguments: InnerResolve.allCases)
  func cycleBetweenThreadsEndsInErrorsWhateverPathTheInnerResolveTakes(inner: InnerResolve) {
    let container = Container()
    registerCrossThreadCycle(in: container, inner: inner)
    guard let outcomes = resolveNorthAndSouth(in: container) else {
      Issue.record("the two resolves deadlocked")
      return
    }
    for outcome in outcomes {
      guard case .cycle(let cycle)? = outcome?.reason else {
        Issue.record("expected a cycle, got \(String(describing: outcome))")
        continue
      }
      #expect(Set(cycle.map(\.typeName)) == ["North", "South"])
    }
  }
}
