import Foundation
import MessengerCore
import Testing

@MainActor
@Suite("Messenger end to end")
struct EndToEndTests {
  @Test func aWholeSessionFromLoginToLogout() async {
    let session = ScriptedSession()
    let result = await session.run(
      ScriptedSession.logIn + [
        "1",  // open Ada
        "1", "Hello Ada",  // send a message
        "b",  // back to the list
        "t library", "2",  // another tab, open an item
        "t profile", "1",  // edit profile in a sheet
        "1", "Ada Lovelace",  // change the name
        "d", "n",  // try to dismiss, keep the changes
        "d", "y",  // dismiss, discard them
        "2",  // log out
        "q",
      ])
    #expect(result.code == .ok)
    #expect(
      result.output.containsInOrder([
        "Tabs: [Chats]  Library  Profile",
        "Chats › Ada", "-- Ada --", "Demo User: Hello Ada",
        "> b", "-- Chats --", "Ada (2 messages)",
        "Tabs: Chats  [Library]  Profile", "Library › Navigation as data",
        "-- Edit profile (sheet) --", "Name: Ada Lovelace", "(unsaved changes)",
        "Discard your changes? (y/n)", "Kept your changes.", "-- Edit profile (sheet) --",
        "Discard your changes? (y/n)", "-- Profile --", "Name: Demo User",
        "> 2", "-- Log in --", "Bye.",
      ]))
  }

  @Test func aWrongPasswordSaysSoAndStaysOnTheForm() async {
    let result = await ScriptedSession().run(["1", "demo", "2", "nope-nope", "3", "q"])
    #expect(
      result.output.containsInOrder([
        "> 3", "-- Log in --", "! Wrong username or password. Try again, or reset your password.",
      ]))
    #expect(!result.output.contains("Tabs:"))
  }

  @Test func forgotPasswordInThreeStepsThenLogInWithTheNewOne() async {
    let result = await ScriptedSession().run([
      "5", "1", "demo@example.com", "1", "12", "1", "246810", "1", "new-password-1",
      "1", "demo", "2", "new-password-1", "3", "q",
    ])
    #expect(
      result.output.containsInOrder([
        "-- Forgot password --", "-- Enter PIN --", "demo PIN: 246810", "! The PIN has six digits.",
        "-- New password --", "-- Log in --", "Tabs: [Chats]",
      ]))
  }

  @Test func aDeepLinkAtColdStartWaitsForLoginThenOpens() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + ["q"], arguments: ["--open", "messenger://chats/2"])
    #expect(
      result.output.containsInOrder([
        "Log in to open messenger://chats/2.", "-- Log in --", "> 3", "Chats › Grace",
        "-- Grace --",
      ]))
  }

  @Test func aDeepLinkWhileRunningOpensAndBadLinksChangeNothing() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + [
        "t library", "open messenger://chats/3", "open ::not a link", "open messenger://settings",
        "q",
      ])
    #expect(
      result.output.containsInOrder([
        "Opened messenger://chats/3.", "Tabs: [Chats]", "-- Linus --",
        "`::not a link` is not a URL.", "-- Linus --",
        "No link matches `/settings`. Known links: /chats/:id.", "-- Linus --",
      ]))
  }

  // The same chat by its universal link; another site's link, and a missing chat's, change
  // nothing.
  @Test func aUniversalLinkOfTheAppsSiteOpensAsItsOwnLinkDoes() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + [
        "open https://messenger.example/chats/3", "open https://elsewhere.example/chats/2",
        "open https://messenger.example/chats/99", "q",
      ])
    #expect(
      result.output.containsInOrder([
        "Opened https://messenger.example/chats/3.", "-- Linus --",
        "Links of `elsewhere.example` are not handled", "-- Linus --",
        "There is no chat 99, so https://messenger.example/chats/99 was not opened.",
      ]))
  }

  // The site's apple-app-site-association file comes from the same map, so the two cannot
  // drift apart: written by a test, served by the site.
  @Test func theSiteAssociationFileComesFromTheLinks() {
    let file = String(
      decoding: MessengerApp.links.appSiteAssociation(appIDs: ["ABCDE12345.com.example.messenger"]),
      as: UTF8.self)
    #expect(file.contains(#""/" : "/chats/?*""#))
    #expect(file.contains(#""/" : "/chats/?*/*""#))
    #expect(file.contains("ABCDE12345.com.example.messenger"))
  }

  @Test func restartingReturnsToTheSameTabStackAndSheet() async {
    let session = ScriptedSession()
    _ = await session.run(ScriptedSession.logIn + ["t library", "1", "q"])
    let second = await session.run(["t profile", "1", "q"])
    #expect(second.output.hasPrefix("Tabs: Chats  [Library]  Profile\nLibrary › Coordinators"))
    let third = await session.run(["q"])
    #expect(
      third.output.containsInOrder([
        "Tabs: Chats  Library  [Profile]", "-- Edit profile (sheet) --",
      ]))
  }
}
