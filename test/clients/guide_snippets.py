"""test/clients/guide_snippets.py: every code block of docs/frameworks.md
must be an excerpt, line for line, of the program it names, so that the
guide cannot drift from what the clients stage runs.

A block's file is the last `test/clients/...` path in the paragraph just
above it, or, when that paragraph names none, the file of the block before
it in the same section.  The block's non-blank lines, stripped of
indentation, must appear as consecutive non-blank lines of that file.
Prints "ok - ..." / "not ok - ..." per block (test/clients/run.sh reads
them), and exits non-zero if any block is not an excerpt."""

import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
guide = os.path.join(root, "docs", "frameworks.md")
lines = open(guide, encoding="utf-8").read().split("\n")

blocks = []  # (line number, source, code lines)
source = None
i = 0
while i < len(lines):
    line = lines[i]
    if line.startswith("## "):
        source = None
    if line.startswith("```"):
        start = i
        j = i - 1
        while j >= 0 and lines[j].strip() == "":
            j -= 1
        paragraph = []
        while j >= 0 and lines[j].strip() != "" and not lines[j].startswith("```"):
            paragraph.insert(0, lines[j])
            j -= 1
        paths = re.findall(r"`(test/clients/[^`\s]+)`", " ".join(paragraph))
        if paths:
            source = paths[-1]
        i += 1
        code = []
        while i < len(lines) and not lines[i].startswith("```"):
            code.append(lines[i])
            i += 1
        blocks.append((start + 1, source, code))
    i += 1

failed = 0
for number, src, code in blocks:
    label = f"docs/frameworks.md:{number}"
    if src is None:
        print(f"not ok - {label}: no test/clients/ file named above the block")
        failed += 1
        continue
    path = os.path.join(root, src)
    if not os.path.isfile(path):
        print(f"not ok - {label}: {src} does not exist")
        failed += 1
        continue
    want = [c.strip() for c in code if c.strip()]
    have = [h.strip() for h in open(path, encoding="utf-8").read().split("\n") if h.strip()]
    found = any(have[k:k + len(want)] == want for k in range(len(have) - len(want) + 1))
    if found and want:
        print(f"ok - {label}: {len(want)} lines are an excerpt of {src}")
    else:
        first = next((w for w in want if w not in have), None)
        print(f"not ok - {label}: not an excerpt of {src}" + (f" (no line {first!r})" if first else " (order)"))
        failed += 1

print(f"guide: {len(blocks) - failed} passed, {failed} failed")
sys.exit(1 if failed or not blocks else 0)
