#!/usr/bin/env python3
"""Checks that SwiftUI's container views draw what their container model decides.

The views cannot run on Linux: they are only type-checked against stubs. What they must do
with the models is small and fixed, so this check reads them, file by file: each container
view applies its model (`.drawn(by: model, …)`: the container's identity, whether a change
animates, the model drawing the router's changes once the view has appeared), gives its root
the model's root identity, draws a split flow's columns as the stack model cuts them and
writes NavigationSplitView's changes back to it, reports a screen's appearance after its transition
(`onDidAppear`), and reads what makes SwiftUI draw a refused write-back again; the presentation
layer reports `onDismiss` and the presented screen's appearance. A view that builds stages or a
path of its own, instead of the model's, is reported too.

Usage: check-container-views.py SOURCE...   (exit 1 and one line per problem; the rules are
chosen by the file's name)
"""
import os
import re
import sys

DRAWN = (r"\.drawn\(by: model\b", "does not apply .drawn(by: model, …)")
ROOT_ID = (r"\.id\(model\.rootID\)", "draws its root without .id(model.rootID)")
# NB: made as the body draws, not in `init`, which runs in the parent's body: the parent would
# observe what a new model reads of the router, and draw again on every change.
MODEL_IN_BODY = (
    r"private var model: ContainerModel<\w+> \{ ContainerModel\.of\(router, on: \.current\) \}",
    "does not get its model as its body draws (made in init, the parent observes the router)",
)
SCREEN_APPEARED = (
    r"\.onDidAppear \{ model\.screenAppeared\(",
    "does not report its screens' appearance with .onDidAppear",
)

RULES = {
    "FlowStack.swift": [
        DRAWN,
        MODEL_IN_BODY,
        ROOT_ID,
        SCREEN_APPEARED,
        (r"_ = stack\.redraws", "does not read stack.redraws as it draws"),
        (r"\.pushedScreens\(drawing: drawing, model: model",
         "draws pushed screens without .pushedScreens (their appearance and back button)"),
        (r"\.backQuestion\(of: stack", "does not ask the stack's question"),
        (r"SplitStack\(columns: columns", "does not draw a split flow's columns"),
    ],
    "SplitStack.swift": [
        ROOT_ID,
        SCREEN_APPEARED,
        (r"\.pushedScreens\(drawing: drawing, model: model",
         "draws the detail's pushed screens without .pushedScreens"),
        (r"\.backQuestion\(of: stack", "does not ask the stack's question"),
        (r"stack\.userSetDetailPath\(", "does not write the detail's path back"),
        (r"stack\.userShowedColumn\(", "does not write the collapsed view's column back"),
        (r"stack\.userSetColumnVisibility\(", "does not write the column visibility back"),
        (r"stack\.shownColumns\?\.", "reads the columns of its own instead of the model's"),
        (r"_ = stack\.redraws", "does not read stack.redraws as it draws"),
        (r"\.onChange\(of: isCollapsed, initial: true\)", "does not tell the model its width"),
        (r"inColumn: column != \.sidebar", "draws columns' first screens without a back button"),
    ],
    "FlowRoot.swift": [DRAWN, MODEL_IN_BODY, ROOT_ID, SCREEN_APPEARED],
    "FlowTabs.swift": [
        DRAWN,
        MODEL_IN_BODY,
        (r"\.onDidAppear \{ model\.tabAppeared\(tab\) \}",
         "does not report its tabs' appearance with .onDidAppear"),
    ],
    "ContainerView.swift": [
        (r"\.transaction\(value: model\.changes\)", "does not apply the model's animation flag"),
        (r"\.onDidAppear \{ model\.viewAppeared\(view, under: enclosing\) \}",
         "does not attach the model on appearance, with the covers around it"),
        (r"@Environment\(\\\.coverWatch\) private var enclosing",
         "does not read the covers around the container"),
        (r"\.onDisappear \{ model\.viewDisappeared\(view\) \}", "does not detach the model"),
        (r"\.id\(model\.id\)", "does not give the container the model's identity"),
        (r"\.navigationBarBackButtonHidden\(", "does not hide the system's back button"),
        (r"\.backButton\(of: screen", "draws pushed screens without their back button"),
        (r"\.onDidAppear \{ model\.screenAppeared\(screen\) \}",
         "does not report pushed screens' appearance with .onDidAppear"),
    ],
    "PresentationLayer.swift": [
        (r"_ = stages\.redraws", "does not read stages.redraws as it draws"),
        (r"\.sheet\(item: item\(\.sheet\), onDismiss: \{ stages\.dismissed\(level: level\) \}",
         "does not report a sheet's onDismiss"),
        (r"item: item\(\.fullScreenCover\), onDismiss: \{ stages\.dismissed\(level: level\) \}",
         "does not report a cover's onDismiss"),
        (r"\.onDidAppear \{ stages\.appeared\(", "does not report a presented screen's appearance"),
        (r"\.environment\(\\\.coverWatch, stages\.coverWatch\(overLevel: level, enclosedBy: enclosing\)\)",
         "does not tell its content which covers hide it"),
        (r"\.environment\(\\\.coverWatch, enclosing\)",
         "does not put what it presents under the covers around the container only"),
    ],
}
OWN_STATE = re.compile(r"PresentationStages\(|StackModel\(|@State private var (stages|stack)\b")


# The views draw what the model worked out, never the router's state, which every change
# (a badge, a sheet's detent) invalidates.
READS_ROUTER = re.compile(r"\brouter\.(screens|state|tabs|root|path|presented|selectedTab)\b")
DRAWS_SHOWN = ("FlowStack.swift", "FlowRoot.swift", "FlowTabs.swift", "SplitStack.swift")


def problems(path, text):
    found = []
    for pattern, message in RULES.get(os.path.basename(path), []):
        if not re.search(pattern, text):
            found.append(f"{path}: {message}")
    code = "\n".join(line for line in text.splitlines() if not line.strip().startswith("//"))
    if os.path.basename(path) in DRAWS_SHOWN and READS_ROUTER.search(code):
        found.append(f"{path}: reads the router's state instead of what the model worked out")
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
