import Foundation
import WayfinderScaffold

// The tool behind `swift package wayfinder new-flow …`; see ScaffoldCommand.
let (code, output) = ScaffoldCommand.run(Array(CommandLine.arguments.dropFirst()))
if code == 0 {
  print(output)
} else {
  FileHandle.standardError.write(Data((output + "\n").utf8))
}
exit(code)
