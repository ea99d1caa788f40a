#if canImport(SwiftUI)
  import SwiftUI

  #if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension View {
      /// Calls `action` each time the view's hosting controller has appeared
      /// (`viewDidAppear(_:)`): once a push or a presentation has finished its transition.
      ///
      /// NB: SwiftUI's `onAppear` runs before the view's first frame, as the transition begins;
      /// UIKit presents nothing from a screen still sliding in, so the container models wait
      /// for this instead. A hidden view controller in the view's background hears the hosting
      /// controller's appearance, which containers forward to their children.
      func onDidAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        background { DidAppearReader(action: action) }
      }
    }

    /// The hidden view controller behind `onDidAppear(perform:)`.
    struct DidAppearReader: UIViewControllerRepresentable {
      let action: @MainActor () -> Void

      func makeUIViewController(context: Context) -> DidAppearController {
        let controller = DidAppearController()
        controller.action = action
        return controller
      }

      func updateUIViewController(_ controller: DidAppearController, context: Context) {
        controller.action = action
      }
    }

    /// Calls its action from `viewDidAppear(_:)`.
    final class DidAppearController: UIViewController {
      var action: @MainActor () -> Void = {}

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        action()
      }
    }
  #else
    extension View {
      /// Calls `action` as the view appears: `onAppear`, which comes before the first frame, as
      /// a push or a presentation begins.
      ///
      /// NB: without UIKit (macOS) or on watchOS there is no hosting controller to hear
      /// `viewDidAppear(_:)` from; the container models take this appearance as the start of
      /// the transition and wait SwiftUI's usual transition time after it
      /// (`SwiftUIPlatform.Appearance.beforeTransition`, chosen in `SwiftUIPlatform+Current`).
      func onDidAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        onAppear(perform: action)
      }
    }
  #endif
#endif
