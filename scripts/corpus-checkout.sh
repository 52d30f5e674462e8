#!/bin/sh
# Checks the corpus apps (Benchmarks/LintPrecision/corpus.tsv) out of their fetched mirrors:
# Swift files only, at the pinned commit, one folder per app in DEST.
#
#   scripts/corpus-checkout.sh DEST [MIRRORS]
#
# MIRRORS (default /work/.mirror) holds OWNER+NAME/repo git directories, as the search tool's
# fetch leaves them. An app without a mirror, or whose mirror lacks the pinned commit, is listed
# and skipped; nothing is fetched from the network.
set -eu
dest=${1:?usage: scripts/corpus-checkout.sh DEST [MIRRORS]}
mirrors=${2:-/work/.mirror}
table="$(dirname "$0")/../Benchmarks/LintPrecision/corpus.tsv"
mkdir -p "$dest"
# The columns are read by their header's names, so the table can gain columns.
grep -v '^#' "$table" | awk -F '\t' -v OFS='\t' '
  NR == 1 { for (i = 1; i <= NF; i++) column[$i] = i; next }
  NF > 0 { print $column["name"], $column["repository"], $column["commit"], $column["set"] }
' | while IFS="$(printf '\t')" read -r name repository commit set; do
  [ -n "$name" ] || continue
  mirror="$mirrors/$(echo "$repository" | tr / +)/repo"
  if [ ! -d "$mirror" ]; then echo "skipped $name: no mirror at $mirror"; continue; fi
  if ! git -C "$mirror" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "skipped $name: $commit is not in $mirror"; continue
  fi
  target="$dest/$name"
  if [ -d "$target/.git" ] && git -C "$target" rev-parse HEAD | grep -q "^$commit"; then
    continue
  fi
  rm -rf "$target"
  git clone --quiet --no-checkout "$mirror" "$target"
  git -C "$target" sparse-checkout set --no-cone 2>/dev/null '*.swift' '.navviz.yml'
  git -C "$target" -c advice.detachedHead=false checkout --quiet "$commit" 2>/dev/null
  echo "checked out $name @ $commit ($set)"
done
