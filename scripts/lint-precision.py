#!/usr/bin/env python3
"""Lint precision on real apps (BENCHMARKS.md, "Lint precision").

Runs `navviz lint --reporter json` on each app of Benchmarks/LintPrecision/corpus.tsv found
checked out at its pinned commit under CORPUS, matches every finding with the judged ledger
(Benchmarks/LintPrecision/ledger.tsv) and prints, per rule, how many findings are true, true at
the wrong severity, false, and not judged yet; then the findings to judge, and the judged ones
no longer reported (a true one among them is a finding lost). Per set, it prints the current
figures beside those of the first judging (Benchmarks/LintPrecision/first-judging.tsv): what
the rules reported on an app when it was first read, before any rule changed for it, which is
what a new user sees.

    scripts/lint-precision.py --corpus DIR [--navviz PATH]
                              [--set development|holdout|tca2|wide|all]
                              [--write-summary]

Exits 1 when a finding is not judged or a true finding is lost, so that the ledger is kept
whole; `--write-summary` rewrites Benchmarks/LintPrecision/precision.tsv (the development set's
figures that `navviz rules` states).
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LEDGER_DIR = os.path.join(HERE, "..", "Benchmarks", "LintPrecision")


def read_table(path):
    """Rows of a TSV whose first non-comment line is the header, as dicts."""
    with open(path, encoding="utf-8") as file:
        lines = [line.rstrip("\n") for line in file if not line.startswith("#") and line.strip()]
    header = lines[0].split("\t")
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        cells = line.split("\t")
        if len(cells) != len(header):
            sys.exit(f"{path}: row {number} has {len(cells)} cells, expected {len(header)}")
        rows.append(dict(zip(header, cells)))
    return rows


def sets_of(corpus):
    """The sets of the corpus, in the table's order."""
    return list(dict.fromkeys(row["set"] for row in corpus))


def key(app, rule, feature, subject, severity):
    return (app, rule, feature, subject, severity)


def subject_of(finding):
    fields = finding.get("fields") or []
    return ",".join(fields) if fields else finding.get("case", "")


def opt_in_rules(navviz):
    """The rules off by default, from `navviz rules`: measured like the others."""
    table = subprocess.run([navviz, "rules"], capture_output=True, text=True, check=True).stdout
    return [line.split()[0] for line in table.splitlines()[1:]
            if len(line.split()) > 2 and line.split()[2] == "off"]


def lint(navviz, folder, config):
    result = subprocess.run(
        [navviz, "lint", ".", "--reporter", "json", "--config", config],
        cwd=folder, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"navviz lint failed in {folder} (exit {result.returncode}):\n{result.stderr}")
    return json.loads(result.stdout)["findings"]


def head_commit(folder):
    result = subprocess.run(
        ["git", "-C", folder, "rev-parse", "HEAD"], capture_output=True, text=True)
    return result.stdout.strip() if result.returncode == 0 else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", required=True, help="the folder holding the apps")
    parser.add_argument("--navviz", default=os.path.join(HERE, "..", ".build", "debug", "navviz"))
    corpus = read_table(os.path.join(LEDGER_DIR, "corpus.tsv"))
    parser.add_argument("--set", default="development", choices=sets_of(corpus) + ["all"])
    parser.add_argument("--write-summary", action="store_true")
    arguments = parser.parse_args()
    navviz = os.path.abspath(arguments.navviz)

    apps = [row for row in corpus if arguments.set in ("all", row["set"])]
    ledger = {key(r["app"], r["rule"], r["feature"], r["subject"], r["severity"]): r
              for r in read_table(os.path.join(LEDGER_DIR, "ledger.tsv"))}

    # Every rule runs, the opt-in ones too, so that each is measured.
    config = tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False)
    opt_in = opt_in_rules(navviz)
    if opt_in:
        config.write("rules:\n" + "".join(f"  {rule}: on\n" for rule in opt_in))
    config.close()
    reported = {}
    linted = []
    for app in apps:
        root = os.path.join(arguments.corpus, app["name"])
        commit = head_commit(root)
        if commit is None:
            print(f"skipped {app['name']}: not checked out in {arguments.corpus}")
            continue
        if not commit.startswith(app["commit"]):
            print(f"skipped {app['name']}: at {commit[:12]}, the ledger judged {app['commit']}")
            continue
        linted.append(app["name"])
        for finding in lint(navviz, os.path.join(root, app["folder"]), config.name):
            finding_key = key(app["name"], finding["rule"], finding.get("feature", ""),
                              subject_of(finding), finding["severity"])
            reported[finding_key] = finding

    counts = collections.defaultdict(collections.Counter)
    apps_by_rule = collections.defaultdict(set)
    unjudged = []
    for finding_key, finding in sorted(reported.items()):
        rule = finding_key[1]
        judged = ledger.get(finding_key)
        apps_by_rule[rule].add(finding_key[0])
        if judged is None:
            counts[rule]["unjudged"] += 1
            unjudged.append((finding_key, finding))
            continue
        counts[rule][kind_of(judged["verdict"], finding_key)] += 1
    gone = [row for k, row in sorted(ledger.items())
            if k[0] in linted and k not in reported]

    print(f"\nlint precision on {len(linted)} apps ({arguments.set}): {', '.join(linted)}\n")
    print(f"{'rule':34} {'reported':>8} {'true':>5} {'sev.':>5} {'noise':>5} {'false':>5} "
          f"{'new':>4} precision")
    total = collections.Counter()
    for rule in sorted(counts):
        c = counts[rule]
        total.update(c)
        print_row(rule, c)
    print_row("all", total)

    print_sets(apps, linted, reported, ledger)

    if unjudged:
        print("\nnot judged yet (add each to Benchmarks/LintPrecision/ledger.tsv):")
        for (app, rule, feature, subject, severity), finding in unjudged:
            print(f"{app}\t{rule}\t{feature}\t{subject}\t{severity}\t\t"
                  f"# {finding.get('file')}:{finding.get('line')}: {finding.get('message')}")
    # A right finding is lost when nothing is reported about its feature and subject any more;
    # one reported now by another rule or at another severity moved (and is judged there).
    still_reported = {(k[0], k[2], k[3]) for k in reported}
    lost = [row for row in gone
            if (row["verdict"] == "true" or row["verdict"].startswith("severity:"))
            and (row["app"], row["feature"], row["subject"]) not in still_reported]
    if gone:
        print("\njudged, no longer reported:")
        for row in gone:
            mark = "LOST" if row in lost else "gone"
            print(f"  {mark} {row['app']} {row['rule']} {row['feature']} {row['subject']} "
                  f"{row['severity']} ({row['verdict']})")
    os.unlink(config.name)
    if arguments.write_summary:
        write_summary(counts, apps_by_rule)
    return 1 if unjudged or lost else 0


