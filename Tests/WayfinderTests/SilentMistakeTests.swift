import Testing
@_spi(Rendering) import Wayfinder
@_spi(Rendering) import WayfinderTesting

/// Mistakes that used to change the state without a word are reported like the others.
@MainActor
@Suite("Mistakes that were silent")
struct SilentMistakeTests {
  /// Runs `body`, expecting exactly the issue `message`.
  private func expectIssue(_ message: String, _ body: () -> Void) {
    withKnownIssue {
      body()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [message]
    }
  }

  // Defect: a router whose flow never started (the navigator's `start()` forgotten) navigated
  // as if it had, and nothing was drawn or reported.
  @Test func navigatingAFlowThatHasNotStartedIsReported() {
    let chats = ChatsFlow()
    _ = Navigator(root: chats)
    let message =
      "ChatsFlow: the flow has not started, so its router does not navigate yet. Start the "
      + "tree with `navigator.start()`, or show the flow from a started parent; give a flow its "
      + "first screens with `init(state:)` or in `didStart()`."
    expectIssue(message) { chats.router.push(.thread(id: 1)) }
    expectIssue(message) { chats.router.present(.newChat) }
    #expect(chats.router.state == FlowState(root: .list))
    #expect(chats.child(at: .newChat) == nil)
  }

  // Defect: a double tap presented the same sheet twice, one over the other.
  @Test func presentingTheRouteOnTopAgainIsReported() throws {
    let chats = ChatsFlow()
    chats.start()
    chats.router.present(.newChat)
    let first = try #require(chats.child(at: .newChat))
    expectIssue(
      "ChatsFlow: `newChat` is already presented on top; presenting it again would show it "
        + "twice (a second tap while the first appears). Check `router.state.top` first, or dismiss "
        + "it before presenting it again."
    ) {
      chats.router.present(.newChat)
    }
    #expect(chats.router.state.presented == [Presentation(.newChat)])
    #expect(chats.child(at: .newChat) === first)
    // Presenting it over something else is fine.
    chats.router.present(.deleteAlert(id: 1), style: .alert)
    chats.router.present(.newChat)
    #expect(chats.router.state.presented.count == 3)
  }

  // Defect: under the `try? await run(…)` the articles teach, running a flow at a route already
  // on top showed nothing and said nothing.
  @Test func runningAFlowAtTheRouteOnTopAgainIsReportedAndThrown() async throws {
    let chats = ChatsFlow()
    chats.makesNewChatFlow = false
    chats.start()
    chats.router.present(.newChat)
    let refusal = NavigationError(.alreadyPresented(route: "newChat"), flow: "ChatsFlow")
    await withKnownIssue {
      await #expect(throws: refusal) { try await chats.run(NewChatFlow(), presenting: .newChat) }
    } matching: {
      $0.comments.map(\.rawValue) == [refusal.description]
    }
    await withKnownIssue {
      _ = try? await chats.run(NewChatFlow(), presenting: .newChat)
    } matching: {
      $0.comments.map(\.rawValue) == [refusal.description]
    }
    #expect(chats.router.state.presented == [Presentation(.newChat)])
  }
}
