import Foundation
import Testing
import Wayfinder

/// The pattern the Deep links article teaches for a screen whose view model depends on its
/// route: a child flow made by `makeChild(for:)`, so that a link and a restore, which run no
/// event handler, still give the screen its view model, and popping the route ends it.
@MainActor
@Suite("A linked screen has what it needs")
struct LinkedScreenModelTests {
  private final class TopicModel {
    let id: Int
    init(id: Int) { self.id = id }
  }

  private enum TopicRoute: Hashable, Codable, Sendable { case posts }

  private final class TopicFlow: Coordinator<TopicRoute, Void> {
    let model: TopicModel
    init(id: Int) {
      model = TopicModel(id: id)
      super.init(root: .posts)
    }
  }

  private enum ForumRoute: Hashable, Codable, Sendable {
    case topics
    case topic(Int)
  }

  private final class ForumFlow: Coordinator<ForumRoute, Void> {
    init() { super.init(root: .topics) }

    override func makeChild(for route: ForumRoute) -> Flow? {
      if case .topic(let id) = route { TopicFlow(id: id) } else { nil }
    }

    func model(at route: ForumRoute) -> TopicModel? { (child(at: route) as? TopicFlow)?.model }
  }

  private func running() -> (Navigator, ForumFlow) {
    let forum = ForumFlow()
    let navigator = Navigator(root: forum)
    var links = DeepLinkMap(scheme: "forum")
    links.add("/topics/:id") { parameters throws(DeepLinkError) in
      [.push(ForumRoute.topic(try parameters.value("id")))]
    }
    navigator.deepLinks = links
    navigator.start()
    return (navigator, forum)
  }

  @Test func aLinkedScreenHasItsViewModel() throws {
    let (navigator, forum) = running()
    try navigator.open("forum://topics/42")
    #expect(forum.router.state.path == [.topic(42)])
    #expect(forum.model(at: .topic(42))?.id == 42)
  }

  @Test func aRestoredScreenHasItsViewModel() throws {
    let (navigator, forum) = running()
    forum.router.push(.topic(7))
    let data = try navigator.snapshotData()
    let (restored, restoredForum) = running()
    try restored.restore(from: data)
    #expect(restoredForum.model(at: .topic(7))?.id == 7)
  }

  @Test func poppingTheScreenReleasesItsViewModel() throws {
    let (navigator, forum) = running()
    try navigator.open("forum://topics/3")
    weak let model = forum.model(at: .topic(3))
    #expect(model != nil)
    forum.router.pop()
    #expect(model == nil)
  }
}
