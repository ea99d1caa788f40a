import Dispatch
import WayfinderDI
import WayfinderRegistrations

protocol Greeter: AnyObject, Sendable {
  var greeting: String { get }
}

final class EnglishGreeter: Greeter {
  let greeting = "Hello"
}

final class FrenchGreeter: Greeter {
  let greeting = "Bonjour"
}

final class ServiceA: Sendable {}

final class ServiceB: Sendable {
  let a: ServiceA
  init(a: ServiceA) { self.a = a }
}

final class ServiceC: Sendable {
  let a: ServiceA
  let b: ServiceB
  init(a: ServiceA, b: ServiceB) {
    self.a = a
    self.b = b
  }
}

final class ServiceD: Sendable {
  let a: ServiceA
  let b: ServiceB
  let c: ServiceC
  init(a: ServiceA, b: ServiceB, c: ServiceC) {
    self.a = a
    self.b = b
    self.c = c
  }
}

/// Registers the diamond graph D(A, B(A), C(A, B(A))) with `scope` for A.
func registerDiamond(in container: Container, scopeOfA: Scope = .transient) {
  container.register(ServiceA.self, scope: scopeOfA) { _ in ServiceA() }
  container.register(ServiceB.self) { r in ServiceB(a: try r.resolve()) }
  container.register(ServiceC.self) { r in ServiceC(a: try r.resolve(), b: try r.resolve()) }
  container.register(ServiceD.self) { r in
    ServiceD(a: try r.resolve(), b: try r.resolve(), c: try r.resolve())
  }
}

/// Counts calls from any thread.
final class Counter: Sendable {
  private let count = Lock(0)
  var value: Int { count.withLock { $0 } }
  @discardableResult
  func increment() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}

struct Boom: Error, CustomStringConvertible {
  var description: String { "disk full" }
}

/// How long a test waits for what another thread does before it calls it a hang: far longer
/// than any load on a shared machine delays a thread, so a wait ends on the event it waits
/// for, never on the machine's speed, and a deadlock still fails instead of hanging the run.
let hangBound = DispatchTimeInterval.seconds(300)
