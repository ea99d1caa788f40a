import Testing
@_spi(Rendering) import Wayfinder

private enum MailAction: Hashable, Sendable {
  case archive
  case delete
}

/// The value both adapters draw: what they read from it and what a tap sends.
@MainActor
@Suite("Alerts ready to draw")
struct FlowAlertTests {
  @Test func itShowsTheModelsTextAndButtonsInOrder() {
    let model = AlertModel<MailAction>(
      title: "Delete?", message: "It cannot be undone.",
      buttons: [
        .init("Archive", action: .archive), .init("Delete", role: .destructive, action: .delete),
        .init("Cancel", role: .cancel),
      ])
    let alert = FlowAlert(model, send: { _ in })
    #expect(alert.content.title == "Delete?")
    #expect(alert.content.message == "It cannot be undone.")
    #expect(alert.content.buttons.map(\.title) == ["Archive", "Delete", "Cancel"])
    #expect(alert.content.buttons.map(\.role) == [nil, .destructive, .cancel])
  }

  @Test func aTapSendsThatButtonsActionAndAButtonWithoutOneSendsNothing() {
    var sent: [MailAction] = []
    let alert = FlowAlert(
      AlertModel(
        title: "Mail",
        buttons: [
          .init("Delete", role: .destructive, action: MailAction.delete),
          .init("Archive", action: .archive), .init("Cancel", role: .cancel),
        ]),
      send: { sent.append($0) })
    alert.tap(1)
    alert.tap(0)
    alert.tap(2)
    alert.tap(7)
    #expect(sent == [.archive, .delete])
  }

  @Test func aModelWithTwoCancelButtonsIsReportedOnceNotAgainWhenDrawn() {
    var model: AlertModel<MailAction>?
    withKnownIssue {
      model = AlertModel(
        title: "Leave?", buttons: [.init("No", role: .cancel), .init("Later", role: .cancel)])
    }
    guard let model else { return }
    let alert = FlowAlert(model, send: { _ in })
    #expect(alert.content.buttons.map(\.role) == [.cancel, .cancel])
  }
}
