#!/usr/bin/env python3
"""What `meson install --destdir` lays out is what a desktop expects, the
Flatpak manifest builds the app the desktop file and metainfo name, and no
installed program holds a path into the build tree.

Usage: check-install.py SOURCE_ROOT BUILD_ROOT MESON — prints TAP."""
import configparser
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

source = pathlib.Path(sys.argv[1])
build = pathlib.Path(sys.argv[2])
meson = sys.argv[3:]

checks = []


def check(ok, what):
    checks.append((bool(ok), what))


def meson_option(name):
    options = json.loads(subprocess.run(meson + ["introspect", str(build), "--buildoptions"],
                                        check=True, capture_output=True, text=True).stdout)
    return next(o["value"] for o in options if o["name"] == name)


app_id = None
for line in (source / "meson.build").read_text().splitlines():
    if line.startswith("app_id = "):
        app_id = line.split("'")[1]
check(app_id, "meson.build names the app ID")

# The manifest: JSON, the app ID, GNOME 43 (GTK 4.8, libadwaita 1.2), meson
# from this checkout, and no home or host access.
manifest_path = source / "build-aux" / "flatpak" / f"{app_id}.json"
try:
    manifest = json.loads(manifest_path.read_text())
except (OSError, ValueError) as error:
    manifest = {}
    check(False, f"{manifest_path.name} parses: {error}")
else:
    check(True, f"{manifest_path.name} parses")
check(manifest.get("id") == app_id, "the manifest builds the app ID")
check(manifest.get("runtime") == "org.gnome.Platform" and manifest.get("runtime-version") == "43",
      "the manifest runs on GNOME 43, the platform's GTK 4.8 and libadwaita 1.2")
check(manifest.get("command") == "banneret", "the manifest starts banneret")
modules = [m for m in manifest.get("modules", []) if isinstance(m, dict)]
check(modules and modules[-1].get("buildsystem") == "meson"
      and any(s.get("type") == "dir" and (manifest_path.parent / s.get("path", "")).resolve() == source.resolve()
              for s in modules[-1].get("sources", [])),
      "the manifest builds this checkout with meson")
finish = manifest.get("finish-args", [])
check(not any(a.startswith("--filesystem=") for a in finish),
      "the sandbox reaches no files of the user's but through the file chooser portal")
check(not any(a in ("--socket=x11", "--socket=session-bus", "--socket=system-bus") or a.startswith("--talk-name=")
              for a in finish), "the sandbox holds no wider socket than it needs")
# Play a Friend Online hosts and joins a battle over TCP.
check("--share=network" in finish, "the sandbox reaches the network, for a battle with a friend online")

