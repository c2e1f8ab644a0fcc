#!/usr/bin/env bash
# Throughput and peak memory of `benchfacts batch` on a generated archive (release build).
#
#   benches/batch.sh [SIZE_MB]        (default 100; BIN=path: that binary, not built)
#
# Generates, in a temporary directory (removed at the end), an archive of SIZE_MB of review
# files: the corpus, and the HTML and legacy-encoded (GB18030, Big5, EUC-KR, Shift_JIS,
# Windows-1252, UTF-16) copies of fixtures/batch/, repeated in one directory per copy. Then
# it runs, each once:
#   jsonl  --threads 1   JSON Lines to /dev/null
#   jsonl  --threads 2   JSON Lines to /dev/null
#   sqlite --threads 2   into a new SQLite database (no JSON Lines)
#   resume --threads 2   the same database again: every document is skipped
# and prints per run: wall time, CPU time (user + system), MB/s and documents/s (wall), peak
# RSS (GNU time's maximum resident set size), and the speed-up of 2 threads over 1 and the
# SQLite/JSON Lines throughput ratio. Wall-clock figures need an otherwise idle machine:
# compare the CPU time with threads x wall time to see whether the cores were shared.
# Needs GNU time (/usr/bin/time).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
size_mb=${1:-100}
# BIN=path runs another build (the profiling one, or main's) without building.
if [ -z "${BIN:-}" ]; then (cd "$root" && cargo build --release --quiet); fi
bin="${BIN:-$root/target/release/benchfacts}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One unit of the archive: what a batch meets in practice, several encodings and formats.
unit="$work/unit"
mkdir -p "$unit"
for f in "$root"/corpus/*/*.txt; do cp "$f" "$unit/$(basename "$(dirname "$f")")-$(basename "$f")"; done
cp "$root"/fixtures/batch/copies/*.{html,htm,txt,md} "$unit/"

archive="$work/archive"
mkdir -p "$archive"
target=$(( size_mb * 1000 * 1000 ))
have=0
docs=0
i=0
unit_bytes=$(du -sb "$unit" | cut -f1)
unit_files=$(ls "$unit" | wc -l)
while [ "$have" -lt "$target" ]; do
    cp -r "$unit" "$archive/$(printf 'd%05d' "$i")"
    have=$(( have + unit_bytes ))
    docs=$(( docs + unit_files ))
    i=$(( i + 1 ))
done
bytes=$(du -sb --apparent-size "$archive" | cut -f1)
echo "archive: $docs documents, $(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }') MB in $(ls "$archive" | wc -l) directories"

printf '%-8s %7s %8s %8s %8s %8s %10s\n' run threads time_s cpu_s MB/s docs/s rss_MB
declare -A secs_of
run() {
    local name=$1 threads=$2; shift 2
    /usr/bin/time -f '%e %M %U %S' -o "$work/time" "$bin" batch "$archive" --threads "$threads" --progress none "$@" \
        2> "$work/stderr" > /dev/null || [ $? -eq 2 ]
    local secs kb user sys
    read -r secs kb user sys < "$work/time"
    secs_of[$name]=$secs
    awk -v n="$name" -v t="$threads" -v b="$bytes" -v d="$docs" -v s="$secs" -v kb="$kb" -v u="$user" -v sy="$sys" 'BEGIN {
        cpu = u + sy;
        printf "%-8s %7d %8.2f %8.2f %8.2f %8.1f %10.1f\n", n, t, s, cpu, b / 1e6 / s, d / s, kb / 1024 }'
    grep -E 'inputs =' "$work/stderr" | sed 's/^/         /'
}
run jsonl1 1 --output /dev/null
run jsonl2 2 --output /dev/null
run sqlite2 2 --db "$work/facts.sqlite"
run resume2 2 --db "$work/facts.sqlite"
awk -v a="${secs_of[jsonl1]}" -v b="${secs_of[jsonl2]}" -v c="${secs_of[sqlite2]}" 'BEGIN {
    printf "speed-up of 2 threads over 1: %.2fx; SQLite throughput / JSON Lines throughput (2 threads): %.2f\n", a / b, b / c }'
echo "database: $(du -b "$work/facts.sqlite" | cut -f1) bytes"
