#!/usr/bin/env python3
"""Run `benchfacts batch --stream` as a stage of an Apache Spark job (RDD.pipe).

Each partition of records is piped, as JSON Lines {"id": ..., "text": ..., other fields},
through one `benchfacts batch --stream` process, whose JSON Lines output (one line per
record: a report, or an error record) becomes the output RDD. Nothing here is specific to
local mode except the default master: on a cluster, pass --master (or use spark-submit,
which sets it) and make the binary available on every worker (see docs/batch.md).

    python3 scripts/spark_pipe.py --binary target/release/benchfacts \
        --input corpus --output /tmp/facts [--master local[2]] [--partitions 4]

--input is a directory of review texts (read recursively, UTF-8; the record id is the path
relative to it) or a JSON Lines file of records. --output is a directory that Spark writes
part files into (any Hadoop path: hdfs://, s3a://, file://). The script checks that every
input record produced exactly one output line and exits 1 otherwise.
"""
import argparse
import json
import os
import shlex
import sys


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--binary", required=True, help="path of the benchfacts binary on the workers")
    p.add_argument("--input", required=True, help="directory of .txt/.md files, or a .jsonl file of records")
    p.add_argument("--output", required=True, help="output directory (must not exist)")
    p.add_argument("--master", default=None, help="Spark master (default: local[2] unless spark-submit set one)")
    p.add_argument("--partitions", type=int, default=2, help="partitions, i.e. benchfacts processes")
    p.add_argument("--threads", type=int, default=1, help="benchfacts threads per process (one Spark task = one core)")
    return p.parse_args()


def main():
    args = parse_args()
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName("benchfacts-batch").config("spark.ui.showConsoleProgress", "false")
    # Under spark-submit (which starts the JVM and sets the gateway port) the master is
    # spark-submit's; run directly, the script defaults to local mode.
    if args.master or "PYSPARK_GATEWAY_PORT" not in os.environ:
        builder = builder.master(args.master or "local[2]")
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    sc = spark.sparkContext

    if args.input.endswith(".jsonl"):
        records = sc.textFile(args.input, args.partitions).filter(lambda line: line.strip())
    else:
        # A directory, read recursively; without a scheme it is a local path.
        root = args.input.rstrip("/")
        if "://" not in root and not root.startswith("file:"):
            root = "file:" + os.path.abspath(root)
        sc._jsc.hadoopConfiguration().set("mapreduce.input.fileinputformat.input.dir.recursive", "true")

        def to_record(path_and_text):
            path, text = path_and_text
            # Files are named by URI; the record id is the path under --input.
            rel = path[len(root):].lstrip("/") if path.startswith(root) else path
            return json.dumps({"id": rel, "text": text}, ensure_ascii=True)

        files = sc.wholeTextFiles(root, args.partitions).filter(lambda pt: pt[0].endswith((".txt", ".md")))
        records = files.map(to_record)

    records = records.repartition(args.partitions).cache()
    command = [args.binary, "batch", "--stream", "--threads", str(args.threads), "--progress", "none"]
    # checkCode=False: benchfacts exits 2 when some record failed, and such records are
    # already in the output as error records; completeness is checked below instead.
    results = records.pipe(shlex.join(command), checkCode=False).cache()

    n_in, n_out = records.count(), results.count()
    results.saveAsTextFile(args.output)
    spark.stop()
    if n_in != n_out:
        print(f"spark_pipe: {n_in} records in but {n_out} lines out", file=sys.stderr)
        return 1
    print(f"spark_pipe: {n_in} records -> {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
