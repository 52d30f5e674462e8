"""SwiftPM driven for the throwaway package, and the compiler's errors read back: each put in
the test whose body it is in, or said to be the file's."""
import os
import re
import shutil
import signal
import subprocess

from .testfile import Outcome

SWIFT = os.environ.get("SWIFT", "swift")

ERROR = re.compile(
    r"^(?P<path>/[^:]+\.swift):(?P<line>\d+):(?P<column>\d+): error: (?P<text>.*)$")
# An error in a macro's expansion, placed by the note that follows it.
MACRO_ERROR = re.compile(r"^macro expansion (?P<macro>@\w+):\d+:\d+: error: (?P<text>.*)$")
ORIGIN = re.compile(
    r"(?P<path>/[^:]+\.swift):(?P<line>\d+):\d+: note: expanded code originates here")


def swift(arguments, package, scratch, timeout=None):
    """Runs `swift …` in the package; returns (exit status or None on timeout, output). Output
    is line-buffered where `stdbuf` exists, so a run killed for hanging still shows which test
    it was in."""
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


def keep_log(logs, name, output):
    """Keeps a step's whole output (`<logs>/<name>.log`)."""
    os.makedirs(logs, exist_ok=True)
    with open(os.path.join(logs, name + ".log"), "a", encoding="utf-8") as log:
        log.write(output)


def compile_alone(file, package, scratch, logs):
    """Compiles one file's own test target; records its errors and which tests they are in."""
    status, output = swift(["build", "--target", file.target], package, scratch)
    keep_log(logs, file.stem + ".compile", output)
    file.compiled = status == 0
    if file.compiled:
        return
    own = os.path.join("Tests", file.stem, file.stem + ".swift")
    for path, line, text in errors(output):
        where = int(line) if path.endswith(own) else 0
        file.errors.append((where, text if where else f"{os.path.basename(path)}: {text}"))
    if not file.errors:
        tail = [line for line in output.splitlines() if line.strip()][-5:]
        file.errors.append((0, "the build failed: " + " / ".join(tail)))
    file_scope = [text for where, text in file.errors
                  if not any(test.contains(where) for test in file.tests)]
    for test in file.tests:
        inside = [f"line {where}: {text}" for where, text in file.errors if test.contains(where)]
        test.outcome = Outcome.NOT_COMPILED
        if inside:
            test.reason = "; ".join(inside[:3]) + (" …" if len(inside) > 3 else "")
        else:
            first = file_scope[0] if file_scope else "errors in other tests"
            test.reason = f"the file does not compile ({first})"


def errors(output):
    """(path, line, text) of each error the compiler printed, once each."""
    found, seen = [], set()
    lines = output.splitlines()
    for index, line in enumerate(lines):
        match, macro = ERROR.match(line), MACRO_ERROR.match(line)
        if macro:
            origin = next(
                (ORIGIN.search(later) for later in lines[index + 1:index + 3]
                 if ORIGIN.search(later)), None)
            if not origin:
                continue
            error = (origin["path"], origin["line"],
                     f"in the expansion of {macro['macro']}: {macro['text']}")
        elif match:
            error = (match["path"], match["line"], match["text"])
        else:
            continue
        if error not in seen:
            seen.add(error)
            found.append(error)
    return found
