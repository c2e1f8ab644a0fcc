#!/usr/bin/env python3
"""Writes the false-alarm corpus (tests/data/clean/<half>/<lang>/<slug>.txt) and its manifest
from a list of (lang, slug, url, text) in a articles.py file: every other article of a language goes
to the tune half, the rest to the check half. Articles that held_out_check.py rejects are left out.
    python3 tests/data/clean/build_from_docs.py tests/data/clean/articles.py
Every article must pass the team's held-out check before it enters the repository: a curation
tool kept outside the repository (it is no test's input); HELD_OUT_CHECK names its path."""
import json, os, subprocess, sys
here = os.path.dirname(os.path.abspath(__file__))
CHECK = os.environ.get("HELD_OUT_CHECK", "")
if not os.path.isfile(CHECK):
    sys.exit(f"build_from_docs.py: HELD_OUT_CHECK={CHECK!r} is no file; set it to the held-out "
             "check script (every article must pass it before it enters the repository)")
ns = {}
exec(open(sys.argv[1], encoding="utf-8").read(), ns)
seen = {}
rows = []
for lang, slug, url, text in ns["D"]:
    k = seen.get(lang, 0)
    seen[lang] = k + 1
    half = "tune" if k % 2 == 0 else "check"
    path = os.path.join(here, half, lang, slug + ".txt")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(text)
    ok = subprocess.run(["python3", CHECK, path]).returncode == 0
    if not ok:
        os.remove(path)
        continue
    rows.append({"path": os.path.relpath(path, here), "lang": lang, "half": half, "url": url})
with open(os.path.join(here, "manifest.json-lines"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "articles;", sum(r["half"] == "tune" for r in rows), "tune")
