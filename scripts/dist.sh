#!/bin/sh
# Packages a built navviz for release, into OUT/ (`make dist`; scripts/check-dist.sh packages
# the debug build the same way to test the archives):
#   navviz-VERSION-TRIPLE.tar.gz   bin/navviz, its man page and shell completions under share/,
#                                  LICENSE, README.md and the docs/ it links to (the user
#                                  guide), laid out for a PREFIX
#   navviz.artifactbundle.zip      a SwiftPM artifact bundle (info.json + the binary), for a
#                                  package's `binaryTarget` (docs/guide/install.md)
#   SHA256SUMS                     both archives' SHA-256 (SwiftPM's `checksum:` is the zip's)
# The man page and completions are generated from the binary by swift-argument-parser.
# usage: scripts/dist.sh BINARY MANUAL OUT
set -eu
[ $# -eq 3 ] || { echo "usage: scripts/dist.sh BINARY MANUAL OUT" >&2; exit 2; }
binary=$1 manual=$2 out=$3
repo=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
version=$("$binary" --version)
# The host's triple without an OS version (arm64-apple-macosx, x86_64-unknown-linux-gnu), as
# artifact bundles name their variants.
triple=${DIST_TRIPLE:-$("$SWIFT" -print-target-info |
  sed -n 's/.*"unversionedTriple": *"\([^"]*\)".*/\1/p' | head -n 1)}
[ -n "$triple" ] || { echo "dist: cannot tell the target triple" >&2; exit 1; }
name=navviz-$version-$triple

mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT INT TERM

# The tarball: a PREFIX tree, as `make install` lays it out.
root=$stage/$name
"$repo/scripts/install-tree.sh" "$binary" "$manual" "$root"
cp "$repo/LICENSE" "$repo/README.md" "$root/"
cp -R "$repo/docs" "$root/docs"

# The artifact bundle: the binary (and its licence) under the variant's path.
bundle=$stage/navviz.artifactbundle
mkdir -p "$bundle/$name/bin"
cp "$binary" "$bundle/$name/bin/navviz"
cp "$repo/LICENSE" "$bundle/$name/"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "navviz": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$name/bin/navviz",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON

# Same bytes for the same inputs where the tools allow it: fixed times, owners and order.
find "$stage" -exec touch -h -d @0 {} + 2>/dev/null || find "$stage" -exec touch -t 197001010000 {} +
rm -f "$out/$name.tar.gz" "$out/navviz.artifactbundle.zip" "$out/SHA256SUMS"
if tar --version 2>/dev/null | grep -q GNU; then
  tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner -cf - "$name" |
    gzip -9n >"$out/$name.tar.gz"
else
  tar -C "$stage" -cf - "$name" | gzip -9n >"$out/$name.tar.gz"
fi
(cd "$stage" && find navviz.artifactbundle | LC_ALL=C sort | zip -qX -@ "$out/navviz.artifactbundle.zip")
if command -v sha256sum >/dev/null 2>&1; then
  (cd "$out" && sha256sum "$name.tar.gz" navviz.artifactbundle.zip >SHA256SUMS)
else
  (cd "$out" && shasum -a 256 "$name.tar.gz" navviz.artifactbundle.zip >SHA256SUMS)
fi
echo "dist: $out/$name.tar.gz, $out/navviz.artifactbundle.zip, $out/SHA256SUMS"
