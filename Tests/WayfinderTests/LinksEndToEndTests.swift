import Foundation
import Testing
@_spi(Rendering) import Wayfinder

/// Whether the test's user has verified their email: what a link's condition reads.
@MainActor
final class Verification {
  var isVerified = false
}

@MainActor
@Suite("Links end to end: hosts, user activities, conditions, site association")
struct LinksEndToEndTests {
  private let verification = Verification()

  private func links() -> DeepLinkMap {
    var links = DeepLinkMap(
      scheme: "messenger", hosts: ["messenger.example", "WWW.messenger.example"])
    let verified = DeepLinkCondition { [verification] in
      verification.isVerified
    }
    links.add("/chats/:id") { parameters throws(DeepLinkError) in
      [.select(MainTab.chats), .path([ChatsRoute.thread(id: try parameters.value("id"))])]
    }
    links.add("/profile/edit", requires: verified) { _ throws(DeepLinkError) in
      [.select(MainTab.profile), .present(ProfileRoute.edit)]
    }
    links.add("/chats/:id/info") { parameters throws(DeepLinkError) in
      let id: Int = try parameters.value("id")
      return [.select(MainTab.chats), .path([ChatsRoute.thread(id: id), .info(id: id)])]
    }
    links.add("/search/:text") { _ throws(DeepLinkError) in [] }
    return links
  }

  private func running(loggedIn: Bool = true) -> (Navigator, AppFlow) {
    let app = AppFlow(loggedIn: loggedIn)
    let navigator = Navigator(root: app)
    navigator.deepLinks = links()
    navigator.start()
    return (navigator, app)
  }

  @Test func aWebLinkOpensOnlyForTheMapsHosts() throws {
    let links = links()
    let web = try links.steps(for: "https://messenger.example/chats/42")
    #expect(web == (try links.steps(for: "messenger://chats/42")))
    #expect(try links.steps(for: "HTTPS://www.Messenger.example/chats/42") == web)
    #expect(
      throws: DeepLinkError.unsupportedHost(
        found: "elsewhere.example", expected: ["messenger.example", "www.messenger.example"])
    ) {
      try links.steps(for: "https://elsewhere.example/chats/42")
    }
    #expect(
      DeepLinkError.unsupportedHost(found: "elsewhere.example", expected: ["messenger.example"])
        .description
        == "Links of `elsewhere.example` are not handled; web links are taken from "
        + "`messenger.example`. Add the host to the map's `hosts` to take them.")
    // A custom scheme still has to be the map's.
    #expect(throws: DeepLinkError.unsupportedScheme(found: "other", expected: "messenger")) {
      try links.steps(for: "other://chats/42")
    }
    #expect(
      throws: DeepLinkError.malformedURL(
        "https://messenger.example:port/x", example: "messenger://chats/:id")
    ) {
      try links.steps(for: "https://messenger.example:port/x")
    }
    // A host is case-insensitive in a custom scheme's link too, and a trailing slash changes
    // nothing.
    #expect(try links.steps(for: "messenger://Chats/42/") == web)
  }

  // A segment is decoded once split: an encoded slash stays inside its parameter.
  @Test func aPercentEncodedSegmentIsOneParameter() throws {
    var links = DeepLinkMap(scheme: "messenger")
    links.add("/search/:text") { parameters throws(DeepLinkError) in
      [.push(LoginRoute.register)].filter { _ in
        (try? parameters.value("text", as: String.self)) == "a/b c"
      }
    }
    #expect(try links.steps(for: "messenger://search/a%2Fb%20c").count == 1)
    #expect(throws: DeepLinkError.self) { try links.steps(for: "messenger://search/a/b") }
  }

  @Test func aWebPageOpensAsTheLinkDoes() throws {
    let (navigator, app) = running()
    let url = try #require(URL(string: "https://messenger.example/chats/9"))
    #expect(try navigator.open(url) == .opened)
    #expect(app.main?.chats?.router.state.path == [.thread(id: 9)])
  }

  @Test func aLinkIsHeldUntilItsConditionHolds() throws {
    let (navigator, app) = running()
    #expect(try navigator.open("messenger://profile/edit") == .held)
    #expect(navigator.pendingDeepLink == "messenger://profile/edit")
    #expect(app.main?.profile?.router.state.presented.isEmpty == true)
    // Asked again while it still does not hold, it stays held.
    navigator.resumePendingDeepLink()
    #expect(navigator.pendingDeepLink == "messenger://profile/edit")
    verification.isVerified = true
    navigator.resumePendingDeepLink()
    #expect(navigator.pendingDeepLink == nil)
    #expect(app.main?.router.state.selectedTab == .profile)
    #expect(app.main?.profile?.router.state.presented.map(\.route) == [.edit])
    #expect(try navigator.open("messenger://profile/edit") == .opened)
  }

  // Held for its condition while logged out, the link opens when login starts the main flow
  // and the condition holds by then; a link arriving meanwhile replaces it.
  @Test func aHeldLinkOpensWhenAFlowStartsAndALaterLinkReplacesIt() throws {
    let (navigator, app) = running(loggedIn: false)
    #expect(try navigator.open("messenger://profile/edit") == .held)
    #expect(try navigator.open("https://messenger.example/chats/3") == .held)
    #expect(navigator.pendingDeepLink == "https://messenger.example/chats/3")
    app.login?.finish(with: User(name: "ada"))
    #expect(navigator.pendingDeepLink == nil)
    #expect(app.main?.chats?.router.state.path == [.thread(id: 3)])
    #expect(app.main?.profile?.router.state.presented.isEmpty == true)

    #expect(try navigator.open("messenger://profile/edit") == .held)
    app.logOut()
    verification.isVerified = true
    app.login?.finish(with: User(name: "ada"))
    #expect(navigator.pendingDeepLink == nil)
    #expect(app.main?.profile?.router.state.presented.map(\.route) == [.edit])
  }

  @Test func theSiteAssociationListsEveryPatternForTheAppsGiven() throws {
    let data = links().appSiteAssociation(appIDs: ["ABCDE12345.com.example.messenger"])
    #expect(
      String(decoding: data, as: UTF8.self) == """
        {
          "applinks" : {
            "details" : [
              {
                "appIDs" : [
                  "ABCDE12345.com.example.messenger"
                ],
                "components" : [
                  {
                    "/" : "/chats/?*/info/*",
                    "comment" : "deeper than /chats/:id/info",
                    "exclude" : true
                  },
                  {
                    "/" : "/chats/?*/info",
                    "comment" : "/chats/:id/info"
                  },
                  {
                    "/" : "/chats/?*/*",
                    "comment" : "deeper than /chats/:id",
                    "exclude" : true
                  },
                  {
                    "/" : "/chats/?*",
                    "comment" : "/chats/:id"
                  },
                  {
                    "/" : "/profile/edit",
                    "comment" : "/profile/edit"
                  },
                  {
                    "/" : "/search/?*/*",
                    "comment" : "deeper than /search/:text",
                    "exclude" : true
                  },
                  {
                    "/" : "/search/?*",
                    "comment" : "/search/:text"
                  }
                ]
              }
            ]
          }
        }
        """)
  }
}
