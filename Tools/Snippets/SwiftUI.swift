// MARK: - ChatsFlow
final class ChatsFlow: Coordinator<ChatsRoute, Void> {
  let list = ChatListModel()
  init() { super.init(root: .list) }
}
// MARK: - ChatListModel
@MainActor final class ChatListModel {}
// MARK: - chats
@MainActor let chats = ChatsFlow()
// MARK: - ChatListView
struct ChatListView: View {
  let model: ChatListModel
  var body: some View { Text("Chats") }
}
// MARK: - ThreadView
struct ThreadView: View {
  let id: Int
  var body: some View { Text("Thread") }
}
// MARK: - ShopRoute
enum ShopRoute: Hashable, Codable, Sendable { case catalog }
// MARK: - CheckoutRoute
enum CheckoutRoute: Hashable, Codable, Sendable { case cart }
// MARK: - ShopFlow
final class ShopFlow: Coordinator<ShopRoute, Void> { init() { super.init(root: .catalog) } }
// MARK: - shop
@MainActor let shop = ShopFlow()
// MARK: - ShopScreen
struct ShopScreen: View {
  let route: ShopRoute
  var body: some View { Text("Shop") }
}
// MARK: - CheckoutScreen
struct CheckoutScreen: View {
  let route: CheckoutRoute
  var body: some View { Text("Checkout") }
}
// MARK: - ChatScreen
struct ChatScreen: View {
  let route: ChatsRoute
  var body: some View { Text("\(route)") }
}
// MARK: - model
@MainActor final class ReactionsModel { func react() {} }
@MainActor let model = ReactionsModel()
