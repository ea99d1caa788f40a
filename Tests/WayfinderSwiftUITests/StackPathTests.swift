import Testing
import Wayfinder

@testable import WayfinderSwiftUI

/// A share flow that refuses to leave while it sends.
final class SendingShareFlow: Coordinator<ShareRoute, Void> {
  init() { super.init(root: .contacts) }
  override func shouldLeave() -> LeaveDecision { .refuse("Sending") }
}

@MainActor
@Suite("SwiftUI stacks: pushed children and NavigationStack's write-backs")
struct StackPathTests {
  /// Notes on `.editor`, with a share flow pushed onto the stack on `.confirm`.
  private func notesSharing(
    _ share: Coordinator<ShareRoute, Void> = ShareFlow()
  ) -> (NotesFlow, StackPath<NoteRoute>) {
    let flow = NotesFlow()
    flow.start()
    flow.router.push(.list)
    flow.show(share, pushing: .share)
    share.router.push(.confirm)
    return (flow, StackPath(router: flow.router))
  }

  @Test func aPushedChildsScreensAreInTheParentsStack() {
    let (flow, stack) = notesSharing()
    #expect(stack.screens.count == 3)
    #expect(stack.screens.first?.as(NoteRoute.self) == .list)
    #expect(
      stack.screens.dropFirst().compactMap { $0.as(ShareRoute.self) } == [.contacts, .confirm])
    #expect(flow.router.path == [.list, .share])
  }

  @Test func goingBackPastAChildsFirstScreenEndsIt() throws {
    let (flow, stack) = notesSharing()
    let share = try #require(flow.child(at: .share))
    stack.userSet(Array(stack.screens.prefix(1)))
    #expect(flow.router.path == [.list])
    #expect(share.status == .cancelled(.dismissedByUser))
    #expect(stack.screens.count == 1)
  }

  @Test func goingBackWithinTheChildKeepsIt() throws {
    let (flow, stack) = notesSharing()
    let share = try #require(flow.child(at: .share) as? ShareFlow)
    stack.userSet(Array(stack.screens.prefix(2)))
    #expect(share.router.path.isEmpty)
    #expect(share.status == .active)
  }

  @Test func aPathWrittenForAnOlderStateChangesNothing() {
    let (flow, stack) = notesSharing()
    let written = Array(stack.screens.prefix(2))
    // The code replaced the stack before SwiftUI's write-back arrived.
    flow.router.popToRoot()
    flow.router.push(.editor)
    stack.userSet(written)
    #expect(flow.router.path == [.editor])
    // The same path written again is no change either.
    stack.userSet(stack.screens)
    #expect(flow.router.path == [.editor])
  }

  @Test func aRefusedBackIsDrawnAgain() {
    let (flow, stack) = notesSharing(SendingShareFlow())
    let before = stack.refusals
    stack.userSet([])
    #expect(flow.router.path == [.list, .share])
    #expect(stack.refusals == before + 1)
    #expect(stack.screens.count == 3)
  }

  @Test func aScreenOfAnotherTypeIsReportedByATypedView() {
    let (flow, stack) = notesSharing()
    let contacts = stack.screens[1]
    withKnownIssue {
      #expect(ScreenChoice.route(contacts, as: NoteRoute.self, in: "FlowStack") == nil)
    } matching: { issue in
      issue.description.contains(
        "FlowStack has no screen for contacts, a route of a pushed child flow; draw the stack "
          + "with FlowStack(screensOf:alert:confirmation:screens:), whose closure receives every "
          + "screen with its flow")
    }
    #expect(ScreenChoice.route(stack.screens[0], as: NoteRoute.self, in: "FlowStack") == .list)
    withExtendedLifetime(flow) {}
  }
}
