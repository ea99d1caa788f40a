import Foundation
import Testing

@_spi(Rendering) @testable import Wayfinder

@MainActor
@Suite("Snapshot format")
struct SnapshotFormatTests {
  private static let tree = """
    AppFlow [main]
    └─ MainFlow (root main) tabs [chats, library, *profile]
       ├─ ChatsFlow (tab chats) [list, thread(id: 3), info(id: 3)]
       ├─ LibraryFlow (tab library) [list]
       └─ ProfileFlow (tab profile) [overview] + sheet edit
          └─ EditProfileFlow (presented 0 edit) [edit]
    """

  private func launch(loggedIn: Bool) -> (Navigator, AppFlow) {
    let app = AppFlow(loggedIn: loggedIn)
    let navigator = Navigator(root: app)
    navigator.start()
    return (navigator, app)
  }

  // Each state and each route is a JSON value in the snapshot, not JSON text in a string.
  @Test func aSnapshotHoldsStatesAndRoutesAsJSONValues() throws {
    let (navigator, app) = launch(loggedIn: true)
    let main = try #require(app.main)
    main.router.select(.profile)
    main.chats?.router.push(.thread(id: 3))
    main.chats?.router.push(.info(id: 3))
    main.profile?.router.present(.edit)
    #expect(navigator.tree.text == Self.tree)
    #expect(
      String(decoding: try navigator.snapshotData(), as: UTF8.self)
        == #"{"version":2,"schema":1,"root":{"flow":"AppFlow","state":{"root":"main"},"#
        + #""children":[{"flow":"MainFlow","position":{"root":{"route":"main"}},"#
        + #""state":{"root":"profile","tabs":["chats","library","profile"]},"#
        + #""children":[{"flow":"ChatsFlow","position":{"tab":{"route":"chats"}},"#
        + #""state":{"path":[{"thread":{"id":3}},{"info":{"id":3}}],"root":{"list":{}}}},"#
        + #"{"flow":"LibraryFlow","position":{"tab":{"route":"library"}},"#
        + #""state":{"root":{"list":{}}}},"#
        + #"{"flow":"ProfileFlow","position":{"tab":{"route":"profile"}},"#
        + #""state":{"presented":[{"route":{"edit":{}},"style":"sheet"}],"root":{"overview":{}}},"#
        + #""children":[{"flow":"EditProfileFlow","position":{"presented":{"index":0,"#
        + #""route":{"edit":{}}}},"state":{"root":{"edit":{}}}}]}]}]}}"#)
  }

  // What the first format version saved (states and routes as JSON text in strings) still
  // restores, and saves again in the current version.
  @Test func aSnapshotOfTheFirstFormatVersionRestores() throws {
    let saved = #"""
      {"root":{"children":[{"children":[{"children":[],"flow":"ChatsFlow","position":{"tab":{"route":"\"chats\""}},"state":"{\"path\":[{\"thread\":{\"id\":3}},{\"info\":{\"id\":3}}],\"root\":{\"list\":{}}}"},{"children":[],"flow":"LibraryFlow","position":{"tab":{"route":"\"library\""}},"state":"{\"root\":{\"list\":{}}}"},{"children":[{"children":[],"flow":"EditProfileFlow","position":{"presented":{"index":0,"route":"{\"edit\":{}}"}},"state":"{\"root\":{\"edit\":{}}}"}],"flow":"ProfileFlow","position":{"tab":{"route":"\"profile\""}},"state":"{\"presented\":[{\"route\":{\"edit\":{}},\"style\":\"sheet\"}],\"root\":{\"overview\":{}}}"}],"flow":"MainFlow","position":{"root":{"route":"\"main\""}},"state":"{\"root\":\"profile\",\"tabs\":[\"chats\",\"library\",\"profile\"]}"}],"flow":"AppFlow","state":"{\"root\":\"main\"}"},"schema":1,"version":1}
      """#
    let (navigator, _) = launch(loggedIn: false)
    let report = try navigator.restore(from: Data(saved.utf8))
    #expect(report == RestorationReport(leftOut: [], migrated: []))
    #expect(navigator.tree.text == Self.tree)
    #expect(try NavigationSnapshot(data: navigator.snapshotData()).version == 2)
  }

  // A state a migration dropped was an empty string in the first version: the flow keeps
  // the state it starts with.
  @Test func anEmptyStateOfTheFirstVersionKeepsTheStartingState() throws {
    let saved = #"{"version":1,"root":{"children":[],"flow":"ChatsFlow","state":""}}"#
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    chats.router.push(.thread(id: 1))
    try navigator.restore(from: Data(saved.utf8))
    #expect(chats.router.state.path == [.thread(id: 1)])
  }

  @Test func dataThatIsNotASnapshotSaysWhichPartIsWrong() {
    let cases: [(String, String)] = [
      (#"{"root":{}}"#, "`version` is not an integer"),
      (#"{"version":3,"root":{}}"#, ""),
      (#"{"version":2,"root":{"state":{}}}"#, "`root.flow` is not a string"),
      (#"{"version":2,"root":{"flow":"A","children":{}}}"#, "`root.children` is not an array"),
      (
        #"{"version":2,"root":{"flow":"A","children":[{"flow":"B","position":{"up":{"route":1}}}]}}"#,
        "`root.children[0].position` is not a position"
      ),
      (
        #"{"version":2,"root":{"flow":"A","vacated":[{"pushed":{"route":1}}]}}"#,
        "`root.vacated[0].index` is not an integer"
      ),
      (
        #"{"version":1,"root":{"flow":"A","state":"{"}}"#,
        "`root.state` is not JSON text (a member without a string key at byte 1)"
      ),
      (#"{"version":1,"root":{"flow":"A","state":{}}}"#, "`root.state` is not a string"),
    ]
    for (text, problem) in cases {
      let reason: RestorationError.Reason =
        problem.isEmpty ? .unsupportedVersion(found: 3, supported: 2) : .corrupt(problem)
      #expect(throws: RestorationError(reason), "\(text)") {
        try NavigationSnapshot(data: Data(text.utf8))
      }
    }
  }

  // A child saved at a place whose index the state has but whose route differs is not that
  // place's flow: the snapshot is rejected (the check that replaced listing every place).
  @Test func aChildAtAnIndexWithAnotherRouteRejectsTheSnapshot() throws {
    let (navigator, shop) = startedShop()
    shop.router.push(.checkout)
    var snapshot = try navigator.snapshot()
    let other = try JSONValue(parsing: #"{"item":{"_0":1}}"#)
    snapshot.root.children[0].position = .pushed(index: 0, route: other)
    let (restored, relaunched) = startedShop()
    #expect(
      throws: RestorationError(
        .missingChild(flow: "ShopFlow", position: #"pushed(index: 0, route: {"item":{"_0":1}})"#))
    ) {
      try restored.restore(from: snapshot)
    }
    #expect(relaunched.router.state.path.isEmpty)
  }
}
