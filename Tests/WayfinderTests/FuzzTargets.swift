// The fuzz targets' fixtures: compiled into each fuzzer together with the Wayfinder sources
// (see Tools/fuzz.sh), and into these tests, which replay the fuzzers' seeds and crashes.
import Foundation

#if canImport(Wayfinder)
  import Wayfinder
#endif

/// The routes the fuzzed app uses.
enum FuzzRoute: Hashable, Codable, Sendable {
  case home
  case item(Int)
  case sheet
}

/// A stack flow that shows a child flow in its sheet.
final class FuzzFlow: Coordinator<FuzzRoute, Void> {
  init() { super.init(root: .home) }

  override func makeChild(for route: FuzzRoute) -> Flow? {
    route == .sheet ? FuzzChildFlow() : nil
  }
}

/// The flow in the sheet.
final class FuzzChildFlow: Coordinator<FuzzRoute, Void> {
  init() { super.init(root: .home) }
}

enum Fuzzing {
  /// The deep links the parser is fuzzed with.
  static let links: DeepLinkMap = {
    var links = DeepLinkMap(scheme: "fuzz")
    links.add("/items/:id") { parameters throws(DeepLinkError) in
      [.path([FuzzRoute.item(try parameters.value("id"))])]
    }
    links.add("/items/:id/sheet") { parameters throws(DeepLinkError) in
      let id: Int = try parameters.value("id")
      let label: String? = try parameters.optional("label")
      _ = label
      return [.path([FuzzRoute.item(id)]), .present(FuzzRoute.sheet)]
    }
    return links
  }()

  /// Parses `text` as a deep link and opens it in a fresh app; only typed errors may come out,
  /// and a rejected link must change nothing.
  @MainActor
  static func openLink(_ text: String) -> Bool {
    let navigator = Navigator(root: FuzzFlow())
    navigator.deepLinks = links
    navigator.start()
    let before = navigator.tree
    do throws(DeepLinkError) {
      _ = try navigator.open(text)
      _ = navigator.tree.text
      return true
    } catch {
      _ = error.description
      return navigator.tree == before
    }
  }

  /// Restores `data` as a snapshot into a fresh app; only typed errors may come out, and a
  /// rejected snapshot must change nothing.
  @MainActor
  static func restore(_ data: [UInt8]) -> Bool {
    let navigator = Navigator(root: FuzzFlow())
    navigator.start()
    let before = navigator.tree
    do throws(RestorationError) {
      try navigator.restore(from: Data(data))
      _ = try navigator.snapshotData()
      return true
    } catch {
      _ = error.description
      return navigator.tree == before
    }
  }
}
