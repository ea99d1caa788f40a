#!/usr/bin/env python3
"""Fails on an availability spec with versions that does not name every platform the package
supports: `#available(iOS 18, *)` lets macOS 14, tvOS 17, watchOS 10 and visionOS 1 call what
is newer there, since `*` means "any version" for each platform left out. The gate's macOS
pass catches that for macOS; nothing compiles for tvOS, watchOS or visionOS, so this rule does.

usage: names-every-platform.py FILE...
"""
import re
import sys

from minimums import PLATFORMS

SPEC = re.compile(r'(@available|#available|#unavailable)\(((?:[^()"]|"[^"]*")*)\)')

failures = 0
for path in sys.argv[1:]:
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        code = line.split("//")[0]
        for match in SPEC.finditer(code):
            named = re.findall(r"\b(iOS|macOS|tvOS|watchOS|visionOS) +\d", match.group(2))
            if named and set(named) != set(PLATFORMS):
                missing = ", ".join(p for p in PLATFORMS if p not in named)
                print(f"{path}:{number}: error: {match.group(0)} leaves out {missing}; name "
                      f"every platform's version")
                failures += 1
sys.exit(1 if failures else 0)
