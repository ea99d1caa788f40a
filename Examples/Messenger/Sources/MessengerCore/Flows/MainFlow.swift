// NB: the front ends draw the screens and report the user's changes, as a renderer does.
@_spi(Rendering) import Wayfinder
import WayfinderCombine

/// The tabs: chats, library and profile, one flow per tab; a tab bar on an iPhone, a sidebar
/// the user can edit on an iPad or a Mac.
public final class MainFlow: Coordinator<MainTab, Void>, ScreenFlow {
  let services: Services
  private let logOut: @MainActor () -> Void

  /// The main flow for `services`; the profile tab's "Log out" calls `logOut`.
  public init(services: Services, logOut: @escaping @MainActor () -> Void) {
    self.services = services
    self.logOut = logOut
    var state = FlowState(tabs: MainTab.chats, .library, .profile)
    // NB: it throws only for a flow without tabs.
    try? state.setTabStyle(.sidebarAdaptable)
    super.init(state: state)
  }

  override public func makeChild(for route: MainTab) -> Flow? {
    switch route {
    case .chats: ChatsFlow(services: services)
    case .library: LibraryFlow(services: services)
    case .profile: ProfileFlow(services: services, logOut: logOut)
    }
  }

  /// The child flow drawn over this flow, if any.
  public var visibleChild: Flow? { topChild }
  /// The screen on top of this flow, from its view models.
  public var currentScreen: Screen { Screen(title: router.state.root.title) }
  /// The titles of this flow's stack, root first.
  public var crumbs: [String] { [] }
}

/// Chats: the list, threads pushed over it (each a ``ThreadFlow``), and a new chat in a sheet.
///
/// A split flow: where there is room (an iPad, a Mac) the list is a sidebar and the open thread
/// shows beside it; in a narrow window, and in the terminal, the same state is the list with
/// the thread pushed over it.
public final class ChatsFlow: Coordinator<ChatsRoute, Void>, ScreenFlow {
  let services: Services
  /// The chat list.
  public let list: ChatListViewModel

  /// The chats flow for `services`.
  public init(services: Services) {
    self.services = services
    list = ChatListViewModel(service: services.chats, observations: services.observations)
    super.init(state: FlowState(sidebar: .list))
    bind(list) { [weak self] event in
      switch event {
      // NB: the thread replaces the one in the detail column, as a sidebar selection does;
      // where the columns are collapsed into one stack it is pushed, zooming out of its row.
      case .opened(let id):
        self?.router.show(.thread(id), in: .detail, transition: .zoom(from: Self.row(of: id)))
      case .newChatTapped: await self?.startNewChat()
      }
    }
  }

  override public func makeChild(for route: ChatsRoute) -> Flow? {
    switch route {
    case .list: nil
    case .thread(let id): ThreadFlow(id: id, services: services)
    case .newChat: NewChatFlow(services: services)
    }
  }

  /// The zoom source that chat `id`'s row in the list marks: its thread zooms out of it.
  public static func row(of id: Int) -> ScreenTransition.Source { "chat-\(id)" }

  /// Shows the new-chat sheet; when it creates a chat, opens its thread in the detail column.
  /// Closing the sheet opens nothing.
  public func startNewChat() async {
    guard let id = try? await run(NewChatFlow(services: services), presenting: .newChat) else {
      return
    }
    router.show(.thread(id), in: .detail)
  }

  /// The view model of the thread of chat `id` on the stack, if one is: it is made with the
  /// thread's screen and goes when the screen is popped.
  public func thread(_ id: Int) -> ThreadViewModel? {
    (child(at: .thread(id)) as? ThreadFlow)?.model
  }

  /// The thread flow that holds `screen`, one of `router.screens`; `nil` for the list and the
  /// sheet. A front end finds there what to draw for a screen of the stack.
  public func thread(holding screen: ScreenRoute) -> ThreadFlow? {
    guard screen.as(ThreadRoute.self) != nil, let id = screen.flow else { return nil }
    return children.lazy.compactMap { $0 as? ThreadFlow }.first { $0.id == id }
  }

  /// The child flow drawn over this flow, if any: the sheet's, or the thread's on top.
  public var visibleChild: Flow? {
    if router.state.isPresenting { return topChild }
    return router.screens.stack.last.flatMap(thread(holding:))
  }

  /// The titles of this flow's stack, root first.
  public var crumbs: [String] { router.state.stack.map(title) }

  private func title(_ route: ChatsRoute) -> String {
    switch route {
    case .list: "Chats"
    case .thread(let id): services.chats.chat(id: id)?.title ?? "Chat \(id)"
    case .newChat: "New chat"
    }
  }

  /// The screen on top of this flow, from its view models.
  public var currentScreen: Screen {
    switch router.state.top {
    case .list, .newChat:
      return Screen(
        title: "Chats", lines: list.chats.isEmpty ? ["No chats yet."] : [],
        actions: list.chats.map { chat in
          .perform("\(chat.title) (\(Self.count(chat.messages.count)))") { [list] in
            list.send(.opened(chat.id))
          }
        } + [.perform("New chat") { [list] in list.send(.newChatTapped) }])
    case .thread(let id):
      // NB: the thread's own flow draws it (`visibleChild`); this is only reached when none
      // could be made for it.
      return Screen(title: "Chat \(id)", lines: ["This chat does not exist."])
    }
  }

  /// "1 message", "2 messages".
  static func count(_ messages: Int) -> String {
    messages == 1 ? "1 message" : "\(messages) messages"
  }
}

/// The new-chat sheet as a flow that finishes with the new chat's number.
public final class NewChatFlow: Coordinator<NewChatRoute, Int>, ScreenFlow {
  /// The form.
  public let form: NewChatViewModel

  /// The flow for `services`.
  public init(services: Services) {
    form = NewChatViewModel(service: services.chats)
    super.init(root: .form)
    bind(form) { [weak self] event in
      if case .created(let id) = event { self?.finish(with: id) }
    }
  }

  /// The child flow drawn over this flow, if any.
  public var visibleChild: Flow? { nil }
  /// The titles of this flow's stack, root first.
  public var crumbs: [String] { ["New chat"] }
  /// The screen on top of this flow, from its view models.
  public var currentScreen: Screen {
    Screen(
      title: "New chat", lines: form.message.map { ["! \($0)"] } ?? [],
      actions: [.input("Start a chat with", prompt: "Name") { [form] in form.start(with: $0) }])
  }
}

/// The library: a list and an item pushed over it.
public final class LibraryFlow: Coordinator<LibraryRoute, Void>, ScreenFlow {
  /// The list.
  public let library: LibraryViewModel

  /// The flow for `services`.
  public init(services: Services) {
    library = LibraryViewModel(service: services.library)
    super.init(root: .list)
    bind(library) { [weak self] event in
      if case .opened(let id) = event { self?.router.push(.item(id)) }
    }
  }

  /// The child flow drawn over this flow, if any.
  public var visibleChild: Flow? { nil }
  /// The titles of this flow's stack, root first.
  public var crumbs: [String] {
    router.state.stack.map { route in
      switch route {
      case .list: "Library"
      case .item(let id): library.item(id)?.title ?? "Item \(id)"
      }
    }
  }

  /// The screen on top of this flow, from its view models.
  public var currentScreen: Screen {
    switch router.state.top {
    case .list:
      return Screen(
        title: "Library",
        actions: library.items.map { item in
          .perform(item.title) { [library] in library.send(.opened(item.id)) }
        })
    case .item(let id):
      let item = library.item(id)
      return Screen(title: item?.title ?? "Item \(id)", lines: [item?.summary ?? "Not found."])
    }
  }
}
