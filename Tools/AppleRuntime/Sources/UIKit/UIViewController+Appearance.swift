/// Where a view controller is in its appearance callbacks.
enum Appearance {
  case disappeared, appearing, appeared, disappearing

  /// Whether an appearance or disappearance has begun and not ended.
  var isInTransition: Bool { self == .appearing || self == .disappearing }
}

extension UIViewController {
  /// Rules V1, V2: `viewWillAppear(_:)` as an appearance begins, `viewDidAppear(_:)` as it
  /// ends (the view loaded first), forwarded to the visible children as containers do.
  ///
  /// Rule V3: an appearance or disappearance that begins before the last one ended logs
  /// "Unbalanced calls to begin/end appearance transitions", except when the user cancels an
  /// interactive transition (`cancelling`), where UIKit itself turns it back.
  ///
  /// Source: UIViewController.viewWillAppear(_:) ("called before the view controller's view is
  /// about to be added to a view hierarchy"), viewDidAppear(_:) ("Notifies the view controller
  /// that its view was added to a view hierarchy"),
  /// UIViewController.shouldAutomaticallyForwardAppearanceMethods (containers forward appearance
  /// callbacks to their children by default); the warning as devices log it.
  func appear(animated: Bool, ended: Bool, cancelling: Bool = false) {
    _ = view
    if !ended { appearanceWillBegin() }
    if ended {
      appearance = .appeared
      viewDidAppear(animated)
    } else {
      beginTransition(to: .appearing, cancelling: cancelling)
      viewWillAppear(animated)
    }
    for child in visibleChildren {
      child.appear(animated: animated, ended: ended, cancelling: cancelling)
    }
  }

  /// Both halves of an appearance at once, for a change that does not animate.
  func appear(animated: Bool) {
    appear(animated: animated, ended: false)
    appear(animated: animated, ended: true)
  }

  /// Rule D5: `viewWillDisappear(_:)` as a disappearance begins, `viewDidDisappear(_:)` as it
  /// ends, forwarded to the visible children as containers do (rule V3 as for ``appear``).
  func disappear(animated: Bool, ended: Bool, cancelling: Bool = false) {
    if ended {
      appearance = .disappeared
      viewDidDisappear(animated)
    } else {
      beginTransition(to: .disappearing, cancelling: cancelling)
      viewWillDisappear(animated)
    }
    for child in visibleChildren {
      child.disappear(animated: animated, ended: ended, cancelling: cancelling)
    }
  }

  /// Both halves of a disappearance at once, for a change that does not animate.
  func disappear(animated: Bool) {
    disappear(animated: animated, ended: false)
    disappear(animated: animated, ended: true)
  }

  /// A container whose own appearance has begun and not ended shows `new` instead of `old`
  /// (a stack changed or a tab selected while a window's root appears): `new` takes over the
  /// appearance, and `old` is told it went (**assumed**; UIKit keeps its children's callbacks
  /// balanced, and Apple documents no order).
  func handOverAppearance(from old: UIViewController?, to new: UIViewController) {
    guard appearance == .appearing, old !== new else { return }
    if let old, old.appearance == .appearing {
      old.disappear(animated: false, ended: false, cancelling: true)
      old.disappear(animated: false, ended: true)
    }
    new.appear(animated: false, ended: false)
  }

  private func beginTransition(to phase: Appearance, cancelling: Bool) {
    if appearance.isInTransition, !cancelling {
      StandIn.warn("Unbalanced calls to begin/end appearance transitions for \(describe(self)).")
    }
    appearance = phase
  }
}