def kind_of(verdict, where):
    """The column a verdict counts in: true, severity (wrong severity), duplicate (noise or a
    duplicate) or false."""
    if verdict.startswith("severity:"):
        return "severity"
    if verdict.startswith("duplicate:") or verdict == "noise":
        return "duplicate"
    if verdict in ("true", "false"):
        return verdict
    sys.exit(f"ledger: unknown verdict {verdict!r} for {where}")


def tally(verdicts):
    """Counts of verdicts, given (verdict, severity, where) triples; None is a finding not judged
    yet. A false finding reported as an error is also counted apart."""
    c = collections.Counter()
    for verdict, severity, where in verdicts:
        kind = "unjudged" if verdict is None else kind_of(verdict, where)
        c[kind] += 1
        if kind == "false" and severity == "error":
            c["false errors"] += 1
    return c


def judged_and_precision(c):
    judged = c["true"] + c["severity"] + c["duplicate"] + c["false"]
    return judged, (f"{c['true'] / judged:.2f}" if judged else "-")


def figures(c):
    judged, precision = judged_and_precision(c)
    return (f"{judged + c['unjudged']:4} {c['true']:4} {c['severity']:4} {c['duplicate']:5} "
            f"{c['false']:5} {c['false errors']:6} {precision:>5}")


def print_sets(apps, linted, reported, ledger):
    """Per set, the findings reported now as judged in the ledger, beside the first judging."""
    first = read_table(os.path.join(LEDGER_DIR, "first-judging.tsv"))
    print("\nper set: now (as the ledger judges what is reported) | first judging "
          "(first-judging.tsv)")
    columns = "rep. true sev. noise false f.err. prec."
    print(f"{'set':12} {'apps':>4}  {columns} | {columns}  navviz judged with")
    for name in sets_of(apps):
        members = {app["name"] for app in apps if app["set"] == name and app["name"] in linted}
        now = tally((ledger[k]["verdict"] if k in ledger else None, k[4], k)
                    for k in reported if k[0] in members)
        rows = [row for row in first if row["app"] in members]
        then = figures(tally((row["verdict"], row["severity"], "first-judging.tsv")
                             for row in rows)) if rows else \
            f"{'(no first judging recorded)':>42}"
        commits = ", ".join(sorted({row["navviz"] for row in rows})) or "-"
        print(f"{name:12} {len(members):4}  {figures(now)} | {then}  {commits}")


def print_row(rule, c):
    judged, precision = judged_and_precision(c)
    reported = judged + c["unjudged"]
    print(f"{rule:34} {reported:8} {c['true']:5} {c['severity']:5} {c['duplicate']:5} "
          f"{c['false']:5} {c['unjudged']:4} {precision}")


def write_summary(counts, apps_by_rule):
    path = os.path.join(LEDGER_DIR, "precision.tsv")
    with open(path, "w", encoding="utf-8") as file:
        file.write("# Written by `make lint-precision` (scripts/lint-precision.py --write-summary):\n"
                   "# per rule, the development set's findings judged true, true at the wrong\n"
                   "# severity, noise (a duplicate, a budget) and false, and how many apps they are\n"
                   "# in. `navviz rules` states these (NavGraphLint's MeasuredPrecision; a test\n"
                   "# keeps the two equal).\n")
        file.write("rule\ttrue\tseverity\tnoise\tfalse\tapps\n")
        for rule in sorted(counts):
            c = counts[rule]
            file.write(f"{rule}\t{c['true']}\t{c['severity']}\t{c['duplicate']}\t{c['false']}\t"
                       f"{len(apps_by_rule[rule])}\n")
    print(f"\nwrote {path}")


if __name__ == "__main__":
    sys.exit(main())
