import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Transactions")
struct TransactionTests {
  @Test func manyChangesRenderAsOneStepListPerRouter() throws {
    let main = MainFlow()
    let navigator = Navigator(root: main)
    navigator.start()
    let chats = try #require(main.chats)
    let chatsLog = StepLog<ChatsRoute>()
    let tabsLog = StepLog<MainTab>()
    chats.router.renderer = chatsLog
    main.router.renderer = tabsLog
    chats.router.push(.thread(id: 1))
    chats.router.present(.deleteAlert(id: 1), style: .alert)
    main.router.select(.profile)
    chatsLog.batches.removeAll()
    tabsLog.batches.removeAll()

    navigator.transaction {
      chats.router.dismissAll()
      chats.router.popToRoot()
      main.router.select(.chats)
      chats.router.push(.thread(id: 7))
      chats.router.push(.info(id: 7))
    }
    #expect(
      chatsLog.batches == [
        [.dismiss(count: 1), .pop(count: 1), .push([.thread(id: 7), .info(id: 7)])]
      ])
    #expect(tabsLog.batches == [[.selectTab(.chats)]])
  }

  @Test func aThrowingTransactionChangesNothing() throws {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app)
    navigator.start()
    let before = navigator.tree
    weak let main = app.main
    var events: [NavigationEvent] = []
    let observation = navigator.observe { events.append($0) }

    #expect(throws: NavigationError(.popAtRoot(root: "list"), flow: "ChatsFlow")) {
      try navigator.transaction {
        app.logOut()
        #expect(app.login != nil)
        try main?.chats?.router.update { try $0.pop() }
      }
    }
    #expect(navigator.tree == before)
    #expect(main != nil)
    #expect(main?.status == .active)
    #expect(app.login == nil)
    #expect(events.isEmpty)
    observation.cancel()
  }

  @Test func theStepsOfATransactionTurnTheOldStateIntoTheNew() throws {
    let chats = ChatsFlow()
    chats.makesNewChatFlow = false
    chats.start()
    let log = StepLog<ChatsRoute>()
    chats.router.renderer = log
    chats.router.push(.thread(id: 1))
    chats.router.push(.info(id: 1))
    let before = chats.router.state
    try chats.router.update { (state) throws(NavigationError) in
      try state.pop()
      try state.push(.thread(id: 2))
      state.present(.newChat)
    }
    let steps = try #require(log.batches.last)
    #expect(steps == [.pop(count: 1), .push([.thread(id: 2)]), .present(Presentation(.newChat))])
    #expect(try before.applying(steps) == chats.router.state)
  }
}
