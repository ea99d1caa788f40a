#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// A screen that gives the views its popovers point at, by name.
  ///
  /// A flow presents a popover at a named anchor (`.popover(anchor: "reactions")`); the
  /// renderer asks the screen it presents from (the top of a navigation stack, the selected
  /// tab) for the view of that name.
  ///
  /// ```swift
  /// final class ThreadViewController: UIViewController, PopoverAnchoring {
  ///   let reactButton = UIButton()
  ///   func popoverAnchor(named name: String) -> UIView? {
  ///     name == "reactions" ? reactButton : nil
  ///   }
  /// }
  /// ```
  ///
  /// A popover whose screen gives no view of its anchor's name is reported and points at the
  /// whole screen.
  @MainActor
  public protocol PopoverAnchoring {
    /// The view named `name`, or `nil` when this screen has none.
    func popoverAnchor(named name: String) -> UIView?
  }
#endif
