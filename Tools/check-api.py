#!/usr/bin/env python3
"""The API breakage gate: every public declaration of the committed baseline still compiles.

Compares each product's module, as `swift build` made it (and the SwiftUI and UIKit adapters as
Tools/typecheck-apple.sh made them against the stubs), with its API dump in Tools/APIBaseline,
through swift-api-digester, and the public listing of the sources (count-public-api.py --list)
with Tools/APIBaseline/public-api.txt, which catches a declaration made `package` or
`internal` (the digester does not report those). Additions pass. So do, without an entry:
a case added to a `@nonexhaustive` enum of the baseline, and any change to `@_spi(Rendering)`,
which is unstable in 1.x (the CHANGELOG lists its changes). A deliberate change that keeps
sources compiling (a parameter added with a default, say) goes in
Tools/APIBaseline/allowlist.txt, one digester message a line, with a comment saying why.

Negative controls run first, so a gate that stopped refusing anything fails: a module made
from Tools/NegativeControls/APIBreakage/Control.swift must be refused with a method removed,
a signature changed or a case added to an exhaustive enum, and pass with a method added or a
case added to a `@nonexhaustive` enum; a listing that loses a declaration to `package`
(Tools/NegativeControls/PublicAPIListing) must be refused.

Tools/APIBaseline/VERSION names the release whose API the baseline holds (at least the
CHANGELOG's newest release). From 1.0.0 on, only a major release may rewrite the baseline: `--update` then needs `--major N`, N above VERSION's
major, and writes `N.0.0` there. A declaration moved to another file of its module changes
nothing a user sees: `--update-listing` rewrites the listing alone, and refuses when that would
drop a declaration from its module.

usage: check-api.py                  check (Tools/typecheck-apple.sh and swift build run first)
       check-api.py --update         write the baseline from what is built now (the change that
                                     breaks the API says so, and why, in its message); from
                                     1.0.0 on, with --major N, for the next major release
       check-api.py --update-listing rewrite the listing after declarations moved between files
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, "Tools", "APIBaseline")
CORE = ["Wayfinder", "WayfinderDI", "WayfinderRegistrations", "WayfinderCombine",
        "WayfinderTesting"]
ADAPTERS = ["WayfinderSwiftUI", "WayfinderUIKit"]
BREAKAGE = re.compile(r"API breakage: (.*?)(?: \[#api-digester-breaking-change\])?$")
ADDED_CASE = re.compile(r"enumelement (.+)\.\w+ has been added as a new enum case$")


def run(command, **options):
    return subprocess.run(command, capture_output=True, text=True, **options)


def bin_path():
    return run(["swift", "build", "--show-bin-path"], cwd=ROOT).stdout.strip()


def search_flags(module):
    """The digester's search paths for `module`: the built modules and their C shims."""
    built = bin_path()
    flags = ["-I", os.path.join(built, "Modules"),
             "-Xcc", "-fmodule-map-file=Sources/_WayfinderDIStack/include/module.modulemap"]
    helpers = os.path.join(built, "COpenCombineHelpers.build", "module.modulemap")
    if os.path.exists(helpers):
        flags += ["-Xcc", "-fmodule-map-file=" + helpers]
    if module in ADAPTERS:
        flags = ["-I", ".build/apple-stubs-modules", "-I", "Tools/AppleStubs",
                 "-module-cache-path", ".build/apple-stubs-module-cache"] + flags
    return flags


def dump(module, path, flags):
    result = run(["swift-api-digester", "-dump-sdk", "-module", module, "-o", path,
                  "-avoid-location", "-avoid-tool-args"] + flags, cwd=ROOT)
    if result.returncode != 0 or not os.path.exists(path):
        sys.exit(f"error: swift-api-digester could not dump {module}:\n{result.stderr}")


def nonexhaustive_enums(baseline):
    """The qualified names of the baseline's `@nonexhaustive` enums."""
    names = set()

    def walk(node, outer):
        name = node.get("name", "")
        qualified = f"{outer}.{name}" if outer else name
        if node.get("declKind") == "Enum" and "Nonexhaustive" in node.get("declAttributes", []):
            names.add(qualified)
        inner = qualified if node.get("declKind") in ("Enum", "Struct", "Class", "Protocol") \
            else outer
        for child in node.get("children", []):
            walk(child, inner)

    for child in json.load(open(baseline, encoding="utf-8"))["ABIRoot"].get("children", []):
        walk(child, "")
    return names


