#!/usr/bin/env python3
"""Catches misspelled or mistyped UIKit delegate methods, as the Apple compiler does.

On Apple platforms the UIKit delegate protocols are `@objc` with `optional` requirements: a
method whose name or types nearly match one is a warning there ("instance method … nearly
matches optional requirement"), an error under -warnings-as-errors. Linux has no Objective-C,
so the stubs give each optional requirement a default instead, and a misspelled method would
compile silently and never be called. This check closes that gap: every method in the given
sources whose name is, or nearly is, a requirement of a delegate protocol in the stub
(Tools/AppleStubs/UIKit.swiftinterface) must match one exactly: name, labels, types and result.

Usage: check-delegate-methods.py STUB SOURCE...   (exit 1 and one line per mismatch)
"""
import difflib
import re
import sys

MODULES = re.compile(r"\b(?:UIKit|Swift|Foundation|_Concurrency)\.")


def functions(text):
    """Yields (name, signature, line) for every `func` in Swift text, comments left out (a
    documentation comment's example shows the app's own delegate methods)."""
    text = re.sub(r"(?m)^[ \t]*//.*$", "", text)
    for match in re.finditer(r"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(", text):
        depth, index = 1, match.end()
        while depth and index < len(text):
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            index += 1
        params = text[match.end() : index - 1]
        rest = re.match(r"\s*(?:async\s*)?(?:throws\s*)?(?:->\s*([^{\n]+))?", text[index:])
        result = (rest.group(1) or "Void").strip() if rest else "Void"
        yield match.group(1), signature(match.group(1), params, result), text.count(
            "\n", 0, match.start()
        ) + 1


def signature(name, params, result):
    parts = []
    for param in split_top_level(params):
        names, _, kind = param.partition(":")
        words = names.split()
        label = words[0] if words else "_"
        kind = kind.split("=")[0]
        parts.append(f"{label}:{normal(kind)}")
    return f"{name}({','.join(parts)})->{normal(result)}"


def split_top_level(params):
    pieces, depth, current = [], 0, ""
    for char in params:
        depth += {"(": 1, "[": 1, "<": 1, ")": -1, "]": -1, ">": -1}.get(char, 0)
        if char == "," and depth == 0:
            pieces.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        pieces.append(current)
    return pieces


def normal(kind):
    kind = MODULES.sub("", kind)
    kind = re.sub(r"\s+", "", kind)
    return "Void" if kind in ("", "()") else kind


def requirements(stub):
    """The requirements of the stub's `…Delegate` protocols: name → signatures."""
    found = {}
    for body in re.findall(r"protocol\s+\w+Delegate\b[^{]*\{(.*?)\n\}", stub, re.S):
        for name, sig, _ in functions(body):
            found.setdefault(name, set()).add(sig)
    return found


def main():
    stub_path, sources = sys.argv[1], sys.argv[2:]
    wanted = requirements(open(stub_path).read())
    if not wanted:
        print(f"error: no delegate requirements found in {stub_path}")
        return 1
    problems = 0
    for path in sources:
        for name, sig, line in functions(open(path).read()):
            close = difflib.get_close_matches(name, wanted, n=1, cutoff=0.85)
            if not close:
                continue
            if name in wanted and sig in wanted[name]:
                continue
            expected = " or ".join(sorted(wanted[close[0]]))
            print(
                f"{path}:{line}: error: {sig} nearly matches the delegate requirement "
                f"{expected}; UIKit would never call it"
            )
            problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
