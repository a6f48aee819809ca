#!/usr/bin/env bash
# Docs that cannot drift: every relative link and image of every Markdown file in the checkout
# must reach a file or folder of the checkout (and, into a Markdown file, a heading it has), and
# README.md must stay short.
#
#   bash tests/docs_test.sh [REPO_ROOT]
#
# The Markdown files are the tracked ones plus the new ones git does not ignore (git ls-files
# --cached --others --exclude-standard '*.md'), so that a page is checked before it is
# committed. http(s), mailto and other scheme links are not followed. A target is decoded
# (%xx), taken relative to its page's folder (or to the checkout for /path), its #anchor checked
# against the headings of the page it points to (GitHub's slugs), and it must stay inside the
# checkout and not be ignored by git. Prints one ok: or FAIL: line per check, then
# "docs: N failed"; exits 1 when N > 0, 2 when REPO_ROOT is not a git checkout.
set -uo pipefail
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
exec python3 - "$root" <<'PYTHON'
import os
import re
import subprocess
import sys
from urllib.parse import unquote

README_MOST_LINES = 250

root = os.path.realpath(sys.argv[1])
failures = 0


def ok(message):
    print(f"ok: {message}")


def fail(message):
    global failures
    failures += 1
    print(f"FAIL: {message}")


def git_files(*patterns):
    result = subprocess.run(
        ["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", *patterns],
        capture_output=True, text=True, check=False)
    if result.returncode != 0:
        print(f"FAIL: {root} is not a git checkout: {result.stderr.strip()}")
        print("docs: 1 failed")
        sys.exit(2)
    return sorted({f for f in result.stdout.split("\0") if f})


known_files = set(git_files())
known_folders = {""}
for known in known_files:
    parts = known.split("/")
    for i in range(1, len(parts)):
        known_folders.add("/".join(parts[:i]))

FENCE = re.compile(r"^\s{0,3}(```+|~~~+)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
INLINE_LINK = re.compile(r"\]\(\s*(<[^>]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
HTML_TARGET = re.compile(r"<(?:img|a|source)\b[^>]*?\b(?:src|href)\s*=\s*[\"']([^\"']*)[\"']", re.I)
HTML_ID = re.compile(r"<[a-z]+\b[^>]*?\b(?:id|name)\s*=\s*[\"']([^\"']*)[\"']", re.I)
ATX = re.compile(r"^\s{0,3}(#{1,6})(?:\s+(.*?))?\s*$")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def prose_lines(text):
    """(line number, line) outside fenced code blocks, code spans blanked."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        opening = FENCE.match(line)
        if fence:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
                fence = None
            continue
        if opening:
            fence = opening.group(1)
            continue
        yield number, CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def slug(heading):
    """GitHub's anchor of a heading: markup dropped, lower case, punctuation but - and _ dropped,
    spaces to -."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"<[^>]+>", "", text)
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


anchors_of = {}


def anchors(path):
    """The anchors a Markdown page has: its headings' slugs (repeats numbered) and HTML ids."""
    if path in anchors_of:
        return anchors_of[path]
    with open(path, encoding="utf-8") as page:
        text = page.read()
    found, seen, previous = set(), {}, ""

    def add(heading):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")

    fence = None
    for line in text.splitlines():
        opening = FENCE.match(line)
        if fence or opening:
            if fence is None:
                fence = opening.group(1)
            elif opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
                fence = None
            previous = ""
            continue
        found.update(HTML_ID.findall(line))
        atx = ATX.match(line)
        if atx:
            add(re.sub(r"\s+#+\s*$", "", atx.group(2) or ""))
            previous = ""
            continue
        if re.match(r"^\s{0,3}(=+|-+)\s*$", line) and previous.strip() and not re.match(
                r"^\s*([-*+>|]|\d+[.)])", previous):
            add(previous)
            previous = ""
            continue
        previous = line
    anchors_of[path] = found
    return found


def check_link(page, number, target):
    """None when the target resolves, else why not."""
    target = target.strip()
    if target.startswith("<") and target.endswith(">"):
        target = target[1:-1]
    if not target or SCHEME.match(target) or target.startswith("//"):
        return None
    path_part, _, anchor = target.partition("#")
    path_part = unquote(path_part.split("?", 1)[0])
    anchor = unquote(anchor)
    page_folder = os.path.dirname(os.path.join(root, page))
    if not path_part:
        resolved = os.path.join(root, page)
    elif path_part.startswith("/"):
        resolved = os.path.normpath(os.path.join(root, path_part.lstrip("/")))
    else:
        resolved = os.path.normpath(os.path.join(page_folder, path_part))
    relative = os.path.relpath(resolved, root)
    if relative == os.pardir or relative.startswith(os.pardir + os.sep):
        return "points outside the repository"
    if not os.path.exists(resolved):
        return "no such file or folder"
    relative = "" if relative == "." else relative.replace(os.sep, "/")
    if relative not in known_files and relative not in known_folders:
        return "exists here but is not in the repository (ignored by git, or an empty folder)"
    if anchor and os.path.isfile(resolved) and resolved.endswith(".md"):
        if anchor not in anchors(resolved):
            return f"no heading with the anchor #{anchor} in {relative}"
    return None


pages = git_files("*.md")
for page in pages:
    full = os.path.join(root, page)
    if not os.path.isfile(full):
        fail(f"{page}: listed by git but missing from the work tree")
        continue
    with open(full, encoding="utf-8") as handle:
        text = handle.read()
    links = broken = 0
    for number, line in prose_lines(text):
        targets = [m.group(1) for m in INLINE_LINK.finditer(line)]
        targets += [m.group(1) for m in DEFINITION.finditer(line)]
        targets += HTML_TARGET.findall(line)
        for target in targets:
            links += 1
            why = check_link(page, number, target)
            if why:
                broken += 1
                fail(f"{page}:{number}: link ({target}): {why}")
    if not broken:
        ok(f"{page}: {links} links resolve")

readme = os.path.join(root, "README.md")
if os.path.isfile(readme):
    with open(readme, encoding="utf-8") as handle:
        lines = len(handle.read().splitlines())
    if lines <= README_MOST_LINES:
        ok(f"README.md has {lines} lines (at most {README_MOST_LINES})")
    else:
        fail(f"README.md has {lines} lines, more than {README_MOST_LINES}")
else:
    fail("README.md is missing")

print(f"docs: {failures} failed")
sys.exit(1 if failures else 0)
PYTHON
