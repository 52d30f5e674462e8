#!/usr/bin/env python3
"""TCA's own navigation tests, run unchanged against the runtime (`make upstream-tests TCA=DIR`).

Takes a checkout of pointfreeco/swift-composable-architecture and builds a throwaway package in
SCRATCH (by default .build/upstream-tests, which git ignores): a module named
`ComposableArchitecture` that re-exports NavGraphRuntime, OpenCombine as the tests' `Combine`,
and a test target named as TCA's holding the TCA test files of scripts/upstream/files.txt,
copied from the checkout as they are, beside the support of scripts/upstream/TestSupport
(`BaseTCATestCase`, `XCTExpectFailure`, `XCTTODO`). Nothing of TCA is copied into this
repository.

When the files do not compile together, each is compiled alone in a target of its own, so one
that does not compile hides nothing of the others; the files that compile are then run file by
file, and a test that crashes or hangs is marked and the rest of its file run again without it.
Tests listed in scripts/upstream/skipped.txt are not run and count as not passed.

    scripts/upstream-tests.py --tca DIR [--scratch DIR] [--navviz DIR] [--only FILE ...]
                              [--timeout SECONDS] [--markdown]

Prints per file tests / compiled / passed, then every test that does not compile, fails or is
skipped, with the reason; the last line is `upstream: P/T passed (X%)`. Exits 1 when a test
not on the skip list does not pass. Each step's whole compiler and test output is kept in
SCRATCH/logs.
"""
import argparse
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
SUPPORT = os.path.join(HERE, "upstream")
sys.path.insert(0, SUPPORT)
sys.dont_write_bytecode = True  # no __pycache__ in the repository

from harness.package import write_package  # noqa: E402
from harness.report import report  # noqa: E402
from harness.swiftpm import compile_alone, keep_log, swift  # noqa: E402
from harness.testrun import run_file  # noqa: E402
from harness.testfile import (  # noqa: E402
    Outcome, UpstreamFile, read_list, skip_list, test_functions)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tca", required=True, help="a checkout of swift-composable-architecture")
    parser.add_argument("--scratch", default=os.path.join(REPO, ".build", "upstream-tests"))
    parser.add_argument("--navviz", default=REPO, help="the navviz checkout whose runtime to test")
    parser.add_argument("--only", nargs="*", help="file names of files.txt to run, e.g. ScopeTests")
    parser.add_argument("--timeout", type=int, default=300, help="seconds for one run of a file")
    parser.add_argument("--markdown", action="store_true", help="the table as Markdown")
    options = parser.parse_args()
    tca, navviz = os.path.abspath(options.tca), os.path.abspath(options.navviz)
    paths = read_list(os.path.join(SUPPORT, "files.txt"))
    if options.only:
        paths = [path for path in paths
                 if os.path.splitext(os.path.basename(path))[0] in options.only]
    missing = [path for path in paths if not os.path.isfile(os.path.join(tca, path))]
    if missing:
        sys.exit(f"upstream-tests: {tca} is not a TCA checkout: no {', '.join(missing)}")
    files = [UpstreamFile(path, test_functions(os.path.join(tca, path))) for path in paths]
    package = os.path.join(options.scratch, "package")
    scratch = os.path.join(options.scratch, "build")
    logs = os.path.join(options.scratch, "logs")
    shutil.rmtree(logs, ignore_errors=True)
    skipped = skip_list(os.path.join(SUPPORT, "skipped.txt"))

    def write(chosen, together):
        write_package(package, chosen, tca, navviz, SUPPORT, together)

    print(f"upstream-tests: building the runtime and the tests in {options.scratch}", flush=True)
    write(files, together=True)
    status, output = swift(["build", "--build-tests"], package, scratch)
    keep_log(logs, "together.compile", output)
    if status == 0:
        for file in files:
            file.compiled = True
    else:
        compile_each_alone(files, write, package, scratch, logs)
    for file in files:
        if file.compiled:
            print(f"upstream-tests: running {file.path}", flush=True)
            run_file(file, package, scratch, logs, skipped, options.timeout)
    for file in files:
        for test in file.tests:
            if test.outcome == Outcome.NOT_COMPILED and test.name in skipped:
                test.outcome, test.reason = Outcome.SKIPPED, skipped[test.name]
    lines, succeeded = report(files, tca, navviz, options.markdown)
    print("\n".join(lines))
    sys.exit(0 if succeeded else 1)


def compile_each_alone(files, write, package, scratch, logs):
    """Some file does not compile: each alone says which, and why; the ones that compile are
    then built together again."""
    write(files, together=False)
    for target in ("ComposableArchitecture", "UpstreamCombine"):
        status, output = swift(["build", "--target", target], package, scratch)
        if status != 0:
            print(output, file=sys.stderr)
            sys.exit(f"upstream-tests: {target} (the runtime, or OpenCombine) does not build")
    for file in files:
        print(f"upstream-tests: compiling {file.path} alone", flush=True)
        compile_alone(file, package, scratch, logs)
    compiled = [file for file in files if file.compiled]
    if compiled:
        write(compiled, together=True)
        status, output = swift(["build", "--build-tests"], package, scratch)
        keep_log(logs, "together.compile", output)
        if status != 0:
            print(output, file=sys.stderr)
            sys.exit("upstream-tests: the files that compile alone do not compile together")


if __name__ == "__main__":
    main()
