#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderDI

  private struct ContainerKey: EnvironmentKey {
    static let defaultValue: Container = .shared
  }

  extension EnvironmentValues {
    /// The dependency container views resolve from; `Container.shared` unless a
    /// view above sets another with `container(_:)`.
    public var container: Container {
      get { self[ContainerKey.self] }
      set { self[ContainerKey.self] = newValue }
    }
  }

  extension View {
    /// Makes `container` the one this view and its subviews resolve from: a flow's container,
    /// or a preview container with stub services.
    ///
    /// ```swift
    /// #Preview {
    ///   ChatListView().container(PreviewServices.container())  // a container of stubs
    /// }
    ///
    /// struct ChatListView: View {
    ///   @Environment(\.container) private var container
    ///   var body: some View {
    ///     let chats = try? container.resolve(ChatService.self)
    ///     …
    ///   }
    /// }
    /// ```
    public func container(_ container: Container) -> some View {
      environment(\.container, container)
    }
  }
#endif
