// module: Wayfinder
// Synchronization's Mutex needs iOS 18 and macOS 15: the gate must refuse it in a core file.
// (The gate declares Synchronization's types with their availability only, not their members:
// a use in a signature is refused as a call would be in Xcode.)
import Synchronization
import Wayfinder

func countVisit(in visits: borrowing Mutex<Int>) {}
