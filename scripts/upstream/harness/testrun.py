"""A compiled file's tests run, and each one's outcome read from XCTest's output. A test that
crashes or hangs takes the process with it: it is marked, and the rest of the file runs again
without the tests that have an outcome."""
import re

from .package import TOGETHER
from .swiftpm import keep_log, swift
from .testfile import Outcome

CASE = re.compile(
    r"^Test Case '(?:[\w.]+\.)?(?P<class>\w+)[./](?P<test>\w+)' "
    r"(?P<event>started|passed|failed|skipped)")
FAILURE = re.compile(r"^\S.*?:\d+: error: (?:[\w.]+\.)?\w+[./]\w+ : (?P<text>.*)$")


def run_file(file, package, scratch, logs, skipped, timeout):
    """Gives each test of a compiled file an outcome: skipped, passed, failed, crashed or hung."""
    by_name = {test.name: test for test in file.tests}
    if file.is_compile_only:
        file.tests[0].outcome = Outcome.PASSED
        return
    done = set()
    for test in file.tests:
        if test.name in skipped:
            test.outcome, test.reason = Outcome.SKIPPED, skipped[test.name]
            done.add(test.name)
    classes = "|".join(sorted({test.class_name for test in file.tests}))
    while len(done) < len(file.tests):
        arguments = ["test", "--skip-build", "--filter", f"^{TOGETHER}\\.({classes})/"]
        for name in sorted(done):
            arguments += ["--skip", f"^{TOGETHER}\\.{re.escape(name)}$"]
        status, output = swift(arguments, package, scratch, timeout=timeout)
        keep_log(logs, file.stem + ".test", output)
        current, text = read_outcomes(output, by_name, done)
        if current in by_name:
            # The process ended inside this test.
            test = by_name[current]
            test.outcome = Outcome.FAILED
            test.reason = (f"did not finish within {timeout} s" if status is None
                           else "crashed: " + summarize(crash_lines(text) or text))
            done.add(current)
            continue
        started = any(CASE.match(line) for line in output.splitlines())
        if status is None or not started:
            why = (f"the run did not finish within {timeout} s" if status is None
                   else "the test run failed: " + summarize(output.splitlines()[-5:]))
        else:
            why = "not found in the test binary"
        for test in file.tests:
            if test.name not in done:
                test.outcome, test.reason = Outcome.FAILED, why
                done.add(test.name)


def read_outcomes(output, by_name, done):
    """Sets the outcome of each test the output finishes; returns the test it stopped inside,
    if any, and that test's output so far."""
    current, text = None, []
    for line in output.splitlines():
        case = CASE.match(line)
        if not case:
            if current:
                text.append(line)
            continue
        name = f"{case['class']}/{case['test']}"
        if case["event"] == "started":
            current, text = name, []
            continue
        test = by_name.get(name)
        if test:
            test.outcome = Outcome.PASSED if case["event"] == "passed" else Outcome.FAILED
            test.reason = summarize(text) if test.outcome == Outcome.FAILED else ""
            done.add(name)
        current = None
    return current, text


def crash_lines(lines):
    return [line for line in lines if "Fatal error" in line or "Precondition failed" in line
            or "Assertion failed" in line or "signal" in line.lower()]


def summarize(lines, limit=400):
    """A failure's text on one line: the messages XCTest printed, joined."""
    messages = []
    for line in lines:
        match = FAILURE.match(line)
        messages.append(match["text"] if match else line.strip())
    text = " ⏎ ".join(message for message in messages if message)
    return text if len(text) <= limit else text[:limit] + " …"
