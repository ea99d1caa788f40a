// MARK: - app
@MainActor let app = AppFlow()
