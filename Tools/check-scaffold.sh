#!/usr/bin/env bash
# Proves `swift package wayfinder new-flow` on a fresh package whose manifest is the README's
# (its Installation block, verbatim, so that it cannot drift from what an app needs): generates
# a stack feature (with UIKit screens) and a tab feature into it, warns for a target that
# lacks a product the files import,
# builds it and runs the generated tests on Linux, type-checks the generated SwiftUI and UIKit
# files against Tools/AppleStubs (as iOS and as macOS see them), checks that bad names and
# existing files change nothing, that a recorded session made into a test with
# `test-from-recording` builds and passes, and that the Xcode template in Templates/ is what
# the generator makes and compiles the same way.
#
# Needs `swift build` and `bash Tools/typecheck-apple.sh` to have run (the adapters' modules).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
app="$work/Shop"
mkdir -p "$app/Sources/App" "$app/Tests/AppTests" "$app/Sources/Bare" "$app/Tests/BareTests"
# NB: the README's block depends on `../Wayfinder`, a checkout in a folder of that name.
ln -s "$root" "$work/Wayfinder"
python3 - "$app/Package.swift" <<'PYTHON'
import re, sys
readme = open("README.md", encoding="utf-8").read()
install = readme[readme.index("## Installation"):]
block = re.search(r"```swift\n(dependencies: \[.*?\n\])\n```", install, re.S)
if not block:
    sys.exit("error: the README's Installation section has no manifest block")
manifest = block.group(1)
# A second target that lacks the products a feature imports, for the refusal below.
bare = ('  .target(name: "Bare", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")]),\n'
        '  .testTarget(name: "BareTests", dependencies: ["Bare"]),\n]')
manifest = manifest[: manifest.rindex("]")] + bare
open(sys.argv[1], "w", encoding="utf-8").write(
    "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
    '  name: "Shop",\n  platforms: [.iOS(.v17), .macOS(.v14)],\n' + manifest
    + ",\n  swiftLanguageModes: [.v6]\n)\n")
PYTHON
echo "// Bare's own code." >"$app/Sources/Bare/Bare.swift"
echo "// Bare's tests." >"$app/Tests/BareTests/BareTests.swift"
echo "// The app's own code." >"$app/Sources/App/App.swift"
echo "// The app's tests." >"$app/Tests/AppTests/AppTests.swift"
# A session of the generated checkout, recorded and saved where WAYFINDER_RECORDING says, for
# `test-from-recording` below.
cat >"$app/Tests/AppTests/RecordCheckoutTests.swift" <<'SWIFT'
import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@testable import App

@MainActor
@Test func recordACheckout() throws {
  guard let path = ProcessInfo.processInfo.environment["WAYFINDER_RECORDING"] else { return }
  let navigator = Navigator(root: CheckoutCoordinator())
  navigator.recorder = NavigationRecorder()
  navigator.start()
  let flow = try #require(navigator.root as? CheckoutCoordinator)
  flow.router.push(.shippingAddress)
  flow.router.simulateBack()
  navigator.transaction {
    flow.router.push(.shippingAddress)
    flow.router.push(.payment)
  }
  let recording = try #require(try navigator.recorder?.recording())
  try JSONEncoder().encode(recording).write(to: URL(fileURLWithPath: path))
}
SWIFT

plugin() { swift package --package-path "$app" --allow-writing-to-package-directory wayfinder "$@"; }

echo "== new-flow: a stack feature with UIKit screens, and a tab feature"
plugin new-flow Checkout --routes cart,shippingAddress,payment --uikit --target App
plugin new-flow Account --routes orders,settings --tabs --uikit --target App

echo "== bad names and existing files are refused and change nothing"
before="$(find "$app/Sources" "$app/Tests" -type f | sort | xargs md5sum)"
for bad in "new-flow 9lives --routes a" "new-flow Checkout --routes cart" \
  "new-flow Search --routes results,results" "new-flow Search --routes class"; do
  bad="$bad --target App"
  # shellcheck disable=SC2086
  if plugin $bad 2>"$work/error.txt"; then
    echo "error: \`wayfinder $bad\` was accepted" >&2
    exit 1
  fi
  grep -h "error: " "$work/error.txt" | head -n 1
done
after="$(find "$app/Sources" "$app/Tests" -type f | sort | xargs md5sum)"
if [ "$before" != "$after" ]; then
  echo "error: a refused command changed files" >&2
  exit 1
