#!/usr/bin/env python3
"""TCA's own navigation tests, run unchanged against the runtime (`make upstream-tests TCA=DIR`).

Takes a checkout of pointfreeco/swift-composable-architecture and builds a throwaway package in
SCRATCH (by default .build/upstream-tests, which git ignores): a module named
`ComposableArchitecture` that re-exports NavGraphRuntime, OpenCombine as the tests' `Combine`,
and one test target per TCA test file of scripts/upstream/files.txt, that file copied from the
checkout as it is, beside the test target's support of scripts/upstream/TestSupport
(`BaseTCATestCase`, `XCTExpectFailure`, `XCTTODO`). Nothing of TCA is copied into this
repository.

Each file is compiled on its own, so one that does not compile hides nothing of the others;
the files that compile are then run file by file, and a test that crashes or hangs is marked
and the rest of its file run again without it. Tests listed in scripts/upstream/skipped.txt
are not run and count as not passed.

    scripts/upstream-tests.py --tca DIR [--scratch DIR] [--only FILE ...] [--markdown]

Prints per file tests / compiled / passed, then every test that does not compile, fails or is
skipped, with the reason; the last line is `upstream: P/T passed (X%)`. Exits 1 when a test
not on the skip list does not pass. Each file's whole compiler and test output is kept in
SCRATCH/logs.
"""
import argparse
import dataclasses
import os
import re
import shutil
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
# The navviz checkout whose runtime is tested (`--navviz`); this one unless told.
NAVVIZ = REPO
SUPPORT = os.path.join(HERE, "upstream")
SWIFT = os.environ.get("SWIFT", "swift")


@dataclasses.dataclass
class TestFunction:
    """One `func test…` of a TCA file: `Class/testName`, its lines and its outcome."""
    name: str
    first_line: int
    last_line: int
    outcome: str = "not run"  # passed, failed, not compiled, skipped, not run
    reason: str = ""


@dataclasses.dataclass
class UpstreamFile:
    path: str  # as in files.txt, relative to the checkout
    tests: list
    compiled: bool = False
    errors: list = dataclasses.field(default_factory=list)  # (line, text) of the file's errors

    @property
    def stem(self):
        return os.path.splitext(os.path.basename(self.path))[0]

    @property
    def target(self):
        return "Upstream" + self.stem

    @property
    def is_compile_only(self):
        """A file without tests (a macro's expansion that must compile) counts as one test."""
        return not any(test.name.split("/")[1].startswith("test") for test in self.tests)


def read_list(path):
    """The non-comment lines of one of scripts/upstream's lists."""
    with open(path, encoding="utf-8") as file:
        return [line.rstrip("\n") for line in file if line.strip() and not line.startswith("#")]


def skip_list():
    """`Class/test` → why the runtime does not run it."""
    skipped = {}
    for line in read_list(os.path.join(SUPPORT, "skipped.txt")):
        name, _, reason = line.partition(" ")
        skipped[name] = reason.strip()
    return skipped


def code_without_literals(source):
    """The source with comments and string literals blanked (newlines kept), so that braces
    can be counted: TCA's expected messages are multi-line strings full of punctuation."""
    out = []
    i, n = 0, len(source)
    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif source.startswith("/*", i):
            end = source.find("*/", i)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", source[i:end]))
            i = end
        elif source.startswith('"', i):
            end = string_end(source, i)
            out.append(re.sub(r"[^\n]", " ", source[i:end]))
            i = end
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


def string_end(source, start):
    """The index after the string literal at `start`, interpolations included."""
    delimiter = '"""' if source.startswith('"""', start) else '"'
    i = start + len(delimiter)
    while i < len(source):
        if source[i] == "\\" and source.startswith("\\(", i):
            depth, i = 1, i + 2
            while i < len(source) and depth:
                if source[i] == '"':
                    i = string_end(source, i)
                    continue
                depth += {"(": 1, ")": -1}.get(source[i], 0)
                i += 1
            continue
        if source[i] == "\\":
            i += 2
            continue
        if source.startswith(delimiter, i):
            return i + len(delimiter)
        i += 1
    return i


