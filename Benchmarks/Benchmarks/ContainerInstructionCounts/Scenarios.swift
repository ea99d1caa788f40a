import ContainerFixtures
import Swinject
import WayfinderDI
import WayfinderRegistrations

/// One operation each, prepared outside the measured loop.
enum Scenario: String, CaseIterable {
  case directGraph = "direct-graph"
  case wayfinderGraph = "wayfinder-graph"
  case declaredGraph = "declared-graph"
  case swinjectGraph = "swinject-graph"
  case storedRead = "stored-read"
  case wayfinderSingleton = "wayfinder-singleton"
  case declaredSingleton = "declared-singleton"
  case swinjectSingleton = "swinject-singleton"
  case dictionaryInsert = "dictionary-insert"
  case wayfinderRegister = "wayfinder-register"
  case swinjectRegister = "swinject-register"
  case directLeaf = "direct-leaf"
  case wayfinderNamed = "wayfinder-named"
  case directNumbered = "direct-numbered"
  case wayfinderArgument = "wayfinder-argument"

  // swift-format-ignore: NeverForceUnwrap
  // Swinject's resolve returns an optional; its documented style force-unwraps it.
  func prepare(_ iterations: Int) -> (Int) -> Void {
    switch self {
    case .directGraph:
      return { _ in keep(makeGraphDirectly()) }
    case .wayfinderGraph:
      let container = makeWayfinderContainer()
      return { _ in keep(try? container.resolve(D.self)) }
    case .declaredGraph:
      let container = WayfinderDI.Container()
      return { _ in keep(try? container.resolve(WayfinderDI.Container.graphD)) }
    case .swinjectGraph:
      let container = makeSwinjectContainer()
      return { _ in keep(container.resolve(D.self)!) }
    case .storedRead:
      let holder = StoredProperty()
      return { _ in keep(holder.value) }
    case .wayfinderSingleton:
      let container = makeWayfinderContainer(singletonA: true)
      _ = try? container.resolve(A.self)
      return { _ in keep(try? container.resolve(A.self)) }
    case .declaredSingleton:
      let container = WayfinderDI.Container()
      _ = try? container.resolve(WayfinderDI.Container.singletonA)
      return { _ in keep(try? container.resolve(WayfinderDI.Container.singletonA)) }
    case .swinjectSingleton:
      let container = makeSwinjectContainer(singletonA: true)
      _ = container.resolve(A.self)
      return { _ in keep(container.resolve(A.self)!) }
    case .dictionaryInsert:
      let box = Box([ObjectIdentifier: A](minimumCapacity: 0))
      // NB: the objects are kept, so that each key is a new one: an `A` freed at once leaves
      // its address to the next, and every key was the same.
      let objects = (0..<iterations).map { _ in A() }
      let keys = objects.map(ObjectIdentifier.init)
      let value = A()
      return { index in withExtendedLifetime(objects) { box.value[keys[index]] = value } }
    case .wayfinderRegister:
      let container = WayfinderDI.Container()
      let names = (0..<iterations).map { ServiceName("filler-\($0)") }
      return { index in container.register(Filler<A>.self, name: names[index]) { Filler() } }
    case .directLeaf:
      return { _ in keep(makeLeafDirectly()) }
    case .wayfinderNamed:
      let container = WayfinderDI.Container()
      container.register(A.self, name: "leaf") { _ in A() }
      return { _ in keep(try? container.resolve(A.self, name: "leaf")) }
    case .directNumbered:
      return { index in keep(makeNumberedDirectly(index)) }
    case .wayfinderArgument:
      let container = WayfinderDI.Container()
      container.register(Numbered.self) { (_: WayfinderDI.Resolver, number: Int) in
        Numbered(number: number)
      }
      return { index in keep(try? container.resolve(Numbered.self, arguments: index)) }
    case .swinjectRegister:
      let container = Swinject.Container()
      let names = (0..<iterations).map { "filler-\($0)" }
      return { index in container.register(Filler<A>.self, name: names[index]) { _ in Filler() } }
    }
  }
}

/// A mutable value the measured closure can change.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
