import DocsExampleApp
import Testing
import WayfinderDI
@_spi(Rendering) import WayfinderTesting

struct StubAPIClient: APIClient {
  var name: String { "stub" }
}

/// Runs the dependency code the README and the Declared Dependencies article show, from a
/// module other than the one that makes the declarations, as every app's test target is.
///
/// Defect: the documents showed key paths (`register(\.api)`, `@Injected(\.chats)`), which
/// stop the program at run time when formed in another module than the declaration's with
/// Swift 6.3 and earlier (swiftlang/swift#89609); `swift test` printed nothing for minutes.
/// The key-path forms are gone: `\.api` no longer compiles where a declaration is taken.
@Suite struct DocumentedFormsTests {
  @Test func theReadmePreviewOverridesTheLiveClient() throws {
    let preview = Container()
    // This container and its children only, as the README says.
    preview.register(Container.api) { _ in StubAPIClient() }
    #expect(try preview.resolve(Container.chats).api.name == "stub")
    #expect(try Container().resolve(Container.chats).api.name == "live")
    let inbox = Container.$current.withValue(preview) { InboxViewModel() }
    #expect(inbox.source == "stub")
  }

  @Test(.container { $0.register(Container.api) { _ in StubAPIClient() } })
  func theTestTraitOverridesTheLiveClient() throws {
    #expect(InboxViewModel().source == "stub")
    #expect(try Container.current.resolve(Container.api).name == "stub")
  }

  @Test func anOverrideIsTakenBack() throws {
    let container = Container()
    container.register(Container.api) { _ in StubAPIClient() }
    container.removeOverride(Container.api)
    #expect(try container.resolve(Container.api).name == "live")
  }

  @Test func everyWrapperTakesTheDeclaration() {
    final class Screen {
      @LazyInjected(Container.chats) var lazy: ChatService
      @OptionalInjected(Container.chats) var optional: ChatService?
      @WeakLazyInjected(Container.chats) var weakLazy: ChatService?
    }
    let screen = Container.$current.withValue(Container()) { Screen() }
    #expect(screen.optional?.api.name == "live")
    #expect(screen.lazy.api.name == "live")
  }
}
