import Dispatch
import Foundation
import Testing
import WayfinderDI
import WayfinderRegistrations

/// The app's one configuration (a singleton in the root container).
final class StressConfig: Sendable {}
/// A cached profile, dropped by resets.
final class StressProfile: Sendable {
  let config: StressConfig
  init(config: StressConfig) { self.config = config }
}
/// The session's state (a custom scope, ended by resets and by the scope itself).
final class StressSession: Sendable {
  let config: StressConfig
  init(config: StressConfig) { self.config = config }
}
/// Shared by every part of one resolve (graph scope).
final class StressWork: Sendable {}
/// Held weakly by the container; its `deinit` resolves from the container again.
final class StressTracker: Sendable {
  let container: Container
  init(container: Container) { self.container = container }
  deinit { _ = try? container.resolve(StressConfig.self) }
}
/// What a screen needs: every scope at once.
final class StressScreen: Sendable {
  let config: StressConfig
  let profile: StressProfile
  let session: StressSession
  let work: StressWork
  let partWork: StressWork
  let tracker: StressTracker
  init(
    config: StressConfig, profile: StressProfile, session: StressSession, work: StressWork,
    partWork: StressWork, tracker: StressTracker
  ) {
    self.config = config
    self.profile = profile
    self.session = session
    self.work = work
    self.partWork = partWork
    self.tracker = tracker
  }
}

/// The root container of the mixed program: a registration of every scope, a factory that
/// registers, and a tracker whose `deinit` resolves.
func registerMixedProgram(in root: Container, session: CustomScope) {
  root.register(StressConfig.self, scope: .singleton) { _ in StressConfig() }
  root.register(StressProfile.self, scope: .cached) { r in StressProfile(config: try r.resolve()) }
  root.register(StressSession.self, scope: .custom(session)) { r in
    StressSession(config: try r.resolve())
  }
  root.register(StressWork.self, scope: .graph) { _ in StressWork() }
  // NB: unowned, so the registration does not keep its own container alive (LeakSanitizer).
  root.register(StressTracker.self, scope: .weak) { [unowned root] _ in
    StressTracker(container: root)
  }
  root.register(StressScreen.self) { r in
    StressScreen(
      config: try r.resolve(), profile: try r.resolve(), session: try r.resolve(),
      work: try r.resolve(), partWork: try r.resolve(), tracker: try r.resolve())
  }
}

@Suite("Stress")
struct MixedStressTests {
  // Four threads run the mix of what apps do at once: resolves in every scope through a child
  // and a grandchild, replacements and overrides, resets of the cached and the custom scope,
  // the scope's own end, children made and dropped, `removeAll`, a factory that registers and
  // a `deinit` that resolves. Every resolve succeeds, a graph is shared within a resolve, the
  // singleton is one, and the sanitizer runs in CI see no race, leak or use after free.
  @Test func fourThreadsOfEverythingAtOnceKeepEveryPromise() {
    let root = Container()
    let session = CustomScope("session")
    registerMixedProgram(in: root, session: session)
    let child = Container(parent: root)
    let failures = Lock<[String]>([])
    let singletons = Lock<Set<ObjectIdentifier>>([])
    let rounds = max(100, stressOperations / 20)
    let finished: [Void]? = try? onParallelThreads(4) { worker in
      let grandchild = Container(parent: child)
      for step in 0..<rounds {
        do {
          switch (step + worker) % 10 {
          case 0, 1, 2:
            let screen = try grandchild.resolve(StressScreen.self)
            if screen.work !== screen.partWork { failures.withLock { $0.append("graph") } }
            singletons.withLock { _ = $0.insert(ObjectIdentifier(screen.config)) }
          case 3:
            child.register(StressProfile.self, scope: .cached) { r in
              StressProfile(config: try r.resolve())
            }
          case 4:
            root.resetCached()
            child.resetCached()
          case 5: root.reset(session)
          case 6: session.reset()
          case 7:
            let passing = Container(parent: child)
            passing.register(StressWork.self) { _ in StressWork() }
            _ = try passing.resolve(StressScreen.self)
          case 8:
            // A factory that registers while it resolves.
            grandchild.register(StressWork.self, name: "made") { [unowned grandchild] _ in
              grandchild.register(StressWork.self, name: ServiceName("late-\(worker)")) { _ in
                StressWork()
              }
              return StressWork()
            }
            _ = try grandchild.resolve(StressWork.self, name: "made")
          default:
            grandchild.removeAll()
          }
        } catch {
          failures.withLock { $0.append("\(error)") }
        }
      }
    }
    #expect(finished != nil, "the four threads did not finish")
    let found = failures.withLock { $0 }
    #expect(found.isEmpty, "\(found.count) failures, the first: \(found.first ?? "")")
    #expect(singletons.withLock { $0.count } == 1)
  }
}
