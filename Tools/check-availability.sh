#!/usr/bin/env bash
# The availability gate: type-checks the package's library modules for iOS 17 (arm64-apple-ios17.0)
# against Apple's real iOS 17.4 SDK, so the compiler itself refuses what Xcode would refuse and a
# Linux build cannot see: an API newer than the package's minimums outside an `if #available`
# that covers it (the standard library, Synchronization, Observation, concurrency, Foundation,
# Combine, UIKit and, through the stub, SwiftUI), and a language feature whose run-time support
# is newer (a typed-throws closure type in an array or an optional, `@isolated(any)`).
#
#   bash Tools/check-availability.sh [SDK_DIR]    (default ../shared/apple-sdk; run `swift
#                                                 build` first, for the dependencies' checkouts)
#
# Then a second pass for macOS: the SwiftUI adapter again, with the macOS versions of every
# availability spec (its own and the stub's) standing in for iOS's (Tools/Availability/
# project.py), so `#available(iOS 18, *)` alone, which lets macOS 14 call a macOS 15 API, fails;
# and the UIKit adapter with its visionOS branches taken.
# Then the negative controls (Tools/NegativeControls/Availability), each of which must fail with
# an availability error, and the positive controls, which must pass. How it works and what it
# cannot see: the CrossPlatform article of the Wayfinder catalog.
set -euo pipefail
cd "$(dirname "$0")/.."
sdk="$(cd "${1:-../shared/apple-sdk}" && pwd)"
swiftc_ios="$sdk/swiftc-ios"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/linux"
checkouts=".build/checkouts"
if [ ! -d "$checkouts/xctest-dynamic-overlay" ]; then
  echo "error: resolve the package first (swift build)" >&2
  exit 1
fi
work=".build/availability"
modules="$work/modules"
rm -rf "$work"
mkdir -p "$modules"
cache=".build/ios-sdk-cache"
# The flags of every compile, looking for modules in $1 (the iOS ones, or the macOS pass's).
search() {
  searched="$1"
  # NB: AVAILABILITY_STAND_INS tells the library that Swift 6's types here are stand-ins
  # (Tools/Availability/make-stand-ins.py), declared without their conformances.
  common=(-module-cache-path "$cache" -I "$1" -I Sources/_WayfinderDIStack/include
    -parse-as-library -D AVAILABILITY_STAND_INS)
}
search "$modules"

# The package's C target: its Apple branch (the thread's stack bounds) compiles only there; its
# atomics header, with every word operation, is compiled here too.
echo "== _WayfinderDIStack compiled for iOS 17 against the SDK's headers (warnings are errors)"
clang -target arm64-apple-ios17.0 -isysroot "$sdk/iPhoneOS17.4.sdk" -fsyntax-only -Wall -Wextra \
  -Werror=partial-availability -Werror -I Sources/_WayfinderDIStack/include \
  Sources/_WayfinderDIStack/ThreadState.c -x c-header \
  Sources/_WayfinderDIStack/include/WayfinderAtomics.h

echo "== what Swift 6's library adds to Swift 5.10's is back-deployed (Tools/Availability)"
python3 Tools/Availability/check-library.py Tools/Availability/Swift6Library.swift "$toolchain"
if python3 Tools/Availability/check-library.py \
  Tools/NegativeControls/Availability/Swift6LibraryTooNew.swift "$toolchain" >/dev/null; then
  echo "error: check-library.py let an iOS 18 declaration pass" >&2
  exit 1
fi
echo "(and refuses Tools/NegativeControls/Availability/Swift6LibraryTooNew.swift, as it should)"
"$swiftc_ios" -O -emit-module -emit-module-path "$modules/_Swift6Library.swiftmodule" \
  -module-name _Swift6Library -enable-experimental-feature BuiltinModule \
  -Xfrontend -experimental-skip-all-function-bodies "${common[@]}" \
  Tools/Availability/Swift6Library.swift
python3 Tools/Availability/make-stand-ins.py "$modules" "$sdk" "$toolchain"
implicit=(-Xfrontend -import-module -Xfrontend _Swift6Library
  -Xfrontend -import-module -Xfrontend _Swift6Types)