def test_functions(path):
    """Every `func test…` of an XCTestCase subclass in the file, as `Class/test`, with the
    lines of its body; a file with none gives one pseudo-test, `<File>/compiles`."""
    with open(path, encoding="utf-8") as file:
        code = code_without_literals(file.read())
    line_of = [0]
    for index, char in enumerate(code):
        if char == "\n":
            line_of.append(index + 1)

    def line_at(offset):
        low, high = 0, len(line_of) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if line_of[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1

    def block_end(offset):
        opening = code.find("{", offset)
        depth, i = 0, opening
        while i < len(code):
            depth += {"{": 1, "}": -1}.get(code[i], 0)
            if depth == 0:
                return i
            i += 1
        return len(code) - 1

    tests = []
    for match in re.finditer(r"class\s+(\w+)\s*:\s*(?:BaseTCATestCase|XCTestCase)\b", code):
        class_end = block_end(match.end())
        body = code[match.end():class_end]
        for function in re.finditer(r"\bfunc\s+(test\w*)\s*\(", body):
            start = match.end() + function.start()
            tests.append(TestFunction(
                f"{match.group(1)}/{function.group(1)}", line_at(start),
                line_at(block_end(start))))
    if not tests:
        stem = os.path.splitext(os.path.basename(path))[0]
        tests.append(TestFunction(f"{stem}/compiles", 1, len(line_of)))
    return tests


def has_registry_spi():
    """Whether the runtime under test exposes its cancellation registry as TCA's test base class
    reads it (`_cancellationCancellables`); runtimes from before it are measured without that
    check."""
    folder = os.path.join(NAVVIZ, "Sources", "NavGraphRuntime")
    for root, _, names in os.walk(folder):
        for name in names:
            with open(os.path.join(root, name), encoding="utf-8") as file:
                if "var _cancellationCancellables" in file.read():
                    return True
    return False


# The name of TCA's test target: its tests spell `#fileID`s of that module in the messages they
# expect, so the files run together in a target of that name.
TOGETHER = "ComposableArchitectureTests"


def test_target(name, path):
    return f"""    .testTarget(
      name: "{name}",
      dependencies: [
        "ComposableArchitecture", "UpstreamCombine",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "DependenciesTestObserver", package: "swift-dependencies"),
      ],
      path: "{path}",
      swiftSettings: upstreamTestSettings),"""


def package_manifest(files, together, repo_identity):
    """Package.swift of the throwaway package: `files` in one test target named as TCA's, or
    each in a target of its own."""
    if together:
        test_targets = test_target(TOGETHER, f"Tests/{TOGETHER}")
    else:
        test_targets = "\n".join(test_target(file.target, f"Tests/{file.stem}") for file in files)
    registry_check = (
        "\n  + [.define(\"UPSTREAM_REGISTRY_CHECK\")]" if has_registry_spi() else "")
    return f"""// swift-tools-version: 6.1
// Written by scripts/upstream-tests.py: TCA's test files against navviz's runtime.
import PackageDescription

// The settings TCA's own test target is compiled with.
let upstreamTestSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v5),
  .enableExperimentalFeature("StrictConcurrency"),
  .enableUpcomingFeature("InferSendableFromCaptures"),
  .enableUpcomingFeature("ExistentialAny"),
  // `import Combine` is OpenCombine (scripts/upstream/UpstreamCombine).
  .unsafeFlags(["-module-alias", "Combine=UpstreamCombine"]),
]{registry_check}

let package = Package(
  name: "navviz-upstream-tests",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "{NAVVIZ}"),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [.product(name: "NavGraphRuntime", package: "{repo_identity}")]),
    .target(
      name: "UpstreamCombine",
      dependencies: [.product(name: "OpenCombineShim", package: "OpenCombine")]),
{test_targets}
  ],
  swiftLanguageModes: [.v6]
)
"""


def write_package(package, files, tca, together):
    """The throwaway package: support modules linked from scripts/upstream, the test files
    copied from the checkout, each test target with the test support beside them."""
    os.makedirs(package, exist_ok=True)
    sources = os.path.join(package, "Sources")
    shutil.rmtree(sources, ignore_errors=True)
    os.makedirs(sources)
    for module in ("ComposableArchitecture", "UpstreamCombine"):
        os.symlink(os.path.join(SUPPORT, module), os.path.join(sources, module))
    tests = os.path.join(package, "Tests")
    shutil.rmtree(tests, ignore_errors=True)
    folders = [os.path.join(tests, TOGETHER)] if together else []
    for file in files:
        folder = folders[0] if together else os.path.join(tests, file.stem)
        os.makedirs(folder, exist_ok=True)
        shutil.copyfile(os.path.join(tca, file.path), os.path.join(folder, file.stem + ".swift"))
        if not together:
            folders.append(folder)
    for folder in folders:
        for support in sorted(os.listdir(os.path.join(SUPPORT, "TestSupport"))):
            shutil.copyfile(
                os.path.join(SUPPORT, "TestSupport", support), os.path.join(folder, support))
    identity = os.path.basename(NAVVIZ).lower()
    with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as manifest:
        manifest.write(package_manifest(files, together, identity))


def swift(arguments, package, scratch, timeout=None):
    """Runs `swift …` in the package; returns (exit status, output). Output is line-buffered
    where `stdbuf` exists, so a run killed for hanging still shows which test it was in."""
    command = [SWIFT, *arguments, "--package-path", package, "--scratch-path", scratch]
    if shutil.which("stdbuf"):
        command = ["stdbuf", "-oL", "-eL", *command]
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        errors="replace", start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        return None, output


ERROR = re.compile(r"^(?P<path>/[^:]+\.swift):(?P<line>\d+):(?P<column>\d+): error: (?P<text>.*)$")
# An error in a macro's expansion, placed by the note that follows it.
MACRO_ERROR = re.compile(r"^macro expansion (?P<macro>@\w+):\d+:\d+: error: (?P<text>.*)$")
ORIGIN = re.compile(r"(?P<path>/[^:]+\.swift):(?P<line>\d+):\d+: note: expanded code originates here")


def keep_log(scratch, name, output):
    """Keeps a step's whole output beside the build (`<scratch>/logs/<name>.log`)."""
    folder = os.path.join(os.path.dirname(scratch), "logs")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name + ".log"), "a", encoding="utf-8") as log:
        log.write(output)


