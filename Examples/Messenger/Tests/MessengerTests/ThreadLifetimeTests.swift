import MessengerCore
import Testing
@_spi(Rendering) import Wayfinder
import WayfinderDI
@_spi(Rendering) import WayfinderTesting

/// A thread's view model follows the database while its screen is on the stack, and goes with
/// the screen: it belongs to the ``ThreadFlow`` the chats flow pushes for the thread.
@MainActor
@Suite("Messenger threads: a view model lives as long as its screen")
struct ThreadLifetimeTests {
  /// A logged-in app on demo data, and its chats flow.
  private func chats() throws -> (app: MessengerApp, flow: ChatsFlow) {
    let container = Container()
    container.register(Container.auth) { _ in LoggedInAuth() }
    let app = try MessengerApp(
      database: try MessengerDatabase(inMemory: .demo), container: container)
    let main = app.app?.child(at: .main) as? MainFlow
    return (app, try #require(main?.child(at: .chats) as? ChatsFlow))
  }

  // Defect (issue 30): the view model of a thread the user left stayed, with its observation of
  // the database, until a thread was next asked for.
  @Test(arguments: [false, true])
  func aThreadsViewModelGoesAsItsScreenIsPopped(whileObserved: Bool) throws {
    let (app, flow) = try chats()
    let observation = whileObserved ? app.navigator?.observe { _ in } : nil
    defer { observation?.cancel() }
    weak var byCode: ThreadViewModel?
    flow.router.push(.thread(1))
    byCode = flow.thread(1)
    #expect(byCode != nil)
    flow.router.pop()
    #expect(byCode == nil)

    weak var byTheUser: ThreadViewModel?
    weak var itsFlow: ThreadFlow?
    flow.router.push(.thread(2))
    byTheUser = flow.thread(2)
    itsFlow = flow.visibleChild as? ThreadFlow
    #expect(byTheUser != nil)
    #expect(flow.controls.goBack().error == nil)  // the back button
    #expect(byTheUser == nil)
    #expect(itsFlow == nil)
  }

  @Test func aThreadsViewModelStaysWhileItsScreenIsOnTheStack() throws {
    let (app, flow) = try chats()
    weak var first: ThreadViewModel?
    flow.router.push(.thread(1))
    first = flow.thread(1)
    flow.router.push(.thread(2))
    flow.router.present(.newChat)
    _ = (app.app?.child(at: .main) as? MainFlow)?.router.select(.library)
    #expect(first != nil)
    #expect(flow.thread(1) === first)
    // A link replaces the stack: the threads that leave it go.
    #expect(app.open("messenger://chats/3") == "Opened messenger://chats/3.")
    #expect(first == nil)
    #expect(flow.router.state.path == [.thread(3)])
  }

  // The chats flow is a split flow: a chat opened from the list replaces the thread in the
  // detail column (beside the list on an iPad or a Mac), and the thread it replaced goes.
  @Test func openingAChatReplacesTheThreadInTheDetailColumn() async throws {
    let (app, flow) = try chats()
    guard case .split = flow.router.state.shape else {
      Issue.record("the chats flow is not a split flow")
      return
    }
    weak var first: ThreadViewModel?
    flow.list.send(.opened(1))
    await app.navigator?.settled()
    first = flow.thread(1)
    #expect(first != nil)
    flow.list.send(.opened(2))
    await app.navigator?.settled()
    #expect(flow.router.state.path == [.thread(2)])
    #expect(flow.router.state.routes(in: .detail) == [.thread(2)])
    #expect(first == nil)
    // Where the columns collapse into one stack, the thread zooms out of its row.
    #expect(flow.router.state.pathTransitions == [0: .zoom(from: "chat-2")])
    #expect(flow.router.screens.path.first?.transition == .zoom(from: ChatsFlow.row(of: 2)))
  }

  // What the SwiftUI front end draws for each screen of the chats stack is found here, in
  // platform-free code: the list, then each thread with its own flow's view model.
  @Test func eachScreenOfTheStackFindsItsThread() throws {
    let (_, flow) = try chats()
    flow.router.push(.thread(1))
    flow.router.push(.thread(2))
    let screens = flow.router.screens.stack
    let threads = screens.map { flow.thread(holding: $0)?.model.id }
    #expect(threads == [nil, 1, 2])
    #expect((flow.visibleChild as? ThreadFlow)?.model.id == 2)
    #expect(flow.thread(holding: screens[2])?.model === flow.thread(2))
  }
}
