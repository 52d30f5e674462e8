#!/usr/bin/env python3
"""The census of navigation sites on real apps (BENCHMARKS.md, "Census").

Runs `navviz audit --format json` on each app of Benchmarks/LintPrecision/corpus.tsv checked out
under CORPUS (from the folder lint-precision reads) and prints, per app, its era, the sites
found and how many navviz explained, found not to be navigation, and could not explain; then the
same by era and in all. With --before DIR (a folder of `APP.json` audits kept from an earlier
navviz), each app's unexplained count then is printed beside today's.

    scripts/census.py --corpus DIR [--navviz PATH] [--before DIR] [--keep DIR]

`--keep DIR` writes each app's audit as DIR/APP.json, to compare with a later run.
"""
import argparse
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from importlib import import_module  # noqa: E402

precision = import_module("lint-precision")

COLUMNS = ("sites", "explained", "notNavigation", "unexplained")


def audit(navviz, folder):
    """The audit's JSON document of `folder`, or None when navviz failed on it."""
    run = subprocess.run(
        [navviz, "audit", ".", "--quiet", "--format", "json"],
        cwd=folder, capture_output=True, text=True)
    if run.returncode != 0:
        print(f"{folder}: navviz audit exited {run.returncode}: {run.stderr.strip()}",
              file=sys.stderr)
        return None
    return json.loads(run.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--navviz", default=".build/release/navviz")
    parser.add_argument("--before")
    parser.add_argument("--keep")
    args = parser.parse_args()
    navviz = os.path.abspath(args.navviz)
    corpus = precision.read_table(os.path.join(precision.LEDGER_DIR, "corpus.tsv"))
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)

    by_era = collections.defaultdict(collections.Counter)
    header = f"{'app':32} {'era':10} " + " ".join(f"{c:>13}" for c in COLUMNS)
    if args.before:
        header += f" {'before':>7}"
    print(header)
    for row in corpus:
        folder = os.path.join(args.corpus, row["name"], row["folder"])
        if not os.path.isdir(folder):
            print(f"{row['name']:32} not checked out")
            continue
        document = audit(navviz, folder)
        if document is None:
            continue
        if args.keep:
            with open(os.path.join(args.keep, row["name"] + ".json"), "w") as file:
                json.dump(document, file, indent=1, sort_keys=True)
        counts = document["counts"]
        line = f"{row['name']:32} {row['era']:10} " + " ".join(
            f"{counts[c]:>13}" for c in COLUMNS)
        if args.before:
            path = os.path.join(args.before, row["name"] + ".json")
            if os.path.exists(path):
                with open(path) as file:
                    line += f" {json.load(file)['counts']['unexplained']:>7}"
            else:
                line += f" {'-':>7}"
        print(line)
        for era in (row["era"], "all"):
            by_era[era].update({c: counts[c] for c in COLUMNS})
            by_era[era]["apps"] += 1
            by_era[era]["apps without unexplained"] += counts["unexplained"] == 0

    print()
    print(f"{'era':10} {'apps':>5} {'clean':>6} " + " ".join(f"{c:>13}" for c in COLUMNS))
    for era, counts in sorted(by_era.items(), key=lambda item: (item[0] == "all", item[0])):
        print(f"{era:10} {counts['apps']:>5} {counts['apps without unexplained']:>6} "
              + " ".join(f"{counts[c]:>13}" for c in COLUMNS))


if __name__ == "__main__":
    main()
