// A negative control for Tools/check-container-views.py: a split view that draws the router's
// screens itself and writes none of NavigationSplitView's changes back (root identity,
// appearances, pushed screens, question, detail path, column on top, visibility, columns,
// redraws, width, column back buttons, the router read in place of the model).
// expect: 12
import SwiftUI
import Wayfinder

struct SplitStack<Route: Hashable & Codable & Sendable>: View {
  let router: Router<Route>

  var body: some View {
    let screens = router.screens
    return NavigationSplitView(
      columnVisibility: .constant(.automatic), preferredCompactColumn: .constant(.sidebar),
      sidebar: { Text("\(screens.root)") },
      detail: { NavigationStack(path: .constant(screens.path)) { EmptyView() } })
  }
}
