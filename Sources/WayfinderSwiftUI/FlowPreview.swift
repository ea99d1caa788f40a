#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder
  import WayfinderDI

  /// Shows a flow at any state in an Xcode preview: the flow made in a container of stand-ins
  /// of its own, started, and brought to the state by a deep link, a snapshot or changes.
  ///
  /// ```swift
  /// struct ChatsFlowView_Previews: PreviewProvider {
  ///   static var previews: some View {
  ///     FlowPreview(
  ///       .changes { chats in chats.router.push(.thread(id: 2)) },
  ///       container: { $0.register(Container.chats) { _ in StubChatService() } },
  ///       flow: { ChatsFlow() }
  ///     ) { chats in
  ///       ChatsFlowView(flow: chats)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Each preview has its own container, a new one (over `parent` when given) where
  /// `container` registers the stand-ins: the flow is made with it current, so its
  /// `@Injected` properties read them, and its navigator runs its flows' code with it. Without
  /// a `parent`, two previews share nothing, not even a singleton; what a `parent` shares
  /// stays shared. The flow is made once, when the preview is first drawn, and the views the
  /// `content` closure itself creates are made with the preview's container current too. The
  /// screens a flow view draws (``FlowStack``, ``FlowRoot``, ``FlowTabs``, presentations) and
  /// any view created in another view's body are made later, as SwiftUI draws them, and
  /// resolve from the container current then, the app's: give views their services through
  /// the view models the flow makes. When the state cannot be
  /// reached (a link no flow takes, a snapshot that does not fit, a change refused), the
  /// preview shows why under the flow as it started; a held link stops being shown as a
  /// problem once a flow takes it.
  ///
  /// Presentations wait until the screen they are presented from has appeared. Where the
  /// canvas draws a preview without telling the view controllers that they appeared (Xcode
  /// may, outside a live preview), SwiftUI's own appearance stands in for it, after SwiftUI's
  /// usual transition time.
  @MainActor
  public struct FlowPreview<Root: Flow, Content: View>: View {
    @State private var model: FlowPreviewModel<Root>
    @State private var canvas = PreviewAppearance.Canvas()
    private let content: (Root) -> Content

    /// A preview of the flow `flow` makes, in `state`, with the stand-ins `container`
    /// registers, drawn by `content`.
    public init(
      _ state: FlowPreviewState<Root> = .start, parent: Container? = nil,
      container: @escaping (Container) throws -> Void = { _ in },
      flow: @escaping () throws -> Root,
      @ViewBuilder content: @escaping (Root) -> Content
    ) {
      // NB: a view's initializer runs more often than its body; the model builds the preview
      // at its first draw, and only the first model is kept.
      _model = State(
        initialValue: FlowPreviewModel(
          state: state, parent: parent, configure: container, make: flow))
      self.content = content
    }

    /// The flow drawn by `content`, and why the state was not reached, if it was not.
    public var body: some View {
      // NB: built at the first draw, so the flow and what it resolves are made once per
      // preview; what building reads of the flows' routers is observed with the rest of the
      // body, which a preview redraws on any change anyway.
      let preview = model.preview
      VStack {
        if let root = preview.root {
          model.drawing { content(root) }
            .environment(\.flowPreviewCanvas, canvas)
        }
        PreviewProblem(model: model)
      }
    }
  }

  /// Why a preview does not show the state asked for, drawn again after each of its
  /// navigator's events (a held link may have opened).
  private struct PreviewProblem<Root: Flow>: View {
    let model: FlowPreviewModel<Root>

    var body: some View {
      if let problem = model.problem { Text(problem) }
    }
  }
#endif
