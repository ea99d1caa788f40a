import Wayfinder
import WayfinderCombine

/// The profile: an overview, editing in a guarded sheet, and logging out.
public final class ProfileFlow: Coordinator<ProfileRoute, Void>, ScreenFlow {
  let services: Services
  private let logOut: @MainActor () -> Void
  /// The overview.
  public let profile: ProfileViewModel

  /// The flow for `services`; logging out calls `logOut`, which the app flow hands down.
  public init(services: Services, logOut: @escaping @MainActor () -> Void) {
    self.services = services
    self.logOut = logOut
    profile = ProfileViewModel(service: services.users)
    super.init(root: .overview)
    bind(profile) { [weak self] event in
      guard let self else { return }
      switch event {
      case .editTapped: router.present(.edit)
      case .logOutTapped: logOut()
      }
    }
  }

  override public func makeChild(for route: ProfileRoute) -> Flow? {
    route == .edit ? EditProfileFlow(services: services) : nil
  }

  /// The child flow drawn over this flow, if any.
  public var visibleChild: Flow? { router.state.isPresenting ? topChild : nil }
  /// The titles of this flow's stack, root first.
  public var crumbs: [String] { ["Profile"] }
  /// The screen on top of this flow, from its view models.
  public var currentScreen: Screen {
    Screen(
      title: "Profile",
      lines: [
        "Name: \(profile.user?.displayName ?? "-")", "Username: \(profile.user?.username ?? "-")",
      ],
      actions: [
        .perform("Edit profile") { [profile] in profile.send(.editTapped) },
        .perform("Log out") { [profile] in profile.send(.logOutTapped) },
      ])
  }
}

/// Editing the profile in a sheet that asks before discarding unsaved changes.
public final class EditProfileFlow: Coordinator<EditProfileRoute, Void>, ScreenFlow {
  /// The form.
  public let form: EditProfileViewModel

  /// The flow for `services`.
  public init(services: Services) {
    form = EditProfileViewModel(service: services.users)
    super.init(root: .form)
    bind(form) { [weak self] event in
      if case .saved = event { self?.finish() }
    }
  }

  override public func shouldLeave() -> LeaveDecision {
    form.hasChanges ? .confirm("Discard your changes?") : .allow
  }

  /// The child flow drawn over this flow, if any.
  public var visibleChild: Flow? { nil }
  /// The titles of this flow's stack, root first.
  public var crumbs: [String] { ["Edit profile"] }
  /// The screen on top of this flow, from its view models.
  public var currentScreen: Screen {
    Screen(
      title: "Edit profile",
      lines: ["Name: \(form.displayName)"] + (form.hasChanges ? ["(unsaved changes)"] : [])
        + (form.message.map { ["! \($0)"] } ?? []),
      actions: [
        .input("Change name", prompt: "Name") { [form] in form.displayName = $0 },
        .perform("Save", enabled: form.hasChanges) { [form] in form.save() },
      ])
  }
}
