#!/usr/bin/env bash
# Instruction counts of WayfinderDI beside Swinject and plain code, from valgrind's callgrind
# (stable on shared machines, unlike times), counting only the measured loop; then the
# two-thread throughput of the same work, timed. Prints the figures of Benchmarks/README.md.
#
#   bash Benchmarks/container-counts.sh [iterations]
set -euo pipefail
cd "$(dirname "$0")"
iterations="${1:-20000}"
source ./callgrind.sh
prepare_callgrind ContainerInstructionCounts

declare -A per
for scenario in direct-graph wayfinder-graph declared-graph swinject-graph stored-read \
  wayfinder-singleton declared-singleton swinject-singleton dictionary-insert \
  wayfinder-register swinject-register direct-leaf wayfinder-named direct-numbered \
  wayfinder-argument; do
  total="$(count "$scenario" "$iterations")"
  per[$scenario]=$(( total / iterations ))
  printf '%-20s %10s instructions per operation\n' "$scenario" "${per[$scenario]}"
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo
echo "graph vs initializers: Wayfinder $(ratio "${per[wayfinder-graph]}" "${per[direct-graph]}")x," \
  "declared $(ratio "${per[declared-graph]}" "${per[direct-graph]}")x," \
  "Swinject $(ratio "${per[swinject-graph]}" "${per[direct-graph]}")x"
echo "singleton over a stored read: Wayfinder +$(( per[wayfinder-singleton] - per[stored-read] ))," \
  "declared +$(( per[declared-singleton] - per[stored-read] ))," \
  "Swinject +$(( per[swinject-singleton] - per[stored-read] ))"
echo "named resolve vs the initializer: $(ratio "${per[wayfinder-named]}" "${per[direct-leaf]}")x;" \
  "one-argument resolve vs the initializer: $(ratio "${per[wayfinder-argument]}" "${per[direct-numbered]}")x"
echo "register vs a Dictionary insert: Wayfinder $(ratio "${per[wayfinder-register]}" "${per[dictionary-insert]}")x," \
  "Swinject $(ratio "${per[swinject-register]}" "${per[dictionary-insert]}")x"
echo
"$binary" threads 200000
