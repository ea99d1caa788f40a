// expect: cannot convert value of type 'Int' to expected argument type 'Binding<Item?>'
// Negative controls for Tools/typecheck-apple.sh: each of these calls is wrong, and the check
// requires that this file fails to type-check against the stubs. If it ever compiles, the
// stubs have become too loose to catch mistakes in the adapters.
#if canImport(SwiftUI)
  import SwiftUI

  struct WrongCalls: View {
    var body: some View {
      // `sheet(item:)` takes a binding to an optional `Identifiable` item, not a value.
      EmptyView().sheet(item: 3) { _ in EmptyView() }
    }
  }
#endif
