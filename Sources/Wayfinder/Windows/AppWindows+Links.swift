import Foundation
import IssueReporting

extension AppWindows {
  /// Opens `link` in the window ``linkPolicy`` picks, which becomes frontmost; a link that needs
  /// a condition (a logged-in user) is held in that window's navigator, and only that window
  /// opens it when it resumes.
  ///
  /// ```swift
  /// switch try windows.open(url.absoluteString) {
  /// case .opened: break
  /// case .needsNewWindow: requestNewWindow(with: url)   // then open it in the new window
  /// @unknown default: break
  /// }
  /// ```
  ///
  /// - Throws: ``DeepLinkError`` when no links are set, the link matches none, or the chosen
  ///   window cannot open it (nothing changed in any window).
  @discardableResult
  public func open(_ link: String) throws(DeepLinkError) -> WindowLinkOutcome {
    guard let deepLinks else { throw .noLinks }
    let request = WindowLink(link: link, steps: try deepLinks.steps(for: link))
    guard let chosen = linkPolicy.choose(request, windows) else { return .needsNewWindow }
    guard windows.contains(where: { $0 === chosen }) else {
      reportIssue(
        "The link policy chose the window \"\(chosen.id)\", which is not connected; it may "
          + "choose only among the windows it is given. The link asks for a new window.")
      return .needsNewWindow
    }
    let outcome = try chosen.navigator.open(link)
    activate(chosen.id)
    return .opened(window: chosen.id, outcome)
  }
}