# A dependency: its module, built for iOS the way its manifest builds it.
dependency() {  # name language-version sources-dir [flags...]
  local name="$1" version="$2" dir="$3"
  shift 3
  local files
  mapfile -d '' files < <(find "$dir" -name '*.swift' -print0 | sort -z)
  "$swiftc_ios" -O -emit-module -emit-module-path "$modules/$name.swiftmodule" -module-name "$name" \
    -swift-version "$version" "${common[@]}" "${implicit[@]}" \
    -Xfrontend -experimental-skip-all-function-bodies "$@" "${files[@]}"
}
dependency IssueReporting 5 "$checkouts/xctest-dynamic-overlay/Sources/IssueReporting" \
  -package-name xctest_dynamic_overlay

"$swiftc_ios" -O -emit-module -emit-module-path "$modules/_UIKitNewerThanSDK.swiftmodule" \
  -module-name _UIKitNewerThanSDK -swift-version 6 "${common[@]}" "${implicit[@]}" \
  -Xfrontend -experimental-skip-all-function-bodies Tools/Availability/UIKitNewerThanSDK.swift
uikit_additions=(-Xfrontend -import-module -Xfrontend _UIKitNewerThanSDK)

# Every module in Swift 6 mode, as it builds: where the iOS 17.4 SDK predates today's Sendable
# annotations, Swift6Library.swift declares today's.
status=0
check() {  # name files...
  local name="$1"
  shift
  local flags=(-module-name "$name" -package-name Wayfinder -swift-version 6 "${common[@]}"
    "${implicit[@]}")
  [ "$name" = WayfinderUIKit ] && flags+=("${uikit_additions[@]}")
  if ! "$swiftc_ios" -typecheck "${flags[@]}" "$@" 2>"$work/$name.log"; then
    grep -E "error:" "$work/$name.log" | grep -v "^ *|" | sort -u >&2 || true
    echo "error: $name does not type-check for iOS 17 (full output: $work/$name.log)" >&2
    status=1
    return
  fi
  "$swiftc_ios" -O -emit-module -emit-module-path "$searched/$name.swiftmodule" "${flags[@]}" \
    -Xfrontend -experimental-skip-all-function-bodies "$@" 2>>"$work/$name.log"
  echo "$name type-checks for iOS 17 ($# files)"
}
sources() { find "Sources/$1" -name '*.swift' | sort; }

echo "== every availability check of the library names every platform's version"
mapfile -t library_sources < <(find Sources -name '*.swift' | sort)
python3 Tools/Availability/names-every-platform.py "${library_sources[@]}"
if python3 Tools/Availability/names-every-platform.py \
  Tools/NegativeControls/Availability/NamesOnlySomePlatforms.swift >/dev/null; then
  echo "error: names-every-platform.py let #available(iOS 18.0, macOS 15.0, *) pass" >&2
  exit 1
fi
echo "(and refuses Tools/NegativeControls/Availability/NamesOnlySomePlatforms.swift)"

echo "== the library, type-checked for iOS 17 against Apple's iOS 17.4 SDK"
for target in WayfinderDI WayfinderRegistrations Wayfinder WayfinderCombine WayfinderUIKit WayfinderSwiftUI \
  WayfinderScaffold; do
  mapfile -t files < <(sources "$target")
  check "$target" "${files[@]}"
done
[ "$status" = 0 ] || exit 1
mapfile -t uikit < <(sources WayfinderUIKit)
mapfile -t swiftui < <(sources WayfinderSwiftUI)

echo "== the SwiftUI adapter again, with macOS's versions in iOS's place"
projected="$work/macOS"
python3 Tools/Availability/project.py macOS "$projected" \
  Tools/AppleStubs/macOS/SwiftUI.swiftinterface "${swiftui[@]}"
mkdir -p "$projected/modules"
cp -R "$modules"/. "$projected/modules/"
cp "$projected/SwiftUI.swiftinterface" \
  "$projected/modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface"
mapfile -t swiftui_macos < <(find "$projected/Sources" -name '*.swift' | sort)
search "$projected/modules"
check WayfinderSwiftUI "${swiftui_macos[@]}"
[ "$status" = 0 ] || exit 1
search "$modules"