# The tree an install lays out.
with tempfile.TemporaryDirectory(prefix="banneret-install-") as destdir:
    result = subprocess.run(meson + ["install", "-C", str(build), "--no-rebuild", "--quiet",
                                     "--destdir", destdir],
                            capture_output=True, text=True)
    check(result.returncode == 0, "meson install --destdir succeeds" +
          ("" if result.returncode == 0 else ": " + result.stderr.strip().replace("\n", " | ")))
    prefix = pathlib.Path(destdir + str(meson_option("prefix")))
    bindir = prefix / meson_option("bindir")
    datadir = prefix / meson_option("datadir")
    localedir = prefix / meson_option("localedir")

    # What every install holds.
    expected = [
        bindir / "banneret",
        bindir / "banneret-cli",
        datadir / "applications" / f"{app_id}.desktop",
        datadir / "metainfo" / f"{app_id}.metainfo.xml",
        datadir / "mime" / "packages" / f"{app_id}.xml",
        datadir / "dbus-1" / "services" / f"{app_id}.service",
        datadir / "glib-2.0" / "schemas" / f"{app_id}.gschema.xml",
        datadir / "banneret" / "schemas" / "gschemas.compiled",
        datadir / "icons" / "hicolor" / "scalable" / "apps" / f"{app_id}.svg",
        datadir / "icons" / "hicolor" / "symbolic" / "apps" / f"{app_id}-symbolic.svg",
    ]
    for lang in (source / "po" / "LINGUAS").read_text().split():
        expected.append(localedir / lang / "LC_MESSAGES" / "banneret.mo")
    for path in expected:
        check(path.is_file(), f"installs {path.relative_to(destdir)}")

    # Generated from the command line's table of commands: checked once the
    # build makes them. Add the man page of each further program here.
    installed = json.loads(subprocess.run(meson + ["introspect", str(build), "--installed"],
                                          check=True, capture_output=True, text=True).stdout).values()
    for path in [datadir / "man" / "man1" / "banneret-cli.1",
                 datadir / "bash-completion" / "completions" / "banneret-cli"]:
        target = "/" + path.relative_to(destdir).as_posix()
        if not any(pathlib.PurePath(p) == pathlib.PurePath(target) for p in installed):
            checks.append((True, f"# SKIP the build makes no {path.name} yet"))
            continue
        check(path.is_file(), f"installs {path.relative_to(destdir)}")

    # No program looks into the tree it was built in. Debugging information
    # names the directory it was compiled in: what the program runs is read
    # without it, as `meson install --strip` installs it.
    strip = shutil.which("strip")
    for name in ("banneret", "banneret-cli"):
        path = bindir / name
        if strip and path.is_file():
            subprocess.run([strip, "-o", str(path) + ".stripped", str(path)], check=True)
            path = pathlib.Path(str(path) + ".stripped")
        data = path.read_bytes() if path.is_file() else b""
        check(data and str(build.resolve()).encode() not in data,
              f"the installed {name} holds no path into the build tree")

    # The desktop file, the metainfo and the D-Bus service name one app.
    desktop = configparser.ConfigParser(interpolation=None, strict=False)
    desktop.optionxform = str
    desktop_path = datadir / "applications" / f"{app_id}.desktop"
    if desktop_path.is_file():
        desktop.read(desktop_path, encoding="utf-8")
    entry = desktop["Desktop Entry"] if desktop.has_section("Desktop Entry") else {}
    check(entry.get("Icon") == app_id, "the desktop file's icon is the app ID")
    check(entry.get("DBusActivatable") == "true", "the desktop file is D-Bus activatable")
    check(entry.get("Exec", "").endswith("%F") or entry.get("Exec", "").endswith("%U"),
          "the desktop file passes the files it opens")
    mime_types = [t for t in entry.get("MimeType", "").split(";") if t]

    metainfo_path = datadir / "metainfo" / f"{app_id}.metainfo.xml"
    metainfo = ET.parse(metainfo_path).getroot() if metainfo_path.is_file() else ET.Element("none")
    check(metainfo.findtext("id") == app_id, "the metainfo's ID is the app ID")
    check(metainfo.findtext("launchable") == f"{app_id}.desktop", "the metainfo launches the desktop file")

    service = configparser.ConfigParser(interpolation=None)
    service.optionxform = str
    service_path = datadir / "dbus-1" / "services" / f"{app_id}.service"
    if service_path.is_file():
        service.read(service_path, encoding="utf-8")
    section = service["D-BUS Service"] if service.has_section("D-BUS Service") else {}
    check(section.get("Name") == app_id, "the D-Bus service is the app ID")
    installed_bindir = pathlib.Path("/") / bindir.relative_to(destdir)
    check(section.get("Exec") == f"{installed_bindir / 'banneret'} --gapplication-service",
          "the D-Bus service starts the installed banneret as a service")

    # Every type the desktop file opens is one the MIME package defines, and
    # the campaign file and each document are known by their content.
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime_path = datadir / "mime" / "packages" / f"{app_id}.xml"
    defined = [t.get("type") for t in ET.parse(mime_path).getroot().findall("m:mime-type", ns)] \
        if mime_path.is_file() else []
    check(mime_types and set(mime_types) == set(defined),
          "the desktop file opens exactly the types the MIME package defines")

    update_mime = shutil.which("update-mime-database")
    gio = shutil.which("gio")
    if update_mime and gio and mime_path.is_file():
        subprocess.run([update_mime, str(datadir / "mime")], check=True, capture_output=True)
        samples = pathlib.Path(destdir) / "samples"
        samples.mkdir()
        db = samples / "campaign.db"
        subprocess.run([str(build / "src" / "app" / "banneret-cli"), "--db", str(db),
                        "campaign", "new", "The Marches"], check=True, capture_output=True)
        kinds = {
            "campaign.db": "application/x-banneret-campaign",
            "plain.xml:army": "application/x-banneret-army+xml",
            "plain.xml:leader": "application/x-banneret-leader+xml",
            "plain.xml:result": "application/x-banneret-battle+xml",
            "Hugh.leader.xml": "application/x-banneret-leader+xml",
        }
        (samples / "army").write_bytes((source / "data" / "examples" / "army.xml").read_bytes())
        (samples / "leader").write_bytes((source / "data" / "examples" / "baron.xml").read_bytes())
        (samples / "result").write_bytes((source / "data" / "examples" / "battle-result.xml").read_bytes())
        (samples / "Hugh.leader.xml").write_bytes(b"<?xml version='1.0'?>\n<banneret-leader format='1'/>\n")
        env = dict(os.environ, XDG_DATA_DIRS=f"{datadir}:/usr/share", XDG_DATA_HOME=str(samples))
        for name, wanted in kinds.items():
            file = samples / (name.split(":")[1] if ":" in name else name)
            out = subprocess.run([gio, "info", "-a", "standard::content-type", str(file)],
                                 capture_output=True, text=True, env=env).stdout
            got = out.split("standard::content-type:")[-1].strip() if "content-type" in out else out
            check(got == wanted, f"{name.split(':')[-1]} is known as {wanted} (got {got})")
    else:
        checks.append((True, "# SKIP update-mime-database or gio is missing"))

    # The schema an install leaves compiles (the packager's trigger, or
    # gnome.post_install() without DESTDIR, compiles it in place).
    compile_schemas = shutil.which("glib-compile-schemas")
    schemas = datadir / "glib-2.0" / "schemas"
    if compile_schemas and schemas.is_dir():
        result = subprocess.run([compile_schemas, "--strict", str(schemas)], capture_output=True, text=True)
        check(result.returncode == 0 and (schemas / "gschemas.compiled").is_file(),
              "the installed schema compiles " + result.stderr.strip())

    # The private compiled schema holds the app's keys, so an install run
    # from where it was unpacked remembers its settings.
    gsettings = shutil.which("gsettings")
    own_schemas = datadir / "banneret" / "schemas"
    if gsettings and own_schemas.is_dir():
        result = subprocess.run([gsettings, "--schemadir", str(own_schemas), "list-keys", app_id],
                                capture_output=True, text=True)
        check(result.returncode == 0 and result.stdout.strip() != "",
              "the private compiled schema holds the app's keys " + result.stderr.strip())

    # The installed CLI finds its catalogues beside itself, wherever the
    # install was unpacked: no variable points it there.
    french = "fr" in (source / "po" / "LINGUAS").read_text().split()
    cli = bindir / "banneret-cli"
    if french and cli.is_file():
        env = {k: v for k, v in os.environ.items()
               if k not in ("BANNERET_LOCALEDIR", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
        env["LANG"] = "fr_FR.UTF-8"
        out = subprocess.run([str(cli), "--help"], capture_output=True, text=True, env=env).stdout
        english = subprocess.run([str(cli), "--help"], capture_output=True, text=True,
                                 env=dict(env, LANG="C.UTF-8")).stdout
        check(out != "" and out != english,
              "the installed banneret-cli speaks French under LANG=fr_FR.UTF-8 from its own install")

print(f"1..{len(checks)}")
failed = 0
for number, (ok, what) in enumerate(checks, 1):
    if what.startswith("# SKIP"):
        print(f"ok {number} {what}")
        continue
    print(f"{'ok' if ok else 'not ok'} {number} - {what}")
    failed += not ok
sys.exit(1 if failed else 0)
