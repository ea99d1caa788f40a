#if canImport(SwiftUI) && !os(macOS)
  import SwiftUI
  import Wayfinder

  /// A flow that draws itself: its coordinator gives the SwiftUI view of its screens.
  ///
  /// ```swift
  /// extension ChatsFlow: FlowViewProviding {
  ///   func makeView() -> some View { ChatsView(flow: self) }
  /// }
  /// ```
  @MainActor
  public protocol FlowViewProviding: AnyObject {
    /// The view's type.
    associatedtype Content: View
    /// The flow's view.
    @ViewBuilder func makeView() -> Content
  }

  /// Draws a child flow shown at a root, a tab or a presentation, when it provides its view.
  ///
  /// ```swift
  /// case .newChat: ChildFlowView(flow.child(at: .newChat))
  /// ```
  ///
  /// The view has the flow's identity: when another flow takes the place (a new chat after the
  /// last one ended), SwiftUI draws it afresh, with none of the old flow's view state.
  @MainActor
  public struct ChildFlowView: View {
    private let flow: Flow?

    /// Draws `flow`; nothing when it is `nil` or does not provide a view.
    public init(_ flow: Flow?) {
      self.flow = flow
    }

    /// The flow's view.
    public var body: some View {
      if let flow, let provider = flow as? any FlowViewProviding {
        AnyView(provider.makeView()).id(flow.id)
      } else {
        EmptyView()
      }
    }
  }
#endif
