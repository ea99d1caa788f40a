#if canImport(SwiftUI)
  import MessengerCore
  import SwiftUI
  import WayfinderSwiftUI

  /// The tab bar, each tab drawn by its flow.
  struct MainFlowView: View {
    let flow: MainFlow

    var body: some View {
      FlowTabs(flow.router) { tab in
        ChildFlowView(flow.child(at: tab))
      } label: { tab in
        Text(tab.title)
      }
    }
  }

  /// The chat list, threads pushed over it, and the new-chat sheet. Each thread's screen is
  /// its own flow's (`ThreadFlow`), whose view model lives as long as the screen. The flow is a
  /// split flow: on an iPad or a Mac the list is a sidebar with the open thread beside it (a
  /// placeholder until one is opened); on an iPhone the same state is one stack, where a
  /// thread zooms out of the row it was opened from (each row marks its source).
  struct ChatsFlowView: View {
    let flow: ChatsFlow

    var body: some View {
      FlowStack(flow.router) { route in
        switch route {
        case .list: ChatListView(model: flow.list).navigationTitle("Chats")
        case .newChat: ChildFlowView(flow.child(at: .newChat))
        // A thread's route shows its ThreadFlow's screen, which the flow draws.
        case .thread: EmptyView()
        }
      }
      .flowColumnPlaceholder { _ in Text("Select a chat") }
    }
  }

  /// The new-chat form, in a sheet with a Cancel button.
  struct NewChatFlowView: View {
    let flow: NewChatFlow

    var body: some View {
      FlowStack(flow.router) { _ in
        NewChatView(model: flow.form).navigationTitle("New chat").toolbar {
          ToolbarItem(placement: .cancellationAction) { CancelButton() }
        }
      }
    }
  }

  /// Closes the sheet it is in as the user would: a flow with unsaved changes asks first.
  struct CancelButton: View {
    @Environment(\.closePresentation) private var close

    var body: some View {
      Button("Cancel") { close?() }
    }
  }

  /// The library and its items.
  struct LibraryFlowView: View {
    let flow: LibraryFlow

    var body: some View {
      FlowStack(flow.router) { route in
        switch route {
        case .list:
          VStack {
            ForEach(flow.library.items, id: \.id) { item in
              Button(item.title) { flow.library.send(.opened(item.id)) }
            }
          }
          .navigationTitle("Library")
        case .item(let id):
          let item = flow.library.item(id)
          Text(item?.summary ?? "Not found.").navigationTitle(item?.title ?? "Library")
        }
      }
    }
  }

  /// The profile, with editing in a guarded sheet.
  struct ProfileFlowView: View {
    let flow: ProfileFlow

    var body: some View {
      FlowStack(flow.router) { route in
        switch route {
        case .overview:
          VStack {
            Text(flow.profile.user?.displayName ?? "")
            Button("Edit profile") { flow.profile.send(.editTapped) }
            Button("Log out") { flow.profile.send(.logOutTapped) }
          }
          .navigationTitle("Profile")
        case .edit: ChildFlowView(flow.child(at: .edit))
        }
      }
    }
  }

  /// The edit form, in a sheet with Cancel: with unsaved changes, Cancel and a swipe-down both
  /// ask "Discard your changes?" (the flow's guard).
  struct EditProfileFlowView: View {
    let flow: EditProfileFlow

    var body: some View {
      FlowStack(flow.router) { _ in
        EditProfileView(model: flow.form).navigationTitle("Edit profile").toolbar {
          ToolbarItem(placement: .cancellationAction) { CancelButton() }
        }
      }
    }
  }

  struct ChatListView: View {
    let model: ChatListViewModel

    var body: some View {
      VStack {
        ForEach(model.chats, id: \.id) { chat in
          Button(chat.title) { model.send(.opened(chat.id)) }
            .flowTransitionSource(ChatsFlow.row(of: chat.id))
        }
        Button("New chat") { model.send(.newChatTapped) }
      }
    }
  }

  struct ThreadView: View {
    let model: ThreadViewModel
    @State private var draft = ""

    var body: some View {
      VStack {
        ForEach(model.rows) { row in
          Text("\(row.message.author): \(row.message.text)")
        }
        TextField("Message", text: $draft)
        Button("Send") {
          model.send(draft)
          draft = ""
        }
      }
    }
  }

  struct NewChatView: View {
    let model: NewChatViewModel
    @State private var name = ""

    var body: some View {
      VStack {
        TextField("Name", text: $name)
        Button("Start chat") { model.start(with: name) }
      }
    }
  }

  struct EditProfileView: View {
    @Bindable var model: EditProfileViewModel

    init(model: EditProfileViewModel) {
      self.model = model
    }

    var body: some View {
      VStack {
        TextField("Name", text: $model.displayName)
        Button("Save") { model.save() }.disabled(!model.hasChanges)
      }
    }
  }
#endif
