#!/usr/bin/env python3
"""Writes the module interfaces Tools/check-availability.sh compiles against, beside Apple's
iOS 17.4 SDK, whose standard library is Swift 5.10's:

- `Observation`: this toolchain's own interface, retargeted to iOS, so `@Observable` has the
  declaration its macro expands against (the iOS 17.4 SDK's lacks `shouldNotifyObservers`);
  its iOS 26 `Observations` keeps its availability but not its `AsyncSequence` conformance,
  which needs Swift 6's `AsyncSequence`.
- `Synchronization`, and `_Swift6Types` for the standard library: every public type of this
  toolchain's interfaces that Swift 5.10's library lacks and that needs a newer OS than the
  package's minimums, declared with the toolchain's own `@available`: `Mutex`, `Atomic`,
  `InlineArray`, `Span`… A use outside `if #available` fails as it does in Xcode.
- `SwiftUI`: Tools/AppleStubs/SwiftUI.swiftinterface, retargeted to iOS (its isolation is
  today's SDK's, unlike the iOS 17.4 SDK's, and it carries the availability of what iOS 17.4
  lacks).

usage: make-stand-ins.py OUT_DIR SDK_DIR TOOLCHAIN_LIB_SWIFT_LINUX
"""
import os
import re
import sys

from minimums import newer_than_minimums

FLAGS = ("// swift-interface-format-version: 1.0\n"
         "// swift-compiler-version: Swift version 6.3.1 (swift-6.3.1-RELEASE)\n"
         "// swift-module-flags: -target arm64-apple-ios17.0 -enable-library-evolution "
         "-swift-version 5 -O -module-name {name}\n")
TYPE = re.compile(r"^(?:@\S+(?:\([^)]*\))? )*public (?:final )?(struct|enum|class|protocol|actor) "
                  r"(\w+)(<[^>{]*>)?")


def interface(toolchain, module):
    path = f"{toolchain}/{module}.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
    return open(path, encoding="utf-8").read().split("\n")


def write(out, name, text):
    folder = os.path.join(out, f"{name}.swiftmodule")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "arm64-apple-ios.swiftinterface"), "w", encoding="utf-8") as f:
        f.write(FLAGS.format(name=name) + text)


def generic_parameters(text):
    """`<let count : Swift.Int, Element> : ~Copyable…` -> `<let count: Int, Element>`."""
    if not text:
        return ""
    names = []
    for part in text.strip("<>").split(","):
        part = part.strip()
        if part.startswith("let "):
            names.append("let " + part[4:].split(":")[0].strip() + ": Int")
        else:
            names.append(part.split(":")[0].strip())
    return "<" + ", ".join(names) + ">"


def newer_types(lines, known):
    """Declarations of the public types in `lines` that need a newer OS and are not `known`."""
    out = []
    for number, line in enumerate(lines):
        match = TYPE.match(line)
        if not match or match.group(2) in known or match.group(2).startswith("_"):
            continue
        attributes, index = [], number - 1
        while index >= 0 and lines[index].startswith("@"):
            attributes.append(lines[index])
            index -= 1
        available = [a for a in attributes if a.startswith("@available(")]
        if not any(newer_than_minimums(a) for a in available):
            continue
        kind, name = match.group(1), match.group(2)
        generics = "" if kind == "protocol" else generic_parameters(match.group(3))
        out.extend(available)
        out.append(f"public {kind} {name}{generics} {{}}")
        known.add(name)
    return out


def main():
    out, sdk, toolchain = sys.argv[1:]
    os.makedirs(out, exist_ok=True)

    observation = []
    for line in interface(toolchain, "Observation"):
        if "@_implements" in line:
            if observation and observation[-1].lstrip().startswith("@available("):
                observation.pop()  # the attribute of the line dropped
            continue
        if line.startswith("//") or line == "import Glibc":
            continue
        line = line.replace(" : _Concurrency.AsyncSequence,", " :")
        line = line.replace(" : _Concurrency.AsyncIteratorProtocol {", " {")
        observation.append(line)
    write(out, "Observation", "import _Swift6Library\n" + "\n".join(observation))

    sdk_swift = open(f"{sdk}/iPhoneOS17.4.sdk/usr/lib/swift/Swift.swiftmodule/"
                     "arm64-apple-ios.swiftinterface", encoding="utf-8").read()
    sdk_concurrency = open(f"{sdk}/iPhoneOS17.4.sdk/usr/lib/swift/_Concurrency.swiftmodule/"
                           "arm64-apple-ios.swiftinterface", encoding="utf-8").read()
    known = set(re.findall(r"public (?:final )?(?:struct|enum|class|protocol|actor) (\w+)",
                           sdk_swift + sdk_concurrency))
    types = newer_types(interface(toolchain, "Swift"), known)
    types += newer_types(interface(toolchain, "_Concurrency"), known)
    write(out, "_Swift6Types", "\n".join(types) + "\n")
    write(out, "Synchronization",
          "\n".join(newer_types(interface(toolchain, "Synchronization"), set())) + "\n")

    stub = open("Tools/AppleStubs/SwiftUI.swiftinterface", encoding="utf-8").read().split("\n")
    write(out, "SwiftUI", "\n".join(line for line in stub if not line.startswith("// swift-")))


main()
