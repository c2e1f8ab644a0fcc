#!/usr/bin/env bash
# Instructions per byte of `extract` over the corpus, counted by callgrind: the extract
# benchmark runs once with 1 and once with 6 passes over the corpus, and the difference
# divided by 5 passes and the corpus size is the cost of extraction alone (start-up and
# rule compilation cancel out). A busy machine does not disturb this count as it does wall
# time. Needs valgrind. Writes the two profiles to $OUT (default target/callgrind) for
# `callgrind_annotate`.
#
#   bash benches/instructions.sh
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
out="${OUT:-$target_dir/callgrind}"
mkdir -p "$out"
# The profiling profile (Cargo.toml): release code with symbols, which the stripped
# release profile lacks, so that callgrind_annotate can name functions.
bin=$(cargo bench --profile profiling --bench extract_throughput --no-run 2>&1 |
    grep -o '[^ (]*extract_throughput-[0-9a-f]*' | tail -1)
case "$bin" in /*) ;; *) bin="$PWD/$bin" ;; esac
# BENCH_ONLY=text counts only the corpus documents whose path contains it.
bytes=$(cat $(ls corpus/de/*.txt corpus/zh/*.txt corpus/ko/*.txt | grep -F -- "${BENCH_ONLY:-}") | wc -c)
count() {
    BENCH_ITERATIONS=$1 valgrind --tool=callgrind --callgrind-out-file="$out/cg$1.out" \
        "$bin" >/dev/null 2>"$out/cg$1.err"
    grep -o 'Collected : [0-9]*' "$out/cg$1.err" | grep -o '[0-9]*$'
}
one=$(count 1)
six=$(count 6)
awk -v a="$one" -v b="$six" -v n="$bytes" \
    'BEGIN { printf "extract: %.1f instructions per byte (%d bytes, callgrind)\n", (b - a) / 5 / n, n }'
