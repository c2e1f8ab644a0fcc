#!/usr/bin/env bash
# Time and peak memory of `benchfacts extract` on generated large inputs (release build).
#
#   benches/large_input.sh [SIZES_MB...]      (default: 10 50 100)
#
# For each size it generates, in a temporary directory (removed at the end):
#   lines   the review corpus repeated, as written (many paragraphs)
#   single  the review corpus repeated on ONE line (newlines become spaces)
#   figures "Peak 510K IOPS at 0.5 ms, SQL 90-10 reached 1,234 IOPS; " repeated on one line
#   xnumx   "XNUMX" repeated on one line (one unbroken placeholder word)
#   pinyin  "随机(suí jī)读取 " repeated on one line (annotations on one line)
# and prints, per file: size, wall time, MB/s, peak RSS, RSS / size, and the numbers of facts
# and findings written. Time should grow linearly with size (constant MB/s) and memory should
# stay a small multiple of the size: a document over 4 MiB is extracted in chunks
# (src/stream.rs) and its JSON line streamed. Results: docs/large-documents.md.
# Set PATTERNS="lines single" to run a subset. Needs GNU time (/usr/bin/time).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(10 50 100)
patterns=${PATTERNS:-"lines single figures xnumx pinyin"}
timeout_s=${TIMEOUT:-900}

(cd "$root" && cargo build --release --quiet)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A copy, so that a rebuild of target/ during the run does not change what is measured.
bin="$work/benchfacts"
cp "$root/target/release/benchfacts" "$bin"

# unit_<pattern>: one repetition unit of the pattern.
cat "$root"/corpus/*/*.txt > "$work/unit_lines"
tr '\r\n' '  ' < "$work/unit_lines" > "$work/unit_single"
printf 'Peak 510K IOPS at 0.5 ms, SQL 90-10 reached 1,234 IOPS; ' > "$work/unit_figures"
printf 'XNUMX' > "$work/unit_xnumx"
printf '随机(suí jī)读取 ' > "$work/unit_pinyin"

# repeat UNIT SIZE OUT: whole copies of UNIT (never cut inside a character) up to SIZE bytes.
repeat() {
    local unit=$1 size=$2 out=$3
    cp "$unit" "$out"
    while [ $(( $(stat -c %s "$out") * 2 )) -le "$size" ]; do
        cat "$out" "$out" > "$out.tmp" && mv "$out.tmp" "$out"
    done
    local ulen have
    ulen=$(stat -c %s "$unit")
    have=$(stat -c %s "$out")
    # Top up with whole units from a copy of the file itself.
    local need=$(( (size - have) / ulen * ulen ))
    if [ "$need" -gt 0 ]; then head -c "$need" "$out" >> "$out"; fi
    printf '\n' >> "$out"
}

printf '%-8s %8s %9s %8s %10s %8s %8s %9s\n' pattern size_MB time_s MB/s rss_MB rss/size facts findings
for mb in "${sizes[@]}"; do
    for p in $patterns; do
        f="$work/$p-$mb.txt"
        repeat "$work/unit_$p" $(( mb * 1024 * 1024 )) "$f"
        bytes=$(stat -c %s "$f")
        if ! /usr/bin/time -f '%e %M' -o "$work/time" timeout "$timeout_s" "$bin" extract --format jsonl "$f" > "$work/out.jsonl"; then
            printf '%-8s %8.1f   FAILED or timed out after %ss\n' "$p" "$(echo "$bytes/1048576" | bc -l)" "$timeout_s"
            continue
        fi
        read -r secs kb < "$work/time"
        # Count keys on short pieces: grep on one line of gigabytes runs out of memory.
        facts=$(tr ',' '\n' < "$work/out.jsonl" | grep -c '^"metric":\|{"metric":' || true)
        findings=$(tr ',' '\n' < "$work/out.jsonl" | grep -c '^"severity":' || true)
        awk -v p="$p" -v b="$bytes" -v s="$secs" -v kb="$kb" -v n="$facts" -v m="$findings" 'BEGIN {
            mb = b / 1048576; rss = kb / 1024;
            printf "%-8s %8.1f %9.2f %8.1f %10.1f %8.2f %8d %9d\n", p, mb, s, (s > 0 ? mb / s : 0), rss, rss / mb, n, m }'
        rm -f "$f" "$work/out.jsonl"
    done
done
