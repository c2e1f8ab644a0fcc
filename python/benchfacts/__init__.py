"""benchfacts: benchmark facts (IOPS, latency, MB/s, TB...) read from hardware-review prose
in 13 languages, and the garbled figures of machine translations.

The same engine as the ``benchfacts`` command, in-process::

    import benchfacts
    report = benchfacts.extract("... 787.910 IOPS bei einer Latenz von 3,58 ms ...", lang="de")
    report["facts"][0]["value"]          # 787910.0 (IOPS; latencies are in seconds)
    reports = benchfacts.extract_many(texts, threads=4)   # parallel, the GIL released
    benchfacts.audit(translation, reference=original)      # findings: garbled figures
    benchfacts.facts_frame(reports)                        # a pandas DataFrame, one row per fact

A report is the output contract's (docs/contract.md in the repository): the dict that
``benchfacts extract --format jsonl`` writes as one JSON line. Spans (``span``) are byte
offsets into the UTF-8 encoding of the text given; ``line`` and ``column`` count
characters.
"""

import json as _json
from pathlib import PurePosixPath as _PurePosixPath

from . import _benchfacts

__version__ = _benchfacts.__version__

__all__ = ["extract", "extract_many", "audit", "facts_frame", "languages", "CSV_COLUMNS"]

#: The columns of ``benchfacts batch --csv``, in its order: those of :func:`facts_frame`.
CSV_COLUMNS = (
    "doc,product,lang,metric,value,unit,text,span_start,span_end,line,column,workload,"
    "qualifier,flags,suggested_value,unit_text,input,subject,subject_role,variant,"
    "block_size_bytes,access,op,read_percent,queue_depth,threads,tool,protocol,cache,raid,"
    "vm_count"
).split(",")


def _text(value, name):
    """``value`` if it is a str the engine can read, else a TypeError or ValueError naming
    the argument ``name``."""
    if not isinstance(value, str):
        raise TypeError(f"{name}: expected a str, got {type(value).__name__}")
    nul = value.find("\0")
    if nul >= 0:
        raise ValueError(
            f"{name}: NUL character at offset {nul}: this looks like binary data, not text"
        )
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as e:
        raise ValueError(
            f"{name}: character {e.start} is a lone surrogate, which has no UTF-8 form; "
            "decode the bytes with errors='replace' or fix the text"
        ) from None
    return value


def _optional_str(value, name):
    if value is not None and not isinstance(value, str):
        raise TypeError(f"{name}: expected a str or None, got {type(value).__name__}")
    return value


def languages():
    """The language codes of the embedded rules, which ``lang`` may name (as may ``und``,
    "read as no language", and tags such as ``de-DE`` or ``zh-Hant``)."""
    return _benchfacts.languages()


def extract(text, lang=None, doc=None):
    """The report of one document: its language, facts, findings and schema check.

    :param text: the document's text (a str).
    :param lang: read it as this language instead of detecting it: a code of
        :func:`languages` or a tag whose first part is one (``de-DE``, ``zh-TW``);
        ``und`` reads it as no language. An unknown tag raises ValueError.
    :param doc: the document's name in the report (``doc``); ``"-"`` by default, as for
        a document read from standard input.
    :returns: the contract's report as a dict, exactly what ``benchfacts extract
        --format jsonl`` writes for the same text.
    """
    _text(text, "text")
    _optional_str(lang, "lang")
    doc = "-" if doc is None else doc
    _optional_str(doc, "doc")
    return _json.loads(_benchfacts.extract_json(text, lang, doc))


def extract_many(texts_or_records, threads=None):
    """The reports of many documents, extracted in parallel with the GIL released, in
    the order of the input.

    :param texts_or_records: an iterable of texts (str), or of records (dicts) as
        ``benchfacts batch`` reads them from JSON Lines: ``text`` (required), ``id`` (the
        report's ``doc``; also accepted as ``doc``) and ``lang`` (optional, as for
        :func:`extract`). A text's ``doc`` is its position in the input, as a str.
    :param threads: number of threads (a positive int); None uses one per core.
    :returns: a list of reports (dicts), one per item, as :func:`extract` gives them.
    """
    if isinstance(texts_or_records, (str, bytes, dict)):
        raise TypeError(
            "texts_or_records: expected an iterable of texts or records, got a single "
            f"{type(texts_or_records).__name__} (use extract() for one document)"
        )
    try:
        items = list(texts_or_records)
    except TypeError:
        raise TypeError(
            "texts_or_records: expected an iterable of texts or records, got "
            f"{type(texts_or_records).__name__}"
        ) from None
    if threads is not None and (
        isinstance(threads, bool) or not isinstance(threads, int) or threads < 1
    ):
        raise ValueError(f"threads: expected a positive int or None, got {threads!r}")
    texts, docs, langs = [], [], []
    for i, item in enumerate(items):
        where = f"texts_or_records[{i}]"
        if isinstance(item, str):
            texts.append(_text(item, where))
            docs.append(str(i))
            langs.append(None)
        elif isinstance(item, dict):
            if "text" not in item:
                raise ValueError(f"{where}: a record needs a 'text' field")
            texts.append(_text(item["text"], f"{where}['text']"))
            key = "id" if "id" in item else "doc"
            doc = item.get(key)
            if doc is None:
                doc = str(i)
            elif not isinstance(doc, (str, int)) or isinstance(doc, bool):
                raise TypeError(f"{where}['{key}']: expected a str or int, got {type(doc).__name__}")
            docs.append(str(doc))
            langs.append(_optional_str(item.get("lang"), f"{where}['lang']"))
        else:
            raise TypeError(f"{where}: expected a str or a dict, got {type(item).__name__}")
    return [_json.loads(r) for r in _benchfacts.extract_many_json(texts, docs, langs, threads)]


