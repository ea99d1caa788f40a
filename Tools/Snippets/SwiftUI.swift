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
enum ShopRoute: Hashable, Codable, Sendable { case catalog, checkout }
// MARK: - CheckoutRoute
enum CheckoutRoute: Hashable, Codable, Sendable { case cart, payment }
// MARK: - ShopFlow
final class ShopFlow: Coordinator<ShopRoute, Void> {
  let catalog = ScreenModel()
  init() { super.init(root: .catalog) }
}
// MARK: - CheckoutFlowType
// NB: not named after the type, which the article's block extends.
final class CheckoutFlow: Coordinator<CheckoutRoute, Void> {
  let cart = ScreenModel()
  let payment = ScreenModel()
  init() { super.init(root: .cart) }
}
// MARK: - ScreenModel
@MainActor final class ScreenModel {}
// MARK: - ModelScreen
struct ModelScreen: View {
  let model: ScreenModel
  var body: some View { Text("Screen") }
}
// MARK: - CatalogScreen
typealias CatalogScreen = ModelScreen
// MARK: - CartScreen
typealias CartScreen = ModelScreen
// MARK: - PaymentScreen
typealias PaymentScreen = ModelScreen
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
// MARK: - Container.api
extension Container {
  static let api = Dependency<any APIClient>(scope: .singleton) { StubAPIClient() }
}
// MARK: - appWindows
@MainActor let appWindows = AppWindows(root: { AppFlow() })
// MARK: - AppFlowView
struct AppFlowView: View {
  let flow: AppFlow
  var body: some View { Text("app") }
}
// MARK: - MusicTab
enum MusicTab: Hashable, Codable, Sendable { case listenNow, albums, artists, search }
// MARK: - PlayerRoute
enum PlayerRoute: Hashable, Codable, Sendable { case listenNow, library, nowPlaying }
// MARK: - PlayerFlow
final class PlayerFlow: Coordinator<PlayerRoute, Void> {
  init() { super.init(state: FlowState(tabs: .listenNow, .library)) }
}
