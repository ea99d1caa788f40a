# Shared by instruction-counts.sh and container-counts.sh (sourced, not run): builds a
# release product and counts instructions inside its `measuredLoop` under callgrind.
#
#   prepare_callgrind PRODUCT   sets $binary and a temporary $out, removed on exit
#   count SCENARIO ITERATIONS   prints the instructions of the measured loop

prepare_callgrind() {
  swift build -c release --product "$1" >/dev/null
  binary="$(swift build -c release --show-bin-path)/$1"
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
}

count() {
  valgrind --tool=callgrind --toggle-collect='*measuredLoop*' \
    --callgrind-out-file="$out/$1.$2" "$binary" "$1" "$2" >/dev/null 2>&1
  awk '/^summary:/ { print $2 }' "$out/$1.$2"
}
