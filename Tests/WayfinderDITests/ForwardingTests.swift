import Testing
import WayfinderDI
import WayfinderRegistrations

protocol SessionReading: AnyObject, Sendable { var user: String { get } }
protocol SessionWriting: AnyObject, Sendable { func signOut() }

final class LiveSession: SessionReading, SessionWriting {
  let user = "ada"
  func signOut() {}
}

/// A screen that reads and writes the session through its two protocols.
final class AccountScreen: Sendable {
  let reading: any SessionReading
  let writing: any SessionWriting
  init(reading: any SessionReading, writing: any SessionWriting) {
    self.reading = reading
    self.writing = writing
  }
}

@Suite("One registration serving several protocols")
struct ForwardingTests {
  /// The registrations the migration guides show for Swinject's and Resolver's `implements`.
  private func sessionContainer(scope: Scope) -> Container {
    let container = Container()
    container.register(LiveSession.self, scope: scope) { _ in LiveSession() }
    container.register((any SessionReading).self) { r in try r.resolve(LiveSession.self) }
    container.register((any SessionWriting).self) { r in try r.resolve(LiveSession.self) }
    container.register(AccountScreen.self) { r in
      AccountScreen(reading: try r.resolve(), writing: try r.resolve())
    }
    return container
  }

  @Test func aSingletonIsTheSameInstanceThroughEveryProtocol() throws {
    let container = sessionContainer(scope: .singleton)
    let reading = try container.resolve((any SessionReading).self)
    let writing = try container.resolve((any SessionWriting).self)
    #expect(reading === writing)
    #expect(reading === (try container.resolve(LiveSession.self)))
  }

  @Test func aGraphInstanceIsSharedThroughEveryProtocolWithinOneResolve() throws {
    let container = sessionContainer(scope: .graph)
    let first = try container.resolve(AccountScreen.self)
    #expect(first.reading === first.writing)
    let second = try container.resolve(AccountScreen.self)
    #expect(second.reading !== first.reading)
  }

  @Test func theForwardsAreVerified() throws {
    try sessionContainer(scope: .singleton).verify()
  }
}
