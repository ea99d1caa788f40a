import Testing
@_spi(Rendering) import Wayfinder
import WayfinderDI
@_spi(Rendering) import WayfinderTesting

/// A cart that a checkout flow swaps for its own while it runs.
final class Cart: Sendable {
  let owner: String
  init(owner: String) { self.owner = owner }
}

extension Container {
  static let cart = Dependency<Cart>(scope: .singleton) { Cart(owner: "app") }
}

/// A flow that overrides the declared cart for itself and the flows it starts.
final class CartCheckoutFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }

  override func didStart() {
    container.register(Container.cart) { _ in Cart(owner: "checkout") }
  }
}

@MainActor
@Suite("Declared dependencies in flows")
struct FlowDeclaredDependencyTests {
  @Test func aFlowOverridesADeclarationForItsOwnSubtreeAndReleasesItWhenItEnds() throws {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats, container: Container())
    navigator.start()
    let checkout = CartCheckoutFlow()
    chats.addChild(checkout)
    checkout.addChild(ChatsFlow())
    weak let cart = try checkout.container.resolve(Container.cart)
    #expect(cart?.owner == "checkout")
    #expect(try checkout.children[0].container.resolve(Container.cart).owner == "checkout")
    #expect(try chats.container.resolve(Container.cart).owner == "app")
    checkout.stop()
    #expect(cart == nil)
    #expect(try chats.container.resolve(Container.cart).owner == "app")
  }

  @Test(.container { $0.register(Container.cart) { _ in Cart(owner: "test") } })
  func theTestContainerReachesFlowsStartedUnderIt() throws {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    #expect(try chats.container.resolve(Container.cart).owner == "test")
  }
}
