#!/usr/bin/env python3
"""The GitHub Action (action.yml), run without GitHub.

Each scenario is a temporary git repository — an `origin` holding the base branch and a pull
request's head, and a one-commit clone of the head as actions/checkout leaves it — with the
GITHUB_* variables a pull_request event sets, and a local HTTP server standing in for GitHub's
REST API (issue comments). The action's steps run there (scripts/action_runner.py), with the
release download stubbed by a navviz archive on disk. Checked:

  - the first run creates one comment; the next run updates that same comment;
  - a pull request that changes nothing gets no comment (no POST, no PATCH);
  - a read-only token (403, as a fork's) puts the report in the job summary, and the step passes;
  - annotations, the SARIF upload, fail-on, and the binary's install: download with checksum
    verification, then the cache; a wrong checksum refuses it; no binary for the runner builds
    from source.

usage: scripts/check-action.py DIST [--time N]
  DIST: a folder scripts/dist.sh wrote (navviz-VERSION-TRIPLE.tar.gz and SHA256SUMS).
  --time N: also time the set-up (plan, cache, install) N times cold and N times cached, and
  print the best and median of each.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

# The runner module sits beside this script; no __pycache__ is left in the repository.
sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from action_runner import ActionRunner  # noqa: E402

REPOSITORY = Path(__file__).resolve().parent.parent
TOKEN = "harness-token"
OWNER_REPO = "acme/shop"
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print(f"check-action: FAILED: {message}", file=sys.stderr)


class FakeGitHub(ThreadingHTTPServer):
    """Issue comments as the REST API serves them, on 127.0.0.1. Records every request."""

    def __init__(self):
        super().__init__(("127.0.0.1", 0), Handler)
        self.comments = {}  # id -> {"id", "body", "issue"}
        self.requests = []  # (method, path, body)
        self.read_only = False
        self.next_id = 1000
        self.lock = threading.Lock()
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.server_address[1]}"

    def writes(self):
        return [r for r in self.requests if r[0] in ("POST", "PATCH", "DELETE")]


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, status, document):
        data = json.dumps(document).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def handle_any(self, method):
        server = self.server
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length)) if length else None
        url = urlparse(self.path)
        with server.lock:
            server.requests.append((method, url.path, body))
        if self.headers.get("Authorization") != f"Bearer {TOKEN}":
            return self.reply(401, {"message": "Bad credentials"})
        parts = url.path.strip("/").split("/")
        # /repos/OWNER/REPO/issues/NUMBER/comments and /repos/OWNER/REPO/issues/comments/ID
        if len(parts) != 6 or parts[:3] != ["repos"] + OWNER_REPO.split("/") or parts[3] != "issues":
            return self.reply(404, {"message": "Not Found"})
        if method != "GET" and server.read_only:
            return self.reply(403, {"message": "Resource not accessible by integration"})
        with server.lock:
            if parts[5] == "comments" and method == "GET":
                query = parse_qs(url.query)
                per_page = int(query.get("per_page", ["30"])[0])
                page = int(query.get("page", ["1"])[0])
                listed = [c for c in server.comments.values() if c["issue"] == parts[4]]
                listed = listed[(page - 1) * per_page:page * per_page]
                return self.reply(200, [{"id": c["id"], "body": c["body"]} for c in listed])
            if parts[5] == "comments" and method == "POST":
                server.next_id += 1
                comment = {"id": server.next_id, "body": body["body"], "issue": parts[4]}
                server.comments[comment["id"]] = comment
                return self.reply(201, {"id": comment["id"], "body": comment["body"]})
            if parts[4] == "comments" and method == "PATCH":
                comment = server.comments.get(int(parts[5]))
                if comment is None:
                    return self.reply(404, {"message": "Not Found"})
                comment["body"] = body["body"]
                return self.reply(200, {"id": comment["id"], "body": comment["body"]})
        return self.reply(404, {"message": "Not Found"})

    def do_GET(self):
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_PATCH(self):
        self.handle_any("PATCH")


def git(folder, *arguments):
    subprocess.run(
        ["git", "-c", "user.name=navviz", "-c", "user.email=navviz@example.com",
         "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", *arguments],
        cwd=folder, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class PullRequest:
    """origin with `main` (the Broken sample: its findings are old) and a head branch that
    applies `change`, and a shallow clone of the head, where the action runs."""

    def __init__(self, root, name, change):
        self.root = Path(root) / name
        author = self.root / "author"
        author.mkdir(parents=True)
        git(author, "init", "-q")
        shutil.copytree(REPOSITORY / "samples/Broken/Sources", author / "Sources")
        (author / "README.md").write_text("# Shop\n")
        git(author, "add", "-A")
        git(author, "commit", "-q", "-m", "base")
        git(author, "checkout", "-q", "-b", "feature")
        change(author)
        git(author, "add", "-A")
        git(author, "commit", "-q", "-m", "change")
        self.author = author
        self.origin = self.root / "origin.git"
        git(self.root, "clone", "-q", "--bare", str(author), str(self.origin))
        self.workspace = self.root / "workspace"
        git(self.root, "clone", "-q", "--depth", "1", "--branch", "feature",
            "file://" + str(self.origin), str(self.workspace))

    def push(self, change):
        """Another commit on the head, fetched into the workspace as a new run checks it out."""
        change(self.author)
        git(self.author, "add", "-A")
        git(self.author, "commit", "-q", "-m", "more")
        git(self.author, "push", "-q", str(self.origin), "feature")
        git(self.workspace, "fetch", "-q", "--depth", "1", "origin", "feature")
        git(self.workspace, "reset", "-q", "--hard", "FETCH_HEAD")


def add_signup(folder):
    """A new feature with a stack nothing integrates: a new error, and new navigation."""
    text = (folder / "Sources/Broken/Onboarding.swift").read_text()
    (folder / "Sources/Broken/Signup.swift").write_text(text.replace("Onboarding", "Signup"))


def restyle_signup(folder):
    path = folder / "Sources/Broken/Signup.swift"
    path.write_text("// Sign-up, moved down a line.\n" + path.read_text())


def touch_readme(folder):
    (folder / "README.md").write_text("# Shop\n\nNothing navigational.\n")


class Harness:
    def __init__(self, dist, work):
        self.work = Path(work)
        self.tarball = next(Path(dist).resolve().glob("navviz-*.tar.gz"))
        self.sums = Path(dist) / "SHA256SUMS"
        self.server = FakeGitHub()
        self.cache_store = self.work / "actions-cache"

    def run(self, pull, number, inputs=None, tool_cache=None, event="pull_request",
            path_prefix=None):
        event_file = pull.root / f"event-{number}.json"
        event_file.write_text(json.dumps({"pull_request": {"number": number}}
                                          if event == "pull_request" else {}))
        env = {
            "PATH": (path_prefix + os.pathsep if path_prefix else "") + os.environ["PATH"],
            "HOME": os.environ.get("HOME", str(self.work)),
            "GITHUB_ACTIONS": "true", "GITHUB_EVENT_NAME": event,
            "GITHUB_EVENT_PATH": str(event_file), "GITHUB_REPOSITORY": OWNER_REPO,
            "GITHUB_API_URL": self.server.url, "GITHUB_SERVER_URL": self.server.url,
            "GITHUB_TOKEN": TOKEN, "GITHUB_WORKSPACE": str(pull.workspace),
        }
        if event == "pull_request":
            env.update({"GITHUB_BASE_REF": "main", "GITHUB_HEAD_REF": "feature"})
        given = {"paths": "Sources", "bundle-url": self.tarball.as_uri()}
        given.update(inputs or {})
        tool_cache = tool_cache or Path(tempfile.mkdtemp(dir=self.work, prefix="tool-cache-"))
        runner = ActionRunner(REPOSITORY, pull.workspace, given, env, self.cache_store,
                              tool_cache)
        return runner.run()


def scenarios(harness):
    server = harness.server
    work = harness.work

    # 1. A pull request with a new error and new navigation: one comment, created.
    pull = PullRequest(work, "change", add_signup)
    first = harness.run(pull, 7)
    check(first.step("install").outcome == "success", "install failed:\n" + first.log)
    check("(download)" in first.step("install").log, "a cold run does not download navviz")
    check(first.step("check").outcome == "success", "check failed:\n" + first.log)
    requests = [(method, path) for method, path, _ in server.requests]
    check(requests == [("GET", f"/repos/{OWNER_REPO}/issues/7/comments"),
                       ("POST", f"/repos/{OWNER_REPO}/issues/7/comments")],
          f"first run: expected a listing, then one POST; got {requests}")
    comments = [c for c in server.comments.values() if c["issue"] == "7"]
    check(len(comments) == 1, f"first run: {len(comments)} comments on the pull request")
    body = comments[0]["body"] if comments else ""
    for part in ["<!-- navviz-action -->", "### Lint findings", "`unintegrated-stack`",
                 "Signup.swift", "### Navigation changes", "```mermaid"]:
        check(part in body, f"the comment lacks {part!r}:\n{body}")
    check("`unreachable-destination-case`" not in body,
          "the comment lists findings the base already had")
    check("::error file=Sources/Broken/Signup.swift,line=" in first.log,
          "no error annotation on the new finding")
    check(len(first.uploads) == 1 and first.uploads[0]["category"] == "navviz",
          f"SARIF uploads: {first.uploads}")
    check(first.step("verdict").outcome == "failure" and not first.succeeded,
          "fail-on error: the job passed with a new error")
    check("1 new lint error(s)" in first.step("verdict").log, first.step("verdict").log)
    check(first.outputs.get("new-findings") == "1", f"outputs: {first.outputs}")

    # 2. Another push: the same comment is edited, no new one.
    server.requests.clear()
    pull.push(restyle_signup)
    second = harness.run(pull, 7, {"fail-on": "never"})
    requests = [(method, path) for method, path, _ in server.requests]
    comment_id = comments[0]["id"] if comments else None
    check(requests == [("GET", f"/repos/{OWNER_REPO}/issues/7/comments"),
                       ("PATCH", f"/repos/{OWNER_REPO}/issues/comments/{comment_id}")],
          f"second run: expected a listing, then a PATCH of comment {comment_id}; got {requests}")
    check(len([c for c in server.comments.values() if c["issue"] == "7"]) == 1,
          "second run: more than one comment")
    check(second.succeeded, "fail-on never: the job failed:\n" + second.log)
    check("(cache)" in second.step("install").log,
          "the second run did not take navviz from the cache:\n" + second.step("install").log)

    # 3. A pull request that changes no navigation and adds no finding: nothing is posted.
    server.requests.clear()
    quiet = PullRequest(work, "quiet", touch_readme)
    result = harness.run(quiet, 8)
    check(result.succeeded, "nothing changed, yet the job failed:\n" + result.log)
    check(server.writes() == [], f"nothing changed, yet it wrote: {server.writes()}")
    check(not [c for c in server.comments.values() if c["issue"] == "8"],
          "nothing changed, yet a comment was created")

    # 4. A fork's read-only token: the report goes to the job summary, the step passes.
    server.requests.clear()
    server.read_only = True
    fork = PullRequest(work, "fork", add_signup)
    result = harness.run(fork, 9, {"fail-on": "never"})
    server.read_only = False
    check([m for m, _, _ in server.writes()] == ["POST"], f"fork: writes {server.writes()}")
    check(result.step("comment").outcome == "success", "fork: the comment step failed")
    check("<!-- navviz-action -->" in result.summary and "Signup" in result.summary,
          "fork: the job summary lacks the report:\n" + result.summary)
    check("job summary" in result.step("comment").log, "fork: no notice about the summary")
    check(result.succeeded, "fork: the job failed:\n" + result.log)

    # 5. A push (no pull request): every finding, in the job summary; no comment, no diff.
    server.requests.clear()
    result = harness.run(pull, 0, event="push")
    check(server.requests == [], f"push: requests {server.requests}")
    check("unreachable-destination-case" in result.summary, "push: no findings in the summary")
    check("diff skipped" in result.step("check").log, "push: no notice that diff needs a base")

    # 6. The archive does not match its checksum: nothing is installed.
    tool_cache = Path(tempfile.mkdtemp(dir=work, prefix="tool-cache-"))
    result = harness.run(quiet, 8, {"checksum": "0" * 64, "comment": "false"}, tool_cache)
    check(result.step("install").outcome == "failure", "a wrong checksum was accepted")
    check("checksum mismatch" in result.step("install").log, result.step("install").log)
    check(not any(p.is_file() for p in tool_cache.rglob("bin/navviz")),
          "a binary that failed its checksum was installed")

    # 7. No prebuilt binary for the runner: built from the action's sources (a stand-in swift).
    stub = work / "stub-swift"
    stub.mkdir()
    built = work / "stub-build"
    built.mkdir()
    shutil.copy(extract_binary(harness.tarball, work / "unpacked"), built / "navviz")
    (stub / "swift").write_text(
        "#!/bin/sh\n"
        f"echo \"$@\" >>'{work}/swift-calls'\n"
        f"case \"$*\" in *--show-bin-path*) echo '{built}' ;; esac\n")
    (stub / "swift").chmod(0o755)
    missing = (work / "releases/navviz-0.0.0-nowhere.tar.gz").as_uri()
    result = harness.run(quiet, 8, {"bundle-url": missing, "comment": "false"},
                         path_prefix=str(stub))
    check(result.step("install").outcome == "success", "fallback build:\n" + result.log)
    check("(build)" in result.step("install").log, "no binary, yet no build from source")
    calls = (work / "swift-calls").read_text() if (work / "swift-calls").exists() else ""
    check("build -c release --product navviz --package-path" in calls,
          f"the fallback did not build the navviz product: {calls!r}")


def extract_binary(tarball, folder):
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(["tar", "-xzf", str(tarball), "-C", str(folder)], check=True)
    return next(folder.rglob("bin/navviz"))


def time_setup(harness, rounds):
    """The set-up steps (plan, cache restore, install, cache save), cold (an empty cache:
    the archive downloaded, here from disk, checked and unpacked) and cached (restored)."""
    pull = PullRequest(harness.work, "timing", touch_readme)
    cold, cached = [], []
    setup = ("plan", "cache", "install", "cache-save")
    for _ in range(rounds):
        shutil.rmtree(harness.cache_store, ignore_errors=True)
        for store in (cold, cached):
            result = harness.run(pull, 8, {"comment": "false", "run": "lint"})
            check(result.succeeded, "timing run failed:\n" + result.log)
            store.append(sum(s.seconds for s in result.steps if s.id in setup))
    for name, values in (("cold", cold), ("cached", cached)):
        print(f"check-action: set-up {name}: best {min(values):.2f} s, "
              f"median {statistics.median(values):.2f} s ({rounds} runs)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dist")
    parser.add_argument("--time", type=int, default=0)
    options = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="navviz-action-"))
    try:
        harness = Harness(options.dist, work)
        scenarios(harness)
        if options.time:
            time_setup(harness, options.time)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print(f"check-action: {len(failures)} failure(s)", file=sys.stderr)
        return 1
    print("check-action: the action created then updated one comment, posted nothing when "
          "nothing changed, fell back to the job summary on 403, verified, cached and built "
          "navviz (7 scenarios)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
