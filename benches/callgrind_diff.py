#!/usr/bin/env python3
"""Per-function instructions per byte between the two profiles `benches/instructions.sh`
writes: the difference of the 6-pass and the 1-pass profile, per pass and corpus byte.

    python3 benches/callgrind_diff.py [--inclusive] [--top N] [DIR]
"""
import os
import re
import subprocess
import sys
from pathlib import Path


def load(path, inclusive):
    out = subprocess.run(
        ["callgrind_annotate", "--auto=no", "--threshold=99.9",
         "--inclusive=" + ("yes" if inclusive else "no"), str(path)],
        capture_output=True, text=True, check=True).stdout
    costs = {}
    for line in out.splitlines():
        m = re.match(r"\s*([\d,]+)\s+(?:\(\s*[\d.]+%\)\s+)?(\S.*)", line)
        if not m or ":" not in m.group(2):
            continue
        name = m.group(2)
        if name.startswith(("/", ".", "?")) or re.match(r"[\w./-]+\.rs:", name):
            name = name.split(":", 1)[1]
        name = re.sub(r" \[.*\]$", "", name)
        costs[name] = costs.get(name, 0) + int(m.group(1).replace(",", ""))
    return costs


def main():
    args = sys.argv[1:]
    inclusive = "--inclusive" in args
    top = 40
    if "--top" in args:
        top = int(args[args.index("--top") + 1])
    rest = [a for i, a in enumerate(args)
            if not a.startswith("--") and (i == 0 or args[i - 1] != "--top")]
    folder = Path(rest[0] if rest else "target/callgrind")
    root = Path(__file__).resolve().parent.parent
    only = os.environ.get("BENCH_ONLY", "")  # as for benches/instructions.sh
    size = sum(p.stat().st_size for d in ("de", "zh", "ko")
               for p in (root / "corpus" / d).glob("*.txt") if only in str(p))
    one, six = load(folder / "cg1.out", inclusive), load(folder / "cg6.out", inclusive)
    rows = sorted(((six.get(k, 0) - one.get(k, 0)) / 5 / size, k) for k in set(one) | set(six))
    for cost, name in rows[::-1][:top]:
        print(f"{cost:8.1f}  {name[:140]}")


if __name__ == "__main__":
    main()
