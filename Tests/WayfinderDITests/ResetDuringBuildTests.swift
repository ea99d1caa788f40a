import Dispatch
import Foundation
import IssueReporting
import Testing
import WayfinderDI
import WayfinderRegistrations

/// The state of the user a session-scoped service was made for.
final class UserState: Sendable {
  let user: String
  init(user: String) { self.user = user }
}

/// Every way an app drops the instances of a scope.
enum ResetKind: CaseIterable, Sendable, CustomTestStringConvertible {
  /// `container.resetCached()` on a cached registration.
  case resetCached
  /// `container.resetCached(UserState.self)` on a cached registration.
  case resetCachedOne
  /// `container.resetCached()` on a cached declaration.
  case resetCachedDeclaration
  /// `container.reset(scope)` on a registration with a custom scope.
  case resetScope
  /// The scope's own reset (every container) on a registration.
  case resetSession
  /// The scope's own reset on a declaration.
  case resetSessionDeclaration

  var testDescription: String { "\(self)" }
}

/// A slow factory of the session's `UserState`: the first build reads who is logged in, then
/// holds until the test lets it go, so a reset can come while it runs.
final class SlowLogin: Sendable {
  private let user = Lock("alice")
  let builds = Counter()
  /// Signalled when the first build has read the user.
  let started = DispatchSemaphore(value: 0)
  /// Lets the first build return.
  let proceed = DispatchSemaphore(value: 0)
  /// Set when the first build waited for `proceed` in vain (a bug elsewhere kept it).
  let timedOut = Lock(false)

  func logIn(_ name: String) { user.withLock { $0 = name } }

  /// Who is logged in now.
  var current: String { user.withLock { $0 } }

  func make() -> UserState {
    let state = UserState(user: current)
    if builds.increment() == 1 { hold() }
    return state
  }

  /// Signals `started`, then holds until the test lets it go.
  func hold() {
    started.signal()
    if proceed.wait(timeout: .now() + hangBound) == .timedOut { timedOut.withLock { $0 = true } }
  }
}

/// A container whose `UserState` is shared in the scope `kind` resets, and the reset itself.
struct SessionSetup {
  let resolve: @Sendable () throws -> UserState
  let reset: @Sendable () -> Void

  init(_ kind: ResetKind, login: SlowLogin) {
    let container = Container()
    let scope = CustomScope("session")
    switch kind {
    case .resetCached, .resetCachedOne:
      container.register(UserState.self, scope: .cached) { _ in login.make() }
      resolve = { try container.resolve(UserState.self) }
    case .resetScope, .resetSession:
      container.register(UserState.self, scope: .custom(scope)) { _ in login.make() }
      resolve = { try container.resolve(UserState.self) }
    case .resetCachedDeclaration:
      let declaration = Dependency<UserState>("user", scope: .cached) { login.make() }
      resolve = { try container.resolve(declaration) }
    case .resetSessionDeclaration:
      let declaration = Dependency<UserState>("user", scope: .custom(scope)) { login.make() }
      resolve = { try container.resolve(declaration) }
    }
    switch kind {
    case .resetCached, .resetCachedDeclaration: reset = { container.resetCached() }
    case .resetCachedOne: reset = { container.resetCached(UserState.self) }
    case .resetScope: reset = { container.reset(scope) }
    case .resetSession, .resetSessionDeclaration: reset = { scope.reset() }
    }
  }
}

/// Runs `body` on a thread of its own; `wait()` returns what it returned, or `nil` when it did
/// not finish within ``hangBound``.
final class Background<Value: Sendable>: Sendable {
  private let result = Lock<Result<Value, any Error>?>(nil)
  private let done = DispatchSemaphore(value: 0)

  init(_ body: @escaping @Sendable () throws -> Value) {
    Thread { [result, done] in
      let outcome = Result { try body() }
      result.withLock { $0 = outcome }
      done.signal()
    }.start()
  }

  func wait() -> Result<Value, any Error>? {
    guard done.wait(timeout: .now() + hangBound) == .success else { return nil }
    return result.withLock { $0 }
  }
}