def allowlist():
    path = os.path.join(BASELINE, "allowlist.txt")
    if not os.path.exists(path):
        return set()
    lines = (line.split("#")[0].strip() for line in open(path, encoding="utf-8"))
    return {line for line in lines if line}


def breakages(module, baseline, flags, allowed):
    """The digester's breakages of `module` against `baseline` that nothing allows."""
    result = run(["swift-api-digester", "-diagnose-sdk", "-module", module,
                  "-baseline-path", baseline, "-compiler-style-diags",
                  "-ignore-spi-group", "Rendering"] + flags, cwd=ROOT)
    growing = nonexhaustive_enums(baseline)
    found, unexplained, reported = [], [], False
    for line in (result.stdout + result.stderr).splitlines():
        match = BREAKAGE.search(line)
        if match:
            reported = True
            message = match.group(1)
            added = ADDED_CASE.match(message)
            if added and added.group(1) in growing:
                continue
            if message not in allowed:
                found.append(message)
        elif "error:" in line:
            unexplained.append(line)
    if result.returncode != 0 and not reported and not unexplained:
        unexplained.append(f"swift-api-digester stopped with {result.returncode}")
    return found, unexplained


def listing(sources):
    """The public declarations of `sources`, as `file: declaration`, without line numbers."""
    result = run([sys.executable, "Tools/count-public-api.py", "--list", sources], cwd=ROOT)
    entries = []
    for line in result.stdout.splitlines():
        match = re.match(r"^(@_spi\(\w+\) )?(\S+?):\d+: (.*)$", line)
        if match and not match.group(1):
            where = os.path.relpath(match.group(2), sources)
            entries.append(f"{where}: {' '.join(match.group(3).split())}")
    return sorted(entries)


def lost(before, after):
    """The entries of `before` that `after` no longer has (counted, as names repeat)."""
    remaining = {}
    for entry in after:
        remaining[entry] = remaining.get(entry, 0) + 1
    missing = []
    for entry in before:
        if remaining.get(entry, 0) > 0:
            remaining[entry] -= 1
        else:
            missing.append(entry)
    return missing


def controls():
    """Fails unless the gate refuses what it must and lets through what it may."""
    source = os.path.join(ROOT, "Tools", "NegativeControls", "APIBreakage", "Control.swift")
    refused = ["REMOVED_METHOD", "CHANGED_SIGNATURE", "ADDED_CASE_TO_EXHAUSTIVE"]
    passed = ["ADDED_METHOD", "ADDED_CASE_TO_NONEXHAUSTIVE", "DEFAULTED_PARAMETER"]
    allowed = {"func Box.label(_:) has been renamed to func label(_:loudly:)"}
    with tempfile.TemporaryDirectory() as work:
        def module(flag):
            folder = os.path.join(work, flag or "base")
            os.makedirs(folder)
            command = ["swiftc", "-emit-module", "-parse-as-library", "-module-name", "Control",
                       "-emit-module-path", os.path.join(folder, "Control.swiftmodule"), source]
            result = run(command + (["-D", flag] if flag else []))
            if result.returncode != 0:
                sys.exit(f"error: the control does not compile with {flag}:\n{result.stderr}")
            return ["-I", folder]

        baseline = os.path.join(work, "Control.json")
        dump("Control", baseline, module(None))
        for flag in refused + passed:
            found, unexplained = breakages("Control", baseline, module(flag), allowed)
            if unexplained:
                sys.exit(f"error: the control {flag} failed to run:\n" + "\n".join(unexplained))
            if (flag in refused) != bool(found):
                sys.exit(f"error: the gate {'let' if flag in refused else 'refused'} the "
                         f"control {flag} {'through' if flag in refused else ': ' + str(found)}")
            print(f"control {flag}: {'refused' if found else 'passes'}, as it should")
    folder = os.path.join(ROOT, "Tools", "NegativeControls", "PublicAPIListing")
    missing = lost(listing(os.path.join(folder, "before")), listing(os.path.join(folder, "after")))
    if missing != ["Wayfinder/Sample.swift: public var count: Int"]:
        sys.exit(f"error: the listing control lost {missing}, not the property made package")
    print("control PublicAPIListing: a property made package is refused, as it should be")


