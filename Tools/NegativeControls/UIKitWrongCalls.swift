// expect: missing argument for parameter 'animated' in call
// A negative control for Tools/typecheck-apple.sh: this call is wrong, and the check requires
// that this file fails to type-check against the UIKit stub.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @MainActor func wrongCall(_ navigation: UINavigationController) {
    // `setViewControllers(_:animated:)` needs the `animated:` argument.
    navigation.setViewControllers([])
  }
#endif
