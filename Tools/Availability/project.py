#!/usr/bin/env python3
"""Projects Swift sources and the SwiftUI stub onto macOS or visionOS for the availability gate.

Tools/check-availability.sh can compile for iOS only (the SDK is iOS's). To check macOS, this
rewrites every availability spec so that the platform's versions stand where iOS's stood,
mapped to the iOS version of the same year (macOS 14 is iOS 17, macOS 15 is iOS 18, 26 is 26):

    #available(iOS 18, macOS 15, *)   ->  #available(iOS 18, *)
    #available(iOS 18, *)             ->  #available(iOS 13, *)   (no condition on macOS)
    @available(macOS, unavailable)    ->  @available(iOS, unavailable)
    @available(iOS 18, *)             ->  (removed: available on macOS)

and compiling the result for iOS 17 then checks each use against macOS's versions. Compile-time
conditions are resolved for the platform: `canImport(UIKit)` is false on macOS, `os(macOS)`
true, the other `os(...)` false. What the SDK's own frameworks declare keeps iOS's versions,
which for the standard library, Foundation, Combine and Observation are the same year's.

usage: project.py macOS|visionOS OUT_DIR MACOS_STUB_INTERFACE|- SOURCE...
    writes OUT_DIR/SwiftUI.swiftinterface and OUT_DIR/Sources/<each source's path>
"""
import os
import re
import sys

# The iOS version of the same year as each macOS and visionOS version (26 and later are 26).
TO_IOS = {
    "macOS": {"10.15": "13", "11": "14", "12": "15", "13": "16", "14": "17", "15": "18"},
    "visionOS": {"1": "17", "2": "18"},
}
FLAGS = ("// swift-interface-format-version: 1.0\n"
         "// swift-compiler-version: Swift version 6.3.1 (swift-6.3.1-RELEASE)\n"
         "// swift-module-flags: -target arm64-apple-ios17.0 -enable-library-evolution "
         "-swift-version 5 -O -module-name SwiftUI\n")
PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst")
SPEC = re.compile(r'(@available|#available|#unavailable)\(((?:[^()"]|"[^"]*")*)\)')
ITEM = re.compile(r'(?:[^,"]|"[^"]*")+')


def ios_version(version, platform):
    """The same year's iOS version, minor version kept: macOS 14.4 is iOS 17.4."""
    parts = version.split(".")
    if int(parts[0]) >= 26:
        return version
    table = TO_IOS[platform]
    if platform == "macOS" and parts[0] == "10":
        major, rest = table.get(".".join(parts[:2]), parts[0]), parts[2:]
    else:
        major, rest = table.get(parts[0], parts[0]), parts[1:]
    return ".".join([major] + rest)


def project_spec(kind, arguments, platform):
    items = [item.strip() for item in ITEM.findall(arguments)]
    first = items[0]
    if first == "*" and kind == "@available":
        return f"{kind}({arguments})"  # deprecations and renames: every platform
    if first in PLATFORMS and kind == "@available":
        # The long form: `@available(macOS, unavailable)`, `@available(iOS, introduced: 18)`.
        if first != platform:
            return ""
        rest = ", ".join(items[1:])
        rest = re.sub(r"(introduced|deprecated|obsoleted): *([\d.]+)",
                      lambda m: f"{m.group(1)}: {ios_version(m.group(2), platform)}", rest)
        return f"@available(iOS, {rest})"
    wildcard = "" if kind == "#unavailable" else ", *"  # `*` is implicit in #unavailable
    for item in items:
        match = re.match(rf"{platform} +([\d.]+)$", item)
        if match:
            return f"{kind}(iOS {ios_version(match.group(1), platform)}{wildcard})"
    if kind == "@available":
        return ""  # no version for this platform: available on it
    return f"{kind}(iOS 13{wildcard})"  # no condition on this platform


def project(text, platform):
    text = SPEC.sub(lambda m: project_spec(m.group(1), m.group(2), platform), text)
    lines = []
    for line in text.split("\n"):
        # Compile-time conditions only: `#if`/`#elseif` lines.
        if re.match(r"\s*#(else)?if\b", line):
            if platform == "macOS":
                line = line.replace("canImport(UIKit)", "false")
            line = re.sub(r"\bos\((\w+)\)",
                          lambda m: "true" if m.group(1) == platform else "false", line)
        lines.append(line)
    return "\n".join(lines)


def main():
    platform, out, stub, *sources = sys.argv[1:]
    os.makedirs(out, exist_ok=True)
    # The stub as the platform sees it (Tools/AppleStubs/macOS: no UIKit), compiled for iOS;
    # `-` for none (UIKit's adapter is checked against Apple's own UIKit).
    if stub != "-":
        lines = [line for line in open(stub, encoding="utf-8").read().split("\n")
                 if not line.startswith("// swift-")]
        with open(os.path.join(out, "SwiftUI.swiftinterface"), "w", encoding="utf-8") as f:
            f.write(FLAGS + project("\n".join(lines), platform))
    for source in sources:
        target = os.path.join(out, "Sources", source.lstrip("./"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as f:
            f.write(project(open(source, encoding="utf-8").read(), platform))


main()
