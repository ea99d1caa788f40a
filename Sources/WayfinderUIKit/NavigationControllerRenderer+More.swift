#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  // A stack whose navigation controller is a tab picked from the More list (more tabs than an
  // iPhone's tab bar shows): UIKit moves its screens into the More navigation controller, above
  // the list, and leaves the tab's navigation controller empty and off screen. The renderer
  // draws the stack there (`lentTo`), and hears what happens there from the tab bar renderer,
  // whose delegate of the More navigation controller hears it.
  extension NavigationControllerRenderer {
    /// `other`, the More navigation controller, showed a screen: one of this stack's, or its
    /// list again, after the stack.
    func shown(in other: UINavigationController) {
      if other === lentTo {
        // NB: the renderer's own navigation controller never appears meanwhile.
        modals.baseDidAppear()
        return userMayHavePopped(other)
      }
      guard other.viewControllers.count == 1, columns == nil else { return }
      // NB: a stack given back whole (the tabs were set) lost nothing.
      if navigationController.viewControllers.count < screens.count { backAtTheList() }
      // NB: what UIKit gave back may differ from the stack (a flow kept its screens, a root
      // set meanwhile): once UIKit has given it back, the stack is set as the state has it.
      nextTurn { [weak self] in self?.drawStackGivenBack() }
    }

    /// Sets the renderer's own navigation controller, off screen, to the stack, unless UIKit
    /// still shows the stack elsewhere or it holds the stack already.
    private func drawStackGivenBack() {
      guard lentTo == nil, columns == nil,
        !navigationController.viewControllers.elementsEqual(screens, by: ===)
      else { return }
      navigationController.setViewControllers(screens, animated: false)
    }

    /// The user went back from the stack to the More list: UIKit gives the tab's navigation
    /// controller its root screen alone (Apple documents neither that nor whether before or
    /// after the delegate hears `didShow`), so the screens above the root went, and the flows
    /// there end. A flow that does not let the user go keeps its screens in the state, without
    /// a question (the user is at the list); they show again when the tab is picked again.
    private func backAtTheList() {
      guard screens.count > 1, let router else { return }
      let popped = screens[1...]
      screens.removeLast(popped.count)
      let refusal = router.userDidNavigate(.poppedTo(depth: 0)).error
      switch refusal?.reason {
      case .leaveRefused, .leaveNeedsConfirmation:
        // NB: unless what the guard ran drew another stack meanwhile.
        if screens.count == 1 { screens += popped }
      default: break
      }
    }
  }
#endif
