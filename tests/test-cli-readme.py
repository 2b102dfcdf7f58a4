#!/usr/bin/env python3
"""Runs every banneret-cli command of README.md, in order, as a new user
would after the Quick start: on a fresh database, in a fresh directory
that sees the repository's data/. Each command is one TAP line; any that
exits non-zero fails the test, so the README cannot drift from the program.

Usage: test-cli-readme.py SOURCE_ROOT BANNERET_CLI"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile

root = pathlib.Path(sys.argv[1]).resolve()
cli = pathlib.Path(sys.argv[2]).resolve()
readme = (root / "README.md").read_text()

commands = []
for block in re.findall(r"```sh\n(.*?)```", readme, re.S):
    # "./dev cli ARGS" builds, then runs banneret-cli ARGS: the build is the
    # suite's own, so the command is run as $cli ARGS.
    block = re.sub(r"^\./dev cli ", "$cli ", block, flags=re.M)
    if "$cli" not in block:
        continue
    for line in block.splitlines():
        line = line.strip()
        if not line or line.startswith("cli=") or not line.startswith("$cli"):
            continue
        # A trailing comment explains the command; it is not part of it.
        commands.append(re.sub(r"\s+#[^\"']*$", "", line))

print(f"1..{len(commands)}")
failed = 0
with tempfile.TemporaryDirectory(prefix="banneret-readme-") as work:
    os.symlink(root / "data", pathlib.Path(work) / "data")
    env = dict(os.environ, cli=str(cli), XDG_DATA_HOME=str(pathlib.Path(work) / "xdg"),
               LC_ALL="C.UTF-8")
    for number, command in enumerate(commands, 1):
        run = subprocess.run(["bash", "-c", "set -o pipefail; " + command], cwd=work, env=env,
                             capture_output=True, text=True)
        if run.returncode == 0:
            print(f"ok {number} - {command}")
        else:
            failed += 1
            print(f"not ok {number} - {command}")
            for err in (run.stderr.strip() or run.stdout.strip()).splitlines()[:5]:
                print(f"# {err}")
sys.exit(1 if failed else 0)
