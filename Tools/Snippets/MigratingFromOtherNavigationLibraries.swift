// MARK: - ChatsRoute
enum ChatsRoute: Hashable, Codable, Sendable {
  case list
  case thread(id: Int)
  case newChat
  case deleteAlert(id: Int)
}
// MARK: - router
@MainActor let router = Coordinator<ChatsRoute, Void>(root: .list).router
// MARK: - EditProfileRoute
enum EditProfileRoute: Hashable, Codable, Sendable { case form }
// MARK: - EditProfileFlow
final class EditProfileFlow: Coordinator<EditProfileRoute, User> {
  init() { super.init(root: .form) }
}
