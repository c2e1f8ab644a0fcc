#!/usr/bin/env python3
"""Generates rules/<locale>/units_cldr.toml: each locale's unit names from Unicode CLDR.

Issue 24, family 1: unit words spelled out, cased or inflected otherwise ("gigaoctets",
"гигабайтов", "milisegundos", "ミリ秒"). CLDR lists every locale's long, short and narrow
unit forms, with plural and grammatical-case forms, in the `cldr-units-full` package of the
npm registry (Unicode licence, https://www.unicode.org/license.txt). This script reads that
package and writes, per locale of rules/, the forms of the units benchfacts reads:

- long forms (every plural and case form of "{0} gigaoctets") become `words`, matched
  whatever their case;
- short and narrow symbols ("ko", "кБ", "нс") become `aliases`, matched exactly (their case
  carries meaning), if they have at least two characters and hold no full stop (a one-letter
  "с" or "h" is a Russian preposition, a word's letter; "Std." ends sentences), and are no
  bare bit symbols ("Tb", "Мбит": as often a NAND die density or a typo for bytes as a
  speed; the "/s" forms are hand-written);
- a form already in the hand-written rules (rules/common/ and the locale's own files) is
  left out, and a form that the hand-written rules give another meaning is left out and
  named in the file's comments (the hand-written rule wins).

The "per second" compounds of every capacity word ("gigaoctets par seconde") are made when
the locale is compiled, from the locale's `per_second_words` (rules/<locale>/locale.toml).

Usage: python3 scripts/cldr_units.py [--cldr DIR]
  DIR holds the unpacked package (its `main/` folder); without it the script fetches
  cldr-units-full@VERSION with `npm pack` into a temporary folder.
Rerun it after a CLDR update or after a hand-written unit changes; commit its output.
"""

import argparse
import json
import os
import pathlib
import subprocess
import sys
import tarfile
import tempfile
import tomllib

VERSION = "48.2.0"
ROOT = pathlib.Path(__file__).resolve().parent.parent
RULES = ROOT / "rules"
OUTPUT = "units_cldr.toml"

# The CLDR locales each rules/ folder reads (the zh folder reads both scripts).
LOCALES = {
    "de": ["de"], "en": ["en"], "es": ["es"], "fr": ["fr"], "it": ["it"], "ja": ["ja"],
    "ko": ["ko"], "nl": ["nl"], "pl": ["pl"], "pt": ["pt"], "ru": ["ru"],
    "zh": ["zh", "zh-Hant"],
}

# CLDR unit -> (metric, canonical unit, factor), as the contract and rules/common read them.
UNITS = {
    "digital-petabyte": ("capacity", "B", 1e15),
    "digital-terabyte": ("capacity", "B", 1e12),
    "digital-gigabyte": ("capacity", "B", 1e9),
    "digital-megabyte": ("capacity", "B", 1e6),
    "digital-kilobyte": ("capacity", "B", 1e3),
    "digital-terabit": ("link_speed", "bit/s", 1e12),
    "digital-gigabit": ("link_speed", "bit/s", 1e9),
    "digital-megabit": ("link_speed", "bit/s", 1e6),
    "duration-nanosecond": ("latency", "s", 1e-9),
    "duration-microsecond": ("latency", "s", 1e-6),
    "duration-millisecond": ("latency", "s", 1e-3),
    "duration-second": ("duration", "s", 1.0),
    "duration-minute": ("duration", "s", 60.0),
    "duration-hour": ("duration", "s", 3600.0),
    "power-milliwatt": ("power", "W", 1e-3),
    "power-watt": ("power", "W", 1.0),
    "power-kilowatt": ("power", "W", 1e3),
    "frequency-megahertz": ("frequency", "Hz", 1e6),
    "frequency-gigahertz": ("frequency", "Hz", 1e9),
}


def fetch(tmp):
    """Unpacks cldr-units-full@VERSION from the npm registry into `tmp`; its folder."""
    subprocess.run(["npm", "pack", f"cldr-units-full@{VERSION}", "--silent"], cwd=tmp,
                   check=True, stdout=subprocess.DEVNULL)
    with tarfile.open(os.path.join(tmp, f"cldr-units-full-{VERSION}.tgz")) as tar:
        tar.extractall(tmp, filter="data")
    return pathlib.Path(tmp) / "package"


def forms(entry):
    """The unit text of each "{0} unit" pattern of a CLDR unit entry (number first only):
    its plural and case forms (keys with "count-"), not its "per unit" pattern ("{0} par
    heure")."""
    out = []
    for key, value in entry.items():
        if "count-" not in key or not value.startswith("{0}"):
            continue
        text = " ".join(value[3:].replace("\u00a0", " ").replace("\u202f", " ").split())
        if text and text not in out:
            out.append(text)
    return out