def compile_file(file, package, scratch):
    """Compiles one file's test target; records its errors and which tests they fall in."""
    status, output = swift(["build", "--target", file.target], package, scratch)
    keep_log(scratch, file.stem + ".compile", output)
    file.compiled = status == 0
    if file.compiled:
        return
    own = os.path.join("Tests", file.stem, file.stem + ".swift")
    seen = set()
    lines = output.splitlines()
    for index, line in enumerate(lines):
        match = ERROR.match(line)
        macro = MACRO_ERROR.match(line)
        if macro:
            origin = next((ORIGIN.search(later) for later in lines[index + 1:index + 3]
                           if ORIGIN.search(later)), None)
            if not origin:
                continue
            match = {"path": origin["path"], "line": origin["line"],
                     "text": f"in the expansion of {macro['macro']}: {macro['text']}"}
        if not match:
            continue
        key = (match["path"], match["line"], match["text"])
        if key in seen:
            continue
        seen.add(key)
        where = int(match["line"]) if match["path"].endswith(own) else 0
        place = "" if where else os.path.basename(match["path"]) + ": "
        file.errors.append((where, place + match["text"]))
    if not file.errors:
        tail = [line for line in output.splitlines() if line.strip()][-5:]
        file.errors.append((0, "the build failed: " + " / ".join(tail)))
    file_scope = [text for where, text in file.errors
                  if not any(t.first_line <= where <= t.last_line for t in file.tests)]
    for test in file.tests:
        inside = [f"line {where}: {text}" for where, text in file.errors
                  if test.first_line <= where <= test.last_line]
        test.outcome = "not compiled"
        if inside:
            test.reason = "; ".join(inside[:3]) + (" …" if len(inside) > 3 else "")
        else:
            first = file_scope[0] if file_scope else "errors in other tests"
            test.reason = f"the file does not compile ({first})"


