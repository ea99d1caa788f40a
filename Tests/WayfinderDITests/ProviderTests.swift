import Testing
import WayfinderDI
import WayfinderRegistrations

/// Opens chats, each with a view model made when it opens.
final class ChatOpener: Sendable {
  let makeChat: Provider<ChatModel>
  init(makeChat: Provider<ChatModel>) { self.makeChat = makeChat }
}

final class ChatModel: Sendable {
  let id: Int
  init(id: Int) { self.id = id }
}

@Suite("Provider: a service made at each call")
struct ProviderTests {
  @Test func aProviderMakesANewTransientInstanceAtEachCall() throws {
    let container = Container()
    container.register(ServiceA.self) { _ in ServiceA() }
    let provider: Provider<ServiceA> = try container.resolve()
    let first = try provider()
    let second = try provider()
    #expect(first !== second)
  }

  @Test func aProviderFollowsItsRegistrationsScopeAndName() throws {
    let container = Container()
    container.register(Greeter.self, name: "fr", scope: .singleton) { _ in FrenchGreeter() }
    let provider: Provider<Greeter> = try container.resolve(name: "fr")
    #expect(try provider() === (try provider()))
    #expect(try provider().greeting == "Bonjour")
  }

  @Test func aProviderPassesArgumentsToItsFactory() throws {
    let container = Container()
    container.register(ChatModel.self) { (_, id: Int) in ChatModel(id: id) }
    container.register(ChatOpener.self) { r in ChatOpener(makeChat: try r.resolve()) }
    let opener = try container.resolve(ChatOpener.self)
    #expect(try opener.makeChat(7).id == 7)
    #expect(try opener.makeChat(8).id == 8)
  }

  @Test func aProviderOfAnUnregisteredServiceIsAnError() {
    let container = Container()
    let error = #expect(throws: ResolutionError.self) {
      let _: Provider<ServiceA> = try container.resolve()
    }
    #expect(error?.description.hasPrefix("No registration for ServiceA.") == true)
  }
}
