#!/usr/bin/env bash
# Type-checks the Apple-only adapter sources on Linux, where SwiftUI and UIKit do not exist.
#
# Tools/AppleStubs holds textual module interfaces named SwiftUI (and later UIKit) that declare
# only the API the adapters use, written from Apple's documented signatures. With them on the
# import path `canImport(SwiftUI)` is true, so every guarded file is compiled in Swift 6 mode
# against the stubs and the core modules, and any error or warning fails the check.
# The stubs are never linked into a product.
#
# WayfinderSwiftUI is also compiled as macOS sees it: against Tools/AppleStubs/macOS alone, a
# SwiftUI stub without UIKit and without what Apple's documentation does not list for macOS
# (made by Tools/make-macos-stub.py), so `canImport(UIKit)` is false there and a call to what
# macOS lacks fails. `os(macOS)` stays false on Linux: the adapters test for UIKit, not for the
# OS, wherever the difference is that macOS has no UIKit.
set -euo pipefail
shopt -s globstar
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
if [ ! -d "$modules" ]; then
  echo "error: build the package first (swift build)" >&2
  exit 1
fi
cache=".build/apple-stubs-module-cache"
mkdir -p "$cache"
# Modules that import OpenCombine (WayfinderCombine, the sample) need its C helper's map.
bin="$(dirname "$modules")"
# WayfinderDI's C part (its frame address, thread state and atomics), which modules that import
# WayfinderDI load too.
clang_maps=(-Xcc "-fmodule-map-file=Sources/_WayfinderDIStack/include/module.modulemap")
for map in "$bin"/COpenCombineHelpers.build/module.modulemap; do
  [ -f "$map" ] && clang_maps+=(-Xcc "-fmodule-map-file=$map")
done

# The adapters are compiled to modules here, so the sample's SwiftUI front end can import them
# (the WayfinderSwiftUI that SwiftPM builds on Linux is empty).
checked=".build/apple-stubs-modules"
mkdir -p "$checked"

status=0
for target in WayfinderSwiftUI WayfinderUIKit; do
  files=(Sources/"$target"/**/*.swift)
  echo "== type-check $target (${#files[@]} files) against Tools/AppleStubs"
  if ! swiftc -emit-module -emit-module-path "$checked/$target.swiftmodule" -parse-as-library \
    -swift-version 6 -warnings-as-errors -module-name "$target" -module-cache-path "$cache" \
    -I Tools/AppleStubs -I "$modules" "${clang_maps[@]}" "${files[@]}"; then
    status=1
  fi
done

# macOS: only the macOS stub on the import path (no UIKit), a module cache of its own (another
# interface named SwiftUI), and the adapter compiled to a directory of its own.
macos_stubs="Tools/AppleStubs/macOS"
macos_cache=".build/apple-stubs-macos-module-cache"
macos_checked=".build/apple-stubs-macos-modules"
mkdir -p "$macos_cache" "$macos_checked"
echo "== $macos_stubs is what Tools/make-macos-stub.py makes from Tools/AppleStubs"
if ! python3 Tools/make-macos-stub.py --check; then
  status=1
fi
swiftui_files=(Sources/WayfinderSwiftUI/**/*.swift)
echo "== type-check WayfinderSwiftUI as macOS sees it (${#swiftui_files[@]} files) against $macos_stubs"
if ! swiftc -emit-module -emit-module-path "$macos_checked/WayfinderSwiftUI.swiftmodule" \
  -parse-as-library -swift-version 6 -warnings-as-errors -module-name WayfinderSwiftUI \
  -module-cache-path "$macos_cache" -I "$macos_stubs" -I "$modules" "${clang_maps[@]}" \
  "${swiftui_files[@]}"; then
  status=1
fi

# The sample is its own package (Examples/Messenger): its front end is checked against the
# modules that package built, with WayfinderSwiftUI compiled again beside them.
sample_bin="$(swift build --package-path Examples/Messenger --show-bin-path)"
if [ ! -d "$sample_bin/Modules" ]; then
  echo "error: build the sample first (swift build --package-path Examples/Messenger)" >&2
  exit 1
fi
sample_checked=".build/apple-stubs-sample-modules"
mkdir -p "$sample_checked"
sample_maps=(-Xcc "-fmodule-map-file=Sources/_WayfinderDIStack/include/module.modulemap"
  -Xcc "-fmodule-map-file=Examples/Messenger/.build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap")
for map in "$sample_bin"/COpenCombineHelpers.build/module.modulemap; do
  [ -f "$map" ] && sample_maps+=(-Xcc "-fmodule-map-file=$map")
