#!/usr/bin/env python3
"""banneret-cli speaks French under a French locale: its help, and a
message from the campaign library, its counts in French.

Usage: check-french.py BANNERET_CLI LOCALEDIR — prints TAP."""
import os
import subprocess
import sys

from tap import report
import tempfile

cli, localedir = sys.argv[1], sys.argv[2]
available = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.split()
if not any(name.lower().replace("-", "") == "fr_fr.utf8" for name in available):
    print("1..0 # SKIP the fr_FR.UTF-8 locale is not installed (./dev installs locales-all)")
    sys.exit(0)

env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in ("LANGUAGE", "LANG")}
env.update(LANG="fr_FR.UTF-8", BANNERET_LOCALEDIR=localedir)


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, env=env)


checks = []
help_text = run("--help")
first = help_text.stdout.splitlines()[0] if help_text.stdout else ""
checks.append((first == "Usage : banneret-cli [--db FICHIER] COMMANDE [ARGUMENTS…]",
               f"--help begins in French: {first!r}"))
checks.append(("Lister les campagnes" in help_text.stdout, "the command list is in French"))
with tempfile.TemporaryDirectory() as tmp:
    db = os.path.join(tmp, "campagne.db")
    made = run("--db", db, "campaign", "new", "Les Marches", "--seed", "7")
    checks.append((made.stdout.startswith("campagne 1 : Les Marches (graine 7)"),
                   f"campaign new answers in French: {made.stdout.strip()!r}"))
    missing = run("--db", db, "army", "show", "99")
    checks.append((missing.returncode == 1 and "il n’y a pas d’armée 99" in missing.stderr,
                   f"the campaign library's message is in French: {missing.stderr.strip()!r}"))
    units = run("--db", db, "units", "list")
    heading = units.stdout.splitlines()[0] if units.stdout else ""
    checks.append((heading.startswith("ID") and "NOM" in heading.split(),
                   f"units list is headed in French: {heading!r}"))

report(checks)
