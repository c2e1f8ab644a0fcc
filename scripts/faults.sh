#!/usr/bin/env bash
# The slow fault cases of `benchfacts` (the fast ones are tests/faults.rs), on the release
# build:
#   memory   peak RSS (GNU time) of extract, audit, batch, and batch into SQLite and CSV, on a
#            17 MB review-like text, a 63 MB file of dense figures and twenty 3.5 MB texts,
#            each against the target of 100 MB + 10 x the largest input
#   deep     a 2,000-level directory tree walked by extract and batch (time limit 10 s)
#   device   extract, audit and batch of /dev/zero named (refused at once) and on standard
#            input (refused as binary from its first 8 KiB), each within 100 MB
#   full     --output, --csv and --db on a full disk: a 2 MB tmpfs (needs root to mount;
#            skipped otherwise); each must exit 2 naming the output, and the database must
#            hold the inputs the summary says it committed
#   (no argument: all of them)
# Prints one line per case, "ok" or "FAIL", and exits 1 if any failed.
#
#   scripts/faults.sh [memory|deep|device|full]...
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root" && cargo build --release --quiet) || exit 1
bin="$root/target/release/benchfacts"
work=$(mktemp -d)
mounted=""
cleanup() {
    [ -n "$mounted" ] && umount "$mounted" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
failed=0
report() { # STATUS LINE
    echo "$1 $2"
    [ "$1" = ok ] || failed=1
}

inputs() {
    python3 - "$work" "$root" <<'EOF'
import glob, os, random, sys
work, root = sys.argv[1], sys.argv[2]
random.seed(1)
corpus = "".join(open(f, encoding="utf-8").read() for f in sorted(glob.glob(root + "/corpus/*/*.txt")))
prose = corpus * (17_000_000 // len(corpus.encode()) + 1)
open(work + "/prose17.txt", "w").write(prose[: 17_000_000 // 3 * 3])
units = ["IOPS", "ms", "MB/s", "GB/s", "TB", "µs"]
with open(work + "/dense63.txt", "w") as out:
    n = 0
    while n < 63_000_000:
        line = " ".join("%d %s" % (random.randint(1, 999999), random.choice(units)) for _ in range(8)) + ".\n"
        out.write(line)
        n += len(line.encode())
os.makedirs(work + "/mid", exist_ok=True)
for i in range(20):
    open("%s/mid/p%02d.txt" % (work, i), "w").write(prose[: 3_500_000])
EOF
}

# peak RSS in MB of a command (its output discarded)
peak() {
    /usr/bin/time -f "%M" -o "$work/time" timeout 900 "$@" >/dev/null 2>"$work/stderr"
    echo $(( $(tail -1 "$work/time") / 1024 ))
}

memory() {
    inputs
    for input in prose17.txt dense63.txt mid; do
        largest=$(find "$work/$input" -type f -printf '%s\n' | sort -n | tail -1)
        limit=$(( 100 + 10 * largest / 1000000 ))
        for cmd in "extract" "audit" "batch" "batch --db $work/m.db --csv $work/m.csv"; do
            rm -f "$work"/m.db* "$work/m.csv"
            start=$(date +%s.%N)
            # shellcheck disable=SC2086
            mb=$(peak "$bin" $cmd "$work/$input" --format jsonl 2>/dev/null || true)
            if [ "${cmd%% *}" = batch ]; then
                # shellcheck disable=SC2086
                mb=$(peak "$bin" $cmd "$work/$input" --progress none)
            fi
            secs=$(echo "$(date +%s.%N) - $start" | bc)
            status=ok
            [ "$mb" -le "$limit" ] || status=FAIL
            report $status "memory: $cmd $input: $mb MB (limit $limit MB), $(printf %.1f "$secs") s"
        done
    done
}

deep() {
    python3 - "$work" <<'EOF'
import os, sys
os.chdir(sys.argv[1]); os.mkdir("deep"); os.chdir("deep")
for _ in range(2000):
    os.mkdir("d"); os.chdir("d")
open("a.txt", "w").write("Peak 100 IOPS.")
EOF
    for cmd in extract batch; do
        start=$(date +%s.%N)
        out=$(cd "$work" && timeout 60 "$bin" $cmd deep 2>/dev/null)
        secs=$(echo "$(date +%s.%N) - $start" | bc)
        status=ok
        if ! echo "$out" | grep -q '"value":100.0' || [ "$(echo "$secs > 10" | bc)" = 1 ]; then
            status=FAIL
        fi
        report $status "deep: $cmd of a 2,000-level tree in $(printf %.2f "$secs") s"
    done
}

device() {
    for cmd in extract audit batch; do
        start=$(date +%s.%N)
        mb=$(peak timeout 60 "$bin" $cmd /dev/zero)
        secs=$(echo "$(date +%s.%N) - $start" | bc)
        status=ok
        grep -q "/dev/zero: a device" "$work/stderr" && [ "$mb" -le 100 ] || status=FAIL
        report $status "device: $cmd /dev/zero refused in $(printf %.2f "$secs") s, $mb MB"
        start=$(date +%s.%N)
        mb=$(peak timeout 60 "$bin" $cmd - < /dev/zero)
        secs=$(echo "$(date +%s.%N) - $start" | bc)
        status=ok
        grep -q "binary" "$work/stderr" && [ "$mb" -le 100 ] || status=FAIL
        report $status "device: $cmd - < /dev/zero refused as binary in $(printf %.2f "$secs") s, $mb MB"
    done
}

full() {
    mkdir -p "$work/full"
    if ! mount -t tmpfs -o size=2m tmpfs "$work/full" 2>/dev/null; then
        echo "skip full: cannot mount a tmpfs (needs root)"
        return
    fi
    mounted="$work/full"
    mkdir -p "$work/archive"
    for i in $(seq 0 23); do cp -r "$root/corpus" "$work/archive/c$i"; done
    for sink in --output --csv --db; do
        rm -rf "${work:?}"/full/*
        "$bin" batch "$work/archive" --window 1 --progress none "$sink" "$work/full/out" \
            >/dev/null 2>"$work/stderr"
        code=$?
        status=ok
        [ $code = 2 ] && grep -q -- "full/out" "$work/stderr" && grep -q "full" "$work/stderr" \
            || status=FAIL
        if [ $sink = --db ]; then
            said=$(grep -o '[0-9]* inputs\? stored in' "$work/stderr" | grep -o '^[0-9]*')
            have=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('select count(*) from documents').fetchone()[0])" "$work/full/out" 2>/dev/null)
            [ -n "$said" ] && [ "$said" = "$have" ] || status=FAIL
        else
            # The output is not left half written (its temporary file is removed).
            [ -z "$(ls -A "$work/full")" ] || status=FAIL
        fi
        report $status "full: batch $sink on a full disk: exit $code, $(head -1 "$work/stderr")"
    done
}

cases=("$@")
[ ${#cases[@]} = 0 ] && cases=(deep device full memory)
for c in "${cases[@]}"; do "$c"; done
exit $failed
