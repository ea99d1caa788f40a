// module: Wayfinder
// An array of closures with a typed `throws` needs the Swift runtime of iOS 18 and macOS 15
// (its element type is made at run time): the gate must refuse it.
import Wayfinder

struct Handlers {
  var all: [() throws(NavigationError) -> Void] = []
}
