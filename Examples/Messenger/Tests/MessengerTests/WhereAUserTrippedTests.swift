import Foundation
import Testing

/// What a user trying the app ran into, each checked through the real binary.
@Suite("Where a user tripped, through the binary")
struct WhereAUserTrippedTests {
  /// The app's output for `lines` typed after logging in, then the end of input.
  private func session(_ lines: [String]) throws -> (code: Int32, output: String) {
    let directory = try MessengerProcess.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let logIn = ["1", "demo", "2", "demo1234", "3"]
    let input = (logIn + lines).map { $0 + "\n" }.joined()
    let result = try MessengerProcess.run(["--data-dir", directory.path], input: input)
    return (result.code, result.output)
  }

  @Test func aLongUnknownCommandIsShortenedInTheMessage() throws {
    let (code, output) = try session([String(repeating: "x", count: 5_000), "q"])
    #expect(code == 0)
    let message = try #require(
      output.split(separator: "\n").first { $0.hasPrefix("Unknown command") })
    #expect(message.hasPrefix("Unknown command `\(String(repeating: "x", count: 39))…`."))
    // The line typed is in the transcript once; the message adds no more than its start.
    #expect(output.filter { $0 == "x" }.count < 5_100)
  }

  @Test func theKeyLineNamesEveryKeyTheScreenTakes() throws {
    let (_, output) = try session(["q"])
    #expect(output.contains("Keys: <number> choose · b back · d dismiss · ? help · q quit"))
    #expect(
      output.contains("Keys: <number> choose · b back · d dismiss · t tab · ? help · q quit"))
  }

  @Test func backOnASheetsFirstScreenClosesTheSheet() throws {
    let (_, output) = try session(["4", "b", "q"])
    #expect(
      output.containsInOrder(["-- New chat (sheet) --", "> b", "-- Chats --", "4) New chat"]))
    #expect(!output.contains("Nothing to go back to."))
  }

  // Defect: a field had no way back but an empty line, and said nothing of it, so a command
  // typed there (b, q) was sent as a message.
  @Test func aFieldSaysAnEmptyLineGoesBackAndOneDoes() throws {
    let (_, output) = try session(["1", "1", "", "q"])
    #expect(
      output.containsInOrder([
        "-- Ada --", "Message: (an empty line goes back)", "Cancelled: Message left as it was.",
        "-- Ada --",
      ]))
    #expect(!output.contains("An empty message is not sent"))
  }

  // Defect: the key line offered `t tab` while a sheet covered the tab bar, and `t` switched
  // tabs under the sheet.
  @Test func underASheetTheTabsAreNotOffered() throws {
    let (_, output) = try session(["4", "t library", "q"])
    let sheet = output.components(separatedBy: "-- New chat (sheet) --").dropFirst().joined()
    #expect(sheet.contains("Keys: <number> choose · b back · d dismiss · ? help · q quit"))
    #expect(!sheet.contains("t tab"))
    #expect(sheet.contains("The New chat sheet covers the tabs: close it first (d)."))
    #expect(!output.contains("[Library]"))
  }

  @Test func theEndOfInputInAFieldCancelsTheFieldAndTheNextQuits() throws {
    let (code, output) = try session(["1", "1"])
    #expect(code == 0)
    #expect(
      output.containsInOrder(["Message:", "Cancelled: Message left as it was.", "-- Ada --"]))
  }
}
