import PropertyBased
import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Windows: properties")
struct WindowPropertyTests {
  /// Random life cycles of four windows: each operation is a code, its window `code % 4` and
  /// its kind `code / 4` (connect, disconnect, activate, discard, push a chat).
  static let lifeCycles = Gen.int(in: 0...19).array(of: 1...40)

  // Whatever the platform does, in whatever order, the windows listed are the connected ones,
  // frontmost first, each showing what it showed before it disconnected, and a discarded
  // window starts again from nothing.
  @Test func everyLifeCycleKeepsEachWindowsOwnState() async {
    await checkProperty(count: 200, input: Self.lifeCycles) { codes in
      let windows = makeWindows()
      var order: [String] = []  // the model: connected windows, frontmost first
      var paths: [String: [ChatsRoute]] = [:]  // every window not discarded
      for code in codes {
        let id = ["A", "B", "C", "D"][code % 4]
        let connected = order.contains(id)
        switch code / 4 {
        case 0 where !connected:
          windows.connect(id)
          order.insert(id, at: 0)
          paths[id] = paths[id] ?? []
        case 1 where connected:
          windows.disconnect(id)
          order.removeAll { $0 == id }
        case 2 where connected:
          windows.activate(id)
          order.removeAll { $0 == id }
          order.insert(id, at: 0)
        case 3:
          windows.discard(id)
          order.removeAll { $0 == id }
          paths[id] = nil
        case 4 where connected:
          windows.window(id)?.chats?.router.push(.thread(id: code))
          paths[id, default: []].append(.thread(id: code))
        default:
          continue
        }
        #expect(windows.windows.map(\.id) == order)
        for window in windows.windows {
          #expect(window.isConnected)
          #expect(window.chats?.router.state.path == paths[window.id])
        }
      }
    }
  }
}
