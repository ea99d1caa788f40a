#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  // The shape of presented screens: their modal style, sheet detents and popover sources, the
  // restyles that change them on screen, the user's drags between detents, and the app's
  // transitioning delegates, held while their covers are up.
  extension ModalLayer {
    /// Shapes `screen`, about to be presented (again) from `presenter` as `presentation`: its
    /// modal style, its sheet's detents and delegate, and where its popover points; an alert's
    /// action sheet points at the presenter. UIKit keeps none of it across a dismissal.
    func shape(
      _ screen: UIViewController, as presentation: Presentation<ScreenRoute>,
      from presenter: UIViewController
    ) {
      guard !(screen is UIAlertController) else { return pointPopover(of: screen, at: presenter) }
      switch presentation.style.kind {
      case .sheet, .fullScreenCover, .popover: shapeModal(screen, as: presentation, from: presenter)
      case .alert, .confirmationDialog: break
      // NB: a kind this version does not know is presented as a sheet (`unchecked(_:)`).
      @unknown default: shapeModal(screen, as: presentation, from: presenter)
      }
    }

    /// Shapes a sheet, a cover or a popover.
    private func shapeModal(
      _ screen: UIViewController, as presentation: Presentation<ScreenRoute>,
      from presenter: UIViewController
    ) {
      PresentationShape.apply(presentation.style, to: screen)
      PresentationShape.sheet(of: screen)?.delegate = events
      if presentation.style.kind == .popover {
        PresentationShape.point(screen, in: presentation.style, from: presenter, renderer: name)
      }
    }

    /// Applies the restyle steps of `steps` to the presentations they name, which stay on
    /// screen: a sheet moves to its new detent, and may be swiped down or not.
    func restyle(_ steps: [NavigationStep<ScreenRoute>]) {
      for case .restyle(let level, let style) in steps {
        if level < presented.count {
          shownPresentations[level].style = style
          let screen = presented[level]
          guard style.kind == .sheet || style.kind == .popover else { continue }
          screen.isModalInPresentation = !style.allowsInteractiveDismissal
          if let sheet = PresentationShape.sheet(of: screen) {
            sheet.animateChanges { PresentationShape.configure(sheet, for: style) }
          }
        } else if level - presented.count < waiting.count {
          waiting[level - presented.count].presentation.style = style
        }
      }
    }

    // NB: visionOS sheets have no detents to drag between (UIKit marks them unavailable).
    #if !os(visionOS)
      /// The user dragged `sheet` to another detent: written back to the router, or, when the
      /// router does not take it, the sheet goes back to the state's detent.
      func userMoved(_ sheet: UISheetPresentationController) {
        guard
          let level = presented.firstIndex(where: { PresentationShape.sheet(of: $0) === sheet }),
          let identifier = sheet.selectedDetentIdentifier
        else { return }
        let style = shownPresentations[level].style
        if let detent = PresentationShape.detent(named: identifier, in: style),
          router?.userDidNavigate(.selectedDetent(level: level, detent)).isApplied == true
        {
          shownPresentations[level].style.selectedDetent = detent
          return
        }
        sheet.animateChanges { PresentationShape.configure(sheet, for: style) }
      }
    #endif

    /// Lets go of the transitioning delegates of screens no longer presented, whose
    /// dismissals are over.
    func releaseGoneTransitionDelegates() {
      transitionDelegates.removeAll { held in
        guard let screen = held.screen.object else { return true }
        return screen.presentingViewController == nil && !presented.contains { $0 === screen }
      }
    }
  }

  /// A weak reference.
  struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
  }
#endif
