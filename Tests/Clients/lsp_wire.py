"""A bare JSON-RPC client for `navviz serve --lsp`, framed by hand: what the benchmark and the
robustness checks use to send exactly the bytes they mean (pytest-lsp drives the server as a
real client does in test_lsp.py)."""

import json
import os
import queue
import subprocess
import threading
import time


class WireClient:
    def __init__(self, command, cwd=None, env=None, stderr=subprocess.PIPE):
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
            cwd=cwd, env=env)
        self.messages = queue.Queue()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()
        if self.process.stderr:
            threading.Thread(target=self._drain_stderr, daemon=True).start()

    def _drain_stderr(self):
        for _ in self.process.stderr:
            pass

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value.strip())
            body = stream.read(length)
            self.messages.put((time.perf_counter(), json.loads(body)))

    def send_raw(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message):
        body = json.dumps(message).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        return time.perf_counter()

    def request(self, method, params=None):
        identifier = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params or {}})
        return identifier

    def notify(self, method, params=None):
        return self.send({"jsonrpc": "2.0", "method": method, "params": params or {}})

    def wait(self, predicate, timeout=120):
        """The first message (time, body) the predicate accepts; others are dropped."""
        deadline = time.time() + timeout
        while True:
            remaining = deadline - time.time()
            if remaining <= 0:
                raise TimeoutError("no matching message")
            item = self.messages.get(timeout=remaining)
            if item is None:
                raise EOFError("the server closed its output")
            if predicate(item[1]):
                return item

    def response(self, identifier, timeout=120):
        return self.wait(lambda m: m.get("id") == identifier and "method" not in m, timeout)[1]

    def close(self):
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        return self.process.wait(timeout=30)


def uri(path):
    return "file://" + os.path.abspath(path)