fi

echo "== a target without WayfinderCombine and WayfinderSwiftUI, which the files import, is told"
plugin new-flow Orders --routes list --target Bare >"$work/bare.txt" 2>&1
if ! grep -q 'warning: Bare does not list WayfinderCombine, WayfinderSwiftUI' "$work/bare.txt"; then
  echo "error: the plugin did not say what Bare lacks:" >&2
  cat "$work/bare.txt" >&2
  exit 1
fi
grep -h "warning: " "$work/bare.txt" | head -n 1
# NB: Bare's feature is left out of the build below, which it would fail as it is told.
rm "$app"/Sources/Bare/Orders*.swift "$app"/Tests/BareTests/Orders*.swift

echo "== the generated package builds and its tests pass on Linux"
swift build --package-path "$app" --build-tests 2>&1 | tee "$work/build.log" | tail -n 3
if grep -E "\.swift:[0-9]+:[0-9]+: warning:" "$work/build.log"; then
  echo "error: the generated code has compiler warnings" >&2
  exit 1
fi
swift test --package-path "$app" --skip-build 2>&1 | grep -E "Test run|✘" | tail -n 3

echo "== test-from-recording: a recorded checkout made into a test, which passes"
WAYFINDER_RECORDING="$work/report.json" swift test --package-path "$app" --skip-build \
  --filter recordACheckout 2>&1 | grep -E "Test run|✘" | tail -n 1
plugin test-from-recording "$work/report.json" --name ReportedCheckout \
  --navigator 'Navigator(root: CheckoutCoordinator())' --target App
grep -q 'checkoutCoordinator[0-9]*.router.push(.payment)' \
  "$app/Tests/AppTests/ReportedCheckoutTests.swift"
swift build --package-path "$app" --build-tests 2>&1 | tee "$work/build.log" | tail -n 1
if grep -E "\.swift:[0-9]+:[0-9]+: (warning|error):" "$work/build.log"; then
  echo "error: the test made from the recording does not build cleanly" >&2
  exit 1
fi
swift test --package-path "$app" --skip-build --filter reportedCheckout 2>&1 \
  | tee "$work/test.log" | grep -E "Test run|✘" | tail -n 3
grep -q "Test run with 1 test.* passed" "$work/test.log"

modules="$(swift build --show-bin-path)/Modules"
clang_maps=(-Xcc "-fmodule-map-file=Sources/_WayfinderDIStack/include/module.modulemap")
for map in "$(dirname "$modules")"/COpenCombineHelpers.build/module.modulemap; do
  [ -f "$map" ] && clang_maps+=(-Xcc "-fmodule-map-file=$map")
done
typecheck() {
  swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -module-name App \
    -module-cache-path .build/apple-stubs-module-cache -I .build/apple-stubs-modules \
    -I Tools/AppleStubs -I "$modules" "${clang_maps[@]}" "$@"
}
# As macOS sees SwiftUI: no UIKit, so the generated UIKit files are empty there.
typecheck_macos() {
  swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -module-name App \
    -module-cache-path .build/apple-stubs-macos-module-cache -I .build/apple-stubs-macos-modules \
    -I Tools/AppleStubs/macOS -I "$modules" "${clang_maps[@]}" "$@"
}
echo "== the generated SwiftUI and UIKit files type-check against Tools/AppleStubs"
typecheck "$app"/Sources/App/*.swift
echo "== and as macOS sees them, against Tools/AppleStubs/macOS"
typecheck_macos "$app"/Sources/App/*.swift

echo "== the Xcode template is what the generator makes, and compiles the same way"
swift run wayfinder-scaffold xcode-templates "$work/templates" >/dev/null
if ! diff -r "$work/templates" Templates; then
  echo "error: Templates/ differs from the generator; run" \
    "swift run wayfinder-scaffold xcode-templates Templates" >&2
  exit 1
fi
mkdir -p "$work/from-template"
for file in "Templates/Wayfinder Flow.xctemplate"/*.swift; do
  name="$(basename "$file" | sed 's/___VARIABLE_productName___/Sample/g')"
  sed 's/___VARIABLE_productName___/Sample/g' "$file" >"$work/from-template/$name"
done
typecheck "$work"/from-template/*.swift
typecheck_macos "$work"/from-template/*.swift
echo "scaffolding checked"
