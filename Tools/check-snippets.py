#!/usr/bin/env python3
"""Compiles the Swift code blocks of README.md and of the DocC articles.

Each ```swift block is type-checked on its own, against the library's modules (and the Apple
stubs, for SwiftUI and UIKit), so a block that no longer matches the API fails the check.

A block that imports a module with `@_spi(Rendering) import …` (a renderer's code) is compiled
with that module's rendering SPI, and only that module's. A block is an excerpt, and is skipped, when its code (outside comments) contains "…" or a
package manifest's `.package(`. The app types an article's examples take for granted (an
`APIClient`, a `ChatService`) are declared in Tools/Snippets/<article>.swift, or in
Tools/Snippets/Shared.swift, in chunks headed `// MARK: - Name`; a chunk is left out for a
block that declares `Name` itself. Top-level declarations stay at the top level; the block's
statements run inside a main-actor `async throws` function.

A block that is a method's body names its type in its article's prelude with a line
`// CONTEXT "<the block's first line of code>" <Type>` (or the line of its fence instead of
the quoted code); a block that is a type's members (an `override func`) names a class to
subclass with `// MEMBERS "<first line>" <Class>`.

usage: check-snippets.py <modules> <apple-stub-modules> [markdown files...]
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s*)*(public |private |fileprivate |internal |open |final |"
    r"nonisolated |override |static |indirect )*(class|struct|enum|extension|protocol|actor|"
    r"func|typealias|macro)\b")
DECLARED_NAME = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias|extension)\s+(\w+)")
APPLE = {"SwiftUI", "UIKit", "WayfinderSwiftUI", "WayfinderUIKit"}


def blocks(path):
    """The ```swift blocks of `path`, with their line numbers."""
    found, current, start = [], None, 0
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        stripped = line.strip()
        if current is None and stripped.startswith("```swift"):
            current, start = [], number
        elif current is not None and stripped.startswith("```"):
            found.append((start, "".join(current)))
            current = None
        elif current is not None:
            current.append(line)
    return found


def code_only(text):
    """`text` without comments and string literals, for counting braces and spotting "…"."""
    text = re.sub(r'"(\\.|[^"\\])*"', '""', text)
    return re.sub(r"//.*", "", text)


def is_excerpt(code):
    plain = code_only(code)
    return "…" in plain or ".package(" in plain


def split(code):
    """The block's imports, top-level declarations and statements."""
    imports, declarations, statements = [], [], []
    depth, target, pending = 0, None, []
    for line in code.splitlines():
        if depth == 0:
            stripped = line.strip()
            if re.match(r"(@testable |@_spi\(Rendering\) )?import ", stripped):
                imports.append(stripped)
                continue
            if re.fullmatch(r"@\w+(\(.*\))?", stripped):
                # An attribute on a line of its own belongs to the declaration below it.
                pending.append(line)
                continue
            if stripped == "":
                (target if target is not None else statements).append(line)
                continue
            target = declarations if DECLARATION.match(stripped) else statements
            target.extend(pending)
            pending = []
        target.append(line)
        plain = code_only(line)
        depth += plain.count("{") + plain.count("(") + plain.count("[")
        depth -= plain.count("}") + plain.count(")") + plain.count("]")
    return imports, declarations, statements


def prelude_chunks(path):
    if not os.path.exists(path):
        return []
    chunks, name, lines = [], None, []
    for line in open(path, encoding="utf-8"):
        match = re.match(r"// MARK: - (\w+)", line)
        if match:
            if name or lines:
                chunks.append((name, "".join(lines)))
            name, lines = match.group(1), []
        else:
            lines.append(line)
    chunks.append((name, "".join(lines)))
    return chunks


