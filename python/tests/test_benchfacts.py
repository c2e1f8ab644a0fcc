"""Tests of the Python package. The expected values were read off the texts: the German
NetApp sentence (corpus/de/netapp-aff-a250.txt, line 65), the fixtures of
fixtures/audit/ (see tests/audit_cli.rs for what each holds).

The comparisons with the command line need the binary: $BENCHFACTS_BIN, else
target/release/benchfacts of the checkout; without one they are skipped, except under CI
(`CI` set), where they fail.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import benchfacts

REPO = Path(__file__).resolve().parents[2]
NETAPP = (
    "Beim zufälligen 4K-Lesevorgang zeigte der NetApp AFF A250 NVMe-oF eine deutliche "
    "Verbesserung gegenüber dem FCP-Modus, wobei der Spitzenwert bei 787.910 IOPS bei einer "
    "Latenz von 3,58 ms lag."
)


def binary():
    path = os.environ.get("BENCHFACTS_BIN") or str(REPO / "target/release/benchfacts")
    if not Path(path).is_file():
        if os.environ.get("CI", "") not in ("", "false"):
            pytest.fail(f"no benchfacts binary at {path}: under CI the comparisons must run")
        pytest.skip(f"no benchfacts binary at {path} (build it or set BENCHFACTS_BIN)")
    return path


def corpus_files():
    return sorted(p.relative_to(REPO).as_posix() for p in (REPO / "corpus").rglob("*.txt"))


def test_german_thousands_point_and_decimal_comma():
    report = benchfacts.extract(NETAPP, lang="de")
    assert report["doc"] == "-"
    assert report["lang"] == "de"
    first, second = report["facts"]
    assert (first["metric"], first["value"], first["text"]) == ("iops", 787910.0, "787.910 IOPS")
    assert first["workload"] == "4k_random_read"
    assert first["subject"] == "NetApp AFF A250"
    assert (second["metric"], second["value"], second["unit"]) == ("latency", 0.00358, "s")
    # Spans are byte offsets into the UTF-8 text ("zufälligen": ä is two bytes).
    start, end = first["span"]
    assert NETAPP.encode("utf-8")[start:end].decode("utf-8") == "787.910 IOPS"
    assert report["findings"] == []


def test_the_issue_example():
    report = benchfacts.extract("... 787.910 IOPS ...", lang="de")
    assert report["facts"][0]["value"] == 787910.0


def test_language_is_detected_and_doc_named():
    report = benchfacts.extract(NETAPP, doc="netapp.txt")
    assert (report["doc"], report["lang"]) == ("netapp.txt", "de")
    assert report["facts"][0]["value"] == 787910.0
    assert "de" in benchfacts.languages() and "ko" in benchfacts.languages()


def test_extract_many_keeps_input_order_on_threads():
    texts = [(REPO / p).read_text(encoding="utf-8") for p in corpus_files()]
    records = [{"id": p, "text": t} for p, t in zip(corpus_files(), texts)]
    one_by_one = [benchfacts.extract(t, doc=p) for p, t in zip(corpus_files(), texts)]
    assert benchfacts.extract_many(records, threads=2) == one_by_one
    assert benchfacts.extract_many(records) == one_by_one
    plain = benchfacts.extract_many(iter(texts[:3]), threads=1)
    assert [r["doc"] for r in plain] == ["0", "1", "2"]
    assert [r["facts"] for r in plain] == [r["facts"] for r in one_by_one[:3]]
    forced = benchfacts.extract_many([{"doc": "x", "text": NETAPP, "lang": "de-DE"}])
    assert forced[0]["doc"] == "x" and forced[0]["lang"] == "de"
    assert benchfacts.extract_many([]) == []


def test_audit_swapped_value_and_unit():
    text = (REPO / "fixtures/audit/swapped.ko.txt").read_text(encoding="utf-8")
    findings = benchfacts.audit(text)
    swapped = [f for f in findings if f["kind"] == "swapped"]
    # "지연 시간이 221,327ms인 6.38 IOPS": the two figures traded places.
    assert [f["text"] for f in swapped] == ["221,327ms", "6.38 IOPS", "158ms", "25.77K IOPS"]
    assert swapped[0]["suggestion"] == "221,327 IOPS at 6.38 ms"
    assert swapped[1]["suggested_value"] == 221327.0
    assert swapped[0]["severity"] == "error"


def test_audit_against_the_original():
    original = (REPO / "fixtures/audit/netapp-4k.en.txt").read_text(encoding="utf-8")
    same = (REPO / "fixtures/audit/netapp-4k.de.txt").read_text(encoding="utf-8")
    changed = (REPO / "fixtures/audit/netapp-4k-changed.de.txt").read_text(encoding="utf-8")
    assert [f["kind"] for f in benchfacts.audit(same, reference=original)] == ["k_as_kb"]
    findings = benchfacts.audit(changed, lang="de", reference=original)
    assert [f["kind"] for f in findings] == ["k_as_kb", "inconsistent"]
    # 549.388 IOPS in the translation where the original has 594,388.
    assert findings[1]["text"] == "549.388 IOPS"
    assert findings[1]["suggested_value"] == 594388.0
    # Without the original, the changed figure is not a finding.
    assert [f["kind"] for f in benchfacts.audit(changed)] == ["k_as_kb"]


def test_reports_equal_the_command_lines():
    out = subprocess.run(
        [binary(), "extract", "--format", "jsonl", *corpus_files()],
        cwd=REPO, capture_output=True, check=True,
    ).stdout.decode("utf-8")
    from_cli = [json.loads(line) for line in out.splitlines()]
    records = [{"id": p, "text": (REPO / p).read_text(encoding="utf-8")} for p in corpus_files()]
    assert benchfacts.extract_many(records) == from_cli
    for p in ("fixtures/audit/swapped.ko.txt", "fixtures/audit/k-as-kb.de.txt"):
        out = subprocess.run(
            [binary(), "audit", "--format", "jsonl", "--fail-on", "never", p],
            cwd=REPO, capture_output=True, check=True,
        ).stdout.decode("utf-8")
        expected = [json.loads(line) for line in out.splitlines()]
        for finding in expected:
            del finding["doc"]
        assert benchfacts.audit((REPO / p).read_text(encoding="utf-8")) == expected


def test_facts_frame_has_the_rows_of_batch_csv():
    pandas = pytest.importorskip("pandas") if not os.environ.get("CI") else __import__("pandas")
    import io

    csv = subprocess.run(
        [binary(), "batch", "--progress", "none", "--csv", "-", *corpus_files()],
        cwd=REPO, capture_output=True, check=True,
    ).stdout.decode("utf-8")
    from_csv = pandas.read_csv(io.StringIO(csv), keep_default_na=False, dtype=str)
    records = [{"id": p, "text": (REPO / p).read_text(encoding="utf-8")} for p in corpus_files()]
    frame = benchfacts.facts_frame(benchfacts.extract_many(records))
    assert list(frame.columns) == list(from_csv.columns) == benchfacts.CSV_COLUMNS
    assert len(frame) == len(from_csv) > 100
    assert frame["value"].dtype == "float64" and frame["span_start"].dtype == "int64"

    def cell(v):
        if v is None or v is pandas.NA or (isinstance(v, float) and v != v):
            return ""
        # (map() may hand the nullable integers over as floats)
        return str(int(v)) if isinstance(v, float) else str(v)

    # A text cell that a spreadsheet would run as a formula gets a leading "'" in the
    # CSV; floats are compared as numbers (the CSV writes Rust's form, 0.000088).
    as_text = frame.apply(lambda col: col.map(cell))
    for column in ("value", "suggested_value"):
        expected = [float(v) if v else None for v in from_csv[column]]
        got = [None if v != v else v for v in frame[column]]
        assert got == expected, column
    for column in benchfacts.CSV_COLUMNS:
        if column in ("value", "suggested_value"):
            continue
        expected = from_csv[column]
        if column in ("doc", "product", "text", "unit_text", "input", "subject", "variant", "raid"):
            expected = expected.map(lambda s: s[1:] if s[:2] in ("'=", "'+", "'-", "'@") else s)
        assert as_text[column].tolist() == expected.tolist(), column
    assert frame.loc[0, "product"] == Path(corpus_files()[0]).stem


def test_facts_frame_of_one_report_and_of_error_records():
    pytest.importorskip("pandas")
    frame = benchfacts.facts_frame(benchfacts.extract(NETAPP, lang="de", doc="a/netapp.txt"))
    assert frame["value"].tolist() == [787910.0, 0.00358]
    assert frame["product"].tolist() == ["netapp", "netapp"]
    assert frame["block_size_bytes"].tolist() == [4096, 4096]
    assert frame["queue_depth"].isna().all()
    error = {"doc": "x", "error": {"kind": "binary", "message": "NUL byte"}}
    assert len(benchfacts.facts_frame([error])) == 0


def test_facts_frame_without_pandas_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)
    with pytest.raises(ImportError, match="pip install pandas"):
        benchfacts.facts_frame([])


@pytest.mark.parametrize(
    "call, error, names",
    [
        (lambda: benchfacts.extract(42), TypeError, "text"),
        (lambda: benchfacts.extract(b"787.910 IOPS"), TypeError, "text"),
        (lambda: benchfacts.extract("x", lang="german"), ValueError, "lang"),
        (lambda: benchfacts.extract("x", lang=1), TypeError, "lang"),
        (lambda: benchfacts.extract("x", doc=3), TypeError, "doc"),
        (lambda: benchfacts.extract("a\0b"), ValueError, "text"),
        (lambda: benchfacts.extract("a\ud800b"), ValueError, "text"),
        (lambda: benchfacts.extract_many("one text"), TypeError, "texts_or_records"),
        (lambda: benchfacts.extract_many(5), TypeError, "texts_or_records"),
        (lambda: benchfacts.extract_many(["a", 3]), TypeError, r"texts_or_records\[1\]"),
        (lambda: benchfacts.extract_many([{"id": "a"}]), ValueError, r"texts_or_records\[0\]"),
        (lambda: benchfacts.extract_many([{"text": "a", "lang": "xx"}]), ValueError, r"\['lang'\]"),
        (lambda: benchfacts.extract_many(["a"], threads=0), ValueError, "threads"),
        (lambda: benchfacts.extract_many(["a"], threads=2.5), ValueError, "threads"),
        (lambda: benchfacts.audit("x", reference=7), TypeError, "reference"),
        (lambda: benchfacts.audit("x", lang="klingon"), ValueError, "lang"),
        (lambda: benchfacts.facts_frame(3), TypeError, "reports"),
        (lambda: benchfacts.facts_frame([{"doc": "x"}]), ValueError, r"reports\[0\]"),
    ],
)
def test_a_bad_argument_is_named(call, error, names):
    if "facts_frame" in call.__code__.co_names:
        pytest.importorskip("pandas")
    with pytest.raises(error, match=names):
        call()
