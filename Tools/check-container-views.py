#!/usr/bin/env python3
"""Checks that SwiftUI's container views draw what their container model decides.

FlowStack, FlowRoot and FlowTabs cannot run on Linux: they are only type-checked against
stubs. What they must do with the model is small and fixed, so this check reads them: each
view applies `.drawn(by: model, …)` (the container's identity, whether a change animates, the
model drawing the router's changes while the view is on screen), and a view that draws a root
screen gives it the model's root identity (`.id(model.rootID)`). A view that builds stages or
a path of its own, instead of the model's, is reported too.

Usage: check-container-views.py SOURCE...   (exit 1 and one line per problem)
"""
import re
import sys

REQUIRED = [
    (re.compile(r"\.drawn\(by: model\b"), "does not apply .drawn(by: model, …)"),
]
ROOT = (re.compile(r"\.id\(model\.rootID\)"), "draws a root without .id(model.rootID)")
OWN_STATE = re.compile(r"PresentationStages\(|StackModel\(|@State private var (stages|stack)\b")


def problems(path, text):
    found = []
    for pattern, message in REQUIRED:
        if not pattern.search(text):
            found.append(f"{path}: {message}")
    if "screens.root" in text and not ROOT[0].search(text):
        found.append(f"{path}: {ROOT[1]}")
    if OWN_STATE.search(text):
        found.append(f"{path}: builds its own stages or path instead of the container model's")
    return found


def main(paths):
    reported = []
    for path in paths:
        with open(path, encoding="utf-8") as source:
            reported += problems(path, source.read())
    for line in reported:
        print(line)
    return 1 if reported else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
