#if canImport(SwiftUI) && !os(macOS)
  import SwiftUI

  #if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension View {
      /// Calls `action` when the user tries to swipe down the sheet showing this view while
      /// `enabled` (and `interactiveDismissDisabled`) stops the swipe.
      ///
      /// SwiftUI has no such callback: UIKit tells the sheet's presentation controller delegate
      /// (`presentationControllerDidAttemptToDismiss(_:)`), which SwiftUI owns. While `enabled`,
      /// a hidden view controller in the sheet stands in for that delegate and answers that the
      /// sheet may not go; the moment it is not enabled, or the view goes, SwiftUI's delegate is
      /// back. A device shows whether SwiftUI keeps its own delegate calls while stood in for;
      /// the swipe stays stopped either way.
      func onDismissAttempt(enabled: Bool, _ action: @escaping @MainActor () -> Void)
        -> some View
      {
        background { DismissAttemptReader(enabled: enabled, action: action) }
      }
    }

    /// The hidden view controller behind `onDismissAttempt(enabled:_:)`.
    struct DismissAttemptReader: UIViewControllerRepresentable {
      let enabled: Bool
      let action: @MainActor () -> Void

      func makeCoordinator() -> DismissAttemptDelegate { DismissAttemptDelegate() }

      func makeUIViewController(context: Context) -> DismissAttemptController {
        let controller = DismissAttemptController()
        controller.standIn = context.coordinator
        return controller
      }

      func updateUIViewController(_ controller: DismissAttemptController, context: Context) {
        context.coordinator.action = action
        context.coordinator.enabled = enabled
        controller.standInIfNeeded()
      }

      static func dismantleUIViewController(
        _ controller: DismissAttemptController, coordinator: DismissAttemptDelegate
      ) {
        coordinator.standDown()
      }
    }

    /// Finds the sheet's presentation controller once it is on screen.
    final class DismissAttemptController: UIViewController {
      var standIn: DismissAttemptDelegate?

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        standInIfNeeded()
      }

      /// Stands in for the delegate of the nearest presentation controller (the sheet's) while
      /// the swipe is stopped.
      ///
      /// NB: only once the controller is in the sheet's hierarchy (it has a parent and its view
      /// is in a window): read before, `presentationController` may be one UIKit makes on the
      /// spot for this controller alone.
      func standInIfNeeded() {
        guard let standIn, standIn.enabled, parent != nil, viewIfLoaded?.window != nil,
          let sheet = presentationController
        else { return }
        standIn.standIn(for: sheet)
      }
    }

    /// The stand-in delegate: the sheet may not go; an attempt calls `action`.
    final class DismissAttemptDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
      var action: @MainActor () -> Void = {}
      var enabled = false {
        didSet { if !enabled { standDown() } }
      }
      private weak var sheet: UIPresentationController?
      private weak var original: (any UIAdaptivePresentationControllerDelegate)?

      func standIn(for sheet: UIPresentationController) {
        guard sheet.delegate !== self else { return }
        standDown()
        original = sheet.delegate
        sheet.delegate = self
        self.sheet = sheet
      }

      func standDown() {
        if let sheet, sheet.delegate === self { sheet.delegate = original }
        sheet = nil
        original = nil
      }

      func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
        -> Bool
      { false }

      func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
      ) {
        action()
      }
    }
  #else
    extension View {
      /// Without UIKit a sheet cannot report a stopped swipe: `action` is never called.
      func onDismissAttempt(enabled: Bool, _ action: @escaping @MainActor () -> Void)
        -> some View
      { self }
    }
  #endif
#endif
