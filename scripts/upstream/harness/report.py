"""What scripts/upstream-tests.py prints: per file tests, compiled and passed; the errors of the
files that do not compile; every test that did not pass with the reason; and last
`upstream: P/T passed (X%)`."""
import os
import subprocess

from .testfile import Outcome

LISTED = (Outcome.NOT_COMPILED, Outcome.FAILED, Outcome.SKIPPED)


def checkout_commit(folder):
    """The commit a git checkout is at, with `git describe` where it has tags."""
    try:
        commit = subprocess.run(["git", "-C", folder, "rev-parse", "--short=10", "HEAD"],
                                capture_output=True, text=True, check=True).stdout.strip()
        describe = subprocess.run(["git", "-C", folder, "describe", "--tags"],
                                  capture_output=True, text=True).stdout.strip()
        return f"{commit} ({describe})" if describe else commit
    except (OSError, subprocess.CalledProcessError):
        return "unknown commit"


def report(files, tca, navviz, markdown):
    """The report's lines, and whether every test passed or is skipped."""
    lines = [f"upstream-tests: TCA {checkout_commit(tca)} at {tca}, "
             f"navviz {checkout_commit(navviz)}"]
    if markdown:
        lines += ["", "| file | tests | compiled | passed |", "| --- | ---: | ---: | ---: |"]
    else:
        lines.append(f"{'file':<38} {'tests':>5} {'compiled':>8} {'passed':>6}")
    total = passed = 0
    for file in files:
        count, name = len(file.tests), os.path.basename(file.path)
        compiled = count if file.compiled else 0
        ok = sum(test.outcome == Outcome.PASSED for test in file.tests)
        total, passed = total + count, passed + ok
        lines.append(f"| {name} | {count} | {compiled} | {ok} |" if markdown
                     else f"{name:<38} {count:>5} {compiled:>8} {ok:>6}")
    for file in files:
        if not file.compiled and file.errors:
            lines.append(f"\n{file.path}: does not compile ({len(file.errors)} errors)")
            for where, text in file.errors[:40]:
                lines.append(f"  {'line ' + str(where) if where else 'elsewhere'}: {text}")
            if len(file.errors) > 40:
                lines.append(f"  … {len(file.errors) - 40} more")
    for outcome in LISTED:
        listed = [test for file in files for test in file.tests if test.outcome == outcome]
        if listed:
            lines.append(f"\n{outcome.value}:")
            lines += [f"  {test.name}: {test.reason}" for test in listed]
    share = 100 * passed / total if total else 0
    lines.append(f"upstream: {passed}/{total} passed ({share:.1f}%)")
    succeeded = all(test.outcome in (Outcome.PASSED, Outcome.SKIPPED)
                    for file in files for test in file.tests)
    return lines, succeeded
