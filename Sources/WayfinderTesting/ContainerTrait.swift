import Testing
import WayfinderDI

/// A Swift Testing trait that makes a fresh container current for one test (or every test of
/// a suite), so `@Injected` properties read the test's registrations.
///
/// ```swift
/// @Test(.container { c in
///   c.register(Container.api) { _ in StubAPIClient() }
/// })
/// func feedLoads() async throws {
///   let model = FeedViewModel()   // @Injected api is the stub
///   …
/// }
/// ```
///
/// The container is a task-local value: tests running in parallel each see their own, and
/// `Container.shared` is never modified.
public struct ContainerTrait: TestTrait, SuiteTrait, TestScoping {
  let parent: Container?
  let configure: @Sendable (Container) throws -> Void

  /// Applies to every test of a suite, each with its own container.
  public var isRecursive: Bool { true }

  /// Runs `function` with a newly configured container as `Container.current`.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    // A suite-level trait is also asked to wrap the suite itself; only test cases get a
    // container, so each case starts from fresh registrations.
    guard testCase != nil || !test.isSuite else { return try await function() }
    let container = Container(parent: parent)
    try configure(container)
    try await Container.$current.withValue(container) { try await function() }
  }
}

extension Trait where Self == ContainerTrait {
  /// A fresh container, configured by `configure`, is current for the test.
  ///
  /// - Parameters:
  ///   - parent: A container the test's container falls back to, such as your app's fully
  ///     assembled one; the test's registrations override it without changing it.
  ///   - configure: Registers the test's services and overrides.
  public static func container(
    parent: Container? = nil, _ configure: @escaping @Sendable (Container) throws -> Void = { _ in }
  ) -> Self {
    ContainerTrait(parent: parent, configure: configure)
  }
}
