#!/usr/bin/env bash
# Instruction counts of the navigation core beside the plain code it is compared with, from
# valgrind's callgrind (stable on shared machines, unlike times). Counts only the measured
# loop; prints instructions per iteration for each scenario, allocations, and the goals' ratios.
# Exits 1 when a goal is missed, so CI can check them.
#
#   bash Benchmarks/instruction-counts.sh [iterations]
set -euo pipefail
cd "$(dirname "$0")"
iterations="${1:-2000}"
source ./callgrind.sh
prepare_callgrind InstructionCounts

declare -A per
scenarios=(observable-array push-pop-10 push-pop-1000 typed-loop-1000 deep-link-1000
  rendered-push-pop-10 rendered-push-pop-1000 observed-array observed-push-pop-10
  observed-push-pop-1000 analytics-push-pop-10 analytics-push-pop-1000 signposted-push-pop-10
  signposted-push-pop-1000 recorded-push-pop-10 recorded-push-pop-1000 rendered-deep-link-1000
  launch launch-restoring launch-restoring-100 parse-snapshot parse-snapshot-100)
for scenario in "${scenarios[@]}"; do
  n="$iterations"
  case "$scenario" in *deep-link-1000|typed-loop-1000|rendered-*-1000|observed-*-1000|analytics-*-1000|signposted-*-1000|recorded-*-1000)
    n=$(( iterations / 20 + 2 )) ;;
  launch|launch-restoring|parse-snapshot) n=$(( iterations / 100 + 2 )) ;;
  *-100) n=$(( iterations / 500 + 2 )) ;;
  esac
  total="$(count "$scenario" "$n")"
  per[$scenario]=$(( total / n ))
  printf '%-24s %12s instructions per iteration (%s iterations)\n' "$scenario" "${per[$scenario]}" "$n"
done

allocations() {  # scenario -> heap allocations per iteration (memcheck, 2n minus n runs)
  local one two
  one="$(valgrind --tool=memcheck "$binary" "$1" "$2" 2>&1 | awk '/total heap usage/ { gsub(",", "", $5); print $5 }')"
  two="$(valgrind --tool=memcheck "$binary" "$1" "$(( $2 * 2 ))" 2>&1 | awk '/total heap usage/ { gsub(",", "", $5); print $5 }')"
  echo $(( (two - one) / $2 ))
}

echo
echo "allocations per push+pop (10 routes):  $(allocations push-pop-10 500)"
echo "allocations per 1,000-route deep link: $(allocations deep-link-1000 10)"
echo "allocations per launch restoring:      $(allocations launch-restoring 10)"
echo "allocations per launch alone:          $(allocations launch 10)"

inuse() {  # scenario iterations -> bytes and blocks memcheck finds in use at exit
  valgrind --tool=memcheck "$binary" "$1" "$2" 2>&1 \
    | awk '/in use at exit/ { gsub(",", "", $6); gsub(",", "", $9); print $6, $9 }'
}

declare -A kept_bytes kept_blocks
kept() {  # scenario n -> what each unit the scenario makes and keeps holds (2n minus n runs)
  local one two
  read -r -a one <<< "$(inuse "$1" "$2")"
  read -r -a two <<< "$(inuse "$1" "$(( $2 * 2 ))")"
  kept_bytes[$1]=$(( (two[0] - one[0]) / $2 ))
  kept_blocks[$1]=$(( (two[1] - one[1]) / $2 ))
  printf '%-24s %6s bytes in %3s blocks kept for each\n' "$1" "${kept_bytes[$1]}" "${kept_blocks[$1]}"
}

echo
echo "memory kept (memcheck's bytes in use at exit, 2n minus n, over n):"
kept hold-pushed 1000
kept hold-pushed-flow 200
kept hold-presented-flow 200
kept hold-tab-flow 200
kept hold-window 200
declare -A grew
for cycle in "cycle-push-pop 5000" "cycle-present-dismiss 500"; do
  read -r name n <<< "$cycle"
  read -r -a one <<< "$(inuse "$name" "$n")"
  read -r -a two <<< "$(inuse "$name" "$(( n * 2 ))")"
  grew[$name]=$(( two[0] - one[0] ))
  printf '%-24s %6s bytes more in use after %s cycles than after %s\n' "$name" "${grew[$name]}" \
    "$(( n * 2 ))" "$n"
done

