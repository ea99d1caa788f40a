#!/usr/bin/env python3
"""Makes SwiftUI as macOS sees it from the SwiftUI stub: Tools/AppleStubs/macOS/SwiftUI.swiftinterface.

Tools/AppleStubs/SwiftUI.swiftinterface declares what the adapters use on every Apple platform,
and marks `@available(macOS, unavailable)` what Apple's documentation does not list for macOS.
The Linux compiler ignores availability for Apple platforms, so a check against that stub
cannot tell that macOS lacks a declaration. This script writes a copy without them, and
without `import UIKit` (macOS has no UIKit, so with only this stub on the import path
`canImport(UIKit)` is false, as on a Mac):

- a declaration is left out, with its comments, its attributes and its body, when one of the
  attribute lines right above it is `@available(macOS, unavailable)`;
- `import UIKit` is left out, and anything else that still names UIKit is an error.

Usage: make-macos-stub.py           (writes the copy)
       make-macos-stub.py --check   (exit 1 when the copy is not what the stub makes now)
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCE = os.path.join(ROOT, "Tools", "AppleStubs", "SwiftUI.swiftinterface")
TARGET = os.path.join(ROOT, "Tools", "AppleStubs", "macOS", "SwiftUI.swiftinterface")

HEADER = """// swift-interface-format-version: 1.0
// swift-module-flags: -module-name SwiftUI -swift-version 6 -enable-library-evolution
//
// Made by Tools/make-macos-stub.py from Tools/AppleStubs/SwiftUI.swiftinterface; do not edit,
// change that stub and run the script. SwiftUI as macOS sees it: the same declarations, less
// every one marked `@available(macOS, unavailable)` there and less `import UIKit`, for the
// macOS type-check in Tools/typecheck-apple.sh (only this directory on the import path, so
// `canImport(UIKit)` is false). Declarations only: never linked, run or shipped.
"""

ATTRIBUTES_ONLY = re.compile(r"^\s*(@[\w.]+(\([^()]*\))?\s*)+$")
MACOS_UNAVAILABLE = re.compile(r"^\s*@available\(\s*macOS\s*,\s*unavailable\s*\)\s*$")


def body_lines(lines):
    """The stub's lines after its header comment (the comment lines at its top)."""
    start = 0
    while start < len(lines) and lines[start].startswith("//"):
        start += 1
    return lines[start:]


def depth_change(line):
    code = line.split("//", 1)[0]
    return code.count("{") - code.count("}")


def macos_lines(lines):
    kept = []
    pending = []  # comment and attribute lines above the next declaration
    index = 0
    while index < len(lines):
        line = lines[index]
        stripped = line.strip()
        if stripped.startswith("//") or ATTRIBUTES_ONLY.match(line):
            pending.append(line)
            index += 1
            continue
        if stripped == "import UIKit":
            index += 1
            continue
        if any(MACOS_UNAVAILABLE.match(attribute) for attribute in pending):
            # The declaration, and its body up to the brace that closes it.
            depth = depth_change(line)
            index += 1
            while depth > 0 and index < len(lines):
                depth += depth_change(lines[index])
                index += 1
            pending = []
            continue
        kept += pending + [line]
        pending = []
        index += 1
    kept += pending
    # Blank lines left two in a row, and section marks left with nothing under them, by what
    # was left out.
    collapsed = []
    for line in kept:
        if line.strip() == "" and collapsed and collapsed[-1].strip() == "":
            continue
        if line.startswith("// MARK:") and len(collapsed) > 1 and collapsed[-2].startswith(
            "// MARK:"
        ):
            del collapsed[-2:]
        collapsed.append(line)
    return collapsed


def make():
    with open(SOURCE, encoding="utf-8") as source:
        lines = source.read().splitlines()
    if "import UIKit" not in (line.strip() for line in lines):
        sys.exit(f"error: {SOURCE} no longer imports UIKit; update make-macos-stub.py")
    if not any(MACOS_UNAVAILABLE.match(line) for line in lines):
        sys.exit(f"error: {SOURCE} marks nothing unavailable on macOS; update make-macos-stub.py")
    result = macos_lines(body_lines(lines))
    left = [line for line in result if "UIKit" in line.split("//", 1)[0]]
    if left:
        sys.exit("error: the macOS stub would still name UIKit (mark the declaration "
                 "`@available(macOS, unavailable)`):\n" + "\n".join(left))
    return HEADER + "\n".join(result) + "\n"


def main(arguments):
    text = make()
    if arguments == ["--check"]:
        try:
            with open(TARGET, encoding="utf-8") as target:
                current = target.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print(f"error: {TARGET} is not what Tools/make-macos-stub.py makes from "
                  f"{SOURCE}; run the script", file=sys.stderr)
            return 1
        return 0
    if arguments:
        print(__doc__, file=sys.stderr)
        return 2
    os.makedirs(os.path.dirname(TARGET), exist_ok=True)
    with open(TARGET, "w", encoding="utf-8") as target:
        target.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
