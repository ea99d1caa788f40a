#!/usr/bin/env bash
# What adopting each Wayfinder product costs a team in build time, beside the kits it is
# compared with: the clean build of a consumer package that imports the product and uses one
# of its types, in CPU seconds (user plus system time of `swift build` and every compiler it
# runs; CPU time holds under load better than wall time). Each consumer has a scratch
# directory of its own, resolved first and not timed, so every build starts from nothing, its
# dependencies included.
#
#   bash Benchmarks/build-cost.sh          # debug and release builds of every subject, one
#                                          # after another (Benchmarks/README.md, "Build cost")
#   bash Benchmarks/build-cost.sh --ci     # debug builds of the Wayfinder products, each
#                                          # between two of Swinject's; exits 1 when a
#                                          # product's ratio to Swinject's build grew past
#                                          # its budget
#   bash Benchmarks/build-cost.sh --modules  # what the WayfinderDI and Wayfinder consumers'
#                                          # debug builds are made of: each module's compiler
#                                          # jobs, in CPU seconds
#
# WAYFINDER_BUILD_LOGS names a folder to keep each build's log in.
#
# Factory is built from its sources, copied into a consumer package, when a snapshot of it is
# on the machine (WAYFINDER_PEERS, by default the tool library's mirror); without one it is
# left out and said so. FlowStacks imports SwiftUI, and swift-navigation's platform-free
# module does not compile on Linux at the snapshot measured (its TextState names
# LocalizedStringResource): neither can be built here (Benchmarks/README.md, "Build cost").
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
mode="${1:-all}"
peers="${WAYFINDER_PEERS:-/work/.mirror}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# consumer NAME DEPENDENCY PRODUCTS IMPORT USE: writes a package at $work/NAME.
# NB: its folder names it, so NAME must not be the name of a package it depends on.
consumer() {
  local name="$1" dependency="$2" products="$3" module="$4" use="$5"
  mkdir -p "$work/$name/Sources/Consumer"
  cat > "$work/$name/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [$dependency],
  targets: [.executableTarget(name: "Consumer", dependencies: [$products])]
)
EOF
  printf 'import %s\n\nprint(%s)\n' "$module" "$use" > "$work/$name/Sources/Consumer/main.swift"
}

# copy_peer NAME REPOSITORY DIRECTORY...: copies DIRECTORIES of a snapshot of REPOSITORY into
# consumer NAME's package Peer; fails when there is no snapshot.
copy_peer() {
  local name="$1" git="$peers/$2/repo"
  shift 2
  [ -d "$git" ] || return 1
  mkdir -p "$work/$name/Peer"
  git -C "$git" archive HEAD "$@" | tar -x -C "$work/$name/Peer"
}

# Factory: its one module, as its manifest builds it.
factory() {
  copy_peer using-factory hmlongco+Factory Sources/FactoryKit || return 1
  cat > "$work/using-factory/Peer/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Peer",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [.library(name: "FactoryKit", targets: ["FactoryKit"])],
  targets: [
    .target(
      name: "FactoryKit", resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: [.enableExperimentalFeature("StrictConcurrency")])
  ],
  swiftLanguageModes: [.v6]
)
EOF
}

