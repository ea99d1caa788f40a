import Foundation
import Testing
import WayfinderDI
import WayfinderRegistrations

@_spi(Rendering) @testable import Wayfinder

/// One test per class of bad input: each pins its error text and checks that nothing changed.
@MainActor
@Suite("Bad input catalogue")
struct BadInputCatalogueTests {
  private func runningApp() throws -> (Navigator, AppFlow) {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app)
    navigator.deepLinks = DeepLinkTests.links
    navigator.start()
    app.main?.chats?.router.push(.thread(id: 1))
    return (navigator, app)
  }

  @Test func anUnknownRoute() throws {
    let (navigator, app) = try runningApp()
    let before = navigator.tree
    #expect(throws: NavigationError.self) {
      try app.main?.chats?.router.update { try $0.pop(to: .info(id: 404)) }
    }
    do {
      try app.main?.chats?.router.update { try $0.pop(to: .info(id: 404)) }
    } catch {
      #expect(
        String(describing: error)
          == "ChatsFlow: cannot pop to `info(id: 404)`, it is not in the stack "
          + "[list, thread(id: 1)]. Pop to one of those routes, or push `info(id: 404)` instead.")
    }
    var snapshot = try navigator.snapshot()
    snapshot.root.children[0].children[0].state = try JSONValue(
      parsing: #"{"root":{"unheardOf":{}}}"#)
    do {
      try navigator.restore(from: snapshot)
      Issue.record("an unknown route was restored")
    } catch {
      #expect(error.description.hasPrefix("Navigation was not restored: the state of ChatsFlow"))
      #expect(error.description.hasSuffix("The app keeps its default state."))
    }
    #expect(navigator.tree == before)
  }

  @Test func aMalformedURL() throws {
    let (navigator, _) = try runningApp()
    let before = navigator.tree
    #expect(throws: DeepLinkError.malformedURL("http://[::1", example: "messenger://chats/:id")) {
      try navigator.open("http://[::1")
    }
    #expect(navigator.tree == before)
  }

  // Defect: the message gave the sample's link (`messenger://chats/42`) in every app, and an
  // empty link printed empty backticks.
  @Test func aMalformedLinkIsExplainedWithTheAppsOwnLinks() {
    func message(_ links: DeepLinkMap, _ text: String) -> String? {
      do {
        _ = try links.steps(for: text)
        return nil
      } catch {
        return error.description
      }
    }
    var shop = DeepLinkMap(scheme: "shop")
    shop.add("/orders/:id") { _ in [] }
    shop.add("/cart") { _ in [] }
    #expect(message(shop, "x y") == "`x y` is not a URL. Links look like `shop://orders/:id`.")
    #expect(message(shop, "") == "The link is empty. Links look like `shop://orders/:id`.")
    var web = DeepLinkMap(hosts: ["shop.example", "a.example"])
    web.add("cart") { _ in [] }
    #expect(message(web, "x y") == "`x y` is not a URL. Links look like `https://a.example/cart`.")
    var paths = DeepLinkMap()
    paths.add("/orders/:id") { _ in [] }
    #expect(message(paths, "x y") == "`x y` is not a URL. Links look like `/orders/:id`.")
    #expect(
      message(DeepLinkMap(scheme: "shop"), "")
        == "The link is empty: give a URL with a scheme, or a path that starts with `/`.")
  }

  @Test func aCorruptSnapshot() throws {
    let (navigator, _) = try runningApp()
    let before = navigator.tree
    let garbage = Data([0xFF, 0x00, 0x7B])
    do {
      try navigator.restore(from: garbage)
      Issue.record("garbage was restored")
    } catch {
      #expect(
        String(describing: error)
          == "Navigation was not restored: the data is not a navigation snapshot "
          + "(not JSON: an unexpected character at byte 0). The app keeps its default state.")
      #expect(error.rejectedData == garbage)
    }
    #expect(navigator.tree == before)
  }

  @Test func aMissingRegistration() throws {
    let container = Container()
    container.register(Int.self) { _ in 7 }
    do {
      _ = try container.resolve(String.self)
      Issue.record("an unregistered service resolved")
    } catch {
      #expect(
        String(describing: error)
          == "No registration for String.\n"
          + "Fix: register it with `container.register(String.self) { … }` (WayfinderRegistrations), "
          + "or ask for a registered variant.")
    }
    #expect(try container.resolve(Int.self) == 7)
  }

  @Test func aCycle() throws {
    let container = Container()
    container.register(CycleA.self, scope: .singleton) { r in CycleA(try r.resolve()) }
    container.register(CycleB.self, scope: .singleton) { r in CycleB(try r.resolve()) }
    for _ in 0..<2 {
      do {
        _ = try container.resolve(CycleA.self)
        Issue.record("a cycle resolved")
      } catch {
        #expect(error.description.hasPrefix("Dependency cycle: CycleA → CycleB → CycleA."))
      }
    }
  }

  @Test func aWrongArgumentType() throws {
    let container = Container()
    container.register(String.self) { (_, count: Int) in String(repeating: "a", count: count) }
    do {
      _ = try container.resolve(String.self, arguments: "three")
      Issue.record("a wrong argument type resolved")
    } catch {
      #expect(
        String(describing: error)
          == "Argument mismatch for String: registered with (Int), resolved with (String).\n"
          + "Fix: pass arguments of the registered types, in order, "
          + "or register a factory that takes (String).")
    }
    #expect(try container.resolve(String.self, arguments: 3) == "aaa")
  }

  @Test func aDismissWithNothingPresented() throws {
    let (navigator, app) = try runningApp()
    let before = navigator.tree
    do {
      try app.main?.chats?.router.update { try $0.dismiss() }
      Issue.record("a dismissal went through with nothing presented")
    } catch {
      #expect(
        String(describing: error)
          == "ChatsFlow: cannot dismiss, nothing is presented. Check `state.isPresenting` first, "
          + "or call `dismissAll()`, which does nothing when nothing is presented.")
    }
    #expect(navigator.tree == before)
  }

  @Test func aPopAtTheRoot() throws {
    let (navigator, app) = try runningApp()
    app.main?.chats?.router.pop()
    let before = navigator.tree
    do {
      try app.main?.chats?.router.update { try $0.pop() }
      Issue.record("a pop at the root went through")
    } catch {
      #expect(
        String(describing: error)
          == "ChatsFlow: cannot pop, the stack is at its root `list`. Check `state.canPop` first, "
          + "or call `popToRoot()`, which does nothing at the root.")
    }
    #expect(navigator.tree == before)
  }
}

final class CycleA: Sendable { init(_ b: CycleB) {} }
final class CycleB: Sendable { init(_ a: CycleA) {} }
