#!/usr/bin/env python3
"""banneret-cli speaks French under a French locale: its help, and a
message from the campaign library, its counts in French; the names of the
rule tables (unit types, classes, weapons, terrain, battlefields) in its
human output, while --json keeps them as the tables write them.

Usage: check-french.py BANNERET_CLI LOCALEDIR — prints TAP."""
import json
import os
import re
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
    # The day a campaign was started, in French for people, as stored in JSON.
    listed = run("--db", db, "campaign", "list")
    listed_json = run("--db", db, "campaign", "list", "--json")
    created = json.loads(listed_json.stdout)[0]["created"] if listed_json.returncode == 0 else ""
    months = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
              "septembre", "octobre", "novembre", "décembre")
    row = listed.stdout.splitlines()[1] if len(listed.stdout.splitlines()) > 1 else ""
    checks.append((re.match(r"\d{4}-\d\d-\d\dT", created) is not None and created not in row
                   and any(re.search(rf"\b\d{{1,2}} {m} \d{{4}}\b", row) for m in months),
                   f"campaign list gives the day in French, --json as stored: {row!r}, {created!r}"))
    missing = run("--db", db, "army", "show", "99")
    checks.append((missing.returncode == 1 and "il n’y a pas d’armée 99" in missing.stderr,
                   f"the campaign library's message is in French: {missing.stderr.strip()!r}"))
    units = run("--db", db, "units", "list")
    heading = units.stdout.splitlines()[0] if units.stdout else ""
    checks.append((heading.startswith("ID") and "NOM" in heading.split(),
                   f"units list is headed in French: {heading!r}"))
    checks.append(("Chevaliers montés" in units.stdout and "cavalerie de classe A" in units.stdout
                   and "Mounted knights" not in units.stdout,
                   "units list names the unit types and classes in French"))
    weapons = run("--db", db, "units", "list", "--weapons")
    checks.append(("arc long" in weapons.stdout and "longbow\n" not in weapons.stdout,
                   "units list --weapons names the weapons in French"))
    as_json = run("--db", db, "units", "list", "--json")
    checks.append(('"Mounted knights"' in as_json.stdout and "Chevaliers" not in as_json.stdout,
                   "units list --json keeps the tables' names"))
    rules = run("--db", db, "rules", "list")
    checks.append((rules.returncode == 0 and "Batailles médiévales menées par les cartes" in rules.stdout,
                   f"rules list describes the rulesets in French: {rules.stdout.splitlines()[:1]!r}"))
    rules_json = run("--db", db, "rules", "list", "--json")
    checks.append(("Card-driven medieval battles" in rules_json.stdout,
                   "rules list --json keeps the descriptions as written"))
    types = run("--db", db, "table", "types", "--rules", "lords-and-levies")
    checks.append(("gué" in types.stdout and "colline" in types.stdout and "bois" in types.stdout,
                   "table types names the ground in French"))
    for args in (("leader", "generate", "--campaign", "1", "--player", "--name", "Hugh", "--draws", "6H,9S,5D"),
                 ("leader", "generate", "--campaign", "1", "--player", "--name", "Odo", "--draws", "8C,4H,7S"),
                 ("army", "muster", "--leader", "1", "--draws", "QH,AC"),
                 ("army", "add", "1", "mounted-knights"),
                 ("army", "add", "1", "longbowmen"),
                 ("army", "muster", "--leader", "2", "--draws", "KH,2C"),
                 ("army", "add", "2", "pikemen"),
                 ("army", "add", "2", "crossbowmen")):
        run("--db", db, *args)
    army = run("--db", db, "army", "show", "1")
    checks.append(("Chevaliers montés" in army.stdout and "Archers à l’arc long" in army.stdout,
                   "army show names the units in French"))
    started = run("--db", db, "battle", "start", "--army", "1", "--army", "2", "--campaign", "1",
                  "--scenario", "river-fords", "--seed", "4", "--computer", "none")
    shown = run("--db", db, "battle", "show", "1")
    checks.append((started.returncode == 0 and "Rivière à gués" in shown.stdout and "gué" in shown.stdout
                   and "Chevaliers montés" in shown.stdout,
                   f"battle show names the battlefield, ground and units in French: {shown.stderr.strip()!r}"))
    shown_json = run("--db", db, "battle", "show", "1", "--json")
    checks.append(('"River with fords"' in shown_json.stdout and "Rivière" not in shown_json.stdout,
                   "battle show --json keeps the battlefield's name as the tables write it"))

report(checks)
