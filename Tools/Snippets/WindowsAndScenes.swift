// MARK: - Drafts
final class Drafts: Sendable {}
// MARK: - schema
let schema = SnapshotSchema(version: 1)
// MARK: - windows
@MainActor let windows = AppWindows(root: { AppFlow() })
// MARK: - requestNewWindow
func requestNewWindow(with url: URL) {}