@Suite struct ResetDuringBuildTests {
  // Defect: a reset (`resetCached()`, `reset(scope)`, a custom scope's own end) that came
  // while a factory of its scope was still building was lost: the instance built from the old
  // state was stored after the reset, and every later resolve got it. After "bob" logged in,
  // the session's `UserState` was still alice's.
  @Test(arguments: ResetKind.allCases)
  func aResetDuringABuildWinsOverIt(kind: ResetKind) throws {
    for _ in 0..<25 {
      let login = SlowLogin()
      let setup = SessionSetup(kind, login: login)
      let building = Background(setup.resolve)
      try #require(login.started.wait(timeout: .now() + hangBound) == .success)
      // Waits for the build in progress; it reports its wait at once, so the reset below comes
      // while it waits.
      let waitReported = ReportCatcher()
      let waiting = Background {
        try withIssueReporters([waitReported]) {
          try WaitReport.$after.withValue(0.001) { try setup.resolve() }
        }
      }
      #if DEBUG  // NB: only a debug build reports a wait.
        try #require(waitReported.reported.wait(timeout: .now() + hangBound) == .success)
      #endif
      setup.reset()
      login.logIn("bob")
      login.proceed.signal()

      // The build that began before the reset returns its instance to its own caller...
      let built = try #require(building.wait()).get()
      #expect(built.user == "alice")
      // ...but neither stores it nor hands it to the resolve that waited for it.
      let waited = try #require(waiting.wait()).get()
      #expect(waited.user == "bob")
      let next = try setup.resolve()
      #expect(next.user == "bob")
      #expect(next === waited)
      #expect(login.builds.value == 2)
      #expect(!login.timedOut.withLock { $0 })
    }
  }

  // The same while the instance's `completed` closure runs: the instance is made, but the
  // reset came before it was kept.
  @Test func aResetDuringACompletionWinsOverIt() throws {
    let login = SlowLogin()
    let container = Container()
    let completions = Counter()
    container.register(UserState.self, scope: .cached) { _ in
      login.make()
    } completed: { _, _ in
      if completions.increment() == 1 {
        login.started.signal()
        _ = login.proceed.wait(timeout: .now() + hangBound)
      }
    }
    login.proceed.signal()  // NB: the factory's own hold; the completion holds on the next.
    let building = Background { try container.resolve(UserState.self) }
    try #require(login.started.wait(timeout: .now() + hangBound) == .success)
    try #require(login.started.wait(timeout: .now() + hangBound) == .success)
    container.resetCached()
    login.logIn("bob")
    login.proceed.signal()
    #expect(try #require(building.wait()).get().user == "alice")
    #expect(try container.resolve(UserState.self).user == "bob")
  }

  // Defect (the stress test under AddressSanitizer): a build that met a container's reset kept
  // nothing whatever its scope, so a singleton built while `resetCached()` ran was made again
  // by the next resolve (13 "singletons" in one run). Defect (review): a cached build under
  // `reset(otherScope)`, and a session build under `resetCached()`, were refused too, and made
  // twice. Resets drop only what they reset.
  @Test(arguments: [Scope.singleton, .weak, .cached, .custom(CustomScope("session"))])
  func aResetLeavesTheBuildsOfScopesItDoesNotDropAlone(scope: Scope) throws {
    let login = SlowLogin()
    let container = Container()
    let other = CustomScope("other")
    container.register(UserState.self, scope: scope) { _ in login.make() }
    container.register(ServiceA.self, scope: .cached) { _ in ServiceA() }
    let building = Background { try container.resolve(UserState.self) }
    try #require(login.started.wait(timeout: .now() + hangBound) == .success)
    container.reset(other)
    other.reset()
    container.resetCached(ServiceA.self)
    if scope.description != "cached" { container.resetCached() }
    login.proceed.signal()
    let built = try #require(building.wait()).get()
    #expect(try container.resolve(UserState.self) === built)
    #expect(login.builds.value == 1)
  }

  // Defect (review): a build inside another (a completion's resolve) took its marks as it began,
  // after a reset that the outer build met, and kept what it made from the outer build's
  // instance: after the logout, the cart was alice's, and bob's state picked it up.
  @Test func aBuildInsideABuildThatMetAResetKeepsNothing() throws {
    let session = CustomScope("session")
    let login = SlowLogin()
    let container = Container()
    container.register(UserState.self, scope: .custom(session)) { _ in
      login.make()
    } completed: { r, _ in
      _ = try r.resolve(SessionCart.self)
    }
    container.register(SessionCart.self, scope: .custom(session)) { r in
      SessionCart(state: try r.resolve())
    }
    let building = Background { try container.resolve(UserState.self) }
    try #require(login.started.wait(timeout: .now() + hangBound) == .success)
    session.reset()
    login.logIn("bob")
    login.proceed.signal()
    #expect(try #require(building.wait()).get().user == "alice")
    // NB: the state first, as for any pair whose completion resolves the other.
    #expect(try container.resolve(UserState.self).user == "bob")
    #expect(try container.resolve(SessionCart.self).state.user == "bob")
  }