def audit(text, lang=None, reference=None):
    """The findings of a document: figures that look garbled (a decimal separator read
    the wrong way, a unit out of its metric's plausible range, a figure changed by
    translation...), each with its kind, severity, span, message and, where the tool has
    one, a suggestion.

    :param text: the document (a translation) as a str.
    :param lang: as for :func:`extract`.
    :param reference: the original's text, if it is at hand: the translation is then also
        compared with it figure by figure (``benchfacts audit --reference``). A text longer
        than the chunk threshold (4 MiB) is audited by the detectors alone, with a warning.
    :returns: a list of findings (dicts), the ``findings`` of the contract's report.
    """
    _text(text, "text")
    _optional_str(lang, "lang")
    if reference is not None:
        _text(reference, "reference")
    findings, compared = _benchfacts.audit_json(text, lang, reference)
    if reference is not None and not compared:
        import warnings

        warnings.warn(
            "benchfacts.audit: text too large to compare with the reference: audited by the "
            "detectors alone, in chunks",
            stacklevel=2,
        )
    return _json.loads(findings)


def _product(report):
    """The ``product`` column of ``batch --csv``: the record's ``product`` field, else the
    file stem of the document's name."""
    fields = report.get("fields")
    if isinstance(fields, dict) and isinstance(fields.get("product"), str):
        return fields["product"]
    return _PurePosixPath(report["doc"]).stem if report["doc"] else ""


def _fact_row(report, product, fact):
    test = fact.get("test") or {}
    setup = fact.get("setup") or {}
    return (
        report["doc"],
        product,
        report["lang"],
        fact["metric"],
        fact.get("value"),
        fact["unit"],
        fact["text"],
        fact["span"][0],
        fact["span"][1],
        fact["line"],
        fact["column"],
        fact.get("workload"),
        fact.get("qualifier"),
        ";".join(fact.get("flags") or ()),
        fact.get("suggested_value"),
        fact["unit_text"],
        report.get("input", report["doc"]),
        fact.get("subject"),
        fact.get("subject_role"),
        fact.get("variant"),
        test.get("block_size_bytes"),
        test.get("access"),
        test.get("op"),
        test.get("read_percent"),
        test.get("queue_depth"),
        test.get("threads"),
        test.get("tool"),
        setup.get("protocol"),
        setup.get("cache"),
        setup.get("raid"),
        setup.get("vm_count"),
    )


#: Columns of whole numbers that may be absent: pandas' nullable integers.
_NULLABLE_INT_COLUMNS = ("block_size_bytes", "read_percent", "queue_depth", "threads", "vm_count")


def facts_frame(reports):
    """A pandas DataFrame of the facts of ``reports``, one row per fact, with the columns
    of ``benchfacts batch --csv`` in its order (:data:`CSV_COLUMNS`).

    :param reports: one report (a dict, as :func:`extract` gives it, or a line of
        ``extract``/``batch`` JSON Lines parsed with ``json.loads``) or an iterable of
        them. Error records (with ``error``, no facts) give no rows, as in the CSV.
    :returns: a DataFrame. Values absent from a fact are missing (None, NaN or <NA>), where
        the CSV has an empty cell; ``flags`` is ``;``-separated as there; ``value`` and
        ``suggested_value`` are floats in the canonical unit; ``input`` is the batch
        line's ``input`` when the report has one, else its ``doc``. Unlike the CSV, no
        cell is escaped for spreadsheets.
    :raises ImportError: when pandas is not installed (``pip install pandas``).
    """
    try:
        import pandas
    except ImportError as e:
        raise ImportError(
            "benchfacts.facts_frame needs pandas: install it with `pip install pandas` "
            "(or `pip install 'benchfacts[pandas]'`)"
        ) from e
    if isinstance(reports, dict):
        reports = [reports]
    elif isinstance(reports, (str, bytes)):
        raise TypeError("reports: expected a report (dict) or an iterable of reports, got a str")
    rows = []
    try:
        iterator = iter(reports)
    except TypeError:
        raise TypeError(
            f"reports: expected a report (dict) or an iterable of reports, got {type(reports).__name__}"
        ) from None
    for i, report in enumerate(iterator):
        if not isinstance(report, dict):
            raise TypeError(f"reports[{i}]: expected a report (dict), got {type(report).__name__}")
        if "error" in report and "facts" not in report:
            continue
        missing = [k for k in ("doc", "lang", "facts") if k not in report]
        if missing:
            raise ValueError(f"reports[{i}]: not a report: no {', '.join(repr(k) for k in missing)}")
        product = _product(report)
        try:
            rows.extend(_fact_row(report, product, fact) for fact in report["facts"])
        except (KeyError, TypeError, IndexError) as e:
            raise ValueError(f"reports[{i}]: a fact lacks a field of the contract ({e!r})") from None
    frame = pandas.DataFrame.from_records(rows, columns=CSV_COLUMNS)
    frame = frame.astype(
        {
            "value": "float64",
            "suggested_value": "float64",
            "span_start": "int64",
            "span_end": "int64",
            "line": "int64",
            "column": "int64",
            **{c: "Int64" for c in _NULLABLE_INT_COLUMNS},
        }
    )
    return frame
