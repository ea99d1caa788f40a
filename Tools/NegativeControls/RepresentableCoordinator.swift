// expect: cannot specialize non-generic type 'Void'
// Negative control for Tools/typecheck-apple.sh: inside a UIViewControllerRepresentable the name
// `Coordinator` is the representable's associated type (Void unless it makes one), not
// Wayfinder's `Coordinator`. On a device this file fails; the stubs must fail it the same way.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  enum RepresentableCoordinator {
    struct Watcher: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
      func updateUIViewController(_ controller: UIViewController, context: Context) {}

      /// Meant as Wayfinder's `Coordinator<Route, Result>`.
      func flow() -> Coordinator<Int, Void>? { nil }
    }
  }
#endif
