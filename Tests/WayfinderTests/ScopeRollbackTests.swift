import PropertyBased
import Testing

@_spi(Rendering) @testable import Wayfinder

/// Every public change of the state made inside a scope that is refused is undone, flows
/// included: a child flow the scope dismissed, replaced or created is as the scope found it.
@MainActor
@Suite("Refused scopes leave flows as they found them", .timeLimit(.minutes(2)))
struct ScopeRollbackTests {
  private func runningApp() throws -> (Navigator, ChatsFlow, Flow) {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app)
    navigator.start()
    let chats = try #require(app.main?.chats)
    chats.router.present(.newChat)
    return (navigator, chats, try #require(chats.child(at: .newChat)))
  }

  // Gap (a mutation no test noticed): a flow dismissed inside a scope that is then refused came
  // back on screen, while it still ended at the outer commit.
  @Test func aRefusedScopeThatDismissedAChildFlowKeepsItRunning() throws {
    let (navigator, chats, newChat) = try runningApp()
    withKnownIssue {
      navigator.transaction {
        chats.router.push(.thread(id: 1))
        navigator.transaction {
          chats.router.dismiss()
          chats.router.pop(to: .info(id: 9))
        }
      }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("ChatsFlow: cannot pop to `info(id: 9)`") == true
    }
    #expect(chats.router.state.path == [.thread(id: 1)])
    #expect(chats.router.state.presented.map(\.route) == [.newChat])
    #expect(chats.child(at: .newChat) === newChat)
    #expect(newChat.status == .active)
  }

  @Test func aScopeThatThrowsAfterDismissingAChildFlowKeepsItRunning() throws {
    struct Refused: Error {}
    let (navigator, chats, newChat) = try runningApp()
    navigator.transaction {
      chats.router.push(.thread(id: 1))
      _ = try? chats.router.update { router throws in
        try router.dismiss()
        throw Refused()
      }
    }
    #expect(chats.router.state.presented.map(\.route) == [.newChat])
    #expect(chats.child(at: .newChat) === newChat)
    #expect(newChat.status == .active)
  }

  // A flow's own end is not a change of the state a scope can take back: its result is
  // delivered. It ends, and takes its screens with it, whatever the scope it ran in.
  @Test func aFlowThatFinishesInsideARefusedScopeEndsWithItsScreens() throws {
    struct Refused: Error {}
    let (navigator, chats, newChat) = try runningApp()
    navigator.transaction {
      _ = try? chats.router.update { _ throws in
        (newChat as? NewChatFlow)?.finish(with: 3)
        throw Refused()
      }
    }
    #expect(newChat.status.hasEnded)
    #expect(chats.router.state.presented.isEmpty)
    #expect(chats.child(at: .newChat) == nil)
  }

  /// The operations of ``World/perform(_:)`` that change the state through a router (not a
  /// flow's own end, a user's report or a renderer's).
  nonisolated static let stateChanges = [
    0, 1, 2, 4, 8, 9, 11, 12, 13, 16, 17, 20, 23, 24, 26, 27, 28,
  ]

  @Test func randomChangesInsideARefusedScopeLeaveTheTreeAndItsFlowsAsTheyWere() async {
    let setup = Gen.int(in: 0...28).array(of: 0...15)
    let inside = Gen.int(in: 0...(Self.stateChanges.count - 1)).map { Self.stateChanges[$0] }
      .array(of: 1...12)
    await checkProperty(count: 200, input: setup, inside) { setup, inside in
      let world = World()
      for code in setup { world.perform(code) }
      let before = world.navigator.tree
      let flows = world.liveFlows()
      world.attachesRenderers = false
      world.navigator.transaction {
        // A scope of the outer transaction, which throws once its changes are made.
        _ = try? world.navigator.transaction { () throws(Undone) in
          for code in inside { world.perform(code) }
          throw Undone()
        }
      }
      world.attachesRenderers = true
      #expect(world.navigator.tree == before, "after \(inside)")
      #expect(world.liveFlows() == flows, "after \(inside)")
      world.checkInvariants(after: inside.last ?? 0, roundTripsSnapshot: false)
      world.navigator.stop()
      world.checkEveryEndedFlowIsReleased()
    }
  }
}

/// What a scope throws to be undone.
struct Undone: Error {}

extension World {
  /// The flows in the tree, each with its status, root first.
  func liveFlows() -> [String] {
    var pending: [Flow] = [navigator.root]
    var found: [String] = []
    while let flow = pending.popLast() {
      found.append("\(ObjectIdentifier(flow)) \(flow.flowName) \(flow.status)")
      pending.append(contentsOf: flow.children.reversed())
    }
    return found
  }
}
