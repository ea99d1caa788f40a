// Container work counted by valgrind's callgrind, WayfinderDI beside Swinject and plain code:
// the measured loop is `measuredLoop`, and container-counts.sh collects only inside it, so
// setup is not counted. `threads` times the same work on one thread and on two instead.
//
//   ContainerInstructionCounts <scenario> <iterations>
//   ContainerInstructionCounts threads <graphs>

import ContainerFixtures
import Dispatch
import Swinject
import WayfinderDI
import WayfinderRegistrations

@main
struct ContainerInstructionCounts {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else {
      print("usage: ContainerInstructionCounts <scenario|threads> <iterations>")
      print("scenarios: " + Scenario.allCases.map(\.rawValue).joined(separator: ", "))
      return
    }
    if arguments[0] == "threads" {
      ThreadScaling.report(graphs: count)
      return
    }
    guard let scenario = Scenario(rawValue: arguments[0]) else {
      print("unknown scenario \(arguments[0])")
      return
    }
    measuredLoop(count, scenario.prepare(count))
  }
}

/// The code callgrind counts: `iterations` calls of `body`.
@inline(never)
func measuredLoop(_ iterations: Int, _ body: (Int) -> Void) {
  for iteration in 0..<iterations { body(iteration) }
}

@inline(never)
func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
