#if canImport(SwiftUI)
  import MessengerCore
  import SwiftUI
  import WayfinderSwiftUI

  extension MainFlow: @retroactive FlowViewProviding {
    /// The tab bar, each tab drawn by its flow.
    public func makeView() -> some View {
      FlowTabs(router) { tab in
        ChildFlowView(self.child(at: tab))
      } label: { tab in
        Text(tab.title)
      }
    }
  }

  extension ChatsFlow: @retroactive FlowViewProviding {
    /// The chat list, threads pushed over it, and the new-chat sheet.
    public func makeView() -> some View {
      FlowStack(router) { route in
        switch route {
        case .list: ChatListView(model: self.list)
        case .thread(let id): ThreadView(model: self.thread(id))
        case .newChat: ChildFlowView(self.child(at: .newChat))
        }
      }
    }
  }

  extension NewChatFlow: @retroactive FlowViewProviding {
    /// The new-chat form.
    public func makeView() -> some View { NewChatView(model: form) }
  }

  extension LibraryFlow: @retroactive FlowViewProviding {
    /// The library and its items.
    public func makeView() -> some View {
      FlowStack(router) { route in
        switch route {
        case .list:
          VStack {
            ForEach(self.library.items, id: \.id) { item in
              Button(item.title) { self.library.send(.opened(item.id)) }
            }
          }
        case .item(let id): Text(self.library.item(id)?.summary ?? "Not found.")
        }
      }
    }
  }

  extension ProfileFlow: @retroactive FlowViewProviding {
    /// The profile, with editing in a guarded sheet.
    public func makeView() -> some View {
      FlowStack(router) { route in
        switch route {
        case .overview:
          VStack {
            Text(self.profile.user?.displayName ?? "")
            Button("Edit profile") { self.profile.send(.editTapped) }
            Button("Log out") { self.profile.send(.logOutTapped) }
          }
        case .edit: ChildFlowView(self.child(at: .edit))
        }
      }
    }
  }

  extension EditProfileFlow: @retroactive FlowViewProviding {
    /// The edit form.
    public func makeView() -> some View { EditProfileView(model: form) }
  }

  struct ChatListView: View {
    let model: ChatListViewModel

    var body: some View {
      VStack {
        ForEach(model.chats, id: \.id) { chat in
          Button(chat.title) { model.send(.opened(chat.id)) }
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
        ForEach(model.chat?.messages ?? [], id: \.self) { message in
          Text("\(message.author): \(message.text)")
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
