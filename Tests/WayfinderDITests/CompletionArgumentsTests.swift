import Testing
import WayfinderDI
import WayfinderRegistrations

/// A chat screen whose draft is set after it is made, from the chat it was made for.
private final class ChatScreen: @unchecked Sendable {
  let chatID: Int
  var draft = ""
  init(chatID: Int) { self.chatID = chatID }
}

@MainActor private final class ChatController {
  let chatID: Int
  var title = ""
  init(chatID: Int) { self.chatID = chatID }
}

/// Drafts by chat, as an app keeps them.
private struct Drafts: Sendable {
  func draft(for chatID: Int, of author: String = "me") -> String {
    "\(author)'s draft for \(chatID)"
  }
}

/// A registration with arguments hands its completion the arguments of the resolve that made
/// the instance, so properties set after creation can depend on them.
@Suite struct CompletionArgumentsTests {
  @Test(arguments: [Scope.transient, .graph, .singleton, .weak])
  func aCompletionReceivesTheArgumentsOfTheResolveThatMadeTheInstance(scope: Scope) throws {
    let container = Container()
    container.register { Drafts() }
    container.register(ChatScreen.self, scope: scope) { (_, chatID: Int) in
      ChatScreen(chatID: chatID)
    } completed: { r, screen, chatID in
      screen.draft = try r.resolve(Drafts.self).draft(for: chatID)
    }
    let screen = try container.resolve(ChatScreen.self, arguments: 42)
    #expect(screen.draft == "me's draft for 42")
  }

  @Test func severalArgumentsArriveInOrder() throws {
    let container = Container()
    container.register { Drafts() }
    container.register(ChatScreen.self) { (_, chatID: Int, _: String) in
      ChatScreen(chatID: chatID)
    } completed: { r, screen, chatID, author in
      screen.draft = try r.resolve(Drafts.self).draft(for: chatID, of: author)
    }
    #expect(
      try container.resolve(ChatScreen.self, arguments: 7, "Ada").draft == "Ada's draft for 7")
  }

  @Test func aSingletonIsCompletedOnceWithTheArgumentsOfItsFirstResolve() throws {
    let container = Container()
    let completions = Counter()
    container.register(ChatScreen.self, scope: .singleton) { (_, chatID: Int) in
      ChatScreen(chatID: chatID)
    } completed: { _, screen, chatID in
      completions.increment()
      screen.draft = "completed for \(chatID)"
    }
    _ = try container.resolve(ChatScreen.self, arguments: 1)
    let second = try container.resolve(ChatScreen.self, arguments: 2)
    #expect(second.draft == "completed for 1")
    #expect(completions.value == 1)
  }

  @MainActor @Test func aMainActorCompletionReceivesTheArguments() throws {
    let container = Container()
    container.register(String.self) { "Chat" }
    container.register(ChatController.self) { @MainActor (_, chatID: Int) in
      ChatController(chatID: chatID)
    } completed: { @MainActor r, controller, chatID in
      controller.title = "\(try r.resolve(String.self)) \(chatID)"
    }
    #expect(try container.resolve(ChatController.self, arguments: 3).title == "Chat 3")
  }
}
