"""Runs a composite GitHub Action's steps on this machine, as a runner would, without GitHub.

What a runner does for action.yml and this module does too: each step's `${{ }}` expressions
evaluated against `inputs`, `github`, `runner` and earlier `steps` outputs; `if:` conditions
(`success()` unless another status function is named); `run:` steps in bash with the
`GITHUB_OUTPUT`, `GITHUB_PATH`, `GITHUB_ENV` and `GITHUB_STEP_SUMMARY` files; `continue-on-error`.
The `uses:` steps are stand-ins: `actions/cache/restore` and `actions/cache/save` keep caches in
a folder, `github/codeql-action/upload-sarif` checks the file is SARIF 2.1.0 and records it.
Used by scripts/check-action.py.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml


@dataclass
class StepResult:
    id: str
    outcome: str  # success, failure or skipped
    seconds: float = 0.0
    log: str = ""
    # A failure that does not fail the job (continue-on-error), or no failure at all.
    continued: bool = True


@dataclass
class RunResult:
    steps: list = field(default_factory=list)
    outputs: dict = field(default_factory=dict)
    summary: str = ""
    uploads: list = field(default_factory=list)

    @property
    def succeeded(self):
        return all(s.outcome != "failure" or s.continued for s in self.steps)

    @property
    def log(self):
        return "".join(s.log for s in self.steps)

    def step(self, step_id):
        return next(s for s in self.steps if s.id == step_id)


class Expression:
    """The part of GitHub's expression language action.yml uses: property paths, string
    literals, ==, !=, &&, ||, !, parentheses, and success(), failure(), always()."""

    TOKEN = re.compile(
        r"\s*(?:(?P<string>'(?:[^']|'')*')|(?P<op>==|!=|&&|\|\||!|\(|\))"
        r"|(?P<name>[A-Za-z_][A-Za-z0-9_.\-]*))")

    def __init__(self, text, context, status):
        self.tokens = []
        position = 0
        text = text.strip()
        while position < len(text):
            match = self.TOKEN.match(text, position)
            if not match or match.end() == position:
                raise ValueError(f"cannot read expression {text!r} at {position}")
            kind = match.lastgroup
            self.tokens.append((kind, match.group(kind)))
            position = match.end()
        self.position = 0
        self.context = context
        self.status = status
        self.uses_status = False

    def evaluate(self):
        value = self.either()
        if self.position != len(self.tokens):
            raise ValueError(f"unexpected {self.tokens[self.position]}")
        return value

    def peek(self):
        return self.tokens[self.position] if self.position < len(self.tokens) else (None, None)

    def take(self):
        token = self.peek()
        self.position += 1
        return token

    def either(self):
        value = self.both()
        while self.peek() == ("op", "||"):
            self.take()
            right = self.both()
            value = value if truthy(value) else right
        return value

    def both(self):
        value = self.comparison()
        while self.peek() == ("op", "&&"):
            self.take()
            right = self.comparison()
            value = right if truthy(value) else value
        return value

    def comparison(self):
        value = self.unary()
        while self.peek() in (("op", "=="), ("op", "!=")):
            _, op = self.take()
            right = self.unary()
            equal = str(value or "").lower() == str(right or "").lower()
            value = equal if op == "==" else not equal
        return value

    def unary(self):
        if self.peek() == ("op", "!"):
            self.take()
            return not truthy(self.unary())
        return self.primary()

    def primary(self):
        kind, text = self.take()
        if kind == "string":
            return text[1:-1].replace("''", "'")
        if kind == "op" and text == "(":
            value = self.either()
            self.take()
            return value
        if kind == "name":
            if self.peek() == ("op", "("):
                self.take()
                self.take()
                self.uses_status = True
                return {"success": self.status == "success", "failure": self.status == "failure",
                        "always": True, "cancelled": False}[text]
            if text in ("true", "false"):
                return text == "true"
            value = self.context
            for part in text.split("."):
                value = value.get(part) if isinstance(value, dict) else None
            return value
        raise ValueError(f"unexpected {text!r}")


def truthy(value):
    return bool(value) and value != "false" if isinstance(value, str) else bool(value)


def render(value):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class ActionRunner:
    def __init__(self, action_dir, workspace, inputs, env, cache_store, tool_cache):
        self.action_dir = Path(action_dir)
        self.workspace = Path(workspace)
        self.definition = yaml.safe_load((self.action_dir / "action.yml").read_text())
        self.env = dict(env)
        self.cache_store = Path(cache_store)
        self.tool_cache = Path(tool_cache)
        self.given_inputs = inputs

    def substitute(self, text, context, status="success"):
        def replace(match):
            return render(Expression(match.group(1), context, status).evaluate())
        return re.sub(r"\$\{\{(.*?)\}\}", replace, str(text))

    def run(self):
        temp = Path(tempfile.mkdtemp(prefix="navviz-runner-"))
        summary = temp / "summary.md"
        summary.touch()
        path_file = temp / "path"
        path_file.touch()
        env_file = temp / "env"
        env_file.touch()
        github = {
            "token": self.env.get("GITHUB_TOKEN", ""),
            "server_url": self.env.get("GITHUB_SERVER_URL", ""),
            "action_repository": self.env.get("GITHUB_ACTION_REPOSITORY", ""),
            "base_ref": self.env.get("GITHUB_BASE_REF", ""),
            "event_name": self.env.get("GITHUB_EVENT_NAME", ""),
        }
        context = {"github": github, "steps": {}, "runner": {
            "temp": str(temp), "tool_cache": str(self.tool_cache), "os": "Linux"}}
        inputs = {}
        for name, spec in (self.definition.get("inputs") or {}).items():
            default = self.substitute((spec or {}).get("default", ""), context)
            inputs[name] = self.given_inputs.get(name, default)
        context["inputs"] = inputs
        result = RunResult()
        status = "success"
        for index, step in enumerate(self.definition["runs"]["steps"]):
            step_id = step.get("id", f"step{index}")
            condition = str(step.get("if", "success()"))
            condition = re.sub(r"^\$\{\{(.*)\}\}$", r"\1", condition.strip())
            parsed = Expression(condition, context, status)
            run_it = truthy(parsed.evaluate())
            if not parsed.uses_status:
                run_it = run_it and status == "success"
            if not run_it:
                result.steps.append(StepResult(step_id, "skipped"))
                context["steps"][step_id] = {"outputs": {}, "outcome": "skipped"}
                continue
            started = time.monotonic()
            if "run" in step:
                outcome, outputs, log = self.run_shell(step, context, temp, summary, path_file,
                                                       env_file)
            else:
                outcome, outputs, log = self.run_uses(step, context, result)
            record = StepResult(
                step_id, outcome, time.monotonic() - started, log,
                outcome == "success" or bool(step.get("continue-on-error")))
            result.steps.append(record)
            context["steps"][step_id] = {"outputs": outputs, "outcome": outcome}
            if outcome == "failure" and not step.get("continue-on-error"):
                status = "failure"
        for name, spec in (self.definition.get("outputs") or {}).items():
            result.outputs[name] = self.substitute(spec.get("value", ""), context)
        result.summary = summary.read_text()
        shutil.rmtree(temp, ignore_errors=True)
        return result

    def run_shell(self, step, context, temp, summary, path_file, env_file):
        output_file = temp / "output"
        output_file.write_text("")
        env = dict(self.env)
        for line in env_file.read_text().splitlines():
            if "=" in line:
                key, value = line.split("=", 1)
                env[key] = value
        extra_path = [p for p in path_file.read_text().splitlines() if p]
        env["PATH"] = os.pathsep.join(list(reversed(extra_path)) + [env.get("PATH", "")])
        env.update({
            "GITHUB_ACTION_PATH": str(self.action_dir), "GITHUB_OUTPUT": str(output_file),
            "GITHUB_PATH": str(path_file), "GITHUB_ENV": str(env_file),
            "GITHUB_STEP_SUMMARY": str(summary), "GITHUB_WORKSPACE": str(self.workspace),
            "RUNNER_TEMP": str(temp), "RUNNER_TOOL_CACHE": str(self.tool_cache),
        })
        for key, value in (step.get("env") or {}).items():
            env[key] = self.substitute(value, context)
        script = temp / "step.sh"
        script.write_text(self.substitute(step["run"], context))
        process = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
            cwd=self.workspace, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True)
        outputs = read_outputs(output_file.read_text())
        return ("success" if process.returncode == 0 else "failure"), outputs, process.stdout

    def run_uses(self, step, context, result):
        uses = step["uses"]
        arguments = {k: self.substitute(v, context) for k, v in (step.get("with") or {}).items()}
        action = uses.split("@")[0]
        if action in ("actions/cache/restore", "actions/cache"):
            stored = self.cache_store / arguments["key"]
            if stored.exists():
                target = Path(arguments["path"])
                shutil.rmtree(target, ignore_errors=True)
                shutil.copytree(stored, target, symlinks=True)
                return "success", {"cache-hit": "true"}, f"Cache restored from key: {arguments['key']}\n"
            return "success", {"cache-hit": "false"}, "Cache not found\n"
        if action == "actions/cache/save":
            stored = self.cache_store / arguments["key"]
            if not stored.exists() and Path(arguments["path"]).exists():
                shutil.copytree(arguments["path"], stored, symlinks=True)
            return "success", {}, f"Cache saved with key: {arguments['key']}\n"
        if action == "github/codeql-action/upload-sarif":
            try:
                log = json.loads(Path(arguments["sarif_file"]).read_text())
                assert log["version"] == "2.1.0" and isinstance(log["runs"], list)
            except Exception as error:  # noqa: BLE001 - any problem is a failed upload
                return "failure", {}, f"not a SARIF 2.1.0 file: {error}\n"
            result.uploads.append(arguments)
            return "success", {}, f"uploaded {arguments['sarif_file']}\n"
        return "failure", {}, f"the harness has no stand-in for {uses}\n"


def read_outputs(text):
    """`name=value` lines and `name<<DELIMITER` blocks, as the runner reads GITHUB_OUTPUT."""
    outputs = {}
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            block = []
            index += 1
            while index < len(lines) and lines[index] != delimiter:
                block.append(lines[index])
                index += 1
            outputs[name] = "\n".join(block)
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
        index += 1
    return outputs
