import Foundation

/// The identifiers a platform's tab customization knows a flow's tabs by (SwiftUI's
/// `customizationID`, UIKit's `UITab.identifier`): each route's JSON text (its `Codable` form,
/// keys sorted), which stays the same across launches and releases while the route does, so
/// what the system keeps of the user's customization finds its tabs again.
@_spi(Rendering)
@MainActor
public final class TabIdentifiers<Route: Hashable & Codable & Sendable> {
  private var ids: [Route: String] = [:]
  private var tabs: [String: Route] = [:]

  /// Creates an empty table: identifiers are made as tabs are asked for.
  public init() {}

  /// The identifier of `tab`.
  public func id(of tab: Route) -> String {
    if let id = ids[tab] { return id }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let id = (try? encoder.encode(tab)).map { String(decoding: $0, as: UTF8.self) } ?? "\(tab)"
    ids[tab] = id
    tabs[id] = tab
    return id
  }

  /// The tab known by `id`, among those asked for so far.
  public func tab(for id: String) -> Route? { tabs[id] }
}
