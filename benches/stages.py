#!/usr/bin/env python3
"""Instructions per byte per stage, from two `callgrind_annotate --inclusive=yes` listings.

Usage: stages.py ONE.txt MANY.txt BYTES EXTRA_COPIES [--toml]

ONE is the profile of `benchfacts extract` over one copy of the input, MANY over
1 + EXTRA_COPIES copies; the difference divided by EXTRA_COPIES * BYTES is the cost per byte
once the process runs (start-up, rule compilation and the automata built on first use cancel
out). A stage's cost is the inclusive cost of its entry functions (see STAGES), less the
stages nested in it. Called by benches/stages.sh and benches/budget_check.sh.
"""
import re
import sys

# (stage, entry functions, stages nested inside them to subtract). Entry functions are kept
# out of line (`#[inline(never)]`) where the compiler would otherwise inline them.
STAGES = [
    ("read and decode", ["benchfacts::cli::inputs::decode_document"], []),
    ("language", ["benchfacts::extract::Extractor::languages"], []),
    ("segment", ["benchfacts::segment::blocks"], []),
    ("numbers", ["benchfacts::figures::scan_blocks"], []),
    ("units", ["benchfacts::units::attach_units", "benchfacts::table_units::inherited"], []),
    ("figures", ["benchfacts::figures::read", "benchfacts::figures::decide_separators"], ["units"]),
    ("subject", ["benchfacts::context::products::DocumentProducts::find",
                 "benchfacts::context::subject::BlockSubjects::find",
                 "benchfacts::context::products::DocumentProducts::named_in"], []),
    ("test conditions", ["benchfacts::context::test_conditions::BlockTests::find",
                         "benchfacts::rules::subject::SubjectRules::find_notations"], []),
    ("set-up", ["benchfacts::context::setup::BlockSetup::find"], []),
    ("context", ["benchfacts::context::Names::find", "benchfacts::context::attach"],
     ["subject", "test conditions", "set-up"]),
    # Audit detectors are added one by one from the profile (see `detectors`).
    ("audit (shared)", ["benchfacts::audit::detect"], ["audit:*"]),
    ("schema: kind", ["benchfacts::extract::Extractor::kind_of"], []),
    ("report", ["benchfacts::report::build"], []),
    ("output (JSON)", ["benchfacts::model::_::<impl serde_core::ser::Serialize for "
                       "benchfacts::model::DocumentReport>::serialize"], []),
]

DETECTOR = re.compile(r"^<benchfacts::audit::(?:[a-z_]+::)*([A-Za-z]+) as benchfacts::audit::Detector>::detect$")


def load(path):
    """Function name -> inclusive instructions (the file prefix and object suffix cut)."""
    costs = {}
    line_re = re.compile(r"^\s*([\d,]+) \([ \d.%]+\)\s+(.*)$")
    for line in open(path, encoding="utf-8", errors="replace"):
        m = line_re.match(line)
        if not m:
            continue
        name = re.sub(r" \[[^\]]*\]$", "", m.group(2))
        if not name.startswith("???"):
            name = name.split(":", 1)[1] if ":" in name and not name.startswith("<") and "::" not in name.split(":", 1)[0] else name
        costs[name] = max(costs.get(name, 0), int(m.group(1).replace(",", "")))
    return costs


def main():
    one, many = load(sys.argv[1]), load(sys.argv[2])
    per = int(sys.argv[3]) * int(sys.argv[4])
    as_toml = "--toml" in sys.argv

    def cost(name):
        return (many.get(name, 0) - one.get(name, 0)) / per

    total = cost("PROGRAM TOTALS")
    rows, missing = {}, []
    detectors = sorted(
        ((DETECTOR.match(n).group(1), n) for n in many if DETECTOR.match(n)),
        key=lambda d: -cost(d[1]),
    )
    for stage, entries, nested in STAGES:
        if stage == "audit (shared)":
            for short, name in detectors:
                rows["audit: " + short] = cost(name)
        present = [e for e in entries if e in many]
        missing += [e for e in entries if e not in many]
        value = sum(cost(e) for e in present)
        for sub in nested:
            if sub == "audit:*":
                value -= sum(v for k, v in rows.items() if k.startswith("audit: "))
            else:
                value -= rows[sub]
        rows[stage] = value
    rows["other (start of route, output writing, allocator)"] = total - sum(rows.values())
    if as_toml:
        print(f"total = {total:.1f}")
        print("\n[stages]")
        for k, v in rows.items():
            print(f'"{k}" = {v:.1f}')
        return
    width = max(len(k) for k in rows)
    print(f"{'stage':<{width}}  instructions/byte  share")
    for k, v in rows.items():
        print(f"{k:<{width}}  {v:17.1f}  {100 * v / total:4.1f}%")
    print(f"{'whole route':<{width}}  {total:17.1f}")
    for e in missing:
        print(f"warning: entry function not in the profile (inlined?): {e}", file=sys.stderr)


if __name__ == "__main__":
    main()
