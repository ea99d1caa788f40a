// MARK: - ProfileRoute
enum ProfileRoute: Hashable, Codable, Sendable { case overview, edit }