# cpu NAME CONFIG: the CPU seconds of a clean build of consumer NAME in CONFIG. The package is
# resolved into its scratch directory first (not timed); what a build makes is removed before.
cpu() {
  local package="$work/$1" scratch="$work/$1/.build"
  swift package resolve --package-path "$package" --scratch-path "$scratch" >/dev/null 2>&1
  rm -rf "$scratch"/*-unknown-* "$scratch"/debug "$scratch"/release "$scratch"/*.yaml \
    "$scratch"/*.db "$scratch"/plugins
  if ! /usr/bin/time -f '%U %S' -o "$work/$1.$2.time" \
    swift build --package-path "$package" --scratch-path "$scratch" -c "$2" \
    >"$work/$1.$2.log" 2>&1; then
    echo "error: $1 did not build in $2 (its errors follow)" >&2
    grep -E "error:" "$work/$1.$2.log" | head -20 >&2
    exit 1
  fi
  awk '{ printf "%.1f", $1 + $2 }' "$work/$1.$2.time"
  if [ -n "${WAYFINDER_BUILD_LOGS:-}" ]; then
    mkdir -p "$WAYFINDER_BUILD_LOGS"
    cp "$work/$1.$2.log" "$WAYFINDER_BUILD_LOGS/"
  fi
}

# NB: a package added by path is named after its folder, and CI's clone has another name (a
# link to it is refused): the package is copied, its manifest and sources.
mkdir -p "$work/Wayfinder"
tar -c -C "$root" Package.swift Sources Plugins | tar -x -C "$work/Wayfinder"
wayfinder=".package(path: \"$work/Wayfinder\")"
product() { echo ".product(name: \"$1\", package: \"$2\")"; }
consumer using-swinject '.package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0")' \
  "$(product Swinject Swinject)" Swinject 'Container()'
consumer using-WayfinderDI "$wayfinder" "$(product WayfinderDI Wayfinder)" WayfinderDI 'Container()'
consumer using-WayfinderRegistrations "$wayfinder" "$(product WayfinderRegistrations Wayfinder)" \
  WayfinderRegistrations 'Assembler.self'
consumer using-Wayfinder "$wayfinder" "$(product Wayfinder Wayfinder)" Wayfinder 'Navigator.self'
consumer using-WayfinderCombine "$wayfinder" "$(product WayfinderCombine Wayfinder)" \
  WayfinderCombine 'EventViewModel<Int>.self'
consumer using-WayfinderTesting "$wayfinder" "$(product WayfinderTesting Wayfinder)" \
  WayfinderTesting 'FlowLeakTracker.self'
subjects=(using-swinject using-WayfinderDI using-WayfinderRegistrations using-Wayfinder
  using-WayfinderCombine using-WayfinderTesting)
configs=(debug release)

if [ "$mode" != "--ci" ]; then
  consumer using-swift-dependencies \
    '.package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1")' \
    "$(product Dependencies swift-dependencies)" Dependencies 'DependencyValues.self'
  # NB: `Dependencies` alone builds no macro; `@DependencyClient` needs `DependenciesMacros`,
  # which builds swift-syntax (debug builds only: its release build takes many minutes).
  consumer using-swift-dependencies-macros \
    '.package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1")' \
    "$(product Dependencies swift-dependencies), $(product DependenciesMacros swift-dependencies)" \
    DependenciesMacros '1'
  subjects+=(using-swift-dependencies using-swift-dependencies-macros)
  if factory; then
    consumer using-factory '.package(name: "Peer", path: "Peer")' "$(product FactoryKit Peer)" \
      FactoryKit 'Container.shared'
    subjects+=(using-factory)
  else
    echo "Factory left out: no snapshot of hmlongco/Factory under $peers"
  fi
  # What Wayfinder's products are made of: each of their dependencies alone.
  consumer using-IssueReporting \
    '.package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", exact: "1.13.1")' \
    "$(product IssueReporting xctest-dynamic-overlay)" IssueReporting 'IssueReporter.self'
  consumer using-OpenCombine \
    '.package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")' \
    "$(product OpenCombine OpenCombine)" OpenCombine 'PassthroughSubject<Int, Never>.self'
  # And a consumer of Foundation alone: what every consumer's own module and link cost.
  consumer using-nothing '' '' Foundation '1'
  subjects+=(using-IssueReporting using-OpenCombine using-nothing)
fi

# NB: subtracting one consumer's build from another's misattributes: each module's first
# compile also builds the C modules it imports (Glibc, Foundation's), once per set of flags.
# The driver runs the compiler named by SWIFT_DRIVER_SWIFT_FRONTEND_EXEC, so a wrapper times
# every job, manifests included, where it happens.
if [ "$mode" = "--modules" ]; then
  cat >"$work/frontend" <<'EOF2'
#!/usr/bin/env bash
module=manifests-and-other
previous=""
for argument in "$@"; do
  [ "$previous" = -module-name ] && [ "$argument" != main ] && module="$argument"
  previous="$argument"
done
exec /usr/bin/time -a -o "$FRONTEND_LOG" -f "%U %S $module" "$FRONTEND" "$@"
EOF2
  chmod +x "$work/frontend"
  frontend="$(dirname "$(readlink -f "$(command -v swift)")")/swift-frontend"
  for subject in using-WayfinderDI using-Wayfinder; do
    FRONTEND="$frontend" FRONTEND_LOG="$work/$subject.jobs" \
      SWIFT_DRIVER_SWIFT_FRONTEND_EXEC="$work/frontend" cpu "$subject" debug >"$work/total"
    echo "${subject#using-} debug build: $(cat "$work/total") CPU seconds, of which the compiler:"
    awk '{ cpu[$3] += $1 + $2; all += $1 + $2 }
      END { for (m in cpu) printf "  %-24s %5.1f\n", m, cpu[m]; printf "  %-24s %5.1f\n", "(all)", all }' \
      "$work/$subject.jobs" | sort -k2 -rn
  done
  exit 0
fi

# ratio SECONDS BEFORE AFTER: SECONDS over the faster of the two reference builds beside it.
ratio() { awk -v s="$1" -v a="$2" -v b="$3" 'BEGIN { printf "%.2f", s / (a < b ? a : b) }'; }

if [ "$mode" = --ci ]; then
  # Budgets: each product's debug build as a ratio to Swinject's, a fifth over the highest of
  # five runs of this loop on 2026-11-30, one in a slower spell of the machine and one in CI
  # (Benchmarks/README.md, "Build cost"): wide enough for these machines' noise, they fail a
  # product that grows by a third to a half.
  declare -A budget=(
    [using-WayfinderDI]=2.6 [using-WayfinderRegistrations]=2.5 [using-Wayfinder]=5.7
    [using-WayfinderCombine]=8.0 [using-WayfinderTesting]=6.1
  )
  declare -A best
  # NB: on these shared machines a build's CPU time moves by a tenth or more from one build to
  # the next (Swinject's from 6.9 to 11.3 s within minutes on an idle machine), and by a third
  # for minutes when a neighbour loads the host (a CI run measured Swinject at 7.9 s, then
  # Wayfinder at 41.2 s, its usual 29 to 33): each product is built between two builds of
  # Swinject and divided by the faster of them, so both sides of a ratio see the same load and
  # one slow reference build does not flatter it. Two rounds, the lower ratio counts; a
  # product over its budget in both gets a third.
  round() {
    local before after seconds subject measured
    before="$(cpu using-swinject debug)"
    for subject in "$@"; do
      seconds="$(cpu "$subject" debug)"
      after="$(cpu using-swinject debug)"
      measured="$(ratio "$seconds" "$before" "$after")"
      printf '%-24s debug %7s CPU seconds between Swinject %s and %s: %5sx\n' \
        "${subject#using-}" "$seconds" "$before" "$after" "$measured"
      if [ -z "${best[$subject]:-}" ] \
        || awk -v r="$measured" -v b="${best[$subject]}" 'BEGIN { exit !(r < b) }'; then
        best[$subject]="$measured"
      fi
      before="$after"
    done
  }
  products=(using-WayfinderDI using-WayfinderRegistrations using-Wayfinder using-WayfinderCombine
    using-WayfinderTesting)
  over() {
    for subject in "${products[@]}"; do
      awk -v r="${best[$subject]}" -v l="${budget[$subject]}" 'BEGIN { exit !(r > l) }' \
        && echo "$subject"
    done
    return 0
  }
  round "${products[@]}"
  round "${products[@]}"
  mapfile -t again < <(over)
  [ "${#again[@]}" -eq 0 ] || round "${again[@]}"
  missed=0
  for subject in "${products[@]}"; do
    verdict=met
    if awk -v r="${best[$subject]}" -v l="${budget[$subject]}" 'BEGIN { exit !(r > l) }'; then
      verdict=MISSED
      missed=1
    fi
    printf '%-42s %7sx (budget <= %sx) %s\n' "${subject#using-} debug build vs Swinject's:" \
      "${best[$subject]}" "${budget[$subject]}" "$verdict"
  done
  exit "$missed"
fi

declare -A seconds
for config in "${configs[@]}"; do
  for subject in "${subjects[@]}"; do
    [ "$config.$subject" != release.using-swift-dependencies-macros ] || continue
    seconds[$subject.$config]="$(cpu "$subject" "$config")"
    # NB: Swinject's build, the one every ratio divides by, is short (5 to 6 CPU seconds) and
    # moves a tenth or more from run to run: its fastest of three is the reference.
    if [ "$subject" = using-swinject ]; then
      for _ in 1 2; do
        seconds[$subject.$config]="$(awk -v a="${seconds[$subject.$config]}" \
          -v b="$(cpu "$subject" "$config")" 'BEGIN { print (b < a ? b : a) }')"
      done
    fi
    printf '%-24s %-8s %7s CPU seconds  %5sx Swinject\n' "${subject#using-}" "$config" \
      "${seconds[$subject.$config]}" "$(ratio "${seconds[$subject.$config]}" \
      "${seconds[using-swinject.$config]}" "${seconds[using-swinject.$config]}")"
  done
done
