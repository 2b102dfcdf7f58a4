#!/usr/bin/env python3
"""Every file with a translatable string is listed in po/POTFILES.in, and
every file listed there exists: a string in a file left out would never
reach a translator, and a listed file that is gone breaks the catalogue.

Usage: check-potfiles.py SOURCE_ROOT — prints TAP."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
marker_c = re.compile(r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2)\s*\(\s*"')
marker_ui = re.compile(r'translatable="yes"')

listed = []
for line in (root / "po" / "POTFILES.in").read_text().splitlines():
    line = line.strip()
    if line and not line.startswith("#"):
        listed.append(line)

wanted = set()
for path in sorted((root / "src").rglob("*.c")):
    if marker_c.search(path.read_text(errors="replace")):
        wanted.add(str(path.relative_to(root)))
for path in sorted((root / "ui").rglob("*.ui")):
    if marker_ui.search(path.read_text(errors="replace")):
        wanted.add(str(path.relative_to(root)))
for pattern in ("*.desktop.in", "*.metainfo.xml.in", "*.gschema.xml"):
    for path in sorted((root / "data").glob(pattern)):
        wanted.add(str(path.relative_to(root)))

checks = []
for name in sorted(wanted):
    checks.append((name in listed, f"{name} has translatable strings and is in po/POTFILES.in"))
for name in listed:
    checks.append(((root / name).is_file(), f"{name}, listed in po/POTFILES.in, exists"))

print(f"1..{len(checks)}")
failed = 0
for number, (ok, what) in enumerate(checks, 1):
    print(f"{'ok' if ok else 'not ok'} {number} - {what}")
    failed += not ok
sys.exit(1 if failed else 0)
