#!/usr/bin/env python3
"""Counts the public API of Wayfinder's products, as the 1.0 API goal counts it.

Every `public` or `open` func, init, subscript, var, let, type (class, struct, enum, protocol,
actor), typealias and associated type counts once per declaration (each name of a
`public var a, b` line once); a public protocol's requirements count too, though they carry
no access keyword. Enum cases do not count. Declarations under `@_spi(Rendering)` are
counted apart (with the members of SPI types and extensions): they are what renderers and
adapters need, out of apps' sight. Any other SPI
name is an error, as is a total above the limit given with `--limit`, and a product above its
budget in the file given with `--budgets` (lines `Product N`, and `Rendering N` for the SPI).

Usage: count-public-api.py [--limit N] [--budgets FILE] [--list] [SOURCES_DIR]
       (default: Sources)
"""
import os
import re
import sys

# NB: WayfinderScaffold is no product (the plugin runs its executable), so its API is `package`;
# it is counted so that a `public` there shows.
PRODUCTS = ("Wayfinder", "WayfinderDI", "WayfinderRegistrations", "WayfinderUIKit", "WayfinderSwiftUI", "WayfinderTesting",
            "WayfinderScaffold", "WayfinderCombine")
KINDS = r"(func|init|subscript|var|let|class|struct|enum|protocol|actor|typealias|associatedtype)"
MODIFIERS = (r"(?:(?:static|class|final|override|mutating|nonmutating|nonisolated|convenience|"
             r"required|indirect|dynamic|lazy|weak|unowned|optional|consuming|borrowing|"
             r"(?:private|fileprivate|internal|package)\(set\))\s+)*")
ATTRIBUTES = r"(?:@[\w.]+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s+)*"
PUBLIC = re.compile(r"^\s*" + ATTRIBUTES + r"(public|open)\s+" + MODIFIERS + KINDS + r"\b(.*)")
REQUIREMENT = re.compile(r"^\s*" + ATTRIBUTES + MODIFIERS + KINDS + r"\b(.*)")
ATTRIBUTE_LINE = re.compile(r"^\s*(" + ATTRIBUTES.replace(r"\s+)*", r"\s*)+") + r")$")
SPI = re.compile(r"@_spi\((\w+)\)")


def strip(text):
    """The source without comments and string literals (their quotes stay), lines kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            end = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, end))
            i = end
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            end = n if j < 0 else j + 3
            out.append('""' + "\n" * text.count("\n", i, end))
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def names_in(rest, kind):
    """How many declarations a `var`/`let` line holds (`a, b` is two); one otherwise."""
    if kind not in ("var", "let"):
        return 1
    depth, count = 0, 1
    for char in rest:
        if char in "([<{":
            depth += 1
        elif char in ")]>}":
            depth -= 1
        elif char == "=" and depth == 0:
            break
        elif char == "," and depth == 0:
            count += 1
    return count


def declarations(path):
    """(kind, name line, spi name or None) of each public declaration in the file at `path`."""
    with open(path, encoding="utf-8") as source:
        lines = strip(source.read()).split("\n")
    found = []
    depth = 0
    protocols = []  # the brace depths of public protocol bodies
    spi_scopes = []  # (brace depth, SPI name) of the bodies of SPI types and extensions
    attributes = ""
    for number, line in enumerate(lines, 1):
        match = PUBLIC.match(line)
        in_protocol = bool(protocols) and depth == protocols[-1]
        requirement = None if match or not in_protocol else REQUIREMENT.match(line)
        spi = SPI.search(attributes + line)
        spi_name = spi.group(1) if spi else (spi_scopes[-1][1] if spi_scopes else None)
        if match:
            kind, rest = match.group(2), match.group(3)
        elif requirement:
            kind, rest = requirement.group(1), requirement.group(2)
        else:
            kind = None
        if kind:
            for _ in range(names_in(rest, kind)):
                found.append((kind, f"{path}:{number}: {line.strip()}", spi_name))
        attributes = attributes + line if ATTRIBUTE_LINE.match(line) and line.strip() else ""
        opens = line.count("{")
        if match and kind == "protocol" and opens:
            protocols.append(depth + 1)
        # NB: the members of an SPI type or extension are SPI too.
        if spi and opens and re.search(r"\b(class|struct|enum|protocol|actor|extension)\b", line):
            spi_scopes.append((depth + 1, spi.group(1)))
        depth += opens - line.count("}")
        while protocols and depth < protocols[-1]:
            protocols.pop()
        while spi_scopes and depth < spi_scopes[-1][0]:
            spi_scopes.pop()
    return found


def main(argv):
    limit = None
    listing = "--list" in argv
    argv = [a for a in argv if a != "--list"]
    if "--limit" in argv:
        at = argv.index("--limit")
        limit = int(argv[at + 1])
        del argv[at:at + 2]
    budgets = {}
    if "--budgets" in argv:
        at = argv.index("--budgets")
        for line in open(argv[at + 1], encoding="utf-8"):
            line = line.split("#")[0].strip()
            if line:
                name, value = line.split()
                budgets[name] = int(value)
        del argv[at:at + 2]
    root = argv[0] if argv else "Sources"
    counts, spis, other_spi = {}, {}, []
    for product in PRODUCTS:
        for folder, _, files in os.walk(os.path.join(root, product)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                for kind, where, spi in declarations(os.path.join(folder, name)):
                    if listing:
                        print(f"{'@_spi(' + spi + ') ' if spi else ''}{where}")
                    if spi == "Rendering":
                        spis[product] = spis.get(product, 0) + 1
                    elif spi:
                        other_spi.append(where)
                    else:
                        counts[product] = counts.get(product, 0) + 1
    total = sum(counts.values())
    by_product = ", ".join(f"{p} {counts.get(p, 0)}" for p in PRODUCTS)
    print(f"public declarations: {total} ({by_product})")
    rendering = ", ".join(f"{p} {n}" for p, n in spis.items()) or "none"
    print(f"@_spi(Rendering) declarations: {sum(spis.values())} ({rendering})")
    status = 0
    for where in other_spi:
        print(f"error: an SPI other than Rendering: {where}", file=sys.stderr)
        status = 1
    if limit is not None and total > limit:
        print(f"error: {total} public declarations, more than the goal's {limit}", file=sys.stderr)
        status = 1
    for name, budget in budgets.items():
        found = sum(spis.values()) if name == "Rendering" else counts.get(name, 0)
        if found > budget:
            print(f"error: {name} has {found} public declarations, over its budget of {budget}: "
                  "remove some, or raise the budget in the same change and say why",
                  file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
