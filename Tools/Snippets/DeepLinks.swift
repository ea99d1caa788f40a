// MARK: - ProfileRoute
enum ProfileRoute: Hashable, Codable, Sendable { case overview, edit }

// MARK: - activity
// NB: Foundation on Linux has no NSUserActivity; the snippet reads only its page address.
struct BrowsingActivity { let webpageURL: URL? }
@MainActor let activity = BrowsingActivity(
  webpageURL: URL(string: "https://messenger.example/chats/42"))
