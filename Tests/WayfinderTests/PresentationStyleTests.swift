import Foundation
import Testing
@_spi(Rendering) import Wayfinder
@_spi(Rendering) import WayfinderTesting

@MainActor
@Suite("Presentation styles")
struct PresentationStyleTests {
  private let filters = PresentationStyle.sheet(detents: [.medium, .large])

  private func started() -> ChatsFlow {
    let chats = ChatsFlow()
    chats.makesNewChatFlow = false
    chats.start()
    return chats
  }

  /// A started chats flow presenting the filters sheet with another sheet above it, drawn by
  /// a step log that has recorded nothing yet.
  private func sheetUnderAnother() -> (ChatsFlow, StepLog<ChatsRoute>) {
    let chats = started()
    let log = StepLog<ChatsRoute>()
    chats.router.renderer = log
    chats.router.present(.newChat, style: filters)
    chats.router.present(.info(id: 1))
    log.batches.removeAll()
    return (chats, log)
  }

  @Test func aStyleWithoutOptionsEncodesAsItsKindsNameAsBefore() throws {
    let plain = try JSONEncoder().encode(Presentation(ChatsRoute.newChat, style: .sheet))
    #expect(String(decoding: plain, as: UTF8.self).contains(#""style":"sheet""#))
    let old = Data(#"{"route":{"newChat":{}},"style":"fullScreenCover"}"#.utf8)
    #expect(
      try JSONDecoder().decode(Presentation<ChatsRoute>.self, from: old).style == .fullScreenCover)
  }

  @Test func optionsSurviveEncoding() throws {
    let styles: [PresentationStyle] = [
      .sheet(
        detents: [.height(240), .fraction(0.5), .large], selected: .large, sizing: .form,
        allowsInteractiveDismissal: false),
      .popover(anchor: "reactions", arrowEdge: .top, detents: [.medium]),
      .alert,
    ]
    for style in styles {
      let data = try JSONEncoder().encode(style)
      #expect(try JSONDecoder().decode(PresentationStyle.self, from: data) == style)
    }
  }

