#!/usr/bin/env python3
"""Makes SwiftUI as macOS sees it from the SwiftUI stub: Tools/AppleStubs/macOS/SwiftUI.swiftinterface.

Tools/AppleStubs/SwiftUI.swiftinterface declares what the adapters use on every Apple platform,
and marks `@available(macOS, unavailable)` what Apple's documentation does not list for macOS.
The Linux compiler ignores availability for Apple platforms, so a check against that stub
cannot tell that macOS lacks a declaration. This script writes a copy without them, and
without `import UIKit` (macOS has no UIKit, so with only this stub on the import path
`canImport(UIKit)` is false, as on a Mac):

- a declaration is left out, with its comments, its attributes and its body, when one of the
  attribute lines right above it makes it unavailable on macOS (`@available(macOS,
  unavailable)`, `OSX` or `*` too, with other attributes on the line or not); a mark the
  script cannot place (after a blank line, inside a declaration's line) is an error;
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

ATTRIBUTE_NAMES_ONLY = re.compile(r"^(\s*@[\w.]+\s*)+$")
AVAILABLE = re.compile(r"@available\(([^()]*)\)")
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
PARENTHESES = re.compile(r"\([^()]*\)")
# A mark for macOS anywhere in a line's code: what the attribute parser must have understood.
MENTIONS_MACOS_UNAVAILABLE = re.compile(r"\b(macOS|OSX)\b.*\bunavailable\b|\*\s*,\s*unavailable")


def code_of(line):
    """The line without its comment and with its string literals emptied."""
    return STRING.sub('""', line).split("//", 1)[0]


def is_attributes(line):
    """Whether the line holds attributes only, however many, with any arguments."""
    code = code_of(line)
    if not code.strip().startswith("@"):
        return False
    while PARENTHESES.search(code):
        code = PARENTHESES.sub("", code)
    return bool(ATTRIBUTE_NAMES_ONLY.match(code))


def marks_macos_unavailable(line):
    """Whether an attribute line makes its declaration unavailable on macOS (or everywhere)."""
    for arguments in AVAILABLE.findall(code_of(line)):
        parts = [part.strip() for part in arguments.split(",")]
        if parts[0] in ("macOS", "OSX", "*") and "unavailable" in parts[1:]:
            return True
    return False


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
        if stripped.startswith("//") or is_attributes(line):
            pending.append(line)
            index += 1
            continue
        marked = any(marks_macos_unavailable(attribute) for attribute in pending)
        if MENTIONS_MACOS_UNAVAILABLE.search(code_of(line)) or (marked and stripped == ""):
            sys.exit(
                f"error: line {index + 1} of the stub's body is not understood as a declaration "
                "marked unavailable on macOS: write `@available(macOS, unavailable)` on the "
                f"lines of attributes right above its declaration:\n{line}")
        if stripped == "import UIKit":
            index += 1
            continue
        if marked:
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
    if not any(marks_macos_unavailable(line) for line in lines if is_attributes(line)):
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
