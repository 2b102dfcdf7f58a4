#!/usr/bin/env python3
"""Every file with a translatable string is listed in po/POTFILES.in, and
every file listed there exists: a string in a file left out would never
reach a translator, and a listed file that is gone breaks the catalogue.

Every message a user reads is marked: a prose literal handed unmarked to a
call that shows or reports it (g_set_error, g_printerr, gtk_label_new, a
tooltip, a toast…) fails. And xgettext extracts every marked string: a
template made from the listed files holds each _("…") and N_("…") literal
of the sources, with no string xgettext cannot read as a format (such as a
G_GINT64_FORMAT pasted inside _()).

Usage: check-potfiles.py SOURCE_ROOT — prints TAP."""
import pathlib
import re
import shutil
import subprocess
import sys

from tap import report
import tempfile

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

# Calls whose text argument a user reads, in the app, the CLI and the
# libraries' messages; XML, SQL and keys are written with other calls.
shown = re.compile(r"\b(g_set_error|g_set_error_literal|g_prefix_error|g_printerr|g_print|refuse_at|set_illegal"
                   r"|adw_toast_new|gtk_label_new|gtk_label_set_text|gtk_button_new_with_label"
                   r"|gtk_button_new_with_mnemonic|gtk_window_set_title|gtk_widget_set_tooltip_text"
                   r"|adw_preferences_row_set_title|adw_action_row_set_subtitle|adw_expander_row_set_subtitle"
                   r"|adw_preferences_group_set_title|adw_preferences_group_set_description"
                   r"|adw_message_dialog_new|adw_message_dialog_add_response|adw_status_page_set_title"
                   r"|adw_status_page_set_description|adw_window_title_set_subtitle|bn_cli_usage_error)\s*\(")
literal = re.compile(r'"((?:[^"\\]|\\.)*)"')
marked_call = re.compile(r'\b(?:_|N_|C_|NC_|ngettext|g_dngettext|Q_)\s*\((?:[^()"]|"(?:[^"\\]|\\.)*"|\([^()]*\))*\)')
# Words, not an identifier, a path or a format alone.
prose = re.compile(r"[A-Za-z]{2,}[ ,:;]+[A-Za-z]{2,}")


def call_text(text, start):
    depth, j = 1, start
    while depth and j < len(text):
        c = text[j]
        if c == '"':
            j += 1
            while text[j] != '"':
                j += 2 if text[j] == "\\" else 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        j += 1
    return text[start:j - 1]


unmarked = []
for path in sorted((root / "src").rglob("*.c")):
    text = path.read_text(errors="replace")
    for m in shown.finditer(text):
        rest = marked_call.sub("", call_text(text, m.end()))
        for s in literal.finditer(rest):
            if prose.search(s.group(1)):
                line = text.count("\n", 0, m.start()) + 1
                unmarked.append(f"{path.relative_to(root)}:{line}: “{s.group(1)[:60]}”")
for where in unmarked:
    checks.append((False, f"{where} is shown to the user but not marked for translation"))
checks.append((True, "every message handed to a call that shows it is marked"))

xgettext = shutil.which("xgettext")
if xgettext is not None:
    sources = [name for name in listed if name.endswith((".c", ".ui"))]
    with tempfile.TemporaryDirectory() as tmp:
        pot = pathlib.Path(tmp) / "banneret.pot"
        run = subprocess.run([xgettext, "--from-code=UTF-8", "--add-comments", "--keyword=_", "--keyword=N_",
                              "--keyword=C_:1c,2", "--keyword=NC_:1c,2", "--keyword=g_dngettext:2,3",
                              "--keyword=ngettext:1,2", "--flag=N_:1:pass-c-format", "-o", str(pot), *sources],
                             cwd=root, capture_output=True, text=True)
        checks.append((run.returncode == 0, "xgettext reads every listed file"))
        for warning in run.stderr.splitlines():
            if "not a valid C format string" in warning:
                checks.append((False, f"xgettext cannot read a format: {warning}"))
        template = pot.read_text() if pot.exists() else ""
    msgids = set()
    for m in re.finditer(r'^(?:msgid|msgid_plural) ((?:"(?:[^"\\]|\\.)*"\n?)+)', template, re.M):
        msgids.add("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))))
    single = re.compile(r'\b(?:_|N_)\s*\(\s*"((?:[^"\\]|\\.)*)"\s*\)')
    missing = []
    for name in sources:
        if not name.endswith(".c"):
            continue
        for m in single.finditer((root / name).read_text(errors="replace")):
            # xgettext writes a \\uXXXX escape as its character.
            msgid = re.sub(r"\\u([0-9a-fA-F]{4})", lambda u: chr(int(u.group(1), 16)), m.group(1))
            if msgid not in msgids:
                missing.append(f"{name}: “{m.group(1)[:60]}”")
    for where in missing:
        checks.append((False, f"{where} is marked but not in xgettext's template"))
    checks.append((len(msgids) > 1000, f"xgettext's template holds {len(msgids)} strings"))

report(checks)
