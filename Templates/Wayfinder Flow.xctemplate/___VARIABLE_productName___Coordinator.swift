import Wayfinder
import WayfinderCombine

/// The ___ v a r i a b l e_product name___ flow: First, then Second; it finishes after the last.
final class ___VARIABLE_productName___Coordinator: Coordinator<___VARIABLE_productName___Route, Void> {
  let first = ___VARIABLE_productName___FirstViewModel()
  let second = ___VARIABLE_productName___SecondViewModel()

  /// The flow, at the first screen.
  init() {
    super.init(root: .first)
    bind(first) { [weak self] event in
      switch event {
      case .continued: self?.router.push(.second)
      }
    }
    bind(second) { [weak self] event in
      switch event {
      case .continued: self?.finish()
      }
    }
  }
}
