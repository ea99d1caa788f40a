#!/usr/bin/env bash
# Fuzzes the deep-link parser and the snapshot decoder with libFuzzer for a bounded time.
#
# Each fuzzer is the Wayfinder sources, Tests/WayfinderTests/FuzzTargets.swift and one entry point,
# compiled with `-sanitize=fuzzer,address` (WayfinderDI as a library beside them). A crash,
# an untyped error or a rejected input that changed the state stops the run and fails it;
# libFuzzer writes the input to .build-fuzz/, and it belongs in Tools/Fuzz/Crashes/ as a
# regression test (Tests/WayfinderTests/FuzzRegressionTests.swift replays every file there).
#
# FUZZ_SECONDS sets the time per fuzzer (default 30).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-30}"
out=".build-fuzz"
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -g -package-name Wayfinder
  -module-cache-path "$out/cache" -I Sources/_WayfinderDIStack/include)

# NB: the linker warns about local AddressSanitizer symbols it cannot export; the build
# output goes to a log, shown only when a build fails.
build() {
  if ! swiftc "$@" >"$out/build.log" 2>&1; then
    cat "$out/build.log" >&2
    exit 1
  fi
}
# NB: the core and WayfinderDI report misuse through IssueReporting
# (pointfreeco/xctest-dynamic-overlay),
# which `swift build` has checked out; it is built the way its manifest builds it.
echo "== build IssueReporting for fuzzing"
mapfile -t issue_sources < <(find .build/checkouts/xctest-dynamic-overlay/Sources/IssueReporting \
  -name '*.swift' | sort)
build "${flags[@]}" -emit-library -static -emit-module -module-name IssueReporting \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -enable-upcoming-feature MemberImportVisibility \
  -emit-module-path "$out/IssueReporting.swiftmodule" -o "$out/libIssueReporting.a" \
  "${issue_sources[@]}"

# WayfinderDI's C part: the per-thread resolution state (the header alone is not enough).
echo "== build _WayfinderDIStack for fuzzing"
clang -c -g -fsanitize=address -I Sources/_WayfinderDIStack/include \
  -o "$out/ThreadState.o" Sources/_WayfinderDIStack/ThreadState.c
ar rcs "$out/libWayfinderDIStack.a" "$out/ThreadState.o"

echo "== build WayfinderDI for fuzzing"
mapfile -t di_sources < <(find Sources/WayfinderDI -name '*.swift' | sort)
build "${flags[@]}" -emit-library -static -emit-module -module-name WayfinderDI -I "$out" \
  -emit-module-path "$out/WayfinderDI.swiftmodule" -o "$out/libWayfinderDI.a" "${di_sources[@]}"

mapfile -t core_sources < <(find Sources/Wayfinder -name '*.swift' | sort)
status=0
for target in DeepLink Snapshot; do
  echo "== build and run the ${target} fuzzer for ${seconds}s"
  build "${flags[@]}" -module-name "${target}Fuzzer" -I "$out" -L "$out" -lWayfinderDI \
    -lIssueReporting -lWayfinderDIStack \
    "${core_sources[@]}" Tests/WayfinderTests/FuzzTargets.swift "Tools/Fuzz/${target}Fuzzer.swift" \
    -o "$out/${target}Fuzzer"
  corpus="$out/corpus-${target}"
  mkdir -p "$corpus"
  if ! (cd "$out" && "./${target}Fuzzer" -max_total_time="$seconds" -print_final_stats=1 \
    "corpus-${target}" "../Tools/Fuzz/Seeds/${target}s") 2>&1 | tee "$out/${target}.log" \
    | grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY)"; then
    :
  fi
  if grep -qE "==[0-9]+==ERROR|deadly signal|Fatal error" "$out/${target}.log"; then
    echo "error: the ${target} fuzzer found a failing input; see $out/${target}.log" >&2
    status=1
  fi
done
exit $status
