#!/bin/sh
# Seeds fuzz/corpus/<target>/ with paragraphs of the review corpus (each under ~2 KB, so
# that libFuzzer keeps its default small input size). Run from the fuzz/ directory.
set -eu
for target in pipeline numbers stream; do
    mkdir -p "corpus/$target"
    for f in ../corpus/*/*.txt; do
        base=$(basename "$(dirname "$f")")-$(basename "$f" .txt)
        # One seed per blank-line separated paragraph, cut at 2000 bytes.
        awk -v dir="corpus/$target" -v base="$base" '
            BEGIN { RS = ""; n = 0 }
            { n++; out = sprintf("%s/%s-%03d", dir, base, n); printf "%s", substr($0, 1, 2000) > out; close(out) }
        ' "$f"
    done
done
