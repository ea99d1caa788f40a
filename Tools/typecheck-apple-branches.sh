#!/usr/bin/env bash
# Type-checks the Apple branch of WayfinderDI's lock and its atomic words against Apple's real
# iOS SDK, for arm64-apple-ios17.0: a Linux build compiles only the other branch (Mutex), and
# ignores Apple availability.
#
#   bash Tools/typecheck-apple-branches.sh SDK_DIR     (SDK_DIR holds swiftc-ios; CI passes
#                                                     ../shared/apple-sdk)
#
# swift-atomics is compiled for iOS from the checkout SwiftPM resolved (run `swift build`
# first); Lock.swift and AtomicWords.swift are then type-checked with Tools/AppleBranches,
# which uses them as the library does. This proves the calls exist in iOS 17 with Apple's
# signatures and availability; it cannot show how fast the Apple branch is (nothing here runs
# on an Apple system).
set -euo pipefail
cd "$(dirname "$0")/.."
sdk="${1:?usage: typecheck-apple-branches.sh SDK_DIR}"
swiftc_ios="$(cd "$sdk" && pwd)/swiftc-ios"
atomics=".build/checkouts/swift-atomics/Sources"
if [ ! -d "$atomics/Atomics" ]; then
  echo "error: resolve the package first (swift build)" >&2
  exit 1
fi
cache=".build/ios-sdk-cache"
out=".build/ios-sdk-modules"
mkdir -p "$cache" "$out"

mapfile -d '' atomics_files < <(find "$atomics/Atomics" -name '*.swift' -print0)
"$swiftc_ios" -O -emit-module -emit-module-path "$out/Atomics.swiftmodule" -module-name Atomics \
  -parse-as-library -swift-version 5 -enable-experimental-feature BuiltinModule \
  -I "$atomics/_AtomicsShims/include" -module-cache-path "$cache" "${atomics_files[@]}"

"$swiftc_ios" -typecheck -swift-version 6 -warnings-as-errors -package-name Wayfinder \
  -module-name WayfinderDI -I "$out" -I "$atomics/_AtomicsShims/include" \
  -module-cache-path "$cache" \
  Sources/WayfinderDI/Engine/Support/Lock.swift \
  Sources/WayfinderDI/Engine/Support/AtomicWords.swift \
  Tools/AppleBranches/LockUses.swift
echo "The lock's Apple branch and the atomic words type-check against the iOS SDK."
