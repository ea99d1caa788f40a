import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

enum NoteRoute: Hashable, Codable, Sendable {
  case list, editor, share, deleteAlert, discardAlert, untitledAlert
}

final class NotesFlow: Coordinator<NoteRoute, Void> {
  init() { super.init(root: .list) }

  override func makeChild(for route: NoteRoute) -> Flow? {
    route == .editor ? EditorFlow() : nil
  }
}

/// The editor shown at `.editor`: it asks before unsaved changes go, or refuses to go.
final class EditorFlow: Coordinator<NoteRoute, Void> {
  var decision = LeaveDecision.allow
  init() { super.init(root: .editor) }
  override func shouldLeave() -> LeaveDecision { decision }
}

/// The ids of the transitions the stages started.
@MainActor
final class StartLog {
  var started: [Int] = []
}

/// A notes flow and the stages a `FlowStack` would keep for it, with SwiftUI's transitions
/// driven by the test.
@MainActor
final class Screen {
  let flow = NotesFlow()
  let log = StartLog()
  let stages: PresentationStages<NoteRoute>

  init(platform: SwiftUIPlatform = .uiKit) {
    flow.start()
    // NB: the view has no alert content for `.untitledAlert`.
    stages = PresentationStages(
      router: flow.router, platform: platform,
      hasAlert: { $0.as(NoteRoute.self) != .untitledAlert },
      transitionStarted: { [log] id, _ in log.started.append(id) })
  }

  var started: [Int] { log.started }

  /// What is on screen: route and style per level.
  var shown: [Presentation<NoteRoute>] {
    stages.shown.compactMap { shown in
      shown.presentation.route.as(NoteRoute.self).map { Presentation($0, style: shown.style) }
    }
  }

  /// The view saw the router change (`onChange`), then SwiftUI ran every transition to its end.
  func settle() {
    stages.update()
    var ended = 0
    while ended < started.count {
      stages.transitionEnded(started[ended])
      ended += 1
    }
  }
}

@MainActor
@Suite("SwiftUI presentations: identities and stages")
struct PresentationStagesTests {
  @Test func aSheetSwipedDownIsDismissedInTheState() throws {
    let screen = Screen()
    screen.flow.router.present(.editor)
    screen.settle()
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    screen.stages.userClosed(sheet)
    screen.settle()
    #expect(screen.flow.router.state.presented.isEmpty)
    #expect(screen.shown.isEmpty)
  }

  @Test func anAlertButtonThatPresentsASheetKeepsItWhenSwiftUIClosesTheAlertLate() throws {
    let screen = Screen()
    screen.flow.router.present(.deleteAlert, style: .alert)
    screen.settle()
    let alert = try #require(screen.stages.shown(at: 0, kind: .alert))
    // SwiftUI runs the button's action, then sets `isPresented` to false.
    screen.stages.button(of: alert) { screen.flow.router.present(.share) }
    screen.stages.userClosed(alert)
    screen.settle()
    #expect(screen.flow.router.state.presented == [Presentation(.share)])
    #expect(screen.shown == [Presentation(.share)])
  }

  @Test func aLateWriteBackForAReplacedSheetChangesNothing() throws {
    let screen = Screen()
    screen.flow.router.present(.editor)
    screen.settle()
    let editor = try #require(screen.stages.shown(at: 0, kind: .sheet))
    screen.flow.router.update { state in
      state.dismissAll()
      state.present(.share)
    }
    screen.stages.update()
    #expect(screen.shown.isEmpty)
    screen.stages.userClosed(editor)
    screen.settle()
    #expect(screen.flow.router.state.presented == [Presentation(.share)])
    #expect(screen.shown == [Presentation(.share)])
    #expect(screen.stages.shown(at: 0, kind: .sheet)?.id != editor.id)
  }

  @Test func aChangeOfStyleAtOneLevelTakesTwoStages() {
    let screen = Screen()
    screen.flow.router.present(.editor)
    screen.settle()
    screen.flow.router.update { state in
      state.dismissAll()
      state.present(.editor, style: .fullScreenCover)
    }
    screen.stages.update()
    #expect(screen.shown.isEmpty)
    screen.settle()
    #expect(screen.shown == [Presentation(.editor, style: .fullScreenCover)])
  }

  @Test func twoNewLevelsAppearOneStageAtATime() throws {
    let screen = Screen()
    screen.flow.router.update { state in
      state.present(.editor)
      state.present(.share)
    }
    screen.stages.update()
    #expect(screen.shown == [Presentation(.editor)])
    screen.stages.update()
    #expect(screen.shown == [Presentation(.editor)])
    let first = try #require(screen.started.last)
    screen.stages.transitionEnded(first)
    #expect(screen.shown == [Presentation(.editor), Presentation(.share)])
  }

  @Test func anAlertReplacedByAnotherShowsTheNewOneWithANewIdentity() throws {
    let screen = Screen()
    screen.flow.router.present(.deleteAlert, style: .alert)
    screen.settle()
    let first = try #require(screen.stages.shown(at: 0, kind: .alert))
    screen.flow.router.update { state in
      state.dismissAll()
      state.present(.discardAlert, style: .alert)
    }
    screen.settle()
    let second = try #require(screen.stages.shown(at: 0, kind: .alert))
    #expect(second.presentation.route.as(NoteRoute.self) == .discardAlert)
    #expect(second.id != first.id)
  }

  // G3: closing an alert dismissed down to its level, taking the sheet that waited above it
  // (its flow ended as dismissed by the user), where the docs promise it shows once the alert
  // closes.
  @Test func g3WhatWaitsAboveAnAlertShowsOnceItCloses() throws {
    let screen = Screen()
    screen.flow.router.present(.deleteAlert, style: .alert)
    screen.settle()
    screen.flow.router.present(.share)
    screen.settle()
    #expect(screen.shown == [Presentation(.deleteAlert, style: .alert)])
    let alert = try #require(screen.stages.shown(at: 0, kind: .alert))
    screen.stages.userClosed(alert)
    screen.settle()
    #expect(screen.flow.router.state.presented == [Presentation(.share)])
    #expect(screen.shown == [Presentation(.share)])
  }

  @Test func aWriteBackForAPresentationTheStateNoLongerHasChangesNothing() throws {
    let screen = Screen()
    screen.flow.router.present(.editor)
    screen.settle()
    let editor = try #require(screen.stages.shown(at: 0, kind: .sheet))
    screen.flow.router.dismiss()
    screen.flow.router.present(.editor, style: .fullScreenCover)
    screen.stages.userClosed(editor)
    #expect(screen.flow.router.state.presented == [Presentation(.editor, style: .fullScreenCover)])
    screen.settle()
    #expect(screen.shown == [Presentation(.editor, style: .fullScreenCover)])
  }
}
