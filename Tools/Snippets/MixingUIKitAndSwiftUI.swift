// MARK: - ProfileRoute
enum ProfileRoute: Hashable, Codable, Sendable { case overview, edit }
// MARK: - ProfileModel
@MainActor final class ProfileModel {}
// MARK: - ProfileFlow
final class ProfileFlow: Coordinator<ProfileRoute, Void> {
  let model = ProfileModel()
  let editModel = ProfileModel()
  init() { super.init(root: .overview) }
}
// MARK: - profile
@MainActor let profile = ProfileFlow()
// MARK: - ProfileViewController
final class ProfileViewController: UIViewController {
  init(model: ProfileModel) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
// MARK: - EditProfileView
struct EditProfileView: View {
  let model: ProfileModel
  var body: some View { Text("Edit") }
}
// MARK: - CameraRoute
enum CameraRoute: Hashable, Codable, Sendable { case list, camera }
// MARK: - ChatsFlow
final class ChatsFlow: Coordinator<CameraRoute, Void> {
  let list = ProfileModel()
  init() { super.init(root: .list) }
}
// MARK: - chats
@MainActor let chats = ChatsFlow()
// MARK: - ChatListView
struct ChatListView: View {
  let model: ProfileModel
  var body: some View { Text("Chats") }
}
// MARK: - CameraViewController
final class CameraViewController: UIViewController {}
