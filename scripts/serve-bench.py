#!/usr/bin/env python3
"""`make bench-serve APP=DIR`: what `navviz serve` and the summary cache cost on an app, as
ratios measured in one run (BENCHMARKS.md, "Serve").

1. Edit to diagnostics: `navviz serve --lsp` holding the app's graph; a one-line edit of one
   file (a presentation nothing sets, which lint reports, added and removed in turn) sent as
   `didChange`; the time until `publishDiagnostics` for that file arrives, against a cold
   `navviz lint .` of the whole app. Also the time until a hover is answered after an edit
   that changes no finding (a comment), which waits for the same analysis.
2. The build tool plugin's command (`navviz lint --reporter xcode ... FILES`, as
   Plugins/NavvizBuildPlugin runs it for one target) on a copy of the app: cold without a
   cache, cold filling an empty cache, and again after a one-line edit of one file with the
   cache filled.
3. The server's memory holding the graph (VmRSS and VmHWM after the first analysis).

usage: scripts/serve-bench.py --app DIR [--navviz PATH] [--rounds N] [--target FOLDER]
       [--file PATH --after-line TEXT --line TEXT]
"""

import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Tests/Clients"))
from lsp_wire import WireClient, uri  # noqa: E402

# babylon-wallet-ios: a settings feature; the field added is a presentation nothing sets.
DEFAULT_FILE = "RadixWallet/Features/SignalingServersSettingsFeature/SignalingServersSettings+Reducer.swift"
DEFAULT_AFTER = "var others: [P2PTransportProfile] = []"
DEFAULT_LINE = "\t\t@Presents var benchmarkProbe: SignalingServerDetails.State?"


def timed(command, cwd):
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def memory(pid):
    fields = {}
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0]) // 1024
    return fields


def edited(text, after, line):
    lines = text.split("\n")
    index = next(i for i, l in enumerate(lines) if after in l)
    return "\n".join(lines[: index + 1] + [line] + lines[index + 1:])


def serve(args, cache):
    """Edit-to-diagnostics and edit-to-hover times, and memory."""
    app = pathlib.Path(args.app).resolve()
    path = app / args.file
    text = path.read_text()
    probe = edited(text, args.after_line, args.line)
    comment = edited(text, args.after_line, "\t\t// a comment")
    client = WireClient([args.navviz, "serve", "--lsp", "--cache-path", str(cache)])
    started = time.perf_counter()
    client.response(client.request("initialize", {"rootUri": uri(app), "capabilities": {
        "general": {"positionEncodings": ["utf-8", "utf-16"]}}}))
    client.notify("initialized")
    # The first analysis publishes every file with findings; the hover waits for it.
    client.response(client.request("textDocument/hover", {
        "textDocument": {"uri": uri(path)}, "position": {"line": 0, "character": 0}}), 600)
    first = time.perf_counter() - started
    rss = memory(client.process.pid)
    document = uri(path)
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": document, "languageId": "swift", "version": 1, "text": text}})
    version = 1
    publish, hover = [], []

    def change(new):
        nonlocal version
        version += 1
        return client.notify("textDocument/didChange", {
            "textDocument": {"uri": document, "version": version},
            "contentChanges": [{"text": new}]})

    def published(expect_findings):
        def accepts(message):
            if message.get("method") != "textDocument/publishDiagnostics":
                return False
            params = message["params"]
            found = any(d.get("code") == "unreachable-presentation" and
                        "benchmarkProbe" in d.get("message", "") for d in params["diagnostics"])
            return params["uri"] == document and found == expect_findings
        return accepts

    for _ in range(args.rounds):
        sent = change(probe)
        arrived, _ = client.wait(published(True), 600)
        publish.append(arrived - sent)
        sent = change(text)
        arrived, _ = client.wait(published(False), 600)
        publish.append(arrived - sent)
        sent = change(comment)
        identifier = client.request("textDocument/hover", {
            "textDocument": {"uri": document}, "position": {"line": 0, "character": 0}})
        client.response(identifier, 600)
        hover.append(time.perf_counter() - sent)
        change(text)
    client.response(client.request("shutdown"))
    client.notify("exit")
    client.close()
    return first, publish, hover, rss


