import Foundation
import Testing
@_spi(Rendering) import Wayfinder

/// What the chats flow's alerts send back.
private enum ChatsAction: Hashable, Codable, Sendable {
  case delete(id: Int)
}

/// A flow's alert as the flow would describe it.
private func deleteAlert(id: Int) -> AlertModel<ChatsAction> {
  AlertModel(
    title: "Delete this chat?", message: "It cannot be undone.",
    buttons: [
      .init("Delete", role: .destructive, action: .delete(id: id)),
      .init("Cancel", role: .cancel),
    ])
}

@Suite("Alerts as values")
struct AlertModelTests {
  @Test func aTestComparesWhatAnAlertOffers() {
    let alert = deleteAlert(id: 3)
    #expect(
      alert
        == AlertModel(
          title: "Delete this chat?", message: "It cannot be undone.",
          buttons: [
            .init("Delete", role: .destructive, action: .delete(id: 3)),
            .init("Cancel", role: .cancel),
          ]))
    #expect(alert != deleteAlert(id: 4))
    #expect(alert.buttons.map(\.title) == ["Delete", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
  }

  @Test func tappingAButtonGivesItsAction() {
    let alert = deleteAlert(id: 3)
    #expect(alert.action(tapping: "Delete") == .delete(id: 3))
    #expect(alert.action(tapping: "Cancel") == nil)
  }

  @Test func tappingAButtonTheAlertDoesNotHaveIsReported() {
    var action: ChatsAction?
    withKnownIssue {
      action = deleteAlert(id: 3).action(tapping: "Archive")
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "The alert \"Delete this chat?\" has no button titled \"Archive\"; its buttons are "
            + "\"Delete\", \"Cancel\"."
        ]
    }
    #expect(action == nil)
  }

  @Test func anAlertWithoutButtonsHasAnOKThatOnlyClosesIt() {
    let alert = AlertModel<ChatsAction>(title: "Sent")
    #expect(alert.buttons == [.init("OK")])
    #expect(alert.action(tapping: "OK") == nil)
  }

  @Test func anAlertWithCodableActionsRoundTrips() throws {
    let alert = deleteAlert(id: 3)
    let decoded = try JSONDecoder().decode(
      AlertModel<ChatsAction>.self, from: JSONEncoder().encode(alert))
    #expect(decoded == alert)
  }
}

@Suite("Alerts as values: mistakes")
struct AlertModelMistakeTests {
  @Test func moreThanOneCancelButtonIsReported() {
    withKnownIssue {
      _ = AlertModel<Int>(
        title: "Leave?", buttons: [.init("No", role: .cancel), .init("Not now", role: .cancel)])
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "The alert \"Leave?\" has more than one cancel button; give the cancel role to one "
            + "button only."
        ]
    }
  }
}
