// The app types the examples of WayfinderRegistrations' article on registrations by type take
// for granted.

// MARK: - InboxCoordinator
final class InboxCoordinator: @unchecked Sendable { var inbox: InboxModel? }
// MARK: - InboxModel
final class InboxModel: @unchecked Sendable {
  weak var coordinator: InboxCoordinator?
  init(coordinator: InboxCoordinator) { self.coordinator = coordinator }
}
// MARK: - ChatAssembly
struct ChatAssembly: Assembly {
  func assemble(container: Container) {}
}
