#!/usr/bin/env bash
# The instruction budget: counts the route per stage on the fixed input (benches/stages.sh,
# callgrind, deterministic) and fails when the whole route costs more than the tolerance
# (5%) over `total` in benches/budget.toml. Stages over their own budget are named (a
# warning: the total is what binds, so that a stage may grow where another shrank).
# Run by .ci/run; about two minutes under callgrind, after the profiling build.
#
#   bash benches/budget_check.sh
#   BUDGET=/tmp/lower.toml bash benches/budget_check.sh     # against another budget file
set -euo pipefail
cd "$(dirname "$0")/.."
budget="${BUDGET:-benches/budget.toml}"
command -v valgrind >/dev/null || { echo "budget check: valgrind is not installed" >&2; exit 2; }
measured="$(mktemp)"
trap 'rm -f "$measured"' EXIT
copies=$(python3 -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["copies"])' "$budget")
input=$(python3 -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["input"])' "$budget")
INPUT="$input" COPIES="$copies" FORMAT=toml bash benches/stages.sh | tee "$measured" >&2
python3 - "$budget" "$measured" <<'PY'
import sys, tomllib
budget = tomllib.load(open(sys.argv[1], "rb"))
lines = open(sys.argv[2]).read().splitlines()
measured = tomllib.loads("\n".join(l for l in lines if not l.startswith("input:")))
tolerance = budget.get("tolerance", 0.05)
allowed = budget["total"] * (1 + tolerance)
for stage, cost in measured["stages"].items():
    limit = budget.get("stages", {}).get(stage)
    if limit is not None and cost > limit * (1 + tolerance) and cost - limit > 1.0:
        print(f"budget: warning: stage '{stage}' costs {cost:.1f} instructions per byte, over its {limit:.1f}")
total = measured["total"]
verdict = "within" if total <= allowed else "OVER"
print(f"budget: whole route {total:.1f} instructions per byte; budget {budget['total']:.1f} "
      f"(+{tolerance:.0%} = {allowed:.1f}): {verdict}")
if total > allowed:
    print("budget: the route costs more than its budget in benches/budget.toml. Make it cheaper, "
          "or raise the budget in the same commit and say why in the file.")
    sys.exit(1)
PY
