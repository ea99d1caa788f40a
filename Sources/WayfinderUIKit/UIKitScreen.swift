#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import UIKit

  /// A UIKit screen inside a SwiftUI flow.
  ///
  /// ```swift
  /// case .scanner: UIKitScreen { ScannerViewController() }
  /// ```
  @MainActor
  public struct UIKitScreen: UIViewControllerRepresentable {
    private let make: @MainActor () -> UIViewController

    /// A screen showing the view controller `make` creates.
    public init(_ make: @escaping @MainActor () -> UIViewController) {
      self.make = make
    }

    /// Creates the view controller once. One that is already on screen elsewhere (a cached
    /// view controller) is reported as an issue and an empty one takes its place: UIKit shows
    /// a view controller in one place at a time.
    public func makeUIViewController(context: Context) -> UIViewController {
      let made = make()
      return usableScreen(
        made, for: String(describing: type(of: made)), at: .presentation, renderer: "UIKitScreen")
    }

    /// Nothing to update: the flow's state lives in the core.
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
  }
#endif