CASE = re.compile(r"^Test Case '(?:[\w.]+\.)?(?P<class>\w+)[./](?P<test>\w+)' (?P<event>started|passed|failed|skipped)")
FAILURE = re.compile(r"^\S.*?:\d+: error: (?:[\w.]+\.)?\w+[./]\w+ : (?P<text>.*)$")


def run_file(file, package, scratch, skipped, timeout):
    """Runs a compiled file's tests that are not skipped, again without any that crashes or
    hangs, until each has an outcome."""
    by_name = {test.name: test for test in file.tests}
    if file.is_compile_only:
        file.tests[0].outcome = "passed"
        return
    done = set()
    for test in file.tests:
        if test.name in skipped:
            test.outcome, test.reason = "skipped", skipped[test.name]
            done.add(test.name)
    while len(done) < len(file.tests):
        classes = sorted({test.name.split("/")[0] for test in file.tests})
        arguments = ["test", "--skip-build", "--filter", f"^{TOGETHER}\\.({'|'.join(classes)})/"]
        for name in sorted(done):
            arguments += ["--skip", f"^{TOGETHER}\\.{re.escape(name)}$"]
        started = time.monotonic()
        status, output = swift(arguments, package, scratch, timeout=timeout)
        keep_log(scratch, file.stem + ".test", output)
        current, failure = None, []
        for line in output.splitlines():
            case = CASE.match(line)
            if case:
                name = f"{case['class']}/{case['test']}"
                if case["event"] == "started":
                    current, failure = name, []
                    continue
                test = by_name.get(name)
                if test:
                    test.outcome = "passed" if case["event"] == "passed" else "failed"
                    test.reason = summarize(failure) if test.outcome == "failed" else ""
                    done.add(name)
                current = None
                continue
            if current:
                failure.append(line)
        if current and current in by_name:
            test = by_name[current]
            test.outcome = "failed"
            if status is None:
                test.reason = f"did not finish within {timeout} s"
            else:
                test.reason = "crashed: " + summarize(crash_lines(failure) or failure)
            done.add(current)
        elif status is None or not any(CASE.match(line) for line in output.splitlines()):
            # Nothing ran or the run could not start: say so for what is left.
            why = (f"the run did not finish within {timeout} s" if status is None
                   else "the test run failed: " + summarize(output.splitlines()[-5:]))
            for test in file.tests:
                if test.name not in done:
                    test.outcome, test.reason = "failed", why
                    done.add(test.name)
        else:
            # Tests the filter no longer finds (compiled out): count them as not run.
            for test in file.tests:
                if test.name not in done:
                    test.outcome, test.reason = "failed", "not found in the test binary"
                    done.add(test.name)
        del started


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


def checkout_commit(tca):
    try:
        commit = subprocess.run(["git", "-C", tca, "rev-parse", "--short=10", "HEAD"],
                                capture_output=True, text=True, check=True).stdout.strip()
        describe = subprocess.run(["git", "-C", tca, "describe", "--tags"],
                                  capture_output=True, text=True).stdout.strip()
        return f"{commit} ({describe})" if describe else commit
    except (OSError, subprocess.CalledProcessError):
        return "unknown commit"


