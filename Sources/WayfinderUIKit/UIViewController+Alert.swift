#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A button of an alert shown with `showAlert(title:message:actions:)`.
  public struct AlertAction {
    let title: String
    let style: UIAlertAction.Style
    let handler: @MainActor () -> Void

    /// A button titled `title` that runs `handler` when tapped.
    public init(
      _ title: String, style: UIAlertAction.Style = .default,
      handler: @escaping @MainActor () -> Void = {}
    ) {
      self.title = title
      self.style = style
      self.handler = handler
    }

    /// An OK button that only closes the alert.
    public static var ok: AlertAction { AlertAction("OK") }
  }

  extension UIViewController {
    /// Shows an alert with `title`, `message` and `actions`: seed 002's `showAlert`.
    ///
    /// ```swift
    /// showAlert(title: "Wrong password", message: "Try again.")
    /// ```
    public func showAlert(
      title: String?, message: String?, actions: [AlertAction] = [.ok], animated: Bool = true
    ) {
      let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
      for action in actions {
        let handler = action.handler
        alert.addAction(
          UIAlertAction(title: action.title, style: action.style) { _ in
            MainActor.assumeIsolated { handler() }
          })
      }
      present(alert, animated: animated)
    }
  }
#endif
