// A negative control for Tools/check-container-views.py: a FlowStack that keeps its own
// stages and applies none of its model's outputs (identity, animation, appearances, redraws,
// back button, question, split columns, the router read in place of the model).
// expect: 10
import SwiftUI
import Wayfinder

struct FlowStack<Route: Hashable & Codable & Sendable>: View {
  let router: Router<Route>
  @State private var stages: PresentationStages<Route>

  var body: some View {
    let screens = router.screens
    return NavigationStack(path: .constant(screens.path)) {
      Text("\(screens.root)").onAppear {}
    }
  }
}
