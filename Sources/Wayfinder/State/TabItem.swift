/// What a tab of a tab flow shows in the tab bar, beyond what its screen gives: a badge, a
/// title or an image that replace the screen's own, and the tab's role.
///
/// A tab flow keeps one item per tab in its state (the items of its
/// ``FlowState/TabLayout``), so a badge is data that tests read, snapshots
/// restore and the tree's text shows. The flows change it: the tab
/// flow with ``Router/updateTabItem(for:_:fileID:filePath:line:column:)``, a flow shown in a tab
/// with ``Flow/updateTabItem(_:fileID:filePath:line:column:)``.
///
/// ```swift
/// chats.updateTabItem { $0.badge = .count(unread) }  // the chats tab shows "3"
/// main.router.updateTabItem(for: .profile) { $0.badge = .text("New") }
/// ```
public struct TabItem: Hashable, Codable, Sendable, CustomStringConvertible {
  /// A mark on a tab: a number or a short text.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Badge: Hashable, Codable, Sendable {
    /// A number; zero or less shows no badge.
    case count(Int)
    /// A short text, such as "New", shown as it is.
    case text(String)

    /// The text the tab bar shows, or `nil` for no badge (a count of zero or less).
    public var text: String? {
      switch self {
      case .count(let count): count > 0 ? String(count) : nil
      case .text(let text): text
      }
    }
  }

  /// An image for a tab: a symbol of the system's set or an image of the app's assets.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Image: Hashable, Codable, Sendable {
    /// A system symbol, by name (`"bubble.left"`).
    case system(String)
    /// An image of the app's asset catalog, by name.
    case asset(String)
  }

  /// What a tab is for, where the system places a tab by its purpose.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Role: String, Hashable, Codable, Sendable {
    /// The app's search: set apart at the end of a tab bar, and at the top of a sidebar.
    case search
  }

  /// The tab's title; `nil` keeps the one the tab's screen gives.
  public var title: String?
  /// The tab's image; `nil` keeps the one the tab's screen gives.
  public var image: Image?
  /// The tab's badge; `nil` shows none.
  public var badge: Badge?
  /// What the tab is for; `nil` for an ordinary tab.
  ///
  /// ```swift
  /// try state.updateTabItem(for: .search) { $0.role = .search }
  /// ```
  public var role: Role?

  /// Creates an item; an item with nothing set changes nothing the screen shows.
  public init(title: String? = nil, image: Image? = nil, badge: Badge? = nil) {
    self.title = title
    self.image = image
    self.badge = badge
  }

  /// Whether the item sets nothing.
  var isEmpty: Bool { title == nil && image == nil && badge == nil && role == nil }

  /// The item in words, as in the tree's text and events: `title "Chats", badge 3`;
  /// `no item` when it sets nothing.
  public var description: String {
    var parts: [String] = []
    if let title { parts.append("title \"\(title)\"") }
    switch image {
    case .system(let name): parts.append("image system \(name)")
    case .asset(let name): parts.append("image \(name)")
    case nil: break
    }
    switch badge {
    case .count(let count): parts.append("badge \(count)")
    case .text(let text): parts.append("badge \"\(text)\"")
    case nil: break
    }
    if let role { parts.append("role \(role.rawValue)") }
    return parts.isEmpty ? "no item" : parts.joined(separator: ", ")
  }
}