def fold(text):
    return text.casefold()


def hand_written(folder):
    """Every spelling of the hand-written rules a locale reads: exact aliases and folded
    words, each with its (metric, factor)."""
    exact, folded = {}, {}
    files = sorted((RULES / "common").glob("*.toml")) + sorted((RULES / folder).glob("*.toml"))
    for path in files:
        if path.name in (OUTPUT, "subject.toml", "audit.toml", "examples.toml"):
            continue
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for unit in data.get("unit", []):
            meaning = (unit["metric"], float(unit["factor"]))
            for alias in unit.get("aliases", []):
                exact.setdefault(alias, meaning)
                if unit.get("any_case"):
                    folded.setdefault(fold(alias), meaning)
            for word in unit.get("words", []):
                folded.setdefault(fold(word), meaning)
    return exact, folded


def unit_forms(cldr, locales, unit):
    """(long forms, symbols) of `unit` over `locales`."""
    words, symbols = [], []
    for loc in locales:
        units = json.loads((cldr / "main" / loc / "units.json").read_text(encoding="utf-8"))
        units = units["main"][loc]["units"]
        for form in forms(units["long"].get(unit, {})):
            if form not in words:
                words.append(form)
        for width in ("short", "narrow"):
            for form in forms(units[width].get(unit, {})):
                if form not in symbols and form not in words:
                    symbols.append(form)
    return words, symbols


def toml_list(items):
    return "[" + ", ".join(json.dumps(i, ensure_ascii=False) for i in items) + "]"


def generate(cldr, folder, locales):
    exact, folded = hand_written(folder)
    out = [
        f"# GENERATED by scripts/cldr_units.py from Unicode CLDR {VERSION} (npm cldr-units-full,",
        "# Unicode licence), CLDR locales " + ", ".join(locales) + ". Do not edit: change the",
        f"# hand-written rules of rules/{folder}/ or rules/common/ and rerun the script.",
        "# Long forms (every plural and case form) are `words`, matched whatever their case;",
        "# short and narrow symbols are `aliases`, matched exactly. Forms the hand-written rules",
        "# already have are left out. Examples: rules/<locale>/examples.toml (\"CLDR unit forms\").",
        "",
    ]
    conflicts = []
    for unit, (metric, canonical, factor) in UNITS.items():
        words, symbols = unit_forms(cldr, locales, unit)
        meaning = (metric, factor)
        new_words, new_symbols = [], []
        for word in words:
            if word.isascii() and len(word) <= 3:
                # A symbol among the long forms (zh-Hant's "Tb"): not a word of any case.
                continue
            known = folded.get(fold(word)) or exact.get(word)
            if known is None:
                new_words.append(word)
                folded[fold(word)] = meaning
            elif known != meaning:
                conflicts.append(f"{word!r} ({unit}) is {known[0]} x{known[1]:g} by hand")
        for symbol in symbols:
            if len(symbol) < 2 or "." in symbol or metric == "link_speed":
                # A bare bit symbol ("Tb", "Мбит") is a NAND die density or a typo for
                # bytes as often as a speed: only "/s" forms (hand-written) are speeds.
                continue
            known = exact.get(symbol)
            if known is None and fold(symbol) in folded and folded[fold(symbol)] != meaning:
                known = folded[fold(symbol)]
            if known is None:
                new_symbols.append(symbol)
                exact[symbol] = meaning
            elif known != meaning:
                conflicts.append(f"{symbol!r} ({unit}) is {known[0]} x{known[1]:g} by hand")
        if not new_words and not new_symbols:
            continue
        out += [
            f"# {unit}",
            "[[unit]]",
            f'metric = "{metric}"',
            f'canonical = "{canonical}"',
            f"factor = {factor!r}",
            f"aliases = {toml_list(new_symbols)}",
            f"words = {toml_list(new_words)}",
            "",
        ]
    if conflicts:
        out += ["# Left out, the hand-written rules read them otherwise:"]
        out += [f"#   {c}" for c in conflicts]
    return "\n".join(out).rstrip() + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cldr", help="folder of the unpacked cldr-units-full package")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cldr = pathlib.Path(args.cldr) if args.cldr else fetch(tmp)
        if not (cldr / "main").is_dir():
            sys.exit(f"{cldr}: no main/ folder; is it the unpacked cldr-units-full package?")
        for folder, locales in LOCALES.items():
            text = generate(cldr, folder, locales)
            (RULES / folder / OUTPUT).write_text(text, encoding="utf-8")
            print(f"rules/{folder}/{OUTPUT}: {text.count('[[unit]]')} units")


if __name__ == "__main__":
    main()
