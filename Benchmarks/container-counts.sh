#!/usr/bin/env bash
# Instruction counts of WayfinderDI beside Swinject and plain code, from valgrind's callgrind
# (stable on shared machines, unlike times), counting only the measured loop; then the
# two-thread throughput of the same work, timed. Prints the figures of Benchmarks/README.md.
# Exits 1 when one of the container goals is missed, so CI can check them (the timed thread
# figures are printed, never checked: times drift on shared machines).
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
missed=0
goal "transient graph vs the initializers:" "${per[wayfinder-graph]}" "${per[direct-graph]}" 1.5
goal "declared graph vs the initializers:" "${per[declared-graph]}" "${per[direct-graph]}" 1.5
goal_over "singleton over a stored read:" "${per[wayfinder-singleton]}" "${per[stored-read]}" 200
goal_over "declared singleton over a stored read:" "${per[declared-singleton]}" "${per[stored-read]}" 200
goal "named resolve vs the initializer:" "${per[wayfinder-named]}" "${per[direct-leaf]}" 3
goal "one-argument resolve vs the initializer:" "${per[wayfinder-argument]}" "${per[direct-numbered]}" 3
goal "register vs a Dictionary insert:" "${per[wayfinder-register]}" "${per[dictionary-insert]}" 2
if [ "${CONTAINER_THREADS:-1}" != 0 ]; then
  echo
  "$binary" threads 200000
fi
exit "$missed"
