// MARK: - ChatsRoute
enum ChatsRoute: Hashable, Codable, Sendable {
  case list, inbox, thread(id: Int), info(id: Int), deleteAlert(id: Int)
  case filters, receipt, reactions
}
// MARK: - before
let before = FlowState(root: ChatsRoute.list)
// MARK: - after
let after = FlowState(root: ChatsRoute.inbox)
// MARK: - router
@MainActor let router = Coordinator<ChatsRoute, Void>(root: .list).router
// MARK: - chats
@MainActor let chats = ChatsFlow()
// MARK: - main
@MainActor let main = MainFlow()
// MARK: - unread
let unread = 3
// MARK: - MusicTab
enum MusicTab: Hashable, Codable, Sendable { case listenNow, albums, artists, playlists, search }
// MARK: - tabs
// NB: a mutable global the snippet changes; the snippets are compiled, never run.
nonisolated(unsafe) var tabs = FlowState(tabs: MusicTab.listenNow, .albums, .artists, .playlists, .search)
