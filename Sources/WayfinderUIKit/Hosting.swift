#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import UIKit

  /// A SwiftUI view as a screen of a UIKit flow.
  ///
  /// ```swift
  /// case .newChat: hostingScreen(NewChatView(model: model))
  /// ```
  @MainActor
  public func hostingScreen<Content: View>(_ view: Content) -> UIViewController {
    UIHostingController(rootView: view)
  }

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

    /// Creates the view controller once.
    public func makeUIViewController(context: Context) -> UIViewController { make() }

    /// Nothing to update: the flow's state lives in the core.
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
  }
#endif
