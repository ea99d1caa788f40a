// module: WayfinderDI
// InlineArray needs iOS 26 and macOS 26: the gate must refuse it.
// (The gate declares the standard library's newer types with their availability only, not their
// members: a use in a signature is refused as any use would be in Xcode.)
import WayfinderDI

func remember(_ screens: InlineArray<4, Int>) {}
