#if canImport(SwiftUI)
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
      /// back. Every other delegate call goes on to SwiftUI's delegate (a detent the user drags
      /// to, for one).
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
        // NB: SwiftUI may give the sheet its delegate again later in the same update (new
        // detents, `interactiveDismissDisabled`), which would leave the swipe bouncing without
        // the question: looked at again once the update is over.
        Task { @MainActor [weak controller] in controller?.standInIfNeeded() }
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

      // NB: a sheet that changes its detents or size lays its content out again, after SwiftUI
      // may have given it its delegate again.
      override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
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

    /// The stand-in delegate: the sheet may not go; an attempt calls `action`; every other
    /// call goes to the delegate it stands in for.
    final class DismissAttemptDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
      var action: @MainActor () -> Void = {}
      var enabled = false {
        didSet { if !enabled { standDown() } }
      }
      private weak var sheet: UIPresentationController?
      /// SwiftUI's delegate, which hears every call this one does not answer.
      ///
      /// NB: nonisolated, because UIKit asks `responds(to:)` and `forwardingTarget(for:)`,
      /// NSObject methods without isolation; it is written on the main thread only, and read
      /// there only. Held strongly while standing in: UIKit may remember that this delegate
      /// answers a call it forwards, which must not then find the original gone.
      nonisolated(unsafe) private var original: (any UIAdaptivePresentationControllerDelegate)?

      /// Stands in for `sheet`'s delegate, unless it already does; a delegate SwiftUI gave the
      /// sheet since (in place of this one) becomes the one every other call goes to.
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

      #if canImport(ObjectiveC)
        // Objective-C message forwarding: UIKit asks a delegate which optional methods it has
        // and calls them; the ones this class does not have go to SwiftUI's delegate. Compiled
        // on Apple platforms only (Linux has no selectors).
        nonisolated override func responds(to aSelector: Selector!) -> Bool {
          super.responds(to: aSelector) || forwardee(for: aSelector) != nil
        }

        nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
          forwardee(for: aSelector) ?? super.forwardingTarget(for: aSelector)
        }

        /// SwiftUI's delegate when it answers `selector`.
        nonisolated private func forwardee(for selector: Selector)
          -> (any UIAdaptivePresentationControllerDelegate)?
        {
          guard Thread.isMainThread, let original, original.responds(to: selector) else {
            return nil
          }
          return original
        }
      #endif
    }
  #elseif os(macOS) || !canImport(UIKit)
    extension View {
      /// On macOS the user closes a sheet with the Escape key, which
      /// `interactiveDismissDisabled` stops: while `enabled`, the key calls `action` (as a
      /// stopped swipe does on iOS), so a flow that asks first is asked. The key reaches the
      /// sheet's focused view; a Cancel button that calls `closePresentation` asks too.
      func onDismissAttempt(enabled: Bool, _ action: @escaping @MainActor () -> Void)
        -> some View
      {
        onExitCommand(perform: enabled ? { action() } : nil)
      }
    }
  #else
    extension View {
      /// On watchOS nothing reports a dismissal that `interactiveDismissDisabled` stopped:
      /// `action` is never called, and a flow that asks first is asked when the app closes the
      /// presentation (`closePresentation` from a Cancel button, or SwiftUI's `dismiss`).
      func onDismissAttempt(enabled: Bool, _ action: @escaping @MainActor () -> Void)
        -> some View
      { self }
    }
  #endif
#endif