  // Defect (review): a graph instance made before a reset, holding what the reset dropped, was
  // handed to a session build in the same resolution that began after the reset, which kept
  // what it made from it.
  @Test func aBuildHandedAGraphInstanceMadeBeforeAResetKeepsNothing() throws {
    let session = CustomScope("session")
    let login = SlowLogin()
    let container = Container()
    container.register(UserState.self, scope: .custom(session)) { _ in
      UserState(user: login.current)
    }
    container.register(SessionView.self, scope: .graph) { r in SessionView(state: try r.resolve()) }
    container.register(GraphCart.self, scope: .custom(session)) { r in
      GraphCart(view: try r.resolve())
    }
    let screens = Counter()
    container.register(SessionScreen.self) { r in
      let view = try r.resolve(SessionView.self)
      if screens.increment() == 1 { login.hold() }
      return SessionScreen(view: view, cart: try r.resolve())
    }
    let building = Background { try container.resolve(SessionScreen.self) }
    try #require(login.started.wait(timeout: .now() + hangBound) == .success)
    session.reset()
    login.logIn("bob")
    login.proceed.signal()
    #expect(try #require(building.wait()).get().cart.view.state.user == "alice")
    #expect(try container.resolve(GraphCart.self).view.state.user == "bob")
  }

  @Test(arguments: ResetKind.allCases)
  func aBuildThatBeganAfterTheResetIsKept(kind: ResetKind) throws {
    let login = SlowLogin()
    let setup = SessionSetup(kind, login: login)
    login.proceed.signal()
    let alice = try setup.resolve()
    #expect(try setup.resolve() === alice)
    setup.reset()
    login.logIn("bob")
    let bob = try setup.resolve()
    #expect(bob.user == "bob")
    #expect(try setup.resolve() === bob)
    #expect(login.builds.value == 2)
  }
}

/// A view of the session's state, shared within one resolve (graph scope).
final class SessionView: Sendable {
  let state: UserState
  init(state: UserState) { self.state = state }
}
/// A session-scoped cart made from a graph instance.
final class GraphCart: Sendable {
  let view: SessionView
  init(view: SessionView) { self.view = view }
}
/// A screen that makes the graph instance first, then the cart.
final class SessionScreen: Sendable {
  let view: SessionView
  let cart: GraphCart
  init(view: SessionView, cart: GraphCart) {
    self.view = view
    self.cart = cart
  }
}

/// A cart made from the session's `UserState`; it runs `onDeinit` when it goes.
final class SessionCart: Sendable {
  let state: UserState
  let onDeinit = Lock<(@Sendable () -> Void)?>(nil)
  init(state: UserState) { self.state = state }
  deinit { onDeinit.withLock { $0 }?() }
}

/// The ways to reset a scope that holds both a cart and the state it is made from.
enum ScopeWideReset: CaseIterable, Sendable, CustomTestStringConvertible {
  case scope
  case containerScope
  case cached

  var testDescription: String { "\(self)" }
}

@Suite struct ScopeWideResetTests {
  // Defect (review): a reset went through the registrations one at a time, so a build that
  // began after the cart was dropped and before the state was (here, from the old cart's
  // `deinit`, which the reset runs) read the old state and stored a cart made from it: after
  // the reset, and after "bob" logged in, the cart was still alice's.
  @Test(arguments: ScopeWideReset.allCases)
  func aBuildDuringAResetKeepsNothingMadeFromWhatTheResetHadNotReachedYet(
    kind: ScopeWideReset
  ) throws {
    let session = CustomScope("session")
    let scope: Scope = kind == .cached ? .cached : .custom(session)
    let user = Lock("alice")
    let container = Container()
    // NB: eight carts, registered before the state: a scope's reset drops them first; a
    // container's goes through its registrations in no set order, and drops at least one of
    // them before the state in all but about one run in nine.
    let names = (0..<8).map { ServiceName("cart-\($0)") }
    for name in names {
      container.register(SessionCart.self, name: name, scope: scope) { r in
        SessionCart(state: try r.resolve())
      }
    }
    container.register(UserState.self, scope: scope) { _ in
      UserState(user: user.withLock { $0 })
    }
    let rebuilt = Lock<[SessionCart]>([])
    for name in names {
      let cart = try container.resolve(SessionCart.self, name: name)
      #expect(cart.state.user == "alice")
      cart.onDeinit.withLock {
        $0 = {
          guard let again = try? container.resolve(SessionCart.self, name: name) else { return }
          rebuilt.withLock { $0.append(again) }
        }
      }
    }
    user.withLock { $0 = "bob" }
    switch kind {
    case .scope: session.reset()
    case .containerScope: container.reset(session)
    case .cached: container.resetCached()
    }
    // Each cart made during the reset went to its own resolve...
    #expect(rebuilt.withLock { $0.count } == names.count)
    // ...and none was kept.
    for name in names {
      #expect(try container.resolve(SessionCart.self, name: name).state.user == "bob")
    }
    rebuilt.withLock { $0 = [] }
  }
}
