#!/usr/bin/env python3
# Copied from the team's shared material (shared/dev/score.py, 2 December 2026), which a
# clone does not hold; these three comment lines are all that was added. Scores tests/data/realtext: see ../SOURCES.md.
"""Score the project's `extract` output against gold annotations.

usage: score.py --bin PATH_TO_BINARY --docs DIR --gold DIR [--json] [--min-recall X ...]

Runs `BIN extract --format jsonl FILE` on each document that has a gold file, matches the
facts it prints to gold figures by byte span overlap and metric, and prints figures:
  extraction recall   gold figures whose literal value the tool read right
  precision           tool facts (of the gold's metrics) that sit on a gold figure
  garble recall       gold garbled figures the tool flagged
  false alarm rate    gold clean figures the tool flagged
The output contract it reads is the one in the project's issue: one JSON object per document
with "facts": [{"metric","value","span":[start,end],"flags":[...]}] and "findings": [{"kind","span"}].
"""
import argparse, json, os, subprocess, sys, time

METRICS = {"iops", "latency", "bandwidth", "tps", "capacity", "duration", "power",
           "link_speed", "frequency", "endurance"}


def byte_spans(text, quote, occurrence):
    b = text.encode("utf-8")
    q = quote.encode("utf-8")
    pos = -1
    for _ in range(occurrence):
        pos = b.find(q, pos + 1)
        if pos < 0:
            return None
    return (pos, pos + len(q))


def overlap(a, b):
    return a[0] < b[1] and b[0] < a[1]


def close(x, y):
    if x is None or y is None:
        return x is None and y is None
    if y == 0:
        return abs(x) < 1e-12
    return abs(x - y) <= 1e-3 * abs(y)


def run_tool(binary, path, timeout=120):
    t0 = time.time()
    p = subprocess.run([binary, "extract", "--format", "jsonl", path], capture_output=True,
                       timeout=timeout)
    dt = time.time() - t0
    docs = []
    for line in p.stdout.decode("utf-8", "replace").splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                docs.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    return docs, p.returncode, dt, p.stderr.decode("utf-8", "replace")[-500:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--docs", required=True, help="folder of documents (<id>.txt)")
    ap.add_argument("--gold", required=True, help="folder of gold <id>.jsonl")
    ap.add_argument("--only", default=None, help="comma list of doc ids")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()

    tot = dict(gold=0, read=0, tool=0, tool_on_gold=0, garbled=0, flagged=0, clean=0,
               false_alarm=0, repair_known=0, repaired=0)
    per_doc = {}
    misses = []
    for gname in sorted(os.listdir(a.gold)):
        if not gname.endswith(".jsonl"):
            continue
        doc_id = gname[:-6]
        if a.only and doc_id not in a.only.split(","):
            continue
        path = os.path.join(a.docs, doc_id + ".txt")
        if not os.path.exists(path):
            continue
        text = open(path, encoding="utf-8").read()
        gold = [json.loads(l) for l in open(os.path.join(a.gold, gname), encoding="utf-8") if l.strip()]
        gold = [g for g in gold if g.get("metric") in METRICS]
        try:
            out, rc, dt, err = run_tool(a.bin, path)
        except Exception as e:  # noqa
            out, rc, dt, err = [], -1, 0, str(e)
        facts, findings = [], []
        for d in out:
            facts += d.get("facts", []) or []
            findings += d.get("findings", []) or []
        d = dict(gold=0, read=0, garbled=0, flagged=0, clean=0, false_alarm=0, tool=0, tool_on_gold=0)
        gspans = []
        for g in gold:
            sp = byte_spans(text, g["quote"], g.get("occurrence", 1))
            if sp is None:
                print(f"warning: gold quote not found in {doc_id}: {g['quote']!r}", file=sys.stderr)
                continue
            gspans.append(sp)
            over = [f for f in facts if isinstance(f.get("span"), list) and len(f["span"]) == 2
                    and overlap(sp, f["span"])]
            if "literal_value" in g:  # figures without one count for garble detection only
                d["gold"] += 1
                same = [f for f in over if f.get("metric") == g["metric"]]
                if any(close(f.get("value"), g.get("literal_value")) for f in same):
                    d["read"] += 1
                else:
                    misses.append((doc_id, g["quote"], g["metric"], g.get("literal_value"),
                                   [(f.get("metric"), f.get("value")) for f in over]))
            # A figure is flagged by a flag on its fact or by a finding of severity warning or
            # error over it; an "info" finding describes the text (e.g. a line's pinyin
            # annotations), not a figure.
            flagged = any(f.get("flags") for f in over) or any(
                isinstance(x.get("span"), list) and len(x["span"]) == 2 and overlap(sp, x["span"])
                and x.get("severity") != "info" for x in findings)
            if g.get("garbled"):
                d["garbled"] += 1
                d["flagged"] += int(flagged)
                if g.get("true_value") is not None:
                    tot["repair_known"] += 1
                    if any(close(f.get("suggested_value"), g["true_value"]) for f in over
                           if f.get("suggested_value") is not None):
                        tot["repaired"] += 1
            else:
                d["clean"] += 1
                d["false_alarm"] += int(flagged)
        for f in facts:
            if f.get("metric") in METRICS:
                d["tool"] += 1
                sp = f.get("span")
                if isinstance(sp, list) and len(sp) == 2 and any(overlap(sp, g) for g in gspans):
                    d["tool_on_gold"] += 1
        d["rc"] = rc
        d["seconds"] = round(dt, 3)
        per_doc[doc_id] = d
        for k in ("gold", "read", "garbled", "flagged", "clean", "false_alarm", "tool", "tool_on_gold"):
            tot[k] += d[k]

    def ratio(x, y):
        return round(x / y, 4) if y else None

    summary = {
        "docs": len(per_doc),
        "gold_figures": tot["gold"],
        "extraction_recall": ratio(tot["read"], tot["gold"]),
        "precision": ratio(tot["tool_on_gold"], tot["tool"]),
        "garble_recall": ratio(tot["flagged"], tot["garbled"]),
        "false_alarm_rate": ratio(tot["false_alarm"], tot["clean"]),
        "repair_rate": ratio(tot["repaired"], tot["repair_known"]),
        "per_doc": per_doc,
    }
    if a.verbose:
        for m in misses:
            print("miss:", m, file=sys.stderr)
    print(json.dumps(summary, ensure_ascii=False))


if __name__ == "__main__":
    main()