def released_major():
    """The major version of the release the baseline holds; 0 before 1.0.0. The CHANGELOG's
    newest release counts too, so that deleting VERSION does not reopen the baseline."""
    path = os.path.join(BASELINE, "VERSION")
    recorded = 0
    if os.path.exists(path):
        recorded = int(open(path, encoding="utf-8").read().strip().split(".")[0])
    changelog = open(os.path.join(ROOT, "CHANGELOG.md"), encoding="utf-8").read()
    newest = re.search(r"^## (\d+)\.\d+\.\d+\b", changelog, re.M)
    return max(recorded, int(newest.group(1)) if newest else 0)


def update_allowed(argv):
    """Refuses `--update` of a released baseline without a new major version; records it."""
    major = released_major()
    if major == 0:
        return
    wanted = argv[argv.index("--major") + 1] if "--major" in argv[:-1] else None
    if wanted is None or not wanted.isdigit() or int(wanted) <= major:
        sys.exit(f"error: the baseline holds the API of release {major}.x, which 1.x changes "
                 "may only add to: deprecate instead (CONTRIBUTING, API policies). For the "
                 f"next major release, write: python3 Tools/check-api.py --update --major "
                 f"{major + 1}")
    with open(os.path.join(BASELINE, "VERSION"), "w", encoding="utf-8") as out:
        out.write(f"{wanted}.0.0\n")


def by_module(entries):
    """The entries without their file, keeping the module: what a move leaves unchanged."""
    return [entry.split("/", 1)[0] + ": " + entry.split(": ", 1)[1] for entry in entries]


def update_listing(path, current):
    baseline = [line for line in open(path, encoding="utf-8").read().splitlines() if line]
    missing = lost(by_module(baseline), by_module(current))
    if missing:
        for entry in missing:
            print(f"error: not moved but gone from its module: {entry}", file=sys.stderr)
        return 1
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(current) + "\n")
    print(f"listing written: {path}")
    return 0


def main(argv):
    update = "--update" in argv
    os.chdir(ROOT)
    if "--update-listing" in argv:
        return update_listing(os.path.join(BASELINE, "public-api.txt"),
                              listing(os.path.join(ROOT, "Sources")))
    if update:
        update_allowed(argv)
    if not update:
        controls()
    os.makedirs(BASELINE, exist_ok=True)
    current = listing(os.path.join(ROOT, "Sources"))
    listing_path = os.path.join(BASELINE, "public-api.txt")
    failures = 0
    for module in CORE + ADAPTERS:
        baseline = os.path.join(BASELINE, module + ".json")
        flags = search_flags(module)
        if update:
            dump(module, baseline, flags)
        # NB: a module that compiled empty (an adapter whose `#if canImport` failed) would
        # pass against an empty baseline; against a full one, every declaration is missing.
        declared = json.load(open(baseline, encoding="utf-8"))["ABIRoot"].get("children", [])
        if sum(1 for child in declared if child.get("kind") != "Import") < 5:
            sys.exit(f"error: the API of {module} has almost no declarations: was it built?")
        if update:
            continue
        found, unexplained = breakages(module, baseline, flags, allowlist())
        for line in unexplained:
            print(f"error: {module}: {line}", file=sys.stderr)
        for message in found:
            print(f"error: {module}: API breakage: {message}", file=sys.stderr)
        failures += len(found) + len(unexplained)
        print(f"{module}: {len(found)} breaking changes")
    if update:
        with open(listing_path, "w", encoding="utf-8") as out:
            out.write("\n".join(current) + "\n")
        print(f"baseline written: {BASELINE}")
        return 0
    baseline_listing = [line for line in open(listing_path, encoding="utf-8").read().splitlines()
                        if line]
    for entry in lost(baseline_listing, current):
        print(f"error: no longer public (made package or internal, or removed): {entry}",
              file=sys.stderr)
        failures += 1
    if failures:
        if released_major() == 0:
            print("Before 1.0.0, a breaking change rewrites the baseline in the same change: "
                  "python3 Tools/check-api.py --update", file=sys.stderr)
        else:
            print("A breaking change needs a major release: deprecate instead (CONTRIBUTING, "
                  "API policies). A declaration that moved to another file of its module: "
                  "python3 Tools/check-api.py --update-listing", file=sys.stderr)
        return 1
    print("no breaking changes against Tools/APIBaseline")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