def report(files, tca, markdown):
    lines = [f"upstream-tests: TCA {checkout_commit(tca)} at {tca}, navviz {checkout_commit(NAVVIZ)}"]
    if markdown:
        lines += ["", "| file | tests | compiled | passed |", "| --- | ---: | ---: | ---: |"]
    else:
        lines.append(f"{'file':<38} {'tests':>5} {'compiled':>8} {'passed':>6}")
    total = passed = 0
    for file in files:
        count = len(file.tests)
        compiled = count if file.compiled else 0
        ok = sum(test.outcome == "passed" for test in file.tests)
        total += count
        passed += ok
        name = os.path.basename(file.path)
        if markdown:
            lines.append(f"| {name} | {count} | {compiled} | {ok} |")
        else:
            lines.append(f"{name:<38} {count:>5} {compiled:>8} {ok:>6}")
    for file in files:
        if not file.compiled and file.errors:
            lines.append(f"\n{file.path}: does not compile ({len(file.errors)} errors)")
            for where, text in file.errors[:40]:
                lines.append(f"  {'line ' + str(where) if where else 'elsewhere'}: {text}")
            if len(file.errors) > 40:
                lines.append(f"  … {len(file.errors) - 40} more")
    for outcome in ("not compiled", "failed", "skipped"):
        listed = [(file, test) for file in files for test in file.tests if test.outcome == outcome]
        if listed:
            lines.append(f"\n{outcome}:")
            for file, test in listed:
                lines.append(f"  {test.name}: {test.reason}")
    share = 100 * passed / total if total else 0
    lines.append(f"upstream: {passed}/{total} passed ({share:.1f}%)")
    print("\n".join(lines))
    return all(test.outcome in ("passed", "skipped") for file in files for test in file.tests)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tca", required=True, help="a checkout of swift-composable-architecture")
    parser.add_argument("--scratch", default=os.path.join(REPO, ".build", "upstream-tests"))
    parser.add_argument("--navviz", default=REPO, help="the navviz checkout whose runtime to test")
    parser.add_argument("--only", nargs="*", help="file names of files.txt to run, e.g. ScopeTests")
    parser.add_argument("--timeout", type=int, default=300, help="seconds for one run of a file")
    parser.add_argument("--markdown", action="store_true", help="the table as Markdown")
    options = parser.parse_args()
    global NAVVIZ
    NAVVIZ = os.path.abspath(options.navviz)
    tca = os.path.abspath(options.tca)
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
    shutil.rmtree(os.path.join(options.scratch, "logs"), ignore_errors=True)
    skipped = skip_list()
    print(f"upstream-tests: building the runtime and the tests in {options.scratch}", flush=True)
    write_package(package, files, tca, together=True)
    status, output = swift(["build", "--build-tests"], package, scratch)
    keep_log(scratch, "together.compile", output)
    if status == 0:
        for file in files:
            file.compiled = True
    else:
        # Some file does not compile: each on its own tells which, and why.
        write_package(package, files, tca, together=False)
        status, output = swift(["build", "--target", "ComposableArchitecture"], package, scratch)
        if status == 0:
            status, output = swift(["build", "--target", "UpstreamCombine"], package, scratch)
        if status != 0:
            print(output, file=sys.stderr)
            sys.exit("upstream-tests: the runtime under the name ComposableArchitecture does not build")
        for file in files:
            print(f"upstream-tests: compiling {file.path} alone", flush=True)
            compile_file(file, package, scratch)
        if any(file.compiled for file in files):
            write_package(package, [file for file in files if file.compiled], tca, together=True)
            status, output = swift(["build", "--build-tests"], package, scratch)
            keep_log(scratch, "together.compile", output)
            if status != 0:
                print(output, file=sys.stderr)
                sys.exit("upstream-tests: the files that compile alone do not compile together")
    for file in files:
        if file.compiled:
            print(f"upstream-tests: running {file.path}", flush=True)
            run_file(file, package, scratch, skipped, options.timeout)
    for file in files:
        for test in file.tests:
            if test.outcome == "not compiled" and test.name in skipped:
                test.outcome, test.reason = "skipped", skipped[test.name]
    sys.exit(0 if report(files, tca, options.markdown) else 1)


if __name__ == "__main__":
    main()
