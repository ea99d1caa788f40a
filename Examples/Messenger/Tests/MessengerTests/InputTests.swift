import Foundation
import MessengerTerminal
import Testing

/// What the user types, checked and answered, end to end through scripted sessions.
@MainActor
@Suite("Messenger input and screens")
struct InputTests {
  @Test func registrationRejectsEmptyFields() async {
    // Register; fill in some fields; create the account.
    let register = ["4"]
    let noUsername = await ScriptedSession().run(
      register + ["2", "a@example.com", "3", "password1", "4", "q"])
    #expect(noUsername.output.contains("! Enter a username."))
    let noEmail = await ScriptedSession().run(register + ["1", "ada", "3", "password1", "4", "q"])
    #expect(noEmail.output.contains("! Enter an email address."))
    let noPassword = await ScriptedSession().run(
      register + ["1", "ada", "2", "a@example.com", "4", "q"])
    #expect(noPassword.output.contains("! Enter a password."))
    for result in [noUsername, noEmail, noPassword] { #expect(!result.output.contains("Tabs:")) }
    let complete = await ScriptedSession().run(
      register + ["1", "ada", "2", "a@example.com", "3", "password1", "4", "q"])
    #expect(complete.output.contains("Tabs: [Chats]"))
  }

  @Test func aWrongPINIsRejectedAtThePINStepAndErrorsGoOnceFixed() async {
    let result = await ScriptedSession().run([
      "5", "1", "nobody@example.com",  // unknown email
      "1", "demo@example.com",  // the PIN is sent; the error goes
      "1", "111111",  // wrong PIN: refused here
      "1", "246810",  // right PIN
      "1", "new-password-1", "q",
    ])
    #expect(
      result.output.containsInOrder([
        "-- Forgot password --", "! No account uses nobody@example.com.",
        "-- Enter PIN --", "> 111111", "-- Enter PIN --",
        "! That PIN is not the one we sent. Check it and try again.",
        "> 246810", "-- New password --", "-- Log in --",
        "Your password was changed. Log in with the new one.",
      ]))
    let afterEmail = result.output.components(separatedBy: "-- Enter PIN --")[1]
    #expect(!afterEmail.contains("No account uses"))
    let afterPIN = result.output.components(separatedBy: "-- New password --")[1]
    #expect(!afterPIN.contains("That PIN is not"))
  }

  @Test func quittingWithUnsavedChangesAsksFirst() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + ["t profile", "1", "1", "Ada", "q", "n", "q", "y"])
    #expect(
      result.output.containsInOrder([
        "(unsaved changes)", "> q", "Discard your changes? Quit anyway? (y/n)", "> n",
        "Kept your changes.", "-- Edit profile (sheet) --", "> q",
        "Discard your changes? Quit anyway? (y/n)", "> y", "Bye.",
      ]))
  }

  // Defect: answering no said "Kept your changes.", and the end of the input then quit without
  // a word: the changes were gone on the next launch.
  @Test func theEndOfInputWithUnsavedChangesSaysTheyAreNotKept() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + ["t profile", "1", "1", "Ada", "q", "n"])
    #expect(
      result.output.containsInOrder([
        "Discard your changes? Quit anyway? (y/n)", "> n", "Kept your changes.",
        "Input ended with unsaved changes: they are not kept.",
      ]))
  }

  // Defect: a failed login's error stayed on the login screen after the user went to another
  // screen and came back.
  @Test func aLoginErrorDoesNotOutliveTheAttempt() async {
    let result = await ScriptedSession().run(
      ["1", "demo", "2", "wrong-pw", "3", "4", "b", "q"])
    #expect(
      result.output.containsInOrder(["! Wrong username or password.", "-- Register --", "> b"]))
    let back = result.output.components(separatedBy: "> b").last ?? ""
    #expect(back.contains("-- Log in --"))
    #expect(!back.contains("Wrong username or password"))
  }

  @Test func aScreenWithoutChoicesSaysSo() async {
    let result = await ScriptedSession().run(ScriptedSession.logIn + ["t library", "1", "1", "q"])
    #expect(
      result.output.containsInOrder([
        "-- Coordinators --", "> 1",
        "This screen has no choices. Type b to go back, or ? for help.",
      ]))
  }

  @Test func chatsCountTheirMessagesInWords() async {
    let result = await ScriptedSession().run(ScriptedSession.logIn + ["q"])
    #expect(
      result.output.contains("1) Ada (1 message)\n  2) Grace (1 message)\n  3) Linus (0 messages)"))
  }

  @Test func aLinkToAMissingChatIsRefusedWithoutOpeningAnything() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + ["open messenger://chats/99", "q"])
    #expect(result.output.contains("There is no chat 99, so messenger://chats/99 was not opened."))
    #expect(!result.output.contains("Opened"))
    #expect(!result.output.contains("This chat does not exist"))
  }

  @Test func controlCharactersInMessagesAndNamesAreShownEscaped() async {
    let clear = "Look\u{1B}[2Jhere"
    let rename = "\u{1B}]0;pwned\u{07}Mallory"
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + ["1", "1", clear, "b", "4", "1", rename, "q"])
    #expect(result.output.contains("Demo User: Look^[[2Jhere"))
    #expect(result.output.contains("-- ^[]0;pwned^GMallory --"))
    #expect(!result.output.contains("\u{1B}"))
    #expect(!result.output.contains("\u{07}"))
    #expect(TerminalText.escaped("a\u{9B}2Jb\u{7F}") == "a<U+009B>2Jb^?")
  }

  @Test func passwordsAreNotEchoed() async {
    let result = await ScriptedSession().run(ScriptedSession.logIn + ["q"])
    #expect(result.output.contains("Password: (an empty line goes back)\n> ••••••••"))
    #expect(!result.output.contains("demo1234\n"))
  }

  @Test func scriptsWithCRLFAndBlankLinesRunAsTypedInput() async throws {
    let session = ScriptedSession()
    let lines = ScriptedSession.logIn + ["", "1", "", "b", "q"]
    let typed = await session.run(lines)
    let crlf = ScriptedSession()
    try FileManager.default.createDirectory(at: crlf.directory, withIntermediateDirectories: true)
    let script = crlf.directory.appendingPathComponent("script.txt")
    try Data((lines.joined(separator: "\r\n") + "\r\n").utf8).write(to: script)
    let fromFile = await ScriptedSession.run([
      "--data-dir", crlf.directory.path, "--script", script.path,
    ])
    #expect(fromFile.code == .ok)
    #expect(fromFile.output == typed.output)
    #expect(!fromFile.output.contains("\r"))
  }

  @Test func aScriptThatIsNotUTF8SaysSo() async throws {
    let session = ScriptedSession()
    try FileManager.default.createDirectory(
      at: session.directory, withIntermediateDirectories: true)
    let script = session.directory.appendingPathComponent("script.txt")
    try Data([0x31, 0x0A, 0x64, 0xFF, 0x6F]).write(to: script)
    let result = await ScriptedSession.run([
      "--data-dir", session.directory.path, "--script", script.path,
    ])
    #expect(result.code == .dataError)
    #expect(
      result.errors
        == "messenger: the script \(script.path) is not UTF-8 text (invalid byte at offset 3).")
  }

  @Test func nothingWiderThan80Columns() async {
    let long = String(repeating: "word ", count: 40) + String(repeating: "x", count: 100)
    let result = await ScriptedSession().run(ScriptedSession.logIn + ["1", "1", long, "?", "q"])
    let widest = result.output.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= 80)
    #expect(result.output.contains("Demo User: word word"))
  }
}
