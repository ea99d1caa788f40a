#!/usr/bin/env python3
"""Compares the stubs' declarations with Apple's iOS 17.4 SDK, from both symbol graphs.

Each declaration of Tools/AppleStubs (not those a type inherits from a protocol extension) must
be found in the SDK: by its precise identifier, which spells out its whole signature, or else by
its name, kind and declaration once the differences the check does not compare are set aside
(isolation, `Sendable`, `sending`, `@escaping`, and the module a type is named through: the SDK
has `CGFloat` from CoreFoundation, Linux from Foundation). A declaration the SDK does not have,
or has with other parameter or result types, fails, unless Tools/AppleStubs/NotInIOS17.4.txt
lists it, with why and Apple's page:

- `newer`: added after iOS 17.4; the stub must carry an `@available` naming an iOS version
  after 17.4, so the availability gate refuses it outside an `if #available`.
- `changed`: today's SDK declares it otherwise than iOS 17.4 did (the stub follows today's).
- `not on iOS`: the SDK leaves it out; the stub must mark it `@available(iOS, unavailable)`.
- `stub shape`: the stub declares it in a form of its own, for the reason given.

And every platform version the SDK gives a declaration, the stub must give it too (an enum's
case may leave it to its enum where it is not newer than the package's minimums, iOS 17,
macOS 14, tvOS 17 and watchOS 10). The SDK is iOS's: its attributes name macOS, tvOS and
watchOS too, but what macOS alone has is not in it.

usage: compare-with-sdk.py STUB_GRAPHS SDK_GRAPHS NOT_IN_SDK_LIST MODULE...
"""
import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Availability"))
from minimums import MINIMUMS  # noqa: E402

IGNORED_ATTRIBUTES = re.compile(
    r"@(Sendable|MainActor|preconcurrency|_Concurrency\.MainActor|isolated\(any\)|escaping|"
    r"_inheritActorContext|_implicitSelfCapture|discardableResult|_disfavoredOverload) ?")
IGNORED_WORDS = re.compile(
    r"\b(sending|nonisolated|__owned|consuming|borrowing|optional|convenience|override|final|"
    r"dynamic|required) ")
MODULES = re.compile(
    r"\b(Foundation|CoreFoundation|CoreGraphics|Swift|SwiftUI|UIKit|_Concurrency|Combine|"
    r"Observation|ObjectiveC)\.")


def symbols(folder, module):
    found = []
    for path in glob.glob(f"{folder}/{module}.symbols.json") + glob.glob(
            f"{folder}/{module}@*.symbols.json"):
        found += json.load(open(path, encoding="utf-8"))["symbols"]
    return found


def declaration(symbol):
    """The declaration without what the check does not compare: isolation, `Sendable`, how a
    type is reached, an Objective-C requirement's `optional` (the stubs, built on Linux, give a
    default implementation instead), `convenience` and `override`, whether a property is
    stored, and a protocol's inheritance, which the SDK's graph gives as relationships."""
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    text = IGNORED_WORDS.sub("", IGNORED_ATTRIBUTES.sub("", text))
    text = re.sub(r"\s*\{ get( set)? \}", "", text)
    text = re.sub(r"^(weak )?let ", r"\1var ", text)
    if symbol["kind"]["identifier"] == "swift.protocol":
        text = text.split(" :")[0]
    return re.sub(r"\s+", " ", MODULES.sub("", text)).strip()


def versions(symbol):
    """{platform: (major, minor)} of introduced versions, and the platforms marked unavailable."""
    introduced, unavailable = {}, set()
    for entry in symbol.get("availability", []):
        domain = entry.get("domain")
        if entry.get("isUnconditionallyUnavailable"):
            unavailable.add(domain)
        elif "introduced" in entry:
            version = entry["introduced"]
            introduced[domain] = (version.get("major", 0), version.get("minor", 0))
    return introduced, unavailable


