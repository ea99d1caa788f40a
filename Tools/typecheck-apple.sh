#!/usr/bin/env bash
# Type-checks the Apple-only adapter sources on Linux, where SwiftUI and UIKit do not exist.
#
# Tools/AppleStubs holds textual module interfaces named SwiftUI (and later UIKit) that declare
# only the API the adapters use, written from Apple's documented signatures. With them on the
# import path `canImport(SwiftUI)` is true, so every guarded file is compiled in Swift 6 mode
# against the stubs and the core modules, and any error or warning fails the check.
# The stubs are never linked into a product.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
if [ ! -d "$modules" ]; then
  echo "error: build the package first (swift build)" >&2
  exit 1
fi
cache=".build/apple-stubs-module-cache"
mkdir -p "$cache"

status=0
for target in WayfinderSwiftUI WayfinderUIKit; do
  files=(Sources/"$target"/*.swift)
  echo "== type-check $target (${#files[@]} files) against Tools/AppleStubs"
  if ! swiftc -typecheck -swift-version 6 -warnings-as-errors \
    -module-name "$target" -module-cache-path "$cache" \
    -I Tools/AppleStubs -I "$modules" "${files[@]}"; then
    status=1
  fi
done

for control in Tools/NegativeControls/*.swift; do
  expected="$(sed -n 's|^// expect: ||p' "$control" | head -n 1)"
  echo "== negative control $control must fail with: $expected"
  if output="$(swiftc -typecheck -swift-version 6 -module-name NegativeControls \
    -module-cache-path "$cache" -I Tools/AppleStubs -I "$modules" "$control" 2>&1)"; then
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
exit $status
