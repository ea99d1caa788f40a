import Testing
@_spi(Rendering) import Wayfinder

/// Seed 002's app coordinator: no screens of its own, the login flow or the main flow.
private final class SwitchingApp: FlowSwitcher<Never> {
  init(loggedIn: Bool) {
    super.init(showing: loggedIn ? MainFlow() : LoginFlow())
  }

  override func didStart() {
    if let login = current as? LoginFlow { whenLoggedIn(login) }
  }

  func logOut() {
    let login = LoginFlow()
    show(login)
    whenLoggedIn(login)
  }

  private func whenLoggedIn(_ login: LoginFlow) {
    login.onEnd { [weak self] outcome in
      if case .finished = outcome { self?.show(MainFlow()) }
    }
  }

  override func makeChild(for route: ChildFlowRoute) -> Flow? {
    switch route.name {
    case "LoginFlow": LoginFlow()
    case "MainFlow": MainFlow()
    default: nil
    }
  }
}

@MainActor
@Suite("A flow that only switches between child flows")
struct FlowSwitcherTests {
  @Test func showsItsFirstChildThenSwitchesAndReleasesTheOldOne() {
    let app = SwitchingApp(loggedIn: false)
    let navigator = Navigator(root: app)
    navigator.start()
    weak let login = app.current as? LoginFlow
    #expect(login?.status == .active)
    #expect(navigator.tree.text.contains("SwitchingApp"))

    login?.finish(with: User(name: "ann"))
    #expect(app.current is MainFlow)
    #expect(app.router.state.root == ChildFlowRoute(named: "MainFlow"))
    #expect(login == nil)

    weak let main = app.current
    #expect(main != nil)
    app.logOut()
    #expect(app.current is LoginFlow)
    #expect(main == nil)
  }

  @Test func showingAnotherFlowOfTheSameTypeReplacesTheChild() throws {
    let app = SwitchingApp(loggedIn: false)
    app.start()
    let first = try #require(app.current)
    app.logOut()
    #expect(app.current !== first)
    #expect(app.current is LoginFlow)
    #expect(first.status == .cancelled(.removedByParent))
  }

  @Test func runReturnsTheChildsResult() async throws {
    let app = SwitchingApp(loggedIn: true)
    app.start()
    let login = LoginFlow()
    let running = Task { @MainActor in try await app.run(login) }
    while app.current !== login { await Task.yield() }
    login.finish(with: User(name: "bob"))
    #expect(try await running.value == User(name: "bob"))
  }

  @Test func aSnapshotRestoresTheChildItNames() throws {
    let saved = Navigator(root: SwitchingApp(loggedIn: true))
    saved.start()
    let data = try saved.snapshotData()
    let app = SwitchingApp(loggedIn: false)
    let restored = Navigator(root: app)
    restored.start()
    try restored.restore(from: data)
    #expect(app.current is MainFlow)
    #expect(restored.tree.text == saved.tree.text)
  }
}
