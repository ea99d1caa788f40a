# Shared by instruction-counts.sh and container-counts.sh (sourced, not run): builds a
# release product and counts instructions inside its `measuredLoop` under callgrind.
#
#   prepare_callgrind PRODUCT   sets $binary and a temporary $out, removed on exit
#   count SCENARIO ITERATIONS   prints the instructions of the measured loop
#   goal LABEL VALUE BASELINE LIMIT   prints VALUE / BASELINE against a limit on that ratio
#   goal_over LABEL VALUE BASELINE LIMIT   prints VALUE - BASELINE against a limit on it
# Both goals set missed=1 when the goal is missed; the scripts exit with it.

prepare_callgrind() {
  swift build -c release --product "$1" >/dev/null
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
  # NB: valgrind 3.19 gives up on the debug information of these release binaries
  # ("Possibly corrupted debuginfo file"); a copy without it keeps the symbols callgrind needs.
  binary="$out/$1"
  cp "$(swift build -c release --show-bin-path)/$1" "$binary"
  strip --strip-debug "$binary"
}

count() {
  local total
  valgrind --tool=callgrind --toggle-collect='*measuredLoop*' \
    --callgrind-out-file="$out/$1.$2" "$binary" "$1" "$2" >/dev/null 2>&1
  total="$(awk '/^summary:/ { print $2 }' "$out/$1.$2" 2>/dev/null)"
  if [ -z "$total" ] || [ "$total" -eq 0 ]; then
    echo "error: callgrind counted nothing for $1 (see valgrind's output)" >&2
    exit 1
  fi
  echo "$total"
}

goal() {
  local ratio
  ratio="$(awk -v a="$2" -v b="$3" 'BEGIN { printf "%.2f", a / b }')"
  if awk -v r="$ratio" -v l="$4" 'BEGIN { exit !(r <= l) }'; then
    printf '%-42s %7sx (goal <= %sx) met\n' "$1" "$ratio" "$4"
  else
    printf '%-42s %7sx (goal <= %sx) MISSED\n' "$1" "$ratio" "$4"
    missed=1
  fi
}

goal_over() {
  local over=$(( $2 - $3 ))
  if [ "$over" -le "$4" ]; then
    printf '%-42s %7s (goal <= +%s) met\n' "$1" "+$over" "$4"
  else
    printf '%-42s %7s (goal <= +%s) MISSED\n' "$1" "+$over" "$4"
    missed=1
  fi
}
