// An `@Injected` property in an `@Observable` class without `@ObservationIgnored`: the macro
// turns the stored property into a computed one, and the compiler refuses the wrapper there.
// Tools/check-documented-errors.sh checks that this still fails with the message that
// `Injected`'s documentation quotes, so that searching the message finds the fix.
import Observation
import WayfinderDI

struct FeedService {}

extension Container {
  static let feed = Dependency<FeedService>(scope: .singleton) { _ in FeedService() }
}

@Observable
final class FeedModel {
  @Injected(Container.feed) private var feed: FeedService
}
