import Swinject
import WayfinderDI
import WayfinderRegistrations

/// The graph registered by type in WayfinderDI, with `A` transient or a singleton.
public func makeWayfinderContainer(singletonA: Bool = false) -> WayfinderDI.Container {
  let container = WayfinderDI.Container()
  container.register(A.self, scope: singletonA ? .singleton : .transient) { _ in A() }
  container.register(B.self) { r in B(a: try r.resolve()) }
  container.register(C.self) { r in C(a: try r.resolve(), b: try r.resolve()) }
  container.register(D.self) { r in D(a: try r.resolve(), b: try r.resolve(), c: try r.resolve()) }
  return container
}

// swift-format-ignore: NeverForceUnwrap
// Swinject's resolve returns an optional; its documented style force-unwraps it.
/// The graph registered in Swinject, with `A` transient or in the container scope.
public func makeSwinjectContainer(singletonA: Bool = false) -> Swinject.Container {
  let container = Swinject.Container()
  container.register(A.self) { _ in A() }.inObjectScope(singletonA ? .container : .transient)
  container.register(B.self) { r in B(a: r.resolve(A.self)!) }
  container.register(C.self) { r in C(a: r.resolve(A.self)!, b: r.resolve(B.self)!) }
  container.register(D.self) { r in
    D(a: r.resolve(A.self)!, b: r.resolve(B.self)!, c: r.resolve(C.self)!)
  }
  return container
}

/// A Wayfinder container with the graph plus `count - 4` other registrations, each under
/// its own name.
public func makeWayfinderContainer(registrations count: Int) -> WayfinderDI.Container {
  let container = makeWayfinderContainer()
  for index in 0..<max(0, count - 4) {
    container.register(Filler<A>.self, name: ServiceName("filler-\(index)")) { _ in Filler() }
  }
  return container
}

// NB: the declarations are read by value (`resolve(graphA)`, `Container.graphD`), not by key
// path: a key path to a `static let` declared in an extension, formed in another module, crashes
// at run time with Swift 6.3.1 (swiftlang/swift#89609), and the scenarios live in another module.
extension WayfinderDI.Container {
  /// The graph as declared dependencies, with `A` transient.
  public static let graphA = Dependency<A> { A() }
  /// `A` as a declared singleton.
  public static let singletonA = Dependency<A>(scope: .singleton) { A() }
  /// `B` over the declared `A`.
  public static let graphB = Dependency<B> { r in B(a: try r.resolve(graphA)) }
  /// `C` over the declared `A` and `B`.
  public static let graphC = Dependency<C> { r in
    C(a: try r.resolve(graphA), b: try r.resolve(graphB))
  }
  /// `D`, the root of the declared graph.
  public static let graphD = Dependency<D> { r in
    D(a: try r.resolve(graphA), b: try r.resolve(graphB), c: try r.resolve(graphC))
  }
}
