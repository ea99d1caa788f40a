import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("App flow: login or main")
struct AppFlowTests {
  @Test func launchStatePicksTheFlow() {
    let loggedOut = Navigator(root: AppFlow(loggedIn: false))
    loggedOut.start()
    #expect(loggedOut.tree.text == "AppFlow [login]\n└─ LoginFlow (root login) [form] (bar hidden)")

    let loggedIn = Navigator(root: AppFlow(loggedIn: true))
    loggedIn.start()
    #expect(
      loggedIn.tree.text == """
        AppFlow [main]
        └─ MainFlow (root main) tabs [*chats, library, profile]
           ├─ ChatsFlow (tab chats) [list]
           ├─ LibraryFlow (tab library) [list]
           └─ ProfileFlow (tab profile) [overview]
        """)
  }

  @Test func loginSwitchesToMainAndLogoutReleasesTheWholeMainFlow() throws {
    let app = AppFlow(loggedIn: false)
    let navigator = Navigator(root: app)
    navigator.start()
    weak let login = app.login
    login?.finish(with: User(name: "ada"))
    #expect(login == nil)
    weak let main = app.main
    weak let chats = main?.chats
    #expect(chats != nil)
    chats?.router.push(.thread(id: 1))

    app.logOut()
    #expect(main == nil)
    #expect(chats == nil)
    #expect(app.login != nil)
    #expect(app.children.count == 1)
  }
}
