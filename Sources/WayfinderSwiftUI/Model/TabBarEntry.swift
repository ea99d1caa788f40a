import Observation
@_spi(Rendering) import Wayfinder

/// What ``FlowTabs`` draws for one tab in the tab bar, decided from the tab's ``TabItem``.
struct TabBarEntry: Equatable {
  /// The badge's text, `nil` for none (no badge, or a count of zero or less).
  let badge: String?
  /// The title and image that replace the label the app draws; `nil` when the item sets
  /// neither, so the app's label stays.
  let label: Label?

  /// A label made from the item: its title (empty when it sets only an image) and image.
  struct Label: Equatable {
    let title: String
    let image: TabItem.Image?
  }

  init(_ item: TabItem) {
    badge = item.badge?.text
    label =
      item.title == nil && item.image == nil
      ? nil : Label(title: item.title ?? "", image: item.image)
  }
}

/// One tab's ``TabBarEntry`` as last worked out, observed on its own, so that a change of one
/// tab's item redraws only that tab's entry.
@MainActor
@Observable
final class ShownTabBarEntry {
  /// What the tab shows in the tab bar.
  var entry: TabBarEntry

  init(_ entry: TabBarEntry) {
    self.entry = entry
  }
}