def plugin(args, scratch):
    """The build tool plugin's command on a copy of the target: cold, cold filling the cache,
    and after a one-line edit with the cache filled."""
    app = pathlib.Path(args.app).resolve()
    copy = scratch / "app"
    shutil.copytree(app / args.target, copy / args.target,
                    ignore=lambda folder, names: [n for n in names if n.startswith(".")])
    files = sorted(str(p) for p in (copy / args.target).rglob("*.swift"))
    path = copy / args.file
    original = path.read_text()
    cache = scratch / "plugin-cache"

    def command(with_cache):
        arguments = [args.navviz, "lint", "--reporter", "xcode", "--quiet", "--optional-config",
                     str(copy / ".navviz.yml"), "--stamp", str(scratch / "NavvizLint.swift")]
        if with_cache:
            arguments += ["--cache-path", str(cache)]
        return arguments + files

    cold, filling, second = [], [], []
    for index in range(args.rounds):
        path.write_text(original)
        cold.append(timed(command(False), copy))
        shutil.rmtree(cache, ignore_errors=True)
        filling.append(timed(command(True), copy))
        path.write_text(original + f"\n// edit {index}\n")
        second.append(timed(command(True), copy))
    return len(files), cold, filling, second


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--app", required=True)
    parser.add_argument("--navviz", default=".build/release/navviz")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--target", default="RadixWallet")
    parser.add_argument("--file", default=DEFAULT_FILE)
    parser.add_argument("--after-line", default=DEFAULT_AFTER)
    parser.add_argument("--line", default=DEFAULT_LINE)
    args = parser.parse_args()
    args.navviz = str(pathlib.Path(args.navviz).resolve())
    app = pathlib.Path(args.app).resolve()
    median = statistics.median

    with tempfile.TemporaryDirectory(prefix="navviz-serve-bench-") as folder:
        scratch = pathlib.Path(folder)
        lint = [timed([args.navviz, "lint", ".", "--quiet"], app) for _ in range(args.rounds)]
        first, publish, hover, rss = serve(args, scratch / "serve-cache")
        lint += [timed([args.navviz, "lint", ".", "--quiet"], app) for _ in range(args.rounds)]
        files, cold, filling, second = plugin(args, scratch)

    load = os.getloadavg()[0]
    print(f"navviz serve and the summary cache on {app.name} ({args.rounds} rounds, "
          f"load {load:.1f}), {args.navviz}")
    print()
    print("| measure | median (min-max) | ratio |")
    print("| --- | --- | --- |")

    def row(name, values, base=None):
        text = f"{median(values):.3f} s ({min(values):.3f}-{max(values):.3f})"
        ratio = f"**{median(values) / median(base):.1%}** of the cold lint" if base else ""
        print(f"| {name} | {text} | {ratio} |")

    row("cold `navviz lint .` of the whole app", lint)
    row("one-line edit → its diagnostics published (`didChange` → `publishDiagnostics`)",
        publish, lint)
    row("one-line edit (a comment) → a hover answered", hover, lint)
    print(f"| server start → first analysis done | {first:.3f} s | |")
    print()
    print(f"Build plugin command over the {files} files of `{args.target}`:")
    print()
    print("| run | median (min-max) | ratio |")
    print("| --- | --- | --- |")
    print(f"| cold, no cache | {median(cold):.3f} s ({min(cold):.3f}-{max(cold):.3f}) | |")
    print(f"| cold, filling an empty cache | {median(filling):.3f} s "
          f"({min(filling):.3f}-{max(filling):.3f}) | {median(filling) / median(cold):.2f} × cold |")
    print(f"| after a one-line edit, cache filled | {median(second):.3f} s "
          f"({min(second):.3f}-{max(second):.3f}) | **{median(second) / median(cold):.2f} × cold** |")
    print()
    print(f"Server memory holding the graph: VmRSS {rss.get('VmRSS')} MiB, "
          f"peak (VmHWM) {rss.get('VmHWM')} MiB")


if __name__ == "__main__":
    main()
