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
      /// controller's appearance, which containers forward to their children. In a
      /// ``FlowPreview``, whose canvas may not send it, SwiftUI's `onAppear` stands in for it
      /// (``PreviewAppearance``).
      func onDidAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        DidAppearHost(content: self, action: action)
      }
    }

    /// A view that hears its hosting controller's appearance, and in a preview SwiftUI's too.
    struct DidAppearHost<Content: View>: View {
      let content: Content
      let action: @MainActor () -> Void
      @Environment(\.flowPreviewCanvas) private var canvas

      var body: some View {
        if let canvas {
          PreviewDidAppearHost(content: content, canvas: canvas, action: action)
        } else {
          content.background { DidAppearReader(action: action) }
        }
      }
    }

    /// Reports each appearance of a view in a preview once, from whichever of the hosting
    /// controller's `viewDidAppear(_:)` and SwiftUI's `onAppear` (after the transition time)
    /// comes first.
    struct PreviewDidAppearHost<Content: View>: View {
      let content: Content
      let canvas: PreviewAppearance.Canvas
      let action: @MainActor () -> Void
      @State private var appearance = PreviewAppearance()

      var body: some View {
        let appearance = appearance
        let canvas = canvas
        let action = action
        return
          content
          .background {
            DidAppearReader { appearance.controllerAppeared(canvas: canvas, report: action) }
          }
          .onAppear { appearance.viewAppeared(timer: .live, canvas: canvas, report: action) }
          .onDisappear { appearance.viewDisappeared() }
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