echo
missed=0
goal "push+pop vs @Observable array:" "${per[push-pop-10]}" "${per[observable-array]}" 5
goal "push+pop at 1,000 vs at 10 routes:" "${per[push-pop-1000]}" "${per[push-pop-10]}" 1.1
goal "1,000-route deep link vs typed loop:" "${per[deep-link-1000]}" "${per[typed-loop-1000]}" 2
# The paths apps take: a flow on screen has a renderer attached (UIKit) or a view observing it
# (SwiftUI).
goal "observed push+pop vs observed array:" "${per[observed-push-pop-10]}" "${per[observed-array]}" 2
goal "observed push+pop at 1,000 vs at 10:" "${per[observed-push-pop-1000]}" "${per[observed-push-pop-10]}" 1.1
goal "rendered push+pop vs @Observable array:" "${per[rendered-push-pop-10]}" "${per[observable-array]}" 5
goal "rendered push+pop at 1,000 vs at 10:" "${per[rendered-push-pop-1000]}" "${per[rendered-push-pop-10]}" 1.1
# An app that logs its navigation: a renderer attached and a navigator observer. Its pushes
# and pops take the in-place path too, and each tells its event (see README.md, "An app that
# logs its navigation").
goal "analytics push+pop vs @Observable array:" "${per[analytics-push-pop-10]}" "${per[observable-array]}" 5
goal "analytics push+pop at 1,000 vs at 10:" "${per[analytics-push-pop-1000]}" "${per[analytics-push-pop-10]}" 1.1
# An app that marks its changes as intervals (a debug build on Apple platforms, or one measured
# in Instruments): each push and pop tells its event and begins and ends its interval.
goal "signposted push+pop vs analytics push+pop:" "${per[signposted-push-pop-10]}" "${per[analytics-push-pop-10]}" 1.4
goal "signposted push+pop at 1,000 vs at 10:" "${per[signposted-push-pop-1000]}" "${per[signposted-push-pop-10]}" 1.1
# An app that records its navigation for bug reports (a debug build, or a release build that
# opts in): each push and pop keeps its steps, typed, and nothing is encoded until asked for.
goal "recorded push+pop vs analytics push+pop:" "${per[recorded-push-pop-10]}" "${per[analytics-push-pop-10]}" 1.4
goal "recorded push+pop at 1,000 vs at 10:" "${per[recorded-push-pop-1000]}" "${per[recorded-push-pop-10]}" 1.1
goal "rendered deep link vs typed loop:" "${per[rendered-deep-link-1000]}" "${per[typed-loop-1000]}" 2
# Launch with restoration: the app's navigation (three tabs of ten routes, a split flow, a
# sheet with a stack of its own) restored into a new navigator, beside parsing its JSON with
# Foundation (README.md, "Launch with restoration"; the restore moves a few percent from run
# to run with the hashing seed).
restore10=$(( per[launch-restoring] - per[launch] ))
restore100=$(( per[launch-restoring-100] - per[launch] ))
echo "restoring (10 routes a tab):  $restore10 instructions beside a launch of ${per[launch]}"
goal "restore vs parsing its JSON:" "$restore10" "${per[parse-snapshot]}" 2
goal "restore's growth vs the parse's, 10 to 100:" "$(( restore100 * per[parse-snapshot] ))" \
  "$(( restore10 * per[parse-snapshot-100] ))" 1.1
# Memory per screen (README.md, "Memory"): what a pushed screen, a pushed or presented child
# flow, a tab flow and a window's navigation keep, held within a tenth of what was measured;
# and nothing kept by 10,000 pushes and pops or 1,000 presentations and dismissals (a byte a
# cycle would be 5,000 or 500; the bound leaves room for a runtime cache's one-off growth).
bound() {  # label value limit
  if [ "$2" -le "$3" ]; then
    printf '%-42s %7s (goal <= %s) met\n' "$1" "$2" "$3"
  else
    printf '%-42s %7s (goal <= %s) MISSED\n' "$1" "$2" "$3"
    missed=1
  fi
}
bound "bytes kept per pushed screen:" "${kept_bytes[hold-pushed]}" 100
bound "bytes kept per pushed child flow:" "${kept_bytes[hold-pushed-flow]}" 1300
bound "bytes kept per presented child flow:" "${kept_bytes[hold-presented-flow]}" 1350
bound "bytes kept per tab flow (two stacks):" "${kept_bytes[hold-tab-flow]}" 3500
bound "bytes kept per window's navigation:" "${kept_bytes[hold-window]}" 6100
bound "bytes kept by 10,000 pushes and pops:" "${grew[cycle-push-pop]}" 256
bound "bytes kept by 1,000 presents+dismisses:" "${grew[cycle-present-dismiss]}" 256
pushes="$(allocations push-pop-10 500)"
if [ "$pushes" -ne 0 ]; then
  echo "push+pop allocates $pushes times (goal: none)"
  missed=1
fi
exit "$missed"
