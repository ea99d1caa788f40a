#!/usr/bin/env bash
# Runs the UIKit adapter (Sources/WayfinderUIKit) on Linux against a behavioural stand-in for
# UIKit: Tools/AppleRuntime builds the stand-in as a module named UIKit, the adapter's own
# sources against it, and runs the stand-in's rule tests and the adapter's scenario tests.
# Every rule the stand-in enforces is listed with its source in Tools/AppleRuntime/RULES.md.
# The stand-in is a test fixture: never a product, never built for an Apple platform.
set -euo pipefail
cd "$(dirname "$0")/AppleRuntime"

# NB: the stand-in's clock and log are shared state, so the tests run one at a time.
swift test --no-parallel

# Where Apple documents no order between two events the adapter hears (an alert's handler and
# its dismissal, a push's didShow and its coordinator's completions), the stand-in plays the
# order devices show above; the adapter's scenarios run again under the other order.
echo "== the adapter's scenarios under the other order of each undocumented pair (STANDIN_ORDERS=other)"
STANDIN_ORDERS=other swift test --no-parallel --skip-build --filter WayfinderUIKitRuntimeTests
