"""TCA's test files as the harness sees them: each file's tests, with the lines of their bodies
(so a compiler error can be put in the test it is in), and the lists of scripts/upstream."""
import dataclasses
import enum
import os
import re


class Outcome(enum.Enum):
    PASSED = "passed"
    FAILED = "failed"
    NOT_COMPILED = "not compiled"
    SKIPPED = "skipped"
    NOT_RUN = "not run"


@dataclasses.dataclass
class TestFunction:
    """One `func test…` of a TCA file, named `Class/testName`, with the lines of its body."""
    name: str
    first_line: int
    last_line: int
    outcome: Outcome = Outcome.NOT_RUN
    reason: str = ""

    @property
    def class_name(self):
        return self.name.split("/")[0]

    def contains(self, line):
        return self.first_line <= line <= self.last_line


@dataclasses.dataclass
class UpstreamFile:
    path: str  # as in files.txt, relative to the checkout
    tests: list
    compiled: bool = False
    errors: list = dataclasses.field(default_factory=list)  # (line or 0, text)

    @property
    def stem(self):
        return os.path.splitext(os.path.basename(self.path))[0]

    @property
    def target(self):
        """The test target the file gets when it is compiled alone."""
        return "Upstream" + self.stem

    @property
    def is_compile_only(self):
        """A file without tests (macro expansions that must compile) counts as one test."""
        return not any(test.name.split("/")[1].startswith("test") for test in self.tests)


def read_list(path):
    """The non-comment lines of one of scripts/upstream's lists."""
    with open(path, encoding="utf-8") as file:
        return [line.rstrip("\n") for line in file if line.strip() and not line.startswith("#")]


def skip_list(path):
    """`Class/test` → why the runtime does not run it."""
    skipped = {}
    for line in read_list(path):
        name, _, reason = line.partition(" ")
        skipped[name] = reason.strip()
    return skipped


def test_functions(path):
    """Every `func test…` of an XCTestCase subclass in the file, as `Class/test`, with the
    lines of its body; a file with none gives one pseudo-test, `<File>/compiles`."""
    with open(path, encoding="utf-8") as file:
        code = code_without_literals(file.read())
    line_starts = [0] + [index + 1 for index, char in enumerate(code) if char == "\n"]

    def line_at(offset):
        low, high = 0, len(line_starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if line_starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1

    def block_end(offset):
        depth = 0
        for index in range(code.find("{", offset), len(code)):
            depth += {"{": 1, "}": -1}.get(code[index], 0)
            if depth == 0:
                return index
        return len(code) - 1

    tests = []
    for match in re.finditer(r"class\s+(\w+)\s*:\s*(?:BaseTCATestCase|XCTestCase)\b", code):
        class_end = block_end(match.end())
        for function in re.finditer(r"\bfunc\s+(test\w*)\s*\(", code[match.end():class_end]):
            start = match.end() + function.start()
            tests.append(TestFunction(
                f"{match.group(1)}/{function.group(1)}", line_at(start), line_at(block_end(start))))
    if not tests:
        stem = os.path.splitext(os.path.basename(path))[0]
        tests.append(TestFunction(f"{stem}/compiles", 1, len(line_starts)))
    return tests


def code_without_literals(source):
    """The source with comments and string literals blanked (newlines kept), so that braces
    can be counted: TCA's expected messages are multi-line strings full of punctuation."""
    out = []
    index, length = 0, len(source)
    while index < length:
        if source.startswith("//", index):
            end = source.find("\n", index)
            end = length if end < 0 else end
        elif source.startswith("/*", index):
            end = source.find("*/", index)
            end = length if end < 0 else end + 2
        elif source.startswith('"', index):
            end = string_end(source, index)
        else:
            out.append(source[index])
            index += 1
            continue
        out.append(re.sub(r"[^\n]", " ", source[index:end]))
        index = end
    return "".join(out)


def string_end(source, start):
    """The index after the string literal at `start`, interpolations included."""
    delimiter = '"""' if source.startswith('"""', start) else '"'
    index = start + len(delimiter)
    while index < len(source):
        if source.startswith("\\(", index):
            depth, index = 1, index + 2
            while index < len(source) and depth:
                if source[index] == '"':
                    index = string_end(source, index)
                    continue
                depth += {"(": 1, ")": -1}.get(source[index], 0)
                index += 1
            continue
        if source[index] == "\\":
            index += 2
            continue
        if source.startswith(delimiter, index):
            return index + len(delimiter)
        index += 1
    return index