done
front_end=(Examples/Messenger/SwiftUI/*.swift)
echo "== type-check the Messenger SwiftUI front end (${#front_end[@]} files)"
if ! swiftc -emit-module -emit-module-path "$sample_checked/WayfinderSwiftUI.swiftmodule" \
  -parse-as-library -swift-version 6 -warnings-as-errors -module-name WayfinderSwiftUI \
  -module-cache-path "$cache" -I Tools/AppleStubs -I "$sample_bin/Modules" "${sample_maps[@]}" \
  Sources/WayfinderSwiftUI/**/*.swift ||
  ! swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors \
    -module-name MessengerSwiftUI -module-cache-path "$cache" -I "$sample_checked" \
    -I Tools/AppleStubs -I "$sample_bin/Modules" "${sample_maps[@]}" "${front_end[@]}"; then
  status=1
fi
sample_macos_checked=".build/apple-stubs-sample-macos-modules"
mkdir -p "$sample_macos_checked"
echo "== type-check the Messenger SwiftUI front end as macOS sees it (${#front_end[@]} files)"
if ! swiftc -emit-module -emit-module-path "$sample_macos_checked/WayfinderSwiftUI.swiftmodule" \
  -parse-as-library -swift-version 6 -warnings-as-errors -module-name WayfinderSwiftUI \
  -module-cache-path "$macos_cache" -I "$macos_stubs" -I "$sample_bin/Modules" \
  "${sample_maps[@]}" Sources/WayfinderSwiftUI/**/*.swift ||
  ! swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors \
    -module-name MessengerSwiftUI -module-cache-path "$macos_cache" -I "$sample_macos_checked" \
    -I "$macos_stubs" -I "$sample_bin/Modules" "${sample_maps[@]}" "${front_end[@]}"; then
  status=1
fi

for control in Tools/NegativeControls/*.swift; do
  expected="$(sed -n 's|^// expect: ||p' "$control" | head -n 1)"
  echo "== negative control $control must fail with: $expected"
  if output="$(swiftc -typecheck -swift-version 6 -module-name NegativeControls \
    -module-cache-path "$cache" -I Tools/AppleStubs -I "$modules" "${clang_maps[@]}" \
    "$control" 2>&1)"; then
    echo "error: $control type-checked; the stubs accept wrong calls" >&2
    status=1
  elif ! grep -qF "error: $expected" <<<"$output"; then
    echo "error: $control failed for another reason than the one expected:" >&2
    echo "$output" >&2
    status=1
  else
    echo "rejected, as it should be"
  fi
done

# Each is right on iOS (it type-checks against Tools/AppleStubs) and wrong on macOS, so what
# rejects it is the macOS stub.
for control in Tools/NegativeControls/macOS/*.swift; do
  expected="$(sed -n 's|^// expect: ||p' "$control" | head -n 1)"
  echo "== negative control $control must fail on macOS only, with: $expected"
  if ! swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name NegativeControls \
    -module-cache-path "$cache" -I Tools/AppleStubs -I "$modules" "${clang_maps[@]}" \
    "$control"; then
    echo "error: $control does not type-check against Tools/AppleStubs; it must be right on iOS" >&2
    status=1
  elif output="$(swiftc -typecheck -swift-version 6 -module-name NegativeControls \
    -module-cache-path "$macos_cache" -I "$macos_stubs" -I "$modules" "${clang_maps[@]}" \
    "$control" 2>&1)"; then
    echo "error: $control type-checked against $macos_stubs; it keeps what macOS lacks" >&2
    status=1
  elif ! grep -qF "error: $expected" <<<"$output"; then
    echo "error: $control failed on macOS for another reason than the one expected:" >&2
    echo "$output" >&2
    status=1
  else
    echo "rejected on macOS only, as it should be"
  fi
done

echo "== the container views draw what their model decides"
if ! python3 Tools/check-container-views.py Sources/WayfinderSwiftUI/FlowStack.swift \
  Sources/WayfinderSwiftUI/SplitStack.swift Sources/WayfinderSwiftUI/FlowRoot.swift Sources/WayfinderSwiftUI/FlowTabs.swift \
  Sources/WayfinderSwiftUI/ContainerView.swift Sources/WayfinderSwiftUI/PresentationLayer.swift; then
  status=1
fi
for control in Tools/NegativeControls/Views/*.swift; do
  expected="$(sed -n 's|^// expect: ||p' "$control" | head -n 1)"
  echo "== negative control $control must report $expected problems"
  found="$(python3 Tools/check-container-views.py "$control" | grep -c ': ' || true)"
  if [ "$found" != "$expected" ]; then
    echo "error: $control: $found problems reported, $expected expected" >&2
    status=1
  else
    echo "reported, as it should be"
  fi
done

# NB: on Apple platforms a delegate method that nearly matches an `@objc optional` requirement
# is a compiler warning; on Linux it compiles silently, so a script checks the names.
echo "== delegate methods of WayfinderUIKit and WayfinderSwiftUI match UIKit's requirements exactly"
if ! python3 Tools/check-delegate-methods.py Tools/AppleStubs/UIKit.swiftinterface \
  Sources/WayfinderUIKit/**/*.swift Sources/WayfinderSwiftUI/**/*.swift; then
  status=1
fi
for control in Tools/NegativeControls/Delegates/*.swift; do
  expected="$(sed -n 's|^// expect: ||p' "$control" | head -n 1)"
  echo "== negative control $control must report $expected near-miss delegate methods"
  found="$(python3 Tools/check-delegate-methods.py Tools/AppleStubs/UIKit.swiftinterface \
    "$control" | grep -c 'nearly matches' || true)"
  if [ "$found" != "$expected" ]; then
    echo "error: $control: $found near misses reported, $expected expected" >&2
    status=1
  else
    echo "reported, as it should be"
  fi
done
exit $status
