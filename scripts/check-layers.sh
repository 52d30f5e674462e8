#!/bin/sh
# The layering rules (docs/architecture.md, scripts/layers/CheckLayers.swift): what each target
# may declare in Package.swift, what it must never link, which targets only tests may use, and
# that every source file imports only what its target declares. Run by `make test`.
set -eu
SWIFT=${SWIFT:-swift}
cd "$(dirname "$0")/.."
manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT INT TERM
"$SWIFT" package dump-package >"$manifest"
"$SWIFT" scripts/layers/CheckLayers.swift "$PWD" <"$manifest"
echo "check-layers: every target keeps to its layer"
