#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSwiftUI

  /// Draws the ___ v a r i a b l e_product name___ flow.
  struct ___VARIABLE_productName___View: View {
    let flow: ___VARIABLE_productName___Coordinator

    var body: some View {
      FlowStack(flow.router) { route in
        switch route {
        case .first: FirstScreen(model: flow.first)
        case .second: SecondScreen(model: flow.second)
        }
      }
    }
  }

  /// The first screen.
  struct FirstScreen: View {
    let model: ___VARIABLE_productName___FirstViewModel

    var body: some View {
      VStack {
        Text(model.title)
        Button("Continue") { model.next() }
      }
      .navigationTitle(model.title)
    }
  }

  /// The second screen.
  struct SecondScreen: View {
    let model: ___VARIABLE_productName___SecondViewModel

    var body: some View {
      VStack {
        Text(model.title)
        Button("Continue") { model.next() }
      }
      .navigationTitle(model.title)
    }
  }
#endif
