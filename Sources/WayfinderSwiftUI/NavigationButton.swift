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
  /// A navigation the router refuses leaves everything as it was. An error `navigate` throws
  /// goes to `onError`; without one, it is reported as an issue (a runtime warning in the app,
  /// a failure in tests), never dropped.
  @MainActor
  public struct NavigationButton<Label: View>: View {
    private let navigate: @MainActor () throws -> Void
    private let onError: (@MainActor (any Error) -> Void)?
    private let label: Label

    /// A button showing `label` that runs `navigate` when tapped; `onError` hears what it
    /// throws (reported as an issue when `nil`).
    public init(
      navigate: @escaping @MainActor () throws -> Void,
      onError: (@MainActor (any Error) -> Void)? = nil,
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
          NavigationButtonAction.run(navigate, onError: onError)
        },
        label: { label })
    }
  }

  extension NavigationButton where Label == Text {
    /// A button titled `title` that runs `navigate` when tapped; `onError` hears what it
    /// throws (reported as an issue when `nil`).
    public init(
      _ title: String, onError: (@MainActor (any Error) -> Void)? = nil,
      navigate: @escaping @MainActor () throws -> Void
    ) {
      self.init(navigate: navigate, onError: onError) { Text(title) }
    }
  }
#endif
