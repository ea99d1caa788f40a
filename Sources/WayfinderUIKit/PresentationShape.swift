#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// How a presented screen is shaped from its presentation's style: its modal presentation
  /// style, whether the user may dismiss it, its sheet's detents, and where a popover points.
  @MainActor
  enum PresentationShape {
    /// Shapes `screen`, about to be presented in `style` (a sheet, a cover or a popover).
    static func apply(_ style: PresentationStyle, to screen: UIViewController) {
      switch style.kind {
      case .fullScreenCover:
        screen.modalPresentationStyle = .fullScreen
        return
      case .popover: screen.modalPresentationStyle = .popover
      default: screen.modalPresentationStyle = style.sizing == .form ? .formSheet : .pageSheet
      }
      screen.isModalInPresentation = !style.allowsInteractiveDismissal
      if let sheet = sheet(of: screen) { configure(sheet, for: style) }
    }

    /// The sheet of `screen`: its own, or the one its popover shows as in compact width.
    static func sheet(of screen: UIViewController) -> UISheetPresentationController? {
      #if os(visionOS)
        // NB: visionOS has no adaptive sheet for a popover (UIKit marks it unavailable there).
        screen.sheetPresentationController
      #else
        screen.sheetPresentationController
          ?? screen.popoverPresentationController?.adaptiveSheetPresentationController
      #endif
    }

    /// Gives `sheet` the detents of `style` and the one it rests at; a style without detents
    /// gets UIKit's own, the full height.
    ///
    /// On visionOS, where UIKit's sheets have no detents (UIKit marks them unavailable there),
    /// the sheet keeps the system's size and the style's detents are not drawn.
    static func configure(_ sheet: UISheetPresentationController, for style: PresentationStyle) {
      #if !os(visionOS)
        // NB: UIKit asks for at least one detent; none in the style is its own, the full height.
        sheet.detents = style.detents.isEmpty ? [.large()] : style.detents.map(detent)
        sheet.selectedDetentIdentifier = (style.selectedDetent ?? style.detents.first).map(
          identifier)
      #endif
    }

    #if !os(visionOS)
      /// The detent of `style` that `identifier` names, `nil` for one it does not list.
      static func detent(
        named identifier: UISheetPresentationController.Detent.Identifier,
        in style: PresentationStyle
      ) -> SheetDetent? {
        style.detents.first { self.identifier(of: $0) == identifier }
      }
    #endif

    /// Points the popover of `screen` at the view `style` names on `presenter`'s screen, or at
    /// the whole screen; UIKit raises for a popover without a source. A name the screen gives
    /// no view for is reported.
    static func point(
      _ screen: UIViewController, in style: PresentationStyle, from presenter: UIViewController,
      renderer: String
    ) {
      guard let popover = screen.popoverPresentationController, let whole = presenter.view
      else { return }
      popover.permittedArrowDirections = arrowDirections(style.arrowEdge)
      if let name = style.anchor {
        if let anchor = (shownScreen(of: presenter) as? PopoverAnchoring)?.popoverAnchor(
          named: name)
        {
          popover.sourceView = anchor
          popover.sourceRect = anchor.bounds
          return
        }
        reportIssue(
          "\(renderer): the screen under the popover gives no view named `\(name)`, so the "
            + "popover points at the whole screen. Conform the screen's view controller to "
            + "PopoverAnchoring and return the view for that name.")
      }
      popover.sourceView = whole
      popover.sourceRect = CGRect(x: whole.bounds.midX, y: whole.bounds.midY, width: 0, height: 0)
    }

    /// The screen `presenter` shows: the top of a navigation stack, the selected tab's, a split
    /// view's top (its compact column collapsed, its secondary one otherwise).
    private static func shownScreen(of presenter: UIViewController) -> UIViewController {
      var screen = presenter
      while true {
        if let stack = screen as? UINavigationController, let top = stack.topViewController {
          screen = top
        } else if let tabs = screen as? UITabBarController, let tab = tabs.selectedViewController {
          screen = tab
        } else if let split = screen as? UISplitViewController,
          let column = split.viewController(for: split.isCollapsed ? .compact : .secondary)
        {
          screen = column
        } else {
          return screen
        }
      }
    }

    private static func arrowDirections(_ edge: ArrowEdge?) -> UIPopoverArrowDirection {
      switch edge {
      case .top: .down
      case .bottom: .up
      case .leading: .right
      case .trailing: .left
      case nil: .any
      }
    }

    #if !os(visionOS)
      private static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: return .medium()
        case .large: return .large()
        case .height(let points):
          return .custom(identifier: identifier(of: detent)) { _ in CGFloat(points) }
        case .fraction(let fraction):
          return .custom(identifier: identifier(of: detent)) { context in
            context.maximumDetentValue * CGFloat(fraction)
          }
        // NB: a detent this version does not know is the full height.
        @unknown default: return .large()
        }
      }

      private static func identifier(
        of detent: SheetDetent
      ) -> UISheetPresentationController.Detent.Identifier {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .height(let points): .init("wayfinder.height.\(points)")
        case .fraction(let fraction): .init("wayfinder.fraction.\(fraction)")
        @unknown default: .large
        }
      }
    #endif
  }
#endif
