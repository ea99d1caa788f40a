import Testing
@_spi(Rendering) import Wayfinder

/// A deep link shows its screens where the user can see them: what covers the flow a step goes
/// to is dismissed first.
@MainActor
@Suite("Deep links: shown in front")
struct DeepLinkFrontTests {
  private func running() throws -> (Navigator, MainFlow) {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app)
    navigator.start()
    return (navigator, try #require(app.main))
  }

  @Test func aPushDismissesWhatItsFlowPresentsFirst() throws {
    let (navigator, main) = try running()
    let chats = try #require(main.chats)
    chats.router.present(.newChat)
    weak let newChat = chats.child(at: .newChat)
    #expect(newChat != nil)
    try navigator.open([.push(ChatsRoute.thread(id: 3))])
    #expect(chats.router.state.presented.isEmpty)
    #expect(chats.router.state.path == [.thread(id: 3)])
    #expect(newChat == nil)
  }

  @Test func aStepDismissesWhatAParentFlowPresentsOverIt() throws {
    let (navigator, main) = try running()
    main.router.present(.library)
    #expect(main.router.state.presented.map(\.route) == [.library])
    try navigator.open([.push(ChatsRoute.thread(id: 4))])
    #expect(main.router.state.presented.isEmpty)
    #expect(main.chats?.router.state.path == [.thread(id: 4)])
  }

  @Test func aStepInAPresentedFlowKeepsItsPresentationAndDismissesWhatIsAbove() throws {
    let notes = NotesFlow()
    let navigator = Navigator(root: notes)
    navigator.start()
    notes.router.present(.edit)
    notes.router.present(.settings, style: .alert)
    let note = try #require(notes.child(at: .edit) as? NoteFlow)
    try navigator.open([.push(NoteRoute.preview)])
    #expect(notes.router.state.presented.map(\.route) == [.edit])
    #expect(note.router.state.path == [.preview])
  }

  @Test(arguments: [true, false])
  func aGuardBelowWhatMustBeDismissedStopsTheWholeLink(refuses: Bool) throws {
    let (navigator, main) = try running()
    let profile = try #require(main.profile)
    main.router.select(.profile)
    profile.router.present(.edit)
    let edit = try #require(profile.child(at: .edit) as? EditProfileFlow)
    edit.refuses = refuses
    edit.hasChanges = !refuses
    let before = navigator.tree
    #expect(throws: DeepLinkError.self) {
      try navigator.open([.select(MainTab.profile), .push(ProfileRoute.settings)])
    }
    #expect(navigator.tree == before)
    #expect(edit.status == .active)
  }
}

enum NoteRoute: Hashable, Codable, Sendable { case draft, preview }

/// Presents a ``NoteFlow``, whose routes are of another type, for `.edit`.
final class NotesFlow: Coordinator<ProfileRoute, Void> {
  init() { super.init(root: .overview) }
  override func makeChild(for route: ProfileRoute) -> Flow? { route == .edit ? NoteFlow() : nil }
}

final class NoteFlow: Coordinator<NoteRoute, Void> {
  init() { super.init(root: .draft) }
}
