import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

@MainActor
@Suite("SwiftUI presentations: detents, restyles and popover anchors")
struct PresentationStyleStagesTests {
  private let detents = PresentationStyle.sheet(detents: [.medium, .large])

  @Test func aSheetRestsAtItsFirstDetentAndTheUsersDragIsWrittenBack() throws {
    let screen = Screen()
    screen.flow.router.present(.share, style: detents)
    screen.settle()
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    #expect(screen.stages.detents(of: sheet) == [.medium, .large])
    #expect(screen.stages.selectedDetent(of: sheet) == .medium)

    screen.stages.userSelected(.large, of: sheet)
    #expect(screen.flow.router.state.presented.last?.style.selectedDetent == .large)
    let moved = try #require(screen.stages.shown(at: 0, kind: .sheet))
    #expect(moved.id == sheet.id)
    #expect(screen.stages.selectedDetent(of: moved) == .large)
  }

  @Test func aDragTheRouterRefusesDrawsTheSheetAgainAtTheStatesDetent() throws {
    let screen = Screen()
    screen.flow.router.present(.share, style: detents)
    screen.settle()
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    // The flow ended meanwhile: the router takes no change, and the sheet is drawn again.
    screen.flow.finish()
    let redraws = screen.stages.redraws
    screen.stages.userSelected(.large, of: sheet)
    #expect(screen.stages.redraws == redraws + 1)
  }

  @Test func aRestyleKeepsTheSameSheetOnScreen() throws {
    let screen = Screen()
    screen.flow.router.present(.share, style: detents)
    screen.settle()
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    let transitions = screen.started.count
    screen.flow.router.updateStyle(of: .share) {
      $0.selectedDetent = .large
      $0.allowsInteractiveDismissal = false
    }
    screen.settle()
    let restyled = try #require(screen.stages.shown(at: 0, kind: .sheet))
    #expect(restyled.id == sheet.id)
    #expect(!restyled.style.allowsInteractiveDismissal)
    #expect(screen.stages.selectedDetent(of: restyled) == .large)
    #expect(screen.started.count == transitions)
    #expect(screen.stages.isSettled)
  }

  @Test func aPopoverIsDrawnByTheLastAnchorOfItsNameOnItsScreenAsItIsPresented() throws {
    let screen = Screen()
    _ = screen.stages.anchorAppeared("share", level: 0)
    let second = screen.stages.anchorAppeared("share", level: 0)
    _ = screen.stages.anchorAppeared("share", level: 1)
    screen.flow.router.present(.share, style: .popover(anchor: "share", arrowEdge: .bottom))
    screen.settle()
    let popover = try #require(screen.stages.shown(at: 0, kind: .popover))
    #expect(screen.stages.anchorToken(of: popover) == second)
    // Another view of the name coming or the anchor going does not move it to another host.
    _ = screen.stages.anchorAppeared("share", level: 0)
    screen.stages.anchorDisappeared(second)
    #expect(screen.stages.anchorToken(of: popover) == second)
  }

  @Test func aPopoverWhoseAnchorIsNotOnScreenIsDrawnByItsLayer() throws {
    let screen = Screen()
    let token = screen.stages.anchorAppeared("share", level: 0)
    screen.stages.anchorDisappeared(token)
    screen.flow.router.present(.share, style: .popover(anchor: "share"))
    screen.settle()
    let popover = try #require(screen.stages.shown(at: 0, kind: .popover))
    #expect(screen.stages.anchorToken(of: popover) == nil)
  }

  @Test func aPopoverWithoutAnAnchorNameIsDrawnByItsLayer() throws {
    let screen = Screen()
    _ = screen.stages.anchorAppeared("share", level: 0)
    screen.flow.router.present(.share, style: .popover())
    screen.settle()
    let popover = try #require(screen.stages.shown(at: 0, kind: .popover))
    #expect(screen.stages.anchorToken(of: popover) == nil)
    #expect(screen.stages.shown(at: 0, kind: .sheet) == nil)
  }
}
