// The declarations the examples of WayfinderDI's article on testing with overrides take for
// granted.

// MARK: - Container
extension Container {
  static let api = Dependency<any APIClient>(scope: .singleton) { LiveAPIClient() }
  static let chats = Dependency<ChatService> { r in ChatService(api: try r.resolve(Container.api)) }
}
