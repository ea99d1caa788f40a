import Testing

@_spi(Rendering) @testable import Wayfinder

/// The record of a coordinator's child flows, driven directly through its transitions.
@MainActor
@Suite("Child places: where each child flow lives")
struct ChildPlacesTests {
  typealias Places = ChildPlaces<ChatsRoute>

  private let root = Slot<ChatsRoute>.root(.list)
  private let sheet = Slot<ChatsRoute>.presented(0, .newChat)
  private let pushed = Slot<ChatsRoute>.pushed(2, .thread(id: 1))

  @Test func aShownPlaceIsFoundAndAsksForNothingMore() {
    var places = Places()
    let made = NewChatFlow()
    #expect(places.isOpen(sheet))
    places.show(made, at: sheet)
    #expect(places.flow(at: sheet) === made)
    #expect(places.flow(showing: .newChat) === made)
    #expect(places.slot(of: made) == sheet)
    #expect(!places.isOpen(sheet))
  }

  @Test func aDeclinedPlaceIsNotAskedAgainButAPushedRouteIs() {
    var places = Places()
    places.decline(root)
    #expect(!places.isOpen(root))
    places.decline(pushed)
    #expect(places.isOpen(pushed))
    #expect(places.places.count == 1)
    #expect(places.pushedPlacesAreFree)
  }

  @Test func aGivenFlowIsShownInsteadOfAskingAndReplacesTheOneThere() {
    var places = Places()
    let first = NewChatFlow()
    places.show(first, at: root)
    let given = NewChatFlow()
    places.give(given, for: root)
    #expect(places.isGiven(given, for: root))
    #expect(!places.pushedPlacesAreFree)
    #expect(places.takeGiven(for: root) === given)
    #expect(places.show(given, at: root) === first)
    #expect(places.flow(at: root) === given)

    // Given for a place that appears later, it is taken when the place appears.
    let later = NewChatFlow()
    places.give(later, for: sheet)
    #expect(places.isOpen(sheet))
    #expect(places.takeGiven(for: sheet) === later)
    #expect(!places.isGiven(later, for: sheet))
  }

  @Test func givingForgetsThatAPlaceWasVacatedOrDeclined() {
    var places = Places()
    places.decline(sheet)
    places.vacate(root)
    places.give(NewChatFlow(), for: sheet)
    places.give(NewChatFlow(), for: root)
    #expect(places.places.isEmpty)
  }

  @Test func aFlowEndingOnItsOwnLeavesARootVacatedAndFreesOtherPlaces() {
    var places = Places()
    let atRoot = NewChatFlow()
    let atSheet = NewChatFlow()
    places.show(atRoot, at: root)
    places.show(atSheet, at: sheet)
    #expect(places.release(atRoot) == root)
    #expect(places.isVacated(root))
    #expect(!places.isOpen(root))
    #expect(places.release(atSheet) == sheet)
    #expect(places.places[sheet] == nil)
    #expect(places.release(atSheet) == nil)
    #expect(!places.hasShownFlows)
  }

  @Test func aPlaceThatGoesAwayIsForgottenWhateverItsState() {
    var places = Places()
    let shown = NewChatFlow()
    places.show(shown, at: pushed)
    #expect(places.hasPushedFlows)
    #expect(places.hasPushedFlow(from: 2) && !places.hasPushedFlow(from: 3))
    #expect(places.remove(pushed) === shown)
    #expect(!places.hasPushedFlows)
    places.vacate(pushed)
    #expect(!places.pushedPlacesAreFree)
    #expect(places.remove(pushed) == nil)
    #expect(places.pushedPlacesAreFree)
  }

  @Test func closingAPresentationMovesThoseAboveItDown() {
    var places = Places()
    let bottom = NewChatFlow()
    let top = NewChatFlow()
    places.show(bottom, at: .presented(0, .newChat))
    places.vacate(.presented(1, .info(id: 1)))
    places.show(top, at: .presented(2, .newChat))
    #expect(places.closePresentation(at: 0, route: .newChat) === bottom)
    #expect(places.isVacated(.presented(0, .info(id: 1))))
    #expect(places.flow(at: .presented(1, .newChat)) === top)
    #expect(places.places.count == 2)
  }

  @Test func aCopyIsACheckpointAndTheShownFlowsHaveAGeneration() {
    var places = Places()
    let generation = places.generation
    let saved = places
    places.show(NewChatFlow(), at: sheet)
    #expect(places.generation != generation)
    places.decline(root)
    let afterDecline = places.generation
    places.vacate(.tab(.list))
    #expect(places.generation == afterDecline)
    places = saved
    #expect(!places.hasShownFlows && places.places.isEmpty)
  }

  @Test func theRecordMatchesTheStateItDescribes() {
    let chats = ChatsFlow()
    chats.start()
    #expect(chats.checkChildPlaces().isEmpty)
    chats.router.present(.newChat)
    #expect(chats.checkChildPlaces().isEmpty)
    var places = chats.places
    places.vacate(.presented(3, .newChat))
    #expect(
      places.mistakes(in: chats.router.state, parent: chats)
        == ["presented at 3 `newChat` is recorded but the state does not show it"])
  }
}