def main():
    modules, apple_modules, *files = sys.argv[1:]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    files = files or ["README.md"] + sorted(glob.glob("Sources/*/*.docc/*.md"))
    maps = ["-Xcc", "-fmodule-map-file=Sources/_WayfinderDIStack/include/module.modulemap"]
    for candidate in glob.glob(os.path.join(os.path.dirname(modules), "COpenCombineHelpers.build", "module.modulemap")):
        maps += ["-Xcc", "-fmodule-map-file=" + candidate]
    shared = prelude_chunks("Tools/Snippets/Shared.swift")
    checked = skipped = 0
    failures = []
    work = tempfile.mkdtemp()
    for path in files:
        stem = os.path.splitext(os.path.basename(path))[0]
        own = prelude_chunks(f"Tools/Snippets/{stem}.swift")
        contexts, members = {}, {}
        if os.path.exists(f"Tools/Snippets/{stem}.swift"):
            text = open(f"Tools/Snippets/{stem}.swift").read()
            # NB: a block is named by its first line of code (in quotes), which moves with it,
            # or by the line of its fence.
            for match in re.finditer(r'// CONTEXT (\d+|"[^"]*") (\w+)', text):
                contexts[match.group(1).strip('"')] = match.group(2)
            for match in re.finditer(r'// MEMBERS (\d+|"[^"]*") (\w+)', text):
                members[match.group(1).strip('"')] = match.group(2)
        for line, code in blocks(path):
            first = next((l.strip() for l in code.splitlines() if l.strip()), "")
            context = contexts.get(str(line), contexts.get(first))
            member = members.get(str(line), members.get(first))
            if is_excerpt(code):
                skipped += 1
                continue
            imports, declarations, statements = split(code)
            declared = set(DECLARED_NAME.findall("\n".join(declarations)))
            apple = any(module in APPLE for module in (i.split()[-1] for i in imports)) or (
                "SwiftUI.docc" in path or "UIKit.docc" in path)
            wanted = ["Foundation", "Observation", "Testing", "Wayfinder", "WayfinderDI",
                      "WayfinderCombine", "WayfinderTesting"]
            # Registrations by type are their own product: only their articles, and blocks that
            # import it, get it, so the other articles show what `import WayfinderDI` offers.
            if "WayfinderRegistrations.docc" in path or any(
                    i.split()[-1] == "WayfinderRegistrations" for i in imports):
                wanted += ["WayfinderRegistrations"]
            if apple:
                wanted += ["SwiftUI", "WayfinderSwiftUI"] + (["UIKit", "WayfinderUIKit"] if "UIKit" in path or any("UIKit" in i for i in imports) else [])
            # A block that imports a module's rendering SPI (a renderer's code) gets it from
            # that module only.
            spi = {i.split()[-1] for i in imports if i.startswith("@_spi(Rendering)")}
            header = "".join(
                f"{'@_spi(Rendering) ' if module in spi else ''}import {module}\n"
                for module in wanted)
            # An article's own chunk replaces the shared one of the same name.
            overridden = {name for name, _ in own if name}
            chunks = [text for name, text in shared if name not in declared | overridden] + [
                text for name, text in own if name not in declared]
            body = "".join(f"    {s}\n" if s.strip() else "\n" for s in statements)
            function = "@MainActor func snippet() async throws {\n" + body + "}\n"
            if context:
                # The block is a method's body: it runs inside the type it belongs to.
                function = f"extension {context} {{\n" + function + "}\n"
            own_declarations = "\n".join(declarations)
            if member:
                # The block is a type's members: they go into a subclass of the named class.
                own_declarations = (f"final class SnippetMembers: {member} {{\n"
                                    + own_declarations + "\n}\n")
            source = (header + "\n".join(chunks) + "\n" + own_declarations + "\n" + function)
            file = os.path.join(work, f"{stem}_{line}.swift")
            with open(file, "w", encoding="utf-8") as handle:
                handle.write(source)
            command = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
                       "-suppress-warnings", "-module-name", "Snippet",
                       "-module-cache-path", ".build/apple-stubs-module-cache"]
            if apple:
                command += ["-I", apple_modules, "-I", "Tools/AppleStubs"]
            command += ["-I", modules] + maps + [file]
            result = subprocess.run(command, capture_output=True, text=True)
            checked += 1
            if result.returncode != 0:
                errors = [l for l in result.stderr.splitlines() if ": error:" in l][:3]
                failures.append((path, line, errors, file))
    for path, line, errors, file in failures:
        print(f"{path}:{line}: this code block does not compile ({file}):")
        for error in errors:
            print("   ", error.split(": error: ", 1)[-1])
    print(f"{checked} code blocks compiled, {len(failures)} failed, {skipped} excerpts skipped")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
