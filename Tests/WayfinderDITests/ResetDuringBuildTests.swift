import Dispatch
import Foundation
import Testing
import WayfinderDI

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
  /// The scope's own end (the storages emptied directly) on a registration.
  case endSession
  /// The scope's own end on a declaration.
  case endSessionDeclaration

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

  func make() -> UserState {
    let state = UserState(user: user.withLock { $0 })
    if builds.increment() == 1 {
      started.signal()
      if proceed.wait(timeout: .now() + hangBound) == .timedOut { timedOut.withLock { $0 = true } }
    }
    return state
  }
}

/// A container whose `UserState` is shared in the scope `kind` resets, and the reset itself.
struct SessionSetup {
  let resolve: @Sendable () throws -> UserState
  let reset: @Sendable () -> Void

  init(_ kind: ResetKind, login: SlowLogin) {
    let container = Container()
    let scope = SessionScope()
    switch kind {
    case .resetCached, .resetCachedOne:
      container.register(UserState.self, scope: .cached) { _ in login.make() }
      resolve = { try container.resolve(UserState.self) }
    case .resetScope, .endSession:
      container.register(UserState.self, scope: .custom(scope)) { _ in login.make() }
      resolve = { try container.resolve(UserState.self) }
    case .resetCachedDeclaration:
      let declaration = Dependency<UserState>("user", scope: .cached) { login.make() }
      resolve = { try container.resolve(declaration) }
    case .endSessionDeclaration:
      let declaration = Dependency<UserState>("user", scope: .custom(scope)) { login.make() }
      resolve = { try container.resolve(declaration) }
    }
    switch kind {
    case .resetCached, .resetCachedDeclaration: reset = { container.resetCached() }
    case .resetCachedOne: reset = { container.resetCached(UserState.self) }
    case .resetScope: reset = { container.reset(scope) }
    case .endSession, .endSessionDeclaration: reset = { scope.end() }
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
      // Waits for the build in progress (or, if it starts late, makes its own after it).
      let waiting = Background(setup.resolve)
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
