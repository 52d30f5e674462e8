#!/usr/bin/env python3
"""The library's public face, one declaration a line: what an app that imports NavGraph (and a
team's executable that imports NavvizCLI) can name. Read from the symbol graphs of
`swift package dump-symbol-graph`, for the targets scripts/layers/CheckLayers.swift lets declare
`public`.

    scripts/public-api.py SYMBOLGRAPH_DIR            print the listing
    scripts/public-api.py SYMBOLGRAPH_DIR --counts   public declarations per module

scripts/check-public-api.sh compares the listing with docs/PublicAPI.txt (`make test`).
"""
import json, os, sys
from collections import Counter

# The modules of the library products (NavGraph re-exports the first four).
MODULES = ["NavGraphVocabulary", "NavGraphModel", "NavGraphRuntime", "NavGraphTracing",
           "NavGraph", "NavvizCLI"]


def lines(directory):
    seen = set()
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".symbols.json"):
            continue
        module = name[: -len(".symbols.json")].split("@")[0]
        if module not in MODULES:
            continue
        with open(os.path.join(directory, name)) as file:
            graph = json.load(file)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            path = ".".join(symbol.get("pathComponents", []))
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            declaration = " ".join(declaration.split())
            seen.add((module, f"{path}: {declaration}"))
    return sorted(seen)


def main():
    directory = sys.argv[1]
    missing = [m for m in MODULES
               if not os.path.exists(os.path.join(directory, f"{m}.symbols.json"))]
    if missing:
        sys.exit(f"public-api: no symbol graph for {', '.join(missing)} in {directory}")
    found = lines(directory)
    if "--counts" in sys.argv:
        counts = Counter(module for module, _ in found)
        for module in MODULES:
            print(f"{module}\t{counts.get(module, 0)}")
        print(f"total\t{len(found)}")
        return
    for module, line in found:
        print(f"{module}\t{line}")


main()