# visionOS: the UIKit adapter with its visionOS branches taken (and visionOS's versions in
# iOS's place), against Apple's UIKit for iOS: it shows that those branches are complete, not
# what UIKit marks unavailable on visionOS, which only a visionOS SDK knows.
echo "== the UIKit adapter again, with its visionOS branches"
python3 Tools/Availability/project.py visionOS "$work/visionOS" - "${uikit[@]}"
mapfile -t uikit_visionos < <(find "$work/visionOS/Sources" -name '*.swift' | sort)
check WayfinderUIKit "${uikit_visionos[@]}"
[ "$status" = 0 ] || exit 1

# A control is one file compiled into a module of its own beside the one its first line names
# (`// module: Wayfinder`), on iOS and, with `// platform: macOS`, in the macOS pass too. A
# negative control must be refused for its availability in its last pass, a positive one must
# pass both.
echo "== negative controls must fail with an availability error; positive controls must pass"
compile_control() {  # file module pass -> the errors
  local file="$1" module="$2" pass="$3"
  search "$modules"
  if [ "$pass" = macOS ]; then
    rm -rf "$work/control"
    python3 Tools/Availability/project.py macOS "$work/control" \
      Tools/AppleStubs/macOS/SwiftUI.swiftinterface "$file"
    file="$(find "$work/control/Sources" -name '*.swift')"
    search "$projected/modules"
  fi
  local flags=(-module-name "${module}Control" -package-name Wayfinder -swift-version 6
    "${common[@]}" "${implicit[@]}")
  [ "$module" = WayfinderUIKit ] && flags+=("${uikit_additions[@]}")
  "$swiftc_ios" -typecheck "${flags[@]}" "$file" >"$work/control.log" 2>&1 || true
  grep -E "error:" "$work/control.log" | grep -v "^ *|" || true
}
control() {  # fail|pass file
  local file="$2" module passes=(iOS) errors=""
  module="$(sed -n 's|^// module: ||p' "$file")"
  grep -q "^// platform: macOS" "$file" && passes+=(macOS)
  for pass in "${passes[@]}"; do
    errors="$(compile_control "$file" "$module" "$pass")"
    # A negative control for the macOS pass must pass on iOS: it shows what only macOS lacks.
    if [ -n "$errors" ] && { [ "$1" = pass ] || [ "$pass" != "${passes[-1]}" ]; }; then
      echo "error: $file should pass ($pass):" >&2
      echo "$errors" >&2
      status=1
      return
    fi
  done
  if [ "$1" = pass ]; then
    echo "$file: passes, as it should (${passes[*]})"
  elif grep -qE "$(basename "$file"):[0-9]+:[0-9]+: error: .*is only available in" \
    <<<"$errors"; then
    echo "$file: refused, as it should be (${passes[-1]})"
  else
    echo "error: $file was not refused for its availability (${passes[-1]}):" >&2
    echo "${errors:-no error}" >&2
    status=1
  fi
}
for file in Tools/NegativeControls/Availability/Refused*.swift; do control fail "$file"; done
for file in Tools/NegativeControls/Availability/Allowed*.swift; do control pass "$file"; done

echo "== a negative control made from this toolchain's symbol graphs: each newer type refused"
graphs="$work/symbol-graphs"
mkdir -p "$graphs"
for module in Swift _Concurrency Synchronization Observation; do
  swift-symbolgraph-extract -module-name "$module" -target x86_64-unknown-linux-gnu \
    -output-dir "$graphs" -minimum-access-level public
done
uses="$(python3 Tools/Availability/make-fixture.py "$graphs" "$work/Generated.swift")"
refused="$(compile_control "$work/Generated.swift" Generated iOS \
  | grep -E "^$work/Generated.swift:[0-9]+:[0-9]+: error: .*is only available in" \
  | cut -d: -f2 | sort -u | wc -l)"
if [ "$uses" -gt 0 ] && [ "$refused" -eq "$uses" ]; then
  echo "$work/Generated.swift: all $uses uses refused, as they should be"
else
  echo "error: $refused of the $uses generated uses were refused ($work/Generated.swift)" >&2
  status=1
fi
exit "$status"
