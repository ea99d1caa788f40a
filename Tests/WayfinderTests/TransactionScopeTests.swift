import Testing

@_spi(Rendering) @testable import Wayfinder

/// Runs inside a transaction that can throw or be refused undo their own changes alone.
@MainActor
@Suite("Transactions inside transactions", .timeLimit(.minutes(1)))
struct TransactionScopeTests {
  private func runningApp() throws -> (Navigator, AppFlow, ChatsFlow) {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app)
    navigator.start()
    return (navigator, app, try #require(app.main?.chats))
  }

  private let refusal = NavigationError(
    .routeNotInStack(route: "info(id: 9)", stack: ["list", "thread(id: 1)"]), flow: "ChatsFlow")

  @Test func aRefusedNavigatorTransactionInsideAnotherChangeUndoesItsOwnChangesAlone() throws {
    let (navigator, app, chats) = try runningApp()
    var inner: NavigationChange?
    withKnownIssue {
      // A change made by the library (a flow starting) that a flow's code runs inside.
      Transaction.run { _ in
        app.main?.router.select(.profile)
        inner = navigator.transaction {
          chats.router.push(.thread(id: 1))
          chats.router.pop(to: .info(id: 9))
        }
      }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("ChatsFlow: cannot pop to `info(id: 9)`") == true
    }
    #expect(inner?.error == refusal)
    #expect(chats.router.state.path.isEmpty)
    #expect(app.main?.router.state.selectedTab == .profile)
  }

  @Test func aLinkThatFailsInsideATransactionLeavesNothingOfItsOwn() throws {
    let (navigator, app, chats) = try runningApp()
    navigator.deepLinks = DeepLinkMap(scheme: "messenger")
    let change = navigator.transaction {
      chats.router.push(.thread(id: 1))
      #expect(throws: DeepLinkError.self) {
        // The tab is selected, then the next step fails: the selection goes too.
        try navigator.open([.select(MainTab.library), .path([MainTab.chats])])
      }
    }
    #expect(change.isApplied)
    #expect(app.main?.router.state.selectedTab == .chats)
    #expect(chats.router.state.path == [.thread(id: 1)])
  }

  @Test func aRejectedUserChangeInsideATransactionChangesNothing() throws {
    let (navigator, _, chats) = try runningApp()
    chats.router.push(.thread(id: 1))
    chats.router.present(.newChat)
    let newChat = try #require(chats.child(at: .newChat))
    let change = navigator.transaction {
      chats.router.push(.info(id: 1))
      #expect(
        chats.router.userDidNavigate(.poppedTo(depth: 5)).error
          == (NavigationError(.popCountTooLarge(requested: -3, available: 2), flow: "ChatsFlow")))
    }
    #expect(change.isApplied)
    #expect(chats.router.state.path == [.thread(id: 1), .info(id: 1)])
    #expect(newChat.status == .active)
  }

  @Test func changesBeforeARefusalReturnFromOnScreenAndRunTheirCompletions() async throws {
    let (navigator, _, chats) = try runningApp()
    chats.router.push(.thread(id: 1))
    let log = StepLog<ChatsRoute>()
    log.completesImmediately = false
    chats.router.renderer = log
    var first: NavigationChange?
    var completed = false
    withKnownIssue {
      navigator.transaction {
        first = chats.router.push(.info(id: 1)) { completed = true }
        chats.router.pop(to: .info(id: 9))
      }
    }
    await first?.onScreen()
    #expect(completed)
    // Rolled back with the rest: it says why.
    #expect(first?.isApplied == false)
    #expect(
      first?.error
        == NavigationError(
          .routeNotInStack(route: "info(id: 9)", stack: ["list", "thread(id: 1)", "info(id: 1)"]),
          flow: "ChatsFlow"))
    #expect(log.batches.isEmpty)
  }

  // The throwing form throws every refusal (issue 43): a transaction whose body can throw
  // throws a flow's refusal, undoing its changes, where a body that cannot throw returns it.
  @Test func aThrowingTransactionThrowsAGuardsRefusal() throws {
    let (navigator, app, chats) = try runningApp()
    let profile = try #require(app.main?.profile)
    profile.router.present(.edit)
    let edit = try #require(profile.child(at: .edit) as? EditProfileFlow)
    edit.refuses = true
    let refused = NavigationError(
      .leaveRefused(flow: "EditProfileFlow", reason: "saving is in progress"),
      flow: "ProfileFlow")
    #expect(throws: refused) {
      try navigator.transaction { () throws(NavigationError) in
        chats.router.push(.thread(id: 1))
        profile.router.dismissAll()
      }
    }
    #expect(chats.router.state.path.isEmpty)
    let change = navigator.transaction {
      chats.router.push(.thread(id: 1))
      profile.router.dismissAll()
    }
    #expect(change.error == refused)
    #expect(chats.router.state.path.isEmpty && profile.router.state.isPresenting)
  }

  // The throwing form throws every refusal (issue 43): an update after a refused change of
  // its transaction skips its body and throws that refusal, where it used to return it.
  @Test func updateAfterARefusalIsSkippedWithoutRunningItsBody() throws {
    let (navigator, _, chats) = try runningApp()
    chats.router.push(.thread(id: 1))
    var ranBody = false
    withKnownIssue {
      #expect(throws: refusal) {
        try navigator.transaction {
          chats.router.pop(to: .info(id: 9))
          try chats.router.update { state in
            ranBody = true
            try state.pop(to: .thread(id: 1))
          }
        }
      }
    }
    #expect(!ranBody)
    #expect(chats.router.state.path == [.thread(id: 1)])
  }
}
