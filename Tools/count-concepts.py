#!/usr/bin/env python3
"""Counts the concepts a newcomer meets in the Getting Started snippets, task by task.

A concept is a distinct Wayfinder symbol (a type, protocol, property wrapper, method, property
or modifier of a product) that the snippets of a task name. The tasks, and the snippets each
is made of, are listed in Tools/Snippets/GettingStarted.swift as lines

    // TASK <name> <goal> "<a snippet's first line of code>"

(one line per snippet of the task). A name the snippet declares itself (its own routes, flows,
view models) is not a concept. The symbols are those Tools/count-public-api.py counts.

Usage: count-concepts.py [--enforce]   (prints one line per task; with --enforce, exit 1 when
a task needs more concepts than its goal)
"""
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ARTICLE = "Sources/Wayfinder/Wayfinder.docc/GettingStarted.md"
PRELUDE = "Tools/Snippets/GettingStarted.swift"
NAME = re.compile(
    r"\b(?:func|var|let|class|struct|enum|protocol|actor|typealias|associatedtype)\s+"
    r"`?([A-Za-z_]\w*)")
WORD = re.compile(r"[A-Za-z_]\w*")
# Words every Swift program has, which Wayfinder declares too (`init`, `description`).
IGNORED = {"init", "description", "id", "hash", "self", "Self", "value", "get", "callAsFunction"}
# Swift's keywords that are also Wayfinder names (`Scope.weak`).
KEYWORDS = {"weak", "unowned", "some", "any", "in", "is", "as"}


def public_names():
    """The names of every public and SPI declaration of the products."""
    spec = importlib.util.spec_from_file_location(
        "count_public_api", os.path.join(HERE, "count-public-api.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    names = set()
    for product in module.PRODUCTS:
        for folder, _, files in os.walk(os.path.join("Sources", product)):
            for name in files:
                if not name.endswith(".swift"):
                    continue
                for _, where, _ in module.declarations(os.path.join(folder, name)):
                    declaration = where.split(": ", 1)[1]
                    names.update(NAME.findall(declaration))
    return names - IGNORED


def blocks(path):
    """The ```swift blocks of `path`, keyed by their first line of code."""
    found, current = {}, None
    for line in open(path, encoding="utf-8"):
        stripped = line.strip()
        if current is None and stripped.startswith("```swift"):
            current = []
        elif current is not None and stripped.startswith("```"):
            code = "".join(current)
            first = next((l.strip() for l in code.splitlines() if l.strip()), "")
            found[first] = code
            current = None
        elif current is not None:
            current.append(line)
    return found


def concepts(code, symbols):
    """The Wayfinder symbols `code` names, leaving out what it declares itself (an `override`
    names the method it overrides), argument labels and Swift's own keywords."""
    plain = re.sub(r'"(\\.|[^"\\])*"', '""', code)
    plain = re.sub(r"//.*", "", plain)
    declared = set(NAME.findall(re.sub(r"\boverride\s+func\s+\w+", "", plain)))
    declared |= set(re.findall(r"\bcase\s+(\w+)", plain))
    declared |= {w for case in re.findall(r"\bcase\s+([^\n]*)", plain)
                 for w in re.findall(r",\s*(\w+)", case)}
    labels = set(re.findall(r"\b(\w+):(?!:)", plain))
    return {word for word in WORD.findall(plain)
            if word in symbols and word not in declared | labels | KEYWORDS}


def main(argv):
    symbols = public_names()
    snippets = blocks(ARTICLE)
    tasks = {}
    for match in re.finditer(r'// TASK (\S+) (\d+) "([^"]*)"', open(PRELUDE).read()):
        name, goal, first = match.group(1), int(match.group(2)), match.group(3)
        if first not in snippets:
            print(f"error: {PRELUDE}: no snippet of {ARTICLE} starts with {first!r}",
                  file=sys.stderr)
            return 1
        task = tasks.setdefault(name, (goal, set()))
        task[1].update(concepts(snippets[first], symbols))
    status = 0
    for name, (goal, found) in tasks.items():
        verdict = "met" if len(found) <= goal else "MISSED"
        print(f"{name}: {len(found)} concepts (goal <= {goal}) {verdict}: "
              + ", ".join(sorted(found)))
        if "--enforce" in argv and len(found) > goal:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