def relationships(folder, module):
    """(source, kind, target) of conformances and inheritance, by name: Swift and Objective-C
    identify UIKit's classes differently (the stubs are Swift, the SDK imports Objective-C)."""
    names, found = {}, []
    graphs = glob.glob(f"{folder}/{module}.symbols.json") + glob.glob(
        f"{folder}/{module}@*.symbols.json")
    loaded = [json.load(open(path, encoding="utf-8")) for path in graphs]
    for graph in loaded:
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
    for graph in loaded:
        for relation in graph.get("relationships", []):
            if relation["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            source = names.get(relation["source"])
            target = names.get(relation["target"]) or relation.get("targetFallback", "")
            target = MODULES.sub("", target)
            if source:
                found.append((source, relation["kind"], target))
    return found


def listed(path):
    entries = {}
    for line in open(path, encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            module, name, why, detail, page = [part.strip() for part in line.split("|")]
            entries[(module, name)] = (why, detail, page)
    return entries


def main():
    stub_graphs, sdk_graphs, not_in_sdk, *modules = sys.argv[1:]
    exceptions = listed(not_in_sdk)
    used = set()
    failures = []
    for module in modules:
        sdk, by_name = {}, {}
        for symbol in symbols(sdk_graphs, module):
            sdk[symbol["identifier"]["precise"]] = symbol
            key = (tuple(symbol["pathComponents"]), symbol["kind"]["identifier"])
            by_name.setdefault(key, []).append(symbol)
        checked = 0
        for stub in symbols(stub_graphs, module):
            if "::SYNTHESIZED::" in stub["identifier"]["precise"]:
                continue
            checked += 1
            name = ".".join(stub["pathComponents"])
            shown = f"{module} {name}"
            match = sdk.get(stub["identifier"]["precise"])
            if match is None:
                key = (tuple(stub["pathComponents"]), stub["kind"]["identifier"])
                wanted = declaration(stub)
                match = next((s for s in by_name.get(key, []) if declaration(s) == wanted), None)
            stub_versions, stub_unavailable = versions(stub)
            exception = exceptions.get((module, name))
            if exception is None and stub["kind"]["identifier"] in (
                    "swift.property", "swift.typealias"):
                # `*.body`: a property of that name on any type of the stub
                exception = exceptions.get((module, "*." + stub["pathComponents"][-1]))
            if match is None:
                if exception is None:
                    others = by_name.get((tuple(stub["pathComponents"]), stub["kind"]["identifier"]))
                    why = "declared otherwise there" if others else "not there"
                    failures.append(f"{shown}: {why} (stub: {declaration(stub)})")
                    for other in (others or [])[:3]:
                        failures.append(f"    iOS 17.4 SDK: {declaration(other)}")
                    continue
                used.add((module, name) if (module, name) in exceptions
                         else (module, "*." + stub["pathComponents"][-1]))
                why = exception[0]
                if why == "newer" and stub_versions.get("iOS", (0, 0)) <= (17, 4):
                    failures.append(f"{shown}: listed as newer than iOS 17.4, but the stub "
                                    f"does not say so (@available(iOS …))")
                if why == "newer":
                    # Every version the list gives (from Apple's page), the stub must give too.
                    for platform, major, minor in re.findall(
                            r"\b(iOS|macOS|tvOS|watchOS|visionOS) (\d+)\.(\d+)", exception[1]):
                        if stub_versions.get(platform) != (int(major), int(minor)):
                            failures.append(f"{shown}: {platform} {major}.{minor} on Apple's "
                                            f"page, not in the stub's @available")
                if why == "not on iOS" and "iOS" not in stub_unavailable:
                    failures.append(f"{shown}: not on iOS, but the stub does not mark it "
                                    f"@available(iOS, unavailable)")
                continue
            if stub.get("accessLevel") == "open" and match.get("accessLevel") != "open":
                failures.append(f"{shown}: open in the stub, {match.get('accessLevel')} in the "
                                f"SDK (the adapters may not subclass or override it)")
            sdk_versions, sdk_unavailable = versions(match)
            for platform in sorted(sdk_unavailable - stub_unavailable):
                failures.append(f"{shown}: unavailable on {platform} in the SDK; the stub must "
                                f"mark it @available({platform}, unavailable)")
            for platform, version in sdk_versions.items():
                if platform in stub_versions and stub_versions[platform] != version:
                    failures.append(f"{shown}: {platform} {version[0]}.{version[1]} in the SDK, "
                                    f"{stub_versions[platform][0]}.{stub_versions[platform][1]} "
                                    f"in the stub")
                elif platform not in stub_versions and not (
                        stub["kind"]["identifier"] == "swift.enum.case"
                        and version <= MINIMUMS.get(platform, (0, 0))):
                    failures.append(f"{shown}: {platform} {version[0]}.{version[1]} in the SDK; "
                                    f"the stub must say so")
        # A conformance or superclass the stub gives to a protocol or class of the framework:
        # the SDK must give it too.
        own = {".".join(symbol["pathComponents"]) for symbol in symbols(stub_graphs, module)}
        sdk_relations = set(relationships(sdk_graphs, module))
        for source, kind, target in sorted(set(relationships(stub_graphs, module))):
            if target in own and (source, kind, target) not in sdk_relations:
                if (module, source) in exceptions:
                    used.add((module, source))
                else:
                    failures.append(f"{module} {source}: {kind} {target} in the stub, not in "
                                    f"the SDK")
        print(f"{module}: {checked} declarations of the stub compared with the iOS 17.4 SDK")
    for key in sorted({key for key in exceptions if key[0] in modules} - used):
        failures.append(f"{key[0]} {key[1]}: listed in {not_in_sdk} but not in the stub, "
                        f"or found in the SDK after all; remove the line")
    failures = list(dict.fromkeys(failures))  # a requirement and its default: one report
    for failure in failures:
        print("error: " + failure if not failure.startswith("    ") else failure)
    sys.exit(1 if failures else 0)


main()
