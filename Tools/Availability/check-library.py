#!/usr/bin/env python3
"""Checks Tools/Availability/Swift6Library.swift against this toolchain's own interfaces.

Every public declaration there must be a declaration of the toolchain's standard library or
concurrency module with no Apple availability newer than the package's minimums (iOS 17,
macOS 14, tvOS 17, watchOS 10, visionOS 1), so that an API needing a newer OS cannot be made
to pass the availability check by declaring it there.

usage: check-library.py SWIFT6LIBRARY_SWIFT TOOLCHAIN_LIB_SWIFT_LINUX
"""
import re
import sys

from minimums import newer_than_minimums

DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*public (?:(?:consuming|mutating|static) )*((?:func|macro|protocol|struct|enum|class|typealias|var|let|init) .*)$")


def normalized(text):
    text = re.sub(r"\b(Swift|Self|_Concurrency)\.", "", text)
    text = text.split("{")[0]
    return re.sub(r"\s+", " ", text).strip()


def attributes_of(lines, number):
    """The attribute lines directly above line `number`, and the line itself."""
    attributes, index = [lines[number]], number - 1
    while index >= 0 and lines[index].lstrip().startswith(("@", "#if")):
        attributes.append(lines[index])
        index -= 1
    return attributes


def too_new(attributes):
    """The platform versions in `attributes` newer than the minimums."""
    return newer_than_minimums("\n".join(attributes))


def main():
    library, toolchain = sys.argv[1:]
    interfaces = []
    for module in ("Swift", "_Concurrency"):
        path = f"{toolchain}/{module}.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
        interfaces.append(open(path, encoding="utf-8").read().split("\n"))
    failures = 0
    for line in open(library, encoding="utf-8"):
        match = DECLARATION.match(line)
        if not match:
            continue
        wanted = normalized(match.group(1))
        hits = []
        for lines in interfaces:
            for number, candidate in enumerate(lines):
                if wanted in normalized(candidate):
                    attributes = attributes_of(lines, number)
                    # and those of the enclosing extension or type, which members inherit
                    indent = len(candidate) - len(candidate.lstrip())
                    index = number - 1
                    while indent > 0 and index >= 0:
                        line = lines[index]
                        if line.strip() and len(line) - len(line.lstrip()) < indent:
                            attributes += attributes_of(lines, index)
                            indent = len(line) - len(line.lstrip())
                        index -= 1
                    hits.append(too_new(attributes))
        if not hits:
            print(f"error: not in the toolchain's interfaces: {wanted}")
            failures += 1
        elif all(hits):
            print(f"error: needs a newer OS than the minimums ({', '.join(hits[0])}): {wanted}")
            failures += 1
        else:
            print(f"back-deployed in Swift 6: {wanted}")
    sys.exit(1 if failures else 0)


main()
