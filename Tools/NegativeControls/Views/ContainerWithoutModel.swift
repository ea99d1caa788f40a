// A negative control for Tools/check-container-views.py: a container view that keeps its own
// stages, never applies its model, and draws its root without the model's root identity.
// expect: 3
import SwiftUI
import Wayfinder

struct ContainerWithoutModel<Route: Hashable & Codable & Sendable>: View {
  let router: Router<Route>
  @State private var stages: PresentationStages<Route>

  var body: some View {
    let screens = router.screens
    return Text("\(screens.root)")
  }
}
