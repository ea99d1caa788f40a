#!/usr/bin/env bash
# Instruction counts of the navigation core beside the plain code it is compared with, from
# valgrind's callgrind (stable on shared machines, unlike times). Counts only the measured
# loop; prints instructions per iteration for each scenario and the ratios of the goals.
#
#   bash Benchmarks/instruction-counts.sh [iterations]
set -euo pipefail
cd "$(dirname "$0")"
iterations="${1:-2000}"
swift build -c release --product InstructionCounts >/dev/null
binary="$(swift build -c release --show-bin-path)/InstructionCounts"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

count() {  # scenario iterations -> total instructions in the measured loop
  valgrind --tool=callgrind --toggle-collect='*measuredLoop*' \
    --callgrind-out-file="$out/$1.$2" "$binary" "$1" "$2" >/dev/null 2>&1
  awk '/^summary:/ { print $2 }' "$out/$1.$2"
}

declare -A per
for scenario in observable-array push-pop-10 push-pop-1000 typed-loop-1000 deep-link-1000; do
  n="$iterations"
  case "$scenario" in *-1000-*|deep-link-1000|typed-loop-1000) n=$(( iterations / 20 + 2 )) ;; esac
  total="$(count "$scenario" "$n")"
  per[$scenario]=$(( total / n ))
  printf '%-18s %12s instructions per iteration (%s iterations)\n' "$scenario" "${per[$scenario]}" "$n"
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo
echo "push+pop vs @Observable array:       $(ratio "${per[push-pop-10]}" "${per[observable-array]}")x (goal <= 5x)"
echo "push+pop at 1,000 vs at 10 routes:   $(ratio "${per[push-pop-1000]}" "${per[push-pop-10]}")x (goal <= 1.1x)"
echo "1,000-route deep link vs typed loop: $(ratio "${per[deep-link-1000]}" "${per[typed-loop-1000]}")x (goal <= 2x)"
