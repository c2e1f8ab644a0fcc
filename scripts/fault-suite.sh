#!/usr/bin/env bash
# The fault suite of issue 17 on the release binary: every case of the issue, run as a
# user would, each with its time limit, the exit status it must give, what must be in its
# standard error and what every sink (database, CSV, JSON Lines, summary) must hold after
# it. Prints one line per case, PASS or FAIL with the time, the exit status and (where it
# matters) the peak RSS, and exits 1 if any failed. tests/faults.rs holds the fast cases
# for CI; this script adds the slow ones (memory on 63 MB and 17 MB documents, real
# SIGKILLs of a large archive, full and read-only file systems, /dev/full) and repeats
# the fast ones against the release build.
#
#   scripts/fault-suite.sh [GROUP]...      groups: lost outputs memory wait errors walk (default: all)
#   BIN=/path/to/benchfacts scripts/fault-suite.sh   (another binary, e.g. an older release)
#
# Needs python3 and GNU time; the full-disk and read-only cases need root (tmpfs mounts,
# chattr) and report SKIP without it.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${BIN:-}" ]; then
    (cd "$root" && cargo build --release --quiet) || exit 1
    BIN="$root/target/release/benchfacts"
fi
work=$(mktemp -d)
mounts=()
cleanup() {
    for m in "${mounts[@]}"; do umount "$m" 2>/dev/null; done
    chattr -R -i "$work" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
failed=0

# ---- the harness ----

# run LIMIT CMD...: runs CMD in $work with a time limit (seconds), its standard output in
# $work/out and its standard error in $work/err; sets RC (124: timed out), SECS and MB
# (peak RSS).
run() {
    local limit=$1
    shift
    local start
    start=$(date +%s.%N)
    (cd "$work" && /usr/bin/time -f "%M" -o "$work/rss" timeout -s KILL "$limit" "$@" \
        >"$work/out" 2>"$work/err")
    RC=$?
    SECS=$(printf %.2f "$(echo "$(date +%s.%N) - $start" | bc)")
    MB=$(($(grep -E '^[0-9]+$' "$work/rss" | tail -1 || echo 0) / 1024))
    # GNU time reports a killed child as "Command terminated by signal 9": status 137.
    grep -q "terminated by signal 9" "$work/rss" && RC=124
}

# verdict NAME CONDITION-STATUS DETAIL: one line per case.
verdict() {
    if [ "$2" = 0 ]; then
        echo "PASS $1: $3"
    else
        echo "FAIL $1: $3"
        failed=1
    fi
}

# expect NAME RC STDERR-REGEX [more conditions...]: the case passes when the command
# ended in time with exit status RC and its standard error matches the regex (extended,
# case-insensitive; empty: anything); further arguments are shell conditions that must hold.
expect() {
    local name=$1 rc=$2 pattern=$3
    shift 3
    local ok=0 why=""
    [ "$RC" = 124 ] && ok=1 why="timed out; "
    [ "$RC" = "$rc" ] || { ok=1; why+="exit $RC, not $rc; "; }
    [ -z "$pattern" ] || grep -qiE -- "$pattern" "$work/err" || { ok=1; why+="stderr lacks /$pattern/; "; }
    for cond in "$@"; do
        eval "$cond" || { ok=1; why+="not ($cond); "; }
    done
    verdict "$name" $ok "${why}exit $RC in $SECS s, $MB MB: $(head -c 160 "$work/err" | tr '\n' ' ')"
}

sql() { # DB QUERY: one value
    python3 -c "import sqlite3,sys; print(sqlite3.connect('file:'+sys.argv[1]+'?mode=ro', uri=True).execute(sys.argv[2]).fetchone()[0])" "$1" "$2" 2>/dev/null
}

# Every row of the database, without the ids (they follow commit order), one line each.
dump() {
    python3 - "$1" <<'EOF'
import sqlite3, sys
c = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
cols = [r[1] for r in c.execute("pragma table_info(documents)") if r[1] != "id"]
for r in c.execute("select %s from documents order by input" % ",".join(cols)):
    print(repr(r))
for t in ("facts", "findings"):
    for r in c.execute("select d.input, t.* from %s t join documents d on d.id = t.document_id order by d.input, t.ordinal" % t):
        print(repr(r[:1] + r[2:]))
EOF
}

# The summary file without what differs between runs that store the same thing: time,
# and the split between extracted and skipped.
summary_of() {
    python3 -c "
import json, sys
s = json.load(open(sys.argv[1]))
for k in ('seconds', 'extracted', 'skipped', 'stored'):
    s.pop(k, None)
print(json.dumps(s, sort_keys=True))" "$1" 2>/dev/null
}

same() { cmp -s "$1" "$2"; }

corpus_archive() { # DIR COPIES: COPIES copies of the corpus with the batch fixtures
    mkdir -p "$1"
    for i in $(seq 1 "$2"); do cp -r "$root/corpus" "$1/c$i"; done
    cp -r "$root/fixtures/batch/copies" "$root/fixtures/batch/broken" "$1/"
}

# ---- data lost or destroyed ----

lost() {
    cd "$work" || return
    python3 - <<'EOF'
import json
with open("same-id.jsonl", "w") as f:
    for i in range(300):
        f.write(json.dumps({"id": "r", "text": "Peak %d IOPS." % (i + 1)}) + "\n")
for name in ("a.jsonl", "b.jsonl"):
    with open(name, "w") as f:
        for i in range(5):
            f.write(json.dumps({"id": i, "text": "%s: %d MB/s." % (name, 100 + i)}) + "\n")
with open("big-ids.jsonl", "w") as f:
    f.write('{"id": 18446744073709551617, "text": "Peak 1 IOPS."}\n')
    f.write('{"id": 18446744073709551616, "text": "Peak 2 IOPS."}\n')
EOF
    mkdir -p names && printf 'Peak 1 IOPS.' >"names/caf$(printf '\xe9').txt" &&
        printf 'Peak 2 IOPS.' >"names/caf$(printf '\xe8').txt"

    rm -f s.db*
    run 60 "$BIN" batch same-id.jsonl --db s.db --progress none
    expect "lost: 300 records sharing one id give 300 rows" 0 "300 inputs" \
        '[ "$(sql s.db "select count(*) from documents")" = 300 ]'
    run 60 "$BIN" batch same-id.jsonl --db s.db --progress none
    expect "lost: the rerun of them keeps the 300 rows, each its own" 0 "300 skipped" \
        '[ "$(sql s.db "select count(distinct content_hash) from documents")" = 300 ]'
    rm -f ab.db*
    run 60 "$BIN" batch a.jsonl b.jsonl --db ab.db --progress none
    expect "lost: two .jsonl files with ids 0-4 give 10 rows" 0 "10 inputs" \
        '[ "$(sql ab.db "select count(*) from documents")" = 10 ]'
    rm -f big.db*
    run 60 "$BIN" batch big-ids.jsonl --db big.db --progress none
    expect "lost: ids beyond 64 bits are kept digit for digit" 0 "2 inputs" \
        '[ "$(sql big.db "select count(distinct doc) from documents where doc like \"1844674407370955161_\"")" = 2 ]'
    rm -f n.db*
    run 60 "$BIN" batch names --db n.db --progress none
    expect "lost: two non-UTF-8 names decoding alike give two rows" 0 "2 inputs" \
        '[ "$(sql n.db "select count(*) from documents")" = 2 ]'
    rm -f n.db*
    run 60 "$BIN" batch names "names/caf$(printf '\xe9').txt" --db n.db --progress none
    expect "lost: the same files named twice are one document each, said in the summary" 0 \
        "repeat|same" '[ "$(sql n.db "select count(*) from documents")" = 2 ]'

    # A completed batch rerun, and a broken pipe on a partial ingest.
    rm -rf arch && corpus_archive arch 40
    rm -f r.db* r.csv r.jsonl r2.csv r2.jsonl
    run 300 "$BIN" batch arch --db r.db --csv r.csv --output r.jsonl --progress none
    cp r.csv r2.csv && cp r.jsonl r2.jsonl
    run 300 "$BIN" batch arch --db r.db --csv r.csv --output r.jsonl --progress none
    expect "lost: a completed batch rerun with --csv --output rewrites them whole" 2 "skipped" \
        'same r.csv r2.csv' 'same r.jsonl r2.jsonl' '[ "$(wc -l <r.csv)" -gt 1000 ]'
    rm -f p.db*
    run 120 bash -c "'$BIN' batch arch --db p.db --output - --progress none | head -c 100 >/dev/null; exit \${PIPESTATUS[0]}"
    local said have
    said=$(grep -oE '[0-9]+ inputs? (are |were )?stored' err | grep -oE '^[0-9]+' | head -1)
    have=$(sql p.db "select count(*) from documents")
    expect "lost: a broken pipe on a partial ingest is an error with a summary" 2 \
        "standard output.*(closed|broken pipe)" 'grep -q "summary:" err' \
        '[ -n "$said" ] && [ "$said" = "$have" ]'

    # Outputs that would destroy data.
    rm -f o.db* && run 60 "$BIN" batch arch/c1 --db o.db --progress none
    local before
    before=$(md5sum <o.db)
    run 30 "$BIN" batch arch/c1 --db o.db --output o.db --progress none
    expect "lost: --output naming the --db file is refused, the database kept" 2 "o.db.*--db|--db.*o.db" \
        '[ "$(md5sum <o.db)" = "$before" ]'
    printf 'Die SSD erreicht 3.500 MB/s und 90.000 IOPS.\n' >victim.txt
    before=$(md5sum <victim.txt)
    for option in --output --csv; do
        run 30 "$BIN" batch victim.txt $option victim.txt --progress none
        expect "lost: $option naming an input is refused, the input kept" 2 "victim.txt.*input" \
            '[ "$(md5sum <victim.txt)" = "$before" ]'
    done
    for option in --output --csv; do
        run 30 "$BIN" batch arch $option arch/out.jsonl --progress none
        expect "lost: $option inside the archive is refused before anything is written" 2 \
            "inside the input directory|is an input" '[ ! -e arch/out.jsonl ]' \
            '[ -z "$(find arch -name "*partial*")" ]'
    done
    run 30 "$BIN" batch arch/c1 --max-file-size 18446744073709551615 --progress none
    expect "lost: --max-file-size 2^64-1 reads every file" 0 "24 extracted" \
        '[ "$(grep -c "\"facts\":\[{" out)" -gt 20 ]'
    for value in inf nan -1 1e300; do
        run 30 "$BIN" batch arch/c1 --progress-interval=$value --progress none
        expect "lost: --progress-interval $value is refused with the range" 2 "progress-interval.*(seconds|number)"
    done
}

# ---- every sink after kills and resumes is what one run gives ----

outputs() {
    cd "$work" || return
    rm -rf karch && corpus_archive karch 80
    local sinks="--csv %s.csv --output %s.jsonl --summary %s.summary"
    # shellcheck disable=SC2046,SC2059
    run 600 "$BIN" batch karch --db one.db $(printf -- "$sinks" one one one) --progress none
    expect "outputs: the uninterrupted run" 2 "summary:" '[ -s one.csv ] && [ -s one.summary ]'
    dump one.db >one.dump
    summary_of one.summary >one.sum
    local total
    total=$(sql one.db "select count(*) from documents")
    rm -f k.db* k.csv k.jsonl k.summary
    local kills=0 when
    for when in 0.2 0.6 1.5 3 6; do
        # shellcheck disable=SC2046,SC2059
        (cd "$work" && exec "$BIN" batch karch --db k.db $(printf -- "$sinks" k k k) --progress none \
            >/dev/null 2>&1) &
        local pid=$!
        sleep "$when"
        if kill -KILL "$pid" 2>/dev/null; then
            kills=$((kills + 1))
        fi
        wait "$pid" 2>/dev/null
        local stored
        stored=$(sql k.db "select count(*) from documents" || echo 0)
        # A killed run leaves each output as the previous run left it: absent or whole.
        local whole=0
        for ext in csv jsonl; do
            [ ! -e k.$ext ] || same k.$ext one.$ext || whole=1
        done
        verdict "outputs: SIGKILL after $when s ($stored of $total stored): every output absent or whole" $whole ""
    done
    # shellcheck disable=SC2046,SC2059
    run 600 "$BIN" batch karch --db k.db $(printf -- "$sinks" k k k) --progress none
    dump k.db >k.dump
    summary_of k.summary >k.sum
    expect "outputs: $kills kills then a resume: every sink is the uninterrupted run's" 2 "skipped" \
        '[ "$kills" -ge 3 ]' 'same k.dump one.dump' 'same k.csv one.csv' 'same k.jsonl one.jsonl' \
        'same k.sum one.sum' '[ -z "$(ls -A | grep partial)" ]'

    # A kill inside a large document (extracted in chunks, stored in one transaction).
    rm -rf larch && corpus_archive larch 2
    python3 -c "
import random
random.seed(2)
units = ['IOPS', 'ms', 'MB/s', 'GB/s', 'TB']
with open('larch/dense.txt', 'w') as out:
    for _ in range(90000):
        out.write(' '.join('%d %s' % (random.randint(1, 999999), random.choice(units)) for _ in range(8)) + '.\n')"
    # shellcheck disable=SC2046,SC2059
    run 600 "$BIN" batch larch --db lone.db $(printf -- "$sinks" lone lone lone) --progress none
    dump lone.db >lone.dump
    summary_of lone.summary >lone.sum
    local full_secs=$SECS
    rm -f lk.db* lk.csv lk.jsonl lk.summary
    kills=0
    for when in 1 $(echo "$full_secs / 2" | bc); do
        # shellcheck disable=SC2046,SC2059
        (cd "$work" && exec "$BIN" batch larch --db lk.db $(printf -- "$sinks" lk lk lk) --progress none \
            >/dev/null 2>&1) &
        local pid=$!
        sleep "$when"
        kill -KILL "$pid" 2>/dev/null && kills=$((kills + 1))
        wait "$pid" 2>/dev/null
    done
    # shellcheck disable=SC2046,SC2059
    run 600 "$BIN" batch larch --db lk.db $(printf -- "$sinks" lk lk lk) --progress none
    dump lk.db >lk.dump
    summary_of lk.summary >lk.sum
    expect "outputs: $kills kills inside a large document ($full_secs s) then a resume: every sink is one run's" 2 "" \
        '[ "$kills" = 2 ]' 'same lk.dump lone.dump' 'same lk.csv lone.csv' 'same lk.jsonl lone.jsonl' \
        'same lk.sum lone.sum'
}

# ---- memory ----

memory() {
    cd "$work" || return
    python3 - "$root" <<'EOF'
import glob, random, sys
root = sys.argv[1]
random.seed(1)
corpus = "".join(open(f, encoding="utf-8").read() for f in sorted(glob.glob(root + "/corpus/*/*.txt")))
prose = corpus * (17_000_000 // len(corpus.encode()) + 1)
open("prose17.txt", "w").write(prose[: 17_000_000 // 3 * 3])
units = ["IOPS", "ms", "MB/s", "GB/s", "TB", "µs"]
with open("dense63.txt", "w") as out:
    n = 0
    while n < 63_000_000:
        line = " ".join("%d %s" % (random.randint(1, 999999), random.choice(units)) for _ in range(8)) + ".\n"
        out.write(line)
        n += len(line.encode())
import os
os.makedirs("mid", exist_ok=True)
for i in range(20):
    open("mid/p%02d.txt" % i, "w").write(prose[i * 1000 : i * 1000 + 3_500_000])
EOF
    local input limit cmd largest
    for input in prose17.txt dense63.txt mid; do
        largest=$(find $input -type f -printf '%s\n' | sort -n | tail -1)
        limit=$((100 + 10 * largest / 1000000))
        for cmd in "extract --format jsonl" "audit --format jsonl" "batch" \
            "batch --db m.db" "batch --db m.db --csv m.csv --output m.jsonl"; do
            rm -f m.db* m.csv m.jsonl
            # shellcheck disable=SC2086
            run 600 "$BIN" $cmd $input --quiet
            local rc=0
            [ "${cmd%% *}" = audit ] && rc=$RC # audit exits 1 when it finds garbled figures
            expect "memory: $cmd $input within $limit MB" $rc "" '[ "$MB" -le "$limit" ]' \
                '[ "$RC" = 0 ] || [ "${cmd%% *}" = audit ]'
        done
    done
    rm -rf m.db* m.csv m.jsonl dense63.txt mid
    for cmd in extract audit batch; do
        run 30 "$BIN" $cmd /dev/zero
        expect "memory: $cmd /dev/zero is refused at once" 2 "/dev/zero.*device" '[ "$MB" -le 100 ]'
        run 30 bash -c "'$BIN' $cmd - </dev/zero"
        expect "memory: $cmd of /dev/zero on standard input is refused as binary" 2 "binary" \
            '[ "$MB" -le 100 ]'
    done
}

# ---- waiting: threads, FIFOs, deep trees, streams ----

wait_cases() {
    cd "$work" || return
    mkdir -p small && printf 'Peak 100 IOPS.' >small/a.txt
    run 30 "$BIN" batch small --threads 100000 --progress none
    expect "wait: --threads 100000 is capped" 0 "capped" '[ "$MB" -le 200 ]'
    rm -f fifo && mkfifo fifo
    for cmd in extract audit batch; do
        run 20 "$BIN" $cmd fifo small/a.txt
        local rc=2
        [ $cmd = audit ] && rc=$RC
        expect "wait: $cmd of a FIFO without a writer does not block the others" $rc "fifo" \
            '[ "$RC" != 124 ]' 'grep -q "100" out'
    done
    python3 - <<'EOF'
import os
os.makedirs("deep", exist_ok=True); os.chdir("deep")
for _ in range(2000):
    os.mkdir("d"); os.chdir("d")
open("a.txt", "w").write("Peak 100 IOPS.")
EOF
    for cmd in extract batch; do
        run 10 "$BIN" $cmd deep
        expect "wait: $cmd of a 2,000-level tree in 10 s" 0 "" 'grep -q "\"value\":100.0" out'
    done
    printf '{"id":1,"text":"Peak 1 IOPS."}\n\n   \n{"id":2,"text":"Peak 2 IOPS."}\n' >blank.jsonl
    run 30 bash -c "'$BIN' batch --stream --progress none <blank.jsonl"
    expect "wait: --stream answers every line, blank ones included" 2 "line 2" \
        '[ "$(wc -l <out)" = 4 ]'
}

# ---- errors name the input or output and say what to do ----

errors() {
    cd "$work" || return
    [ -d arch ] || corpus_archive arch 40
    for sink in --output --csv; do
        run 60 "$BIN" batch arch/c1 $sink /dev/full --progress none
        expect "errors: batch $sink /dev/full names it, non-zero, with a summary" 2 \
            "$sink /dev/full.*(full|space)" 'grep -q "summary:" err'
    done
    for cmd in "extract" "audit" "batch --progress none"; do
        # shellcheck disable=SC2086
        run 60 bash -c "'$BIN' $cmd arch/c1 >/dev/full"
        expect "errors: $cmd to a full standard output names it" 2 "standard output.*(full|space)"
    done
    for cmd in extract audit; do
        run 60 bash -c "'$BIN' $cmd arch --format jsonl | head -c 100 >/dev/null; exit \${PIPESTATUS[0]}"
        expect "errors: $cmd into a pipe closed early says the output is incomplete" 2 \
            "standard output: closed by its reader \(broken pipe\)"
    done
    rm -f full.db* && run 60 "$BIN" batch arch/c1 --db full.db --output /dev/full --progress none
    expect "errors: --db with --output /dev/full: what is committed stays, the summary says it" 2 \
        "/dev/full" 'grep -q "summary:" err'

    if mkdir -p tiny && mount -t tmpfs -o size=1m tmpfs tiny 2>/dev/null; then
        mounts+=("$work/tiny")
        for sink in --output --csv --db; do
            rm -rf tiny/*
            run 120 "$BIN" batch arch --window 4 $sink tiny/out --progress none
            local cond='[ -z "$(ls -A tiny)" ]'
            if [ $sink = --db ]; then
                cond='[ "$(grep -oE "[0-9]+ inputs? (are |were )?stored" err | grep -oE "^[0-9]+")" = "$(sql tiny/out "select count(*) from documents")" ]'
            fi
            expect "errors: batch $sink on a full disk names it; nothing half written" 2 \
                "tiny/out.*full" 'grep -q "summary:" err' "$cond"
        done
    else
        echo "SKIP errors: full disk (cannot mount a tmpfs)"
    fi

    rm -f ro.db* && run 60 "$BIN" batch arch/c1 --db ro.db --progress none
    if chattr +i ro.db 2>/dev/null; then
        run 30 "$BIN" batch arch --db ro.db --csv ro.csv --progress none
        expect "errors: an immutable database is refused before any extraction" 2 \
            "ro.db.*read-only.*(writable|another)" '! grep -q "summary:" err' '[ ! -e ro.csv ]' \
            '[ "$SECS" \< 5 ]'
        chattr -i ro.db
    else
        echo "SKIP errors: immutable database (chattr +i refused)"
    fi
    if mkdir -p romnt && mount -t tmpfs -o size=8m tmpfs romnt 2>/dev/null; then
        mounts+=("$work/romnt")
        cp ro.db romnt/ && mount -o remount,ro romnt
        for db in romnt/ro.db romnt/new.db; do
            run 30 "$BIN" batch arch --db $db --progress none
            expect "errors: a database on a read-only file system ($db) is refused up front" 2 \
                "$db.*read-only.*(writable|another)" '! grep -q "summary:" err'
        done
    else
        echo "SKIP errors: read-only file system (cannot mount a tmpfs)"
    fi

    rm -f lock.db* && run 60 "$BIN" batch arch/c1 --db lock.db --progress none
    python3 -c "
import sqlite3, time, sys
c = sqlite3.connect('lock.db', isolation_level=None); c.execute('begin exclusive')
open('locked', 'w').close(); time.sleep(40)" &
    local locker=$!
    while [ ! -e locked ]; do sleep 0.1; done
    run 60 "$BIN" batch arch --db lock.db --progress none
    expect "errors: a locked database is named before any extraction" 2 "lock.db.*locked.*(wait|another)" \
        '! grep -q "extracted" err || grep -q " 0 extracted" err'
    kill "$locker" 2>/dev/null
    wait "$locker" 2>/dev/null

    rm -f other.db && python3 -c "
import sqlite3; c = sqlite3.connect('other.db'); c.execute('create table documents (name text, body blob)'); c.commit()"
    local before
    before=$(md5sum <other.db)
    run 30 "$BIN" batch arch/c1 --db other.db --progress none
    expect "errors: a database of another program is refused untouched, in one line" 2 \
        "other.db.*not a benchfacts database" '[ "$(md5sum <other.db)" = "$before" ]' \
        '[ "$(wc -l <err)" -le 2 ]' '[ ! -e other.db-wal ]'

    printf '{"id":"a","text":"Peak 1 IOPS."}\n{"id":"b","text":7}\nnot json\n' >bad.jsonl
    run 30 "$BIN" batch bad.jsonl --progress none
    expect "errors: bad records are named by file and line" 2 "bad.jsonl:2 .*line 2" \
        'grep -q "bad.jsonl:2" err && grep -q "bad.jsonl:3" err'
    printf '{"id":"=HYPERLINK(1)","text":"Peak 100 IOPS.","product":"@SUM(A1)"}\n{"id":"+1","text":"Peak -5 ms."}\n' >formula.jsonl
    run 30 "$BIN" batch formula.jsonl --csv formula.csv --progress none
    expect "errors: CSV cells starting with = + - @ are escaped" 0 "" \
        '! grep -qE "(^|,)[=+@-]" formula.csv' 'grep -q "'"'"'=HYPERLINK" formula.csv'
    python3 -c "
zh = '这款固态硬盘的顺序读取速度达到 3500 MB/s，随机读取性能为 900000 IOPS。\n'
open('mixed-zh.txt', 'wb').write(zh.encode('utf-8') + '写入速度为 2800 MB/s，容量 4 TB。\n'.encode('gbk'))
de = 'Die Größe beträgt 2 TB, die Lesegeschwindigkeit überschreitet 3.500 MB/s. Schön, äußerst große Übertragungsraten für Büros.\n'
open('mixed-de.txt', 'wb').write(de.encode('cp1252') * 3 + de.encode('utf-8'))"
    for f in mixed-zh.txt mixed-de.txt; do
        for cmd in extract audit batch; do
            run 30 "$BIN" $cmd $f --format jsonl
            expect "errors: $cmd of $f (UTF-8 and a legacy encoding) is named, not decoded as one" 2 \
                "$f: mixes encodings.*convert" 'grep -q "mixed_encoding" out'
        done
    done
}

# ---- issue 28: repeats, hostile names, files left out, UTF-16 without a mark ----

walk_cases() {
    cd "$work" || return
    mkdir -p w/dir
    printf 'The drive reads 7,450 MB/s and writes 6,900 MB/s; 4K random reads reach 1,200,000 IOPS.\n' >w/dir/a.txt
    cp w/dir/a.txt w/a.txt
    ln -sf dir/a.txt w/link.txt
    for args in "a.txt a.txt" "dir dir/a.txt" "dir/a.txt dir" "dir dir/" "dir/a.txt link.txt"; do
        rm -f w/D.db* w/C.csv w/J.jsonl w/S.json
        run 30 sh -c "cd w && '$BIN' batch $args --db D.db --csv C.csv --output J.jsonl --summary S.json --progress none"
        expect "walk: batch $args: read once into every sink, the summary names the repeat" 0 "named again, read once" \
            '[ "$(sql w/D.db "select count(*) from documents")" = 1 ]' \
            '[ "$(wc -l <w/J.jsonl)" = 1 ]' \
            '[ "$(python3 -c "import csv,sys; print(len(list(csv.reader(open(sys.argv[1])))) - 1)" w/C.csv)" = "$(python3 -c "import json,sys; s=json.load(open(sys.argv[1])); print(s[\"facts\"] if s[\"inputs\"] == 1 and s[\"repeated\"] == 1 and len(s[\"repeats\"]) == 1 else -1)" w/S.json)" ]'
    done
    for cmd in extract audit batch; do
        run 30 "$BIN" $cmd "$(printf 'dir/missing\nfake.txt')" --format jsonl
        expect "walk: $cmd names a missing dir/missing\\nfake.txt on one line" 2 'dir/missing\\nfake\.txt: no such file' \
            '! grep -q "^fake.txt" err'
    done
    mkdir -p w/odd
    printf 'Le SSD atteint 3 500 Mo/s en lecture et 2 XNUMX Mo/s en écriture.\n' >"w/odd/$(printf 'x\nfake.txt:1:1: error[xnumx]\033[2J.txt')"
    for format in brief human; do
        run 30 "$BIN" audit w/odd --format $format -q
        expect "walk: audit --format $format escapes a name with a newline and an escape" 1 "" \
            '! grep -q "^fake.txt" out' '! grep -q "$(printf "\033")" out' 'grep -qF "x\nfake.txt" out'
    done
    mkdir -p w/left
    cp w/dir/a.txt w/left/a.txt
    printf '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR' >w/left/image.txt
    echo x >w/left/notes.pdf
    python3 -c "
t = 'Die SSD liest 3.500 MB/s und schreibt 3.000 MB/s.\r\n' * 20
open('w/left/le.txt', 'wb').write(t.encode('utf-16le'))
open('w/left/be.txt', 'wb').write(t.encode('utf-16be'))
import random; r = random.Random(5); b = bytearray(r.randrange(256) for _ in range(30000)); b[10] = 0
open('w/left/noise.txt', 'wb').write(bytes(b))"
    rm -f w/L.db*
    run 30 "$BIN" batch w/left --db w/L.db --summary w/L.json --verbose --progress none
    expect "walk: every file left out is named with its reason (summary, database, --verbose)" 0 "left out w/left/image.txt: looks binary" \
        'grep -q "left out w/left/notes.pdf" err' \
        '[ "$(python3 -c "import json,sys; print(sorted((l[\"path\"], l[\"reason\"]) for l in json.load(open(sys.argv[1]))[\"left_out_files\"]))" w/L.json)" = "[('"'"'w/left/image.txt'"'"', '"'"'binary'"'"'), ('"'"'w/left/noise.txt'"'"', '"'"'binary'"'"'), ('"'"'w/left/notes.pdf'"'"', '"'"'no_text_extension'"'"')]" ]' \
        '[ "$(sql w/L.db "select group_concat(path || '"'"' '"'"' || reason, '"'"','"'"') from (select * from left_out order by path)")" = "w/left/image.txt binary,w/left/noise.txt binary,w/left/notes.pdf no_text_extension" ]'
    expect "walk: UTF-16 LE and BE without a mark are read and their encoding stored; random bytes refused" 0 "" \
        '[ "$(sql w/L.db "select group_concat(encoding, '"'"','"'"') from (select encoding from documents where input like '"'"'%e.txt'"'"' order by input)")" = "UTF-16BE,UTF-16LE" ]' \
        '[ "$(sql w/L.db "select min(fact_count) from documents where encoding like '"'"'UTF-16%'"'"'")" -ge 2 ]'
    run 30 "$BIN" extract w/left/noise.txt --format jsonl
    expect "walk: random bytes named on their own are refused as binary" 2 "binary" 'grep -q "\"binary\"" out'
}

groups=("$@")
[ ${#groups[@]} = 0 ] && groups=(lost outputs memory wait errors walk)
for g in "${groups[@]}"; do
    case $g in
    wait) wait_cases ;;
    walk) walk_cases ;;
    *) "$g" ;;
    esac
done
exit $failed
