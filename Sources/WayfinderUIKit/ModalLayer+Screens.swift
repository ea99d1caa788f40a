#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  // The view controllers a modal layer presents: a route's screen, or an alert of its content.
  extension ModalLayer {
    func screen(for presentation: Presentation<ScreenRoute>) -> UIViewController {
      let screen = usableScreen(
        unchecked(presentation), for: presentation.route.description, at: .presentation,
        renderer: name)
      // NB: a sheet or a cover zooms; an alert or a popover never does.
      let kind = presentation.style.kind
      let transition =
        kind == .sheet || kind == .fullScreenCover ? presentation.transition : .standard
      ZoomArrival.prepare(
        screen, arriving: transition, for: presentation.route.description, below: nil,
        mayDismiss: { [weak self, weak screen] in
          guard let self, let controller = screen?.presentationController else { return false }
          return userMayDismiss(controller)
        })
      return screen
    }

    private func unchecked(_ presentation: Presentation<ScreenRoute>) -> UIViewController {
      switch presentation.style.kind {
      case .alert, .confirmationDialog:
        if let content = makeAlert(presentation.route) {
          return alertController(content, style: presentation.style, level: presented.count)
        }
        return makeScreen(presentation.route)
      case .sheet, .fullScreenCover, .popover:
        let screen = makeScreen(presentation.route)
        if presentation.style.kind == .fullScreenCover,
          let delegate = presentationAnimation?(presentation)
        {
          releaseGoneTransitionDelegates()
          screen.transitioningDelegate = delegate
          transitionDelegates.append((Weak(screen), delegate))
        }
        return screen
      // NB: a kind this version does not know shows the route's screen, as a sheet.
      @unknown default:
        return makeScreen(presentation.route)
      }
    }

    /// An alert whose buttons tell the flow that the alert at `level` is gone before running
    /// their own handlers: UIKit dismisses an alert itself when a button is tapped, without a
    /// delegate call.
    private func alertController(
      _ content: FlowAlert, style: PresentationStyle, level: Int
    ) -> UIAlertController {
      let isAlert = style.kind == .alert
      let alert = UIAlertController(
        title: content.content.title, message: content.content.message,
        preferredStyle: isAlert ? .alert : .actionSheet)
      let actions = AlertAction.drawable(
        content, asActionSheet: !isAlert, cancel: confirmation.stay)
      for action in actions {
        let handler = action.handler
        alert.addAction(
          UIAlertAction(title: action.title, style: action.style) { [weak self] _ in
            MainActor.assumeIsolated {
              self?.userLeft(level: level)
              handler()
            }
          })
      }
      return alert
    }
  }
#endif
