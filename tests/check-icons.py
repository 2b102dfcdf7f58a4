#!/usr/bin/env python3
"""Every icon the app names exists: in the app's own resources (ui/icons,
listed in its GResource) or in the icon themes GTK falls back to (Adwaita,
hicolor). A name found nowhere shows as a broken image. TAP output."""
import os
import re
import sys

root = sys.argv[1]
theme_dirs = [d for d in sys.argv[2:]] or ['/usr/share/icons/Adwaita', '/usr/share/icons/hicolor']

names = {}
for folder, pattern in (('ui', r'icon-name">([^<]+)<'),
                        ('ui', r'icon_name">([^<]+)<'),
                        ('src/app', r'"([a-z0-9-]+-symbolic)"')):
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for name in files:
            if not name.endswith(('.ui', '.c')):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding='utf-8') as f:
                for number, line in enumerate(f, 1):
                    for icon in re.findall(pattern, line):
                        names.setdefault(icon, '%s:%d' % (os.path.relpath(path, root), number))

with open(os.path.join(root, 'ui', 'banneret-ui.gresource.xml'), encoding='utf-8') as f:
    resource = f.read()
own = set(re.findall(r'alias="icons/[^"]*/([^/"]+)\.svg"', resource))

themed = set()
for theme in theme_dirs:
    for _, _, files in os.walk(theme):
        for name in files:
            themed.add(re.sub(r'\.(svg|png)$', '', name))

print('1..%d' % len(names))
failed = 0
for n, (icon, where) in enumerate(sorted(names.items()), 1):
    if icon in own or icon in themed:
        print('ok %d - %s (%s)' % (n, icon, where))
    else:
        failed += 1
        print('not ok %d - %s (%s) is in no icon theme and not in the GResource' % (n, icon, where))
sys.exit(1 if failed else 0)
