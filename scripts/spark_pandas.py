#!/usr/bin/env python3
"""Extract benchmark facts inside a Spark job, in-process: `mapInPandas` with the
`benchfacts` Python package (python/ in the repository), the other recipe beside
scripts/spark_pipe.py's `RDD.pipe` through the binary.

Each partition's records (columns `id`, `text`) reach the workers as pandas DataFrames;
`benchfacts.extract_many` reads each batch in parallel, without the GIL, and the output has
one row per record: `doc` and `report`, the contract's report as JSON text (the line
`benchfacts batch` writes, less its batch fields). Use `benchfacts.facts_frame` in the
function instead for one row per fact. Every worker needs the package installed
(`pip install ./python`), and pandas and pyarrow for mapInPandas.

    python3 scripts/spark_pandas.py --input corpus --output /tmp/facts [--master local[2]]

--input is a directory of review texts (read recursively, UTF-8; the record id is the path
relative to it) or a JSON Lines file of records {"id": ..., "text": ...}. --output is a
directory that Spark writes JSON Lines part files into (any Hadoop path). The script checks
that every input record produced exactly one output row and exits 1 otherwise.
"""
import argparse
import json
import os
import sys


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--input", required=True, help="directory of .txt/.md files, or a .jsonl file of records")
    p.add_argument("--output", required=True, help="output directory (must not exist)")
    p.add_argument("--master", default=None, help="Spark master (default: local[2] unless spark-submit set one)")
    p.add_argument("--partitions", type=int, default=2, help="partitions of the records")
    p.add_argument("--threads", type=int, default=1, help="benchfacts threads per task (one Spark task = one core)")
    return p.parse_args()


def extract_batches(threads):
    """The function mapInPandas runs on each partition: batches of records in, batches of
    (doc, report JSON) out, in the same order."""

    def run(batches):
        import benchfacts
        import pandas

        for batch in batches:
            records = [{"id": i, "text": t} for i, t in zip(batch["id"], batch["text"])]
            reports = benchfacts.extract_many(records, threads=threads)
            yield pandas.DataFrame(
                {
                    "doc": [r["doc"] for r in reports],
                    "report": [json.dumps(r, ensure_ascii=False) for r in reports],
                }
            )

    return run


def main():
    args = parse_args()
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName("benchfacts-pandas").config("spark.ui.showConsoleProgress", "false")
    if args.master or "PYSPARK_GATEWAY_PORT" not in os.environ:
        builder = builder.master(args.master or "local[2]")
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    sc = spark.sparkContext

    if args.input.endswith(".jsonl"):
        records = spark.read.json(args.input).select("id", "text")
    else:
        root = args.input.rstrip("/")
        if "://" not in root and not root.startswith("file:"):
            root = "file:" + os.path.abspath(root)
        sc._jsc.hadoopConfiguration().set("mapreduce.input.fileinputformat.input.dir.recursive", "true")

        def to_record(path_and_text):
            path, text = path_and_text
            rel = path[len(root):].lstrip("/") if path.startswith(root) else path
            return (rel, text)

        files = sc.wholeTextFiles(root, args.partitions).filter(lambda pt: pt[0].endswith((".txt", ".md")))
        records = spark.createDataFrame(files.map(to_record), "id string, text string")

    records = records.repartition(args.partitions).cache()
    reports = records.mapInPandas(extract_batches(args.threads), schema="doc string, report string").cache()
    n_in, n_out = records.count(), reports.count()
    reports.select("report").write.text(args.output)
    spark.stop()
    if n_in != n_out:
        print(f"spark_pandas: {n_in} records in but {n_out} rows out", file=sys.stderr)
        return 1
    print(f"spark_pandas: {n_in} records -> {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
