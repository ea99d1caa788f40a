#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// How a view marked as a popover anchor reaches the presentation layer of the screen it is
  /// on: it says when it appears and goes, and draws the popovers that name it.
  struct PopoverAnchors {
    /// The anchor named so appeared; returns its token.
    let appeared: @MainActor (String) -> Int
    /// The anchor with this token went.
    let disappeared: @MainActor (Int) -> Void
    /// The view with the popovers drawn from the anchor with this token attached (none for
    /// `nil`, before it has one).
    let attach: @MainActor (AnyView, Int?) -> AnyView
  }

  private struct PopoverAnchorsKey: EnvironmentKey {
    static let defaultValue: PopoverAnchors? = nil
  }

  extension EnvironmentValues {
    /// The popover anchors of the screen a view is on, set by the flow views.
    var popoverAnchors: PopoverAnchors? {
      get { self[PopoverAnchorsKey.self] }
      set { self[PopoverAnchorsKey.self] = newValue }
    }
  }

  extension View {
    /// Marks this view as the anchor `name`: a popover presented with
    /// `.popover(anchor: name)` from the screen this view is on points at it.
    ///
    /// ```swift
    /// Button("React") { model.react() }
    ///   .flowPopoverAnchor("reactions")
    /// // in the flow: router.present(.reactions, style: .popover(anchor: "reactions"))
    /// ```
    ///
    /// Of two views with one name on a screen, the one that appeared last is the anchor. A
    /// popover whose anchor is not on screen as it is presented points at the whole screen
    /// instead.
    public func flowPopoverAnchor(_ name: String) -> some View {
      PopoverAnchorMark(name: name, content: self)
    }
  }

  /// Registers its content as a popover anchor while it is on screen and draws the popovers
  /// that point at it.
  struct PopoverAnchorMark<Content: View>: View {
    let name: String
    let content: Content
    @Environment(\.popoverAnchors) private var anchors
    @State private var token: Int?

    var body: some View {
      let anchors = anchors
      let name = name
      // NB: the popover is attached before the view has a token too, so that the view keeps
      // one type, and its state, as the token comes.
      return (anchors?.attach(AnyView(content), token) ?? AnyView(content))
        .onAppear { token = anchors?.appeared(name) }
        .onDisappear {
          if let token { anchors?.disappeared(token) }
          token = nil
        }
    }
  }
#endif
