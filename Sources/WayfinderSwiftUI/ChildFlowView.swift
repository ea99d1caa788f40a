#if canImport(SwiftUI)
  import IssueReporting
  import SwiftUI
  @_spi(Rendering) import Wayfinder

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
  /// last one ended), SwiftUI draws it afresh, with none of the old flow's view state. A flow
  /// that finished while its sheet slides away is still drawn until the sheet is gone. With no
  /// flow, or one that does not provide its view, an empty placeholder stands in (so a tab keeps
  /// its place in a `TabView`) and an issue says why (a runtime warning in an app, a failure in
  /// tests).
  @MainActor
  public struct ChildFlowView: View {
    private let flow: Flow?
    @Environment(\.keptPresentedFlow) private var kept

    /// Draws `flow`; an empty placeholder when it is `nil` or does not provide a view.
    public init(_ flow: Flow?) {
      self.flow = flow
    }

    /// The flow's view.
    public var body: some View {
      let shown = ChildFlowDrawing.flow(given: flow, kept: kept?.flow)
      if let shown, let provider = shown as? any FlowViewProviding {
        AnyView(provider.makeView())
          .id(shown.id)
          .environment(\.keptPresentedFlow, nil)
      } else {
        let problem = ChildFlowDrawing.problem(with: shown, providesView: false)
        Color.clear.onAppear { if let problem { reportIssue(problem) } }
      }
    }
  }

  /// The flow a presentation keeps until its dismissal has finished.
  struct KeptPresentedFlow: Sendable {
    let flow: Flow
  }

  private struct KeptPresentedFlowKey: EnvironmentKey {
    static let defaultValue: KeptPresentedFlow? = nil
  }

  extension EnvironmentValues {
    /// The flow the presentation a view is in keeps until its dismissal has finished.
    var keptPresentedFlow: KeptPresentedFlow? {
      get { self[KeptPresentedFlowKey.self] }
      set { self[KeptPresentedFlowKey.self] = newValue }
    }
  }
#endif
