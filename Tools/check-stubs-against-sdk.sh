#!/usr/bin/env bash
# Proves Tools/AppleStubs against Apple's real iOS 17.4 SDK: every declaration of the SwiftUI
# and UIKit stubs must be in the SDK with the same signature (its precise identifier, or its
# declaration once isolation, `Sendable` and Objective-C's `optional` are set aside) and the
# same availability, or be listed in Tools/AppleStubs/NotInIOS17.4.txt with why and Apple's
# page (newer than iOS 17.4, changed since, not on iOS, or a shape the Linux stubs need).
# Both sides come from the compiler's symbol graphs: the stubs' from this toolchain on Linux,
# the SDK's from swift-symbolgraph-extract for arm64-apple-ios17.0 (about a minute).
#
#   bash Tools/check-stubs-against-sdk.sh SDK_DIR     (CI passes ../shared/apple-sdk)
#
# Negative controls: a stub with a declaration iOS 17.4 lacks (iOS 18's
# onScrollVisibilityChange), one with a parameter type changed, and one that gives
# NavigationStack an older availability than Apple's, must each fail for it.
set -euo pipefail
cd "$(dirname "$0")/.."
sdk="$(cd "${1:?usage: check-stubs-against-sdk.sh SDK_DIR}" && pwd)"
work=".build/stubs-against-sdk"
rm -rf "$work"
mkdir -p "$work/stubs" "$work/sdk"
list="Tools/AppleStubs/NotInIOS17.4.txt"

stub_graphs() {  # stub-dir out-dir
  for module in SwiftUI UIKit; do
    swift-symbolgraph-extract -module-name "$module" -I "$1" -target x86_64-unknown-linux-gnu \
      -module-cache-path "$2/cache" -output-dir "$2" -minimum-access-level public
  done
}

echo "== symbol graphs of the stubs, and of SwiftUI and UIKit in the iOS 17.4 SDK"
stub_graphs Tools/AppleStubs "$work/stubs"
for module in SwiftUI UIKit; do
  SWIFTC_IOS_TOOL=swift-symbolgraph-extract "$sdk/swiftc-ios" -module-name "$module" \
    -module-cache-path .build/ios-sdk-cache -output-dir "$work/sdk" -minimum-access-level public
done

echo "== the stubs' declarations against the SDK's"
python3 Tools/AppleStubs/compare-with-sdk.py "$work/stubs" "$work/sdk" "$list" SwiftUI UIKit

echo "== negative controls: a declaration iOS 17.4 lacks, a parameter type, an availability"
status=0
negative() {  # name sed-expression declaration-refused
  local dir="$work/negative-$1"
  mkdir -p "$dir/stubs"
  cp Tools/AppleStubs/*.swiftinterface "$dir/stubs/"
  sed -i "$2" "$dir/stubs/SwiftUI.swiftinterface"
  stub_graphs "$dir/stubs" "$dir"
  python3 Tools/AppleStubs/compare-with-sdk.py "$dir" "$work/sdk" "$list" SwiftUI \
    >"$dir/log" 2>&1 || true
  if grep -q "^error: SwiftUI $3: " "$dir/log"; then
    grep "^error: SwiftUI $3: " "$dir/log" | cut -c1-150
    echo "   refused, as it should be"
  else
    echo "error: the stub with $1 was not refused for it:" >&2
    cat "$dir/log" >&2
    status=1
  fi
}
# Added after a declaration that is in the SDK as the stub has it.
anchor='^  nonisolated public func onOpenURL'
negative "iOS 18's onScrollVisibilityChange(threshold:_:)" "/$anchor/i\\
  nonisolated public func onScrollVisibilityChange(threshold: Swift.Double = 0.5, _ action: @escaping (Swift.Bool) -> Swift.Void) -> some SwiftUI.View" \
  'View.onScrollVisibilityChange(threshold:_:)'
negative "presentationDetents(_:selection:) taking an optional binding" \
  's/presentationDetents(_ detents: Swift.Set<SwiftUI.PresentationDetent>, selection: SwiftUI.Binding<SwiftUI.PresentationDetent>)/presentationDetents(_ detents: Swift.Set<SwiftUI.PresentationDetent>, selection: SwiftUI.Binding<SwiftUI.PresentationDetent>?)/' \
  'View.presentationDetents(_:selection:)'
negative "NavigationStack (and the rest of iOS 16's declarations) said to be iOS 15" \
  's/^@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, \*)$/@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)/' \
  'NavigationStack'
exit "$status"
