import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Leave guards")
struct GuardTests {
  private func editing() throws -> (ProfileFlow, EditProfileFlow) {
    let profile = ProfileFlow()
    profile.start()
    profile.router.present(.edit)
    let edit = try #require(profile.child(at: .edit) as? EditProfileFlow)
    return (profile, edit)
  }

  @Test func unsavedChangesAskForConfirmationAndStopTheDismissal() throws {
    let (profile, edit) = try editing()
    edit.hasChanges = true
    let change = profile.router.dismiss()
    #expect(
      change.error?.description
        == "ProfileFlow: EditProfileFlow asks to confirm before leaving: Discard your changes?. "
        + "Ask the user, then call `confirmLeave()` on EditProfileFlow and navigate again.")
    #expect(profile.router.state.presented == [Presentation(.edit)])
    #expect(edit.status == .active)

    edit.confirmLeave()
    profile.router.dismiss()
    #expect(edit.status == .cancelled(.removedByParent))
  }

  @Test func aRefusalStopsUserDismissalsTooAndSaysWhy() throws {
    let (profile, edit) = try editing()
    edit.refuses = true
    let result = profile.router.userDidNavigate(.dismissedTo(count: 0))
    #expect(
      result.error
        == (NavigationError(
          .leaveRefused(flow: "EditProfileFlow", reason: "saving is in progress"),
          flow: "ProfileFlow")))
    #expect(profile.router.state.isPresenting)
  }

  @Test func theUsersConfirmationDismissesAsTheUser() throws {
    let (profile, edit) = try editing()
    edit.hasChanges = true
    #expect(profile.router.userDismissalBlocker(downTo: 0) != nil)
    #expect(profile.router.userConfirmedDismissal(downTo: 0).isApplied)
    #expect(profile.router.state.presented.isEmpty)
    #expect(edit.status == .cancelled(.dismissedByUser))
  }

  @Test func aConfirmationDoesNotOverrideARefusalNorOutliveIt() throws {
    let (profile, edit) = try editing()
    edit.hasChanges = true
    let child = EditProfileFlow()
    child.refuses = true
    edit.addChild(child)
    let result = profile.router.userConfirmedDismissal(downTo: 0)
    #expect(
      result.error
        == (NavigationError(
          .leaveRefused(flow: "EditProfileFlow", reason: "saving is in progress"),
          flow: "ProfileFlow")))
    #expect(profile.router.state.presented.map(\.route) == [.edit])
    child.refuses = false
    // NB: the refused confirmation did not stay: the user is asked again.
    #expect(profile.router.userDismissalBlocker(downTo: 0) != nil)
  }

  @Test func finishingFromCodeDoesNotAsk() throws {
    let (profile, edit) = try editing()
    edit.refuses = true
    edit.finish(with: "saved")
    #expect(!profile.router.state.isPresenting)
    #expect(edit.status == .finished)
  }
}

@MainActor
@Suite("Leave guards asked by renderers")
struct GuardQuestionTests {
  @Test func renderersCanAskWithoutUsingAConfirmationUp() throws {
    let profile = ProfileFlow()
    profile.start()
    profile.router.present(.edit)
    let edit = try #require(profile.child(at: .edit) as? EditProfileFlow)
    #expect(profile.router.userDismissalBlocker(downTo: 0) == nil)
    edit.hasChanges = true
    #expect(
      profile.router.userDismissalBlocker(downTo: 0)?.reason
        == .leaveNeedsConfirmation(flow: "EditProfileFlow", prompt: "Discard your changes?"))
    edit.confirmLeave()
    #expect(profile.router.userDismissalBlocker(downTo: 0) == nil)
    #expect(profile.router.userDismissalBlocker(downTo: 0) == nil)
    #expect(profile.router.userDidNavigate(.dismissedTo(count: 0)).isApplied)
  }
}
