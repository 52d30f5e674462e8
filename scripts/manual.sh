#!/bin/sh
# The man page of a built navviz, written by swift-argument-parser's generate-manual from the
# binary's own help (`--experimental-dump-help`), so it always matches the commands. Dated with
# the last commit, so the same sources give the same page.
# usage: scripts/manual.sh BINARY OUT.1
set -eu
[ $# -eq 2 ] || { echo "usage: scripts/manual.sh BINARY OUT.1" >&2; exit 2; }
binary=$1 out=$2
SWIFT=${SWIFT:-swift}
cd "$(dirname "$0")/.."
# A debug build of the tool alone: swift-argument-parser's two small modules.
"$SWIFT" build --product generate-manual >/dev/null
tool=$("$SWIFT" build --product generate-manual --show-bin-path)/generate-manual
date=$(git log -1 --format=%cs 2>/dev/null || date +%Y-%m-%d)
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT INT TERM
"$tool" "$binary" --date "$date" --output-directory "$folder"
mkdir -p "$(dirname "$out")"
cp "$folder/navviz.1" "$out"
