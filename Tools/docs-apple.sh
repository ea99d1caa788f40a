#!/usr/bin/env bash
# Builds the DocC catalogs of WayfinderSwiftUI and WayfinderUIKit on Linux, warnings as errors.
# Their symbols exist on Apple platforms only, so the symbol graphs come from compiling the
# adapters against Tools/AppleStubs (as Tools/typecheck-apple.sh does); docc then checks every
# link and parameter of the catalogs and doc comments.
set -euo pipefail
shopt -s globstar
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cache=".build/apple-stubs-module-cache"
mkdir -p "$cache"
status=0
for target in WayfinderSwiftUI WayfinderUIKit; do
  echo "== documentation of $target, from its sources compiled against Tools/AppleStubs"
  graphs="$work/$target-symbols"
  mkdir -p "$graphs"
  swiftc -emit-module -emit-module-path "$work/$target.swiftmodule" -parse-as-library \
    -swift-version 6 -module-name "$target" -module-cache-path "$cache" -I Tools/AppleStubs \
    -I "$modules" -Xcc "-fmodule-map-file=Sources/_WayfinderDIStack/include/module.modulemap" \
    -emit-symbol-graph -emit-symbol-graph-dir "$graphs" Sources/"$target"/**/*.swift
  if ! docc convert "Sources/$target/$target.docc" --additional-symbol-graph-dir "$graphs" \
    --warnings-as-errors --output-path "$work/$target.doccarchive" \
    --fallback-display-name "$target" --fallback-bundle-identifier "$target"; then
    status=1
  fi
done
exit $status
