// Runs one scenario a given number of times, for `valgrind --tool=callgrind`: the measured
// loop is the function `measuredLoop`, and Benchmarks/instruction-counts.sh collects only
// inside it (`--toggle-collect`), so setup is not counted.
//
//   InstructionCounts <scenario> <iterations>

import Foundation
import NavigationFixtures
import Observation
import Wayfinder

@main
struct InstructionCounts {
  @MainActor
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    guard let name = arguments.first, let scenario = Scenario(rawValue: name),
      let iterations = arguments.dropFirst().first.flatMap(Int.init), iterations > 0
    else {
      print("usage: InstructionCounts <scenario> <iterations>")
      print("scenarios: " + Scenario.allCases.map(\.rawValue).joined(separator: ", "))
      return
    }
    let run = scenario.prepare()
    // NB: one iteration outside the count, so that what the first one builds (a container's
    // kept screens, the render queue) is not counted as part of every scenario's cost.
    run(1)
    measuredLoop(iterations, run)
    // NB: what the scenario keeps stays in use until the process exits, for memcheck's count
    // of the bytes in use at exit (the memory scenarios keep what they make).
    withExtendedLifetime(run) { exit(0) }
  }
}

/// The code callgrind counts: `iterations` calls of `body`.
@MainActor
@inline(never)
func measuredLoop(_ iterations: Int, _ body: @MainActor (Int) -> Void) {
  for iteration in 0..<iterations { body(iteration) }
}
