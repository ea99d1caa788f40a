#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// A button that asks the coordinator where to go: the view only says that the user wants to
  /// go on; the coordinator decides where.
  ///
  /// ```swift
  /// NavigationButton("Open") { try flow.open(chat) }
  /// ```
  ///
  /// A navigation the router refuses leaves everything as it was; `onError` hears why.
  @MainActor
  public struct NavigationButton<Label: View>: View {
    private let navigate: @MainActor () throws -> Void
    private let onError: @MainActor (any Error) -> Void
    private let label: Label

    /// A button showing `label` that runs `navigate` when tapped.
    public init(
      navigate: @escaping @MainActor () throws -> Void,
      onError: @escaping @MainActor (any Error) -> Void = { _ in },
      @ViewBuilder label: () -> Label
    ) {
      self.navigate = navigate
      self.onError = onError
      self.label = label()
    }

    /// The button.
    public var body: some View {
      Button(
        action: {
          do { try navigate() } catch { onError(error) }
        },
        label: { label })
    }
  }

  extension NavigationButton where Label == Text {
    /// A button titled `title` that runs `navigate` when tapped.
    public init(
      _ title: String, onError: @escaping @MainActor (any Error) -> Void = { _ in },
      navigate: @escaping @MainActor () throws -> Void
    ) {
      self.init(navigate: navigate, onError: onError) { Text(title) }
    }
  }
#endif
