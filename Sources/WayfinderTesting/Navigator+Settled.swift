@_spi(Rendering) import Wayfinder

extension Navigator {
  /// Returns once the navigation that events started has settled: every task that a binding's
  /// `async` handler started in this navigator's flows has finished, or waits for a child
  /// flow's result.
  ///
  /// The one way to wait in a test for what a view model's event set off: send the event,
  /// await this, then check the state. When the handler runs a child flow, finish or cancel
  /// the child and await this again to see what the handler did with the result.
  ///
  /// ```swift
  /// @MainActor @Test func aNewChatOpensItsThread() async throws {
  ///   let chats = ChatsFlow()
  ///   let navigator = Navigator(root: chats)
  ///   navigator.start()
  ///
  ///   chats.list.send(.newChatTapped)
  ///   await navigator.settled()  // the sheet is up; the handler waits for its result
  ///   let newChat = try #require(chats.child(at: .newChat) as? NewChatFlow)
  ///
  ///   newChat.finish(with: 42)
  ///   await navigator.settled()  // the handler has pushed the thread
  ///   #expect(chats.router.state.path == [.thread(id: 42)])
  /// }
  /// ```
  ///
  /// A task that awaits something else (a service call, a change's
  /// `NavigationChange.onScreen()`) is working until that returns, and so is one that waits
  /// for child flows in tasks of its own (`async let`, a task group); a task started with
  /// `Task { }` by hand is not counted. Call it from the test, never from a flow's task, which
  /// would wait for itself.
  public func settled() async {
    await activity.settled()
  }
}
