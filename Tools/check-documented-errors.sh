#!/usr/bin/env bash
# Mistakes whose only report is the compiler's: each control in
# Tools/NegativeControls/DocumentedErrors must still fail to compile with the message the
# documentation quotes next to the symbol people search for, so that the message leads to the
# fix. Needs `swift build` to have run.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
check() { # control, message, documentation file
  local output
  if output="$(swiftc -typecheck -swift-version 6 -I "$modules" \
    -Xcc -fmodule-map-file=Sources/_WayfinderDIStack/include/module.modulemap \
    "Tools/NegativeControls/DocumentedErrors/$1" 2>&1)"; then
    echo "error: $1 compiles; it should fail with: $2" >&2
    exit 1
  fi
  if ! grep -qF "error: $2" <<<"$output"; then
    echo "error: $1 no longer fails with \"$2\"; update the control and $3:" >&2
    echo "$output" | grep "error:" | head -n 5 >&2
    exit 1
  fi
  if ! grep -qF "$2" "$3"; then
    echo "error: $3 does not quote the compiler's \"$2\"" >&2
    exit 1
  fi
  echo "$1: fails with \"$2\", which $3 quotes"
}
check ObservableInjected.swift "property wrapper cannot be applied to a computed property" \
  Sources/WayfinderDI/Locator/Injected.swift
