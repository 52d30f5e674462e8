"""What the client tests share: the navviz under test, a copy of a sample to edit, a cache
folder of their own. `make test-clients` runs them (see the Makefile)."""

import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
NAVVIZ = os.environ.get("NAVVIZ", str(REPOSITORY / ".build/debug/navviz"))
CACHE = tempfile.mkdtemp(prefix="navviz-client-tests-")


def sample_copy(folder: pathlib.Path, sample: str = "Broken", git: bool = False) -> pathlib.Path:
    """A copy of samples/SAMPLE in `folder` (the tests edit it), a git repository if asked."""
    root = folder / sample
    shutil.copytree(REPOSITORY / "samples" / sample, root)
    if git:
        def run(*arguments):
            subprocess.run(["git", *arguments], cwd=root, check=True, capture_output=True)
        run("init", "-q")
        run("-c", "user.name=navviz", "-c", "user.email=navviz@example.com", "add", ".")
        run("-c", "user.name=navviz", "-c", "user.email=navviz@example.com",
            "commit", "-q", "-m", "sample")
    return root


@pytest.fixture
def workspace(tmp_path):
    return sample_copy(tmp_path)
