// expect: no such module 'UIKit'
// Negative control for the macOS type-check in Tools/typecheck-apple.sh: macOS has no UIKit, so
// with only Tools/AppleStubs/macOS on the import path `canImport(UIKit)` must be false and the
// import must fail, as on a Mac; otherwise the check would compile the adapters' UIKit code.
import UIKit

enum UIKitOnAMac {}
