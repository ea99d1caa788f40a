import Observation

// NB: written by hand instead of `@Observable`: only the children shown at a flow's places are
// observable, and the key path into the non-generic `Flow` is made once, not per generic
// subclass.
extension Flow: Observable {}

extension Flow {
  /// Stands for the child flows shown at this flow's places in observations; it has no value.
  var observedChildren: Void { () }

  private static let observedChildrenKeyPath = \Flow.observedChildren

  /// Records a read of the shown children in the current observation.
  func accessShownChildren() {
    childRegistrar.access(self, keyPath: Self.observedChildrenKeyPath)
  }

  /// Tells observers of the shown children that they changed.
  func shownChildrenDidChange() {
    // NB: without a closure to run, whose isolation would be checked at every change.
    childRegistrar.willSet(self, keyPath: Self.observedChildrenKeyPath)
    childRegistrar.didSet(self, keyPath: Self.observedChildrenKeyPath)
  }
}