  @Test func aStyleDescribesItsOptions() {
    #expect(PresentationStyle.sheet.description == "sheet")
    #expect(
      PresentationStyle.sheet(
        detents: [.medium, .height(300), .fraction(0.25)], selected: .medium, sizing: .form,
        allowsInteractiveDismissal: false
      ).description == "sheet (detents medium, 300pt, 25%; at medium; form; no swipe)")
    #expect(
      PresentationStyle.popover(anchor: "reactions", arrowEdge: .bottom).description
        == "popover (anchor reactions; arrow bottom)")
    #expect(
      PresentationStyle.sheet(detents: [.height(.infinity)]).description
        == "sheet (detents infpt)")
  }

  @Test func onlySheetsAndPopoversThatAllowItAreInteractivelyDismissible() {
    #expect(PresentationStyle.sheet.isInteractivelyDismissible)
    #expect(PresentationStyle.popover().isInteractivelyDismissible)
    #expect(!PresentationStyle.sheet(allowsInteractiveDismissal: false).isInteractivelyDismissible)
    #expect(!PresentationStyle.fullScreenCover.isInteractivelyDismissible)
    #expect(!PresentationStyle.alert.isInteractivelyDismissible)
  }

  @Test func aNewDetentRestylesTheSheetInPlace() throws {
    let (chats, log) = sheetUnderAnother()
    chats.router.updateStyle(of: .newChat) { $0.selectedDetent = .large }
    var moved = filters
    moved.selectedDetent = .large
    #expect(log.batches == [[.restyle(level: 0, moved)]])
    #expect(chats.router.state.presented.map(\.style) == [moved, .sheet])
    #expect(chats.router.screens.presented.map(\.style) == [moved, .sheet])
  }

  @Test func aRestyleOfAnAbsentRouteOrToAnotherKindIsReported() {
    let chats = started()
    chats.router.present(.newChat, style: filters)
    let before = chats.router.state
    withKnownIssue {
      chats.router.updateStyle(of: .info(id: 1)) { $0.selectedDetent = .large }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "ChatsFlow: `info(id: 1)` is not presented (presented: [newChat]). Present it first, "
          + "or change the style of one of those."
      ]
    }
    withKnownIssue {
      chats.router.updateStyle(of: .newChat) { $0 = .fullScreenCover }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "ChatsFlow: cannot change `newChat` from a sheet to a fullScreenCover in place. "
          + "Dismiss it and present it again with the new style."
      ]
    }
    #expect(chats.router.state == before)
  }

  @Test func aDetentTheStyleDoesNotListIsRefusedWhereverItComesIn() throws {
    let chats = started()
    let unlisted = PresentationStyle.sheet(detents: [.medium], selected: .large)
    let text =
      "ChatsFlow: the sheet rests only at [medium], not at large. Select one of the style's "
      + "detents (a renderer reports only those)."
    withKnownIssue {
      chats.router.present(.newChat, style: unlisted)
    } matching: {
      $0.comments.map(\.rawValue) == [text]
    }
    #expect(chats.router.state.presented.isEmpty)
    withKnownIssue {
      chats.router.update { $0.present(.newChat, style: unlisted) }
    } matching: {
      $0.comments.map(\.rawValue) == [text]
    }
    #expect(chats.router.state.presented.isEmpty)
    let resting = PresentationStyle.sheet(detents: [.medium, .large], selected: .medium)
    chats.router.present(.newChat, style: resting)
    withKnownIssue {
      chats.router.updateStyle(of: .newChat) { $0.detents = [.large] }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "ChatsFlow: the sheet rests only at [large], not at medium. Select one of the style's "
          + "detents (a renderer reports only those)."
      ]
    }
    #expect(chats.router.state.presented.last?.style == resting)
    let stored = Data(
      #"{"kind":"sheet","detents":[{"medium":{}}],"selectedDetent":{"large":{}}}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PresentationStyle.self, from: stored)
    }
  }

  @Test func aRestyleAndADismissalInOneTransactionGiveBothStepsInOrder() throws {
    let (chats, log) = sheetUnderAnother()
    chats.router.update { state in
      try? state.dismiss()
      try? state.updateStyle(of: .newChat) { $0.selectedDetent = .large }
    }
    var moved = filters
    moved.selectedDetent = .large
    #expect(log.batches == [[.dismiss(count: 1), .restyle(level: 0, moved)]])
    #expect(chats.router.screens.presented.map(\.style) == [moved])
  }

  @Test func aUsersDragDuringARenderKeepsTheCodesUndrawnRestyle() throws {
    let chats = started()
    let renderer = RecordingRenderer.attach(to: chats.router)
    chats.router.present(.newChat, style: filters)
    renderer.completesImmediately = false
    chats.router.push(.thread(id: 1))
    chats.router.updateStyle(of: .newChat) { $0.allowsInteractiveDismissal = false }
    renderer.userDidNavigate(.selectedDetent(level: 0, .large), on: chats.router)
    renderer.completesImmediately = true
    renderer.completePending()
    // The renderer was handed the code's restyle after the drag: a sheet no longer swiped.
    let restyles = renderer.screenBatches.joined().compactMap { step in
      if case .restyle(_, let style) = step { style } else { nil }
    }
    #expect(restyles.last?.allowsInteractiveDismissal == false)
    #expect(restyles.last?.selectedDetent == .large)
    #expect(renderer.shown == chats.router.screens)
    #expect(renderer.mismatches.isEmpty)
  }

  @Test func theUsersDragIsWrittenBackAndAnUnknownDetentRefused() throws {
    let chats = started()
    chats.router.push(.composer(id: 1))
    let composer = try #require(chats.child(at: .composer(id: 1)) as? ComposerFlow)
    composer.router.present(.info(id: 2), style: filters)
    chats.router.present(.newChat, style: filters)
    // Level 0 is the pushed composer's sheet, level 1 the chats flow's own.
    #expect(chats.router.userDidNavigate(.selectedDetent(level: 1, .large)).isApplied)
    #expect(chats.router.state.presented.last?.style.selectedDetent == .large)
    #expect(composer.router.state.presented.last?.style.selectedDetent == nil)
    #expect(chats.router.userDidNavigate(.selectedDetent(level: 0, .medium)).isApplied)
    #expect(composer.router.state.presented.last?.style.selectedDetent == .medium)

    let refused = chats.router.userDidNavigate(.selectedDetent(level: 1, .height(10)))
    #expect(
      refused.error
        == NavigationError(
          .unknownDetent(detent: "10pt", detents: ["medium", "large"]), flow: "ChatsFlow"))
    #expect(
      refused.error?.description
        == "ChatsFlow: the sheet rests only at [medium, large], not at 10pt. Select one of the "
        + "style's detents (a renderer reports only those).")
  }

  @Test func aDragIsAnEventAndASnapshotRestoresTheHeight() throws {
    let chats = ChatsFlow()
    chats.makesNewChatFlow = false
    let navigator = Navigator(root: chats)
    navigator.start()
    var events: [String] = []
    let observation = navigator.observe { events.append($0.description) }
    chats.router.present(.newChat, style: filters)
    _ = chats.router.userDidNavigate(.selectedDetent(level: 0, .large))
    #expect(
      events.last?.replacing(#/ #\d+/#, with: "")
        == "ChatsFlow restyled newChat as sheet (detents medium, large; at large) (user)")
    #expect(navigator.tree.text.hasSuffix("+ sheet (detents medium, large; at large) newChat"))
    let data = try navigator.snapshotData()
    let restored = ChatsFlow()
    restored.makesNewChatFlow = false
    let restoredNavigator = Navigator(root: restored)
    restoredNavigator.start()
    try restoredNavigator.restore(from: data)
    #expect(restored.router.state.presented == chats.router.state.presented)
    observation.cancel()
  }
}
