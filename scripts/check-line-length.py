#!/usr/bin/env python3
"""The 100 columns `.swift-format` declares (`lineLength`), held in `make test`: no line of the
package's own Swift code is longer. Checked: Package.swift and every tracked `.swift` file under
Sources/, Plugins/, Benchmarks/ and scripts/. Not checked: lines inside a multi-line string
literal (Swift source and expected text that tests and generators write, which must stay as
written), the samples (apps scanned as fixtures: a moved line moves every source location their
golden graphs record) and Tests/, whose expected outputs are often one line of a report.

    scripts/check-line-length.py [--limit N]
"""
import subprocess, sys

CHECKED = ("Sources/", "Plugins/", "Benchmarks/", "scripts/")


def long_lines(path, limit):
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    in_string = False
    for number, line in enumerate(lines, start=1):
        was_in_string = in_string
        if line.count('"""') % 2 == 1:
            in_string = not in_string
        if was_in_string and in_string:
            continue
        if len(line) > limit:
            yield number, len(line)


def main():
    limit = int(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else 100
    files = subprocess.run(
        ["git", "ls-files", "*.swift"], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    files = [f for f in files if f == "Package.swift" or f.startswith(CHECKED)]
    failures = [
        f"{path}:{number}: {length} columns, over {limit}"
        for path in files
        for number, length in long_lines(path, limit)
    ]
    for failure in failures:
        print(f"check-line-length: {failure}")
    if failures:
        print(f"check-line-length: {len(failures)} lines over {limit} columns", file=sys.stderr)
        sys.exit(1)
    print(f"check-line-length: no line over {limit} columns in {len(files)} files")


main()
