// MARK: - MainTab
enum MainTab: Hashable, Codable, Sendable {
  case chats, library, profile
  var title: String { "\(self)" }
}
