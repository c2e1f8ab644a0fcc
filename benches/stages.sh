#!/usr/bin/env bash
# Instructions per byte of `benchfacts extract --format jsonl`, per stage and for the whole
# route, counted by callgrind on a fixed input: the release code with symbols (the profiling
# profile of Cargo.toml) runs once over a folder holding one copy of the input and once over
# a folder holding COPIES copies, on one thread (RAYON_NUM_THREADS=1); the difference divided
# by (COPIES - 1) copies' bytes is the cost per byte once the process runs (start-up, rule
# compilation and the automata built on first use cancel out). A stage is the inclusive
# cost of its entry functions (callgrind_annotate --inclusive=yes; see benches/stages.py).
# Callgrind counts instructions, not time, so a busy machine does not disturb the count.
#
#   bash benches/stages.sh                 # the table, on benches/input (108,708 bytes)
#   INPUT=dir COPIES=4 bash benches/stages.sh
#   FORMAT=toml bash benches/stages.sh     # the same numbers as benches/budget.toml holds them
#
# The fixed input, benches/input/, is the five reference reviews of the corpus (the five
# seeds: corpus/de/netapp-aff-a250.txt, corpus/zh/netapp-ef570.txt,
# corpus/ko/fujitsu-eternus-af250-s2.txt, corpus/zh/mangstor-nx6325.txt,
# corpus/de/huawei-es3600p-v5.txt, under their seed names 000_...-004_...) and the eleven
# native development articles n01-n24 (from the shared development set dev/native/docs),
# copied here so that a fresh clone holds it. Needs valgrind and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir="${CARGO_TARGET_DIR:-target}"
input="${INPUT:-benches/input}"
copies="${COPIES:-4}"
out="${OUT:-$target_dir/stages}"
mkdir -p "$out"
# BIN=path counts that binary (built with symbols) instead of building the profiling one.
if [ -z "${BIN:-}" ]; then
    nice cargo build --quiet --locked --profile profiling --bin benchfacts >&2
fi
bin="${BIN:-$target_dir/profiling/benchfacts}"
case "$bin" in /*) ;; *) bin="$PWD/$bin" ;; esac
# The copies live outside the repository: a folder under target/ is .gitignore'd, and the
# walker would skip it. The folder's name has a fixed length, so the paths written in the
# output cost the same on every run.
work="$(mktemp -d /tmp/benchfacts-stages.XXXXXXXX)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/one" "$work/many"
cp "$input"/*.txt "$work/one/"
for i in $(seq "$copies"); do
    mkdir "$work/many/c$i"
    cp "$input"/*.txt "$work/many/c$i/"
done
bytes=$(cat "$input"/*.txt | wc -c)
count() {
    RAYON_NUM_THREADS=1 valgrind --tool=callgrind --callgrind-out-file="$out/$1.out" \
        "$bin" extract --format jsonl "$work/$1" >/dev/null 2>"$out/$1.err"
    callgrind_annotate --inclusive=yes --auto=no --threshold=100 "$out/$1.out" >"$out/$1.txt"
}
count one
count many
echo "input: $input, $bytes bytes; $copies copies minus 1, one thread; commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
if [ "${FORMAT:-}" = toml ]; then
    python3 benches/stages.py "$out/one.txt" "$out/many.txt" "$bytes" $((copies - 1)) --toml
else
    python3 benches/stages.py "$out/one.txt" "$out/many.txt" "$bytes" $((copies - 1))
fi
