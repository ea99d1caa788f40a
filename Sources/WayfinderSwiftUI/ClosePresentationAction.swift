#if canImport(SwiftUI)
  import SwiftUI

  /// Closes the sheet or cover a view is in, as the user: the action behind a Cancel button.
  ///
  /// It does what a swipe-down does: when a flow there asks to confirm first
  /// (`LeaveDecision.confirm(_:)`), the user is asked with its prompt; when one
  /// refuses, nothing happens; otherwise the presentation goes and its flows end as dismissed
  /// by the user. Unlike SwiftUI's `dismiss`, it never closes a sheet its flow wants to keep.
  ///
  /// ```swift
  /// struct EditProfileView: View {
  ///   @Environment(\.closePresentation) private var close
  ///
  ///   var body: some View {
  ///     Form { … }
  ///       .toolbar {
  ///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { close?() } }
  ///       }
  ///   }
  /// }
  /// ```
  @MainActor
  public struct ClosePresentationAction: Sendable {
    private let close: @MainActor @Sendable () -> Void

    init(_ close: @escaping @MainActor @Sendable () -> Void) {
      self.close = close
    }

    /// Closes the presentation, or asks first, as its flows decide.
    public func callAsFunction() {
      close()
    }
  }

  private struct ClosePresentationKey: EnvironmentKey {
    // NB: outside a flow's presentation there is nothing to close.
    static let defaultValue: ClosePresentationAction? = nil
  }

  extension EnvironmentValues {
    /// Closes the presentation of a ``FlowStack``, ``FlowTabs`` or ``FlowRoot`` this view is in;
    /// `nil` in a view that no flow presents.
    public internal(set) var closePresentation: ClosePresentationAction? {
      get { self[ClosePresentationKey.self] }
      set { self[ClosePresentationKey.self] = newValue }
    }
  }
#endif
