#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  extension View {
    /// Marks this view as the one a screen zooms out of, and back into, when it arrives with
    /// `.zoom(from: source)` (`ScreenTransition`): a row, a cell, a thumbnail of the screen
    /// below it.
    ///
    /// ```swift
    /// ForEach(chats) { chat in
    ///   ChatRow(chat: chat)
    ///     .flowTransitionSource("chat-\(chat.id)")
    ///     .onTapGesture {
    ///       router.push(.thread(id: chat.id), transition: .zoom(from: "chat-\(chat.id)"))
    ///     }
    /// }
    /// ```
    ///
    /// It works inside a flow view (`FlowStack`), which gives its screens one namespace for
    /// their sources. Where SwiftUI draws no zoom (before iOS 18, on macOS and tvOS) it only
    /// marks the view, and the screen arrives the standard way; so does a screen whose source
    /// no view on screen marks, which is reported.
    public func flowTransitionSource(_ source: ScreenTransition.Source) -> some View {
      TransitionSourceMarker(content: self, source: source)
    }

    /// This container view, giving its screens `namespace` for their zoom sources and
    /// `model`'s decisions of how they arrive.
    func flowTransitions<Route>(
      of model: ContainerModel<Route>, in namespace: Namespace.ID
    ) -> some View {
      environment(
        \.flowTransitions,
        FlowTransitions(
          namespace: namespace, arrivals: model.arrivals,
          arrivalOfPushed: { model.arrival(ofPushed: $0) },
          arrivalOfColumnScreen: { model.arrival(ofColumnScreen: $0) },
          arrivalOfPresented: { model.arrival(ofPresented: $0) }))
    }

    /// This pushed screen, arriving as the flow view's model decides.
    func arriving(asPushed screen: ScreenRoute) -> some View {
      Arriving(content: self) { $0.arrivalOfPushed(screen) }
    }

    /// This screen opening a split flow's content or detail column, arriving as the flow
    /// view's model decides.
    func arriving(asColumnScreen screen: ScreenRoute) -> some View {
      Arriving(content: self) { $0.arrivalOfColumnScreen(screen) }
    }

    /// This presented screen, arriving as the flow view's model decides.
    func arriving(asPresented presentation: Presentation<ScreenRoute>) -> some View {
      Arriving(content: self) { $0.arrivalOfPresented(presentation) }
    }
  }

  /// What a flow view gives its screens for zoom transitions: the namespace of their sources
  /// and the model that counts the sources on screen.
  @MainActor
  struct FlowTransitions {
    let namespace: Namespace.ID
    let arrivals: ScreenArrivals
    /// How a pushed screen of the container arrives.
    let arrivalOfPushed: @MainActor (ScreenRoute) -> DrawnArrival
    /// How the first screen of a split flow's content or detail column arrives.
    let arrivalOfColumnScreen: @MainActor (ScreenRoute) -> DrawnArrival
    /// How a presentation of the container arrives.
    let arrivalOfPresented: @MainActor (Presentation<ScreenRoute>) -> DrawnArrival
  }

  private struct FlowTransitionsKey: EnvironmentKey {
    // NB: outside a flow view there is no namespace to zoom in.
    static let defaultValue: FlowTransitions? = nil
  }

  extension EnvironmentValues {
    /// The zoom sources' namespace and model of the flow view around, if any.
    var flowTransitions: FlowTransitions? {
      get { self[FlowTransitionsKey.self] }
      set { self[FlowTransitionsKey.self] = newValue }
    }
  }

  /// Marks a view as a zoom's source, and counts it on screen while it shows.
  private struct TransitionSourceMarker<Content: View>: View {
    let content: Content
    let source: ScreenTransition.Source
    @Environment(\.flowTransitions) private var transitions

    var body: some View {
      if let transitions {
        let arrivals = transitions.arrivals
        let source = source
        marked(in: transitions.namespace)
          .onAppear { arrivals.mark(source) }
          .onDisappear { arrivals.unmark(source) }
      } else {
        content
      }
    }

    @ViewBuilder
    private func marked(in namespace: Namespace.ID) -> some View {
      // NB: every platform named: `*` would let macOS 14 call an API of macOS 15.
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        content.matchedTransitionSource(id: source.rawValue, in: namespace)
      } else {
        content
      }
    }
  }

  /// Draws a screen's zoom out of its source, where the model decided one is drawn.
  private struct Arriving<Content: View>: View {
    let content: Content
    let decide: @MainActor (FlowTransitions) -> DrawnArrival
    @Environment(\.flowTransitions) private var transitions

    var body: some View {
      // NB: decided everywhere, so that where SwiftUI draws no zoom the model reports it.
      let drawn = transitions.map(decide) ?? .standard
      // NB: SwiftUI declares no zoom for macOS, where `canImport(UIKit)` is false.
      #if canImport(UIKit)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
          let transitions, case .zoom(let sourceID) = drawn
        {
          content.navigationTransition(.zoom(sourceID: sourceID, in: transitions.namespace))
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
#endif
