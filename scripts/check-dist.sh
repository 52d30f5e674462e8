#!/bin/sh
# The release archives, checked as a user meets them: the tarball holds the binary, LICENSE,
# README and user guide, man page and completions; the artifact bundle's info.json names a
# binary that runs; the checksums match; and a new package that uses the bundle as a
# `binaryTarget`, with the command plugin over it (docs/guide/install.md), runs `swift package
# navviz lint` on a sample without compiling navviz (nothing but the plugin is compiled, by its
# build log) and prints what the binary prints.
#
# usage: scripts/check-dist.sh [DIST]
#   DIST: a folder `make dist` wrote. Without it the debug build (.build/debug/navviz, built
#   by `make test`) is packaged by scripts/dist.sh into a temporary folder first, so the
#   packaging is checked in minutes without a release build.
# CONSUMER_TIMES=FILE appends the consumer's first plugin run time (seconds) to FILE.
set -u
SWIFT=${SWIFT:-swift}
cd "$(dirname "$0")/.."
. scripts/lib/bundle-consumer.sh
repo=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
failures=0
fail() { echo "check-dist: $*" >&2; failures=$((failures + 1)); }

. scripts/lib/dist-folder.sh
dist=$(dist_folder check-dist "$work" "$@") || exit 1

tarball=$(ls "$dist"/navviz-*.tar.gz 2>/dev/null | head -n 1)
[ -n "$tarball" ] || { echo "check-dist: no navviz-VERSION-TRIPLE.tar.gz in $dist" >&2; exit 1; }
name=$(basename "$tarball" .tar.gz)
(cd "$dist" && { sha256sum -c SHA256SUMS 2>/dev/null || shasum -a 256 -c SHA256SUMS; } >/dev/null) ||
  fail "SHA256SUMS does not match the archives"

# The tarball: every file in place, the binary runs, the man page and completions are real.
mkdir "$work/tar" && tar -C "$work/tar" -xzf "$tarball" || fail "cannot unpack $tarball"
for file in bin/navviz LICENSE README.md docs/guide/README.md share/man/man1/navviz.1 \
  share/bash-completion/completions/navviz share/zsh/site-functions/_navviz \
  share/fish/vendor_completions.d/navviz.fish; do
  [ -s "$work/tar/$name/$file" ] || fail "$name.tar.gz lacks $file"
done
version=$("$work/tar/$name/bin/navviz" --version) || fail "the tarball's navviz does not run"
case $name in navviz-"$version"-*) ;; *) fail "$name.tar.gz is not named after version $version" ;; esac
grep -q '^\.Dt NAVVIZ 1' "$work/tar/$name/share/man/man1/navviz.1" ||
  fail "the man page is not a section-1 page for navviz"
grep -q 'lint' "$work/tar/$name/share/man/man1/navviz.1" || fail "the man page lacks the lint command"
grep -q '_navviz' "$work/tar/$name/share/bash-completion/completions/navviz" ||
  fail "the bash completion script is not navviz's"
# The viewer's script is built into the binary, so the unpacked navviz alone writes a working page.
"$work/tar/$name/bin/navviz" render samples/graphs/syncups.json --format html \
  -o "$work/viewer.html" &&
  grep -qF 'JSON.parse(document.getElementById("navviz-data").textContent)' "$work/viewer.html" ||
  fail "the tarball's navviz writes no viewer script into its HTML"

# The artifact bundle: info.json names the binary, which is the same as the tarball's.
mkdir "$work/zip" && (cd "$work/zip" && unzip -q "$dist/navviz.artifactbundle.zip") ||
  fail "cannot unzip navviz.artifactbundle.zip"
info=$work/zip/navviz.artifactbundle/info.json
grep -q '"schemaVersion": "1.0"' "$info" || fail "info.json has no schemaVersion 1.0"
path=$(sed -n 's/.*"path": *"\([^"]*\)".*/\1/p' "$info")
cmp -s "$work/zip/navviz.artifactbundle/$path" "$work/tar/$name/bin/navviz" ||
  fail "info.json's $path is not the tarball's binary"

# A consumer package: the bundle by path, the plugin over it, the Broken sample as its code.
consumer=$work/consumer
write_bundle_consumer "$consumer" "$dist/navviz.artifactbundle.zip" Consumer
start=$(date +%s)
(cd "$consumer" && "$SWIFT" package --disable-sandbox navviz lint --reporter github \
  >"$work/plugin.out" 2>"$work/plugin.log")
status=$?
seconds=$(($(date +%s) - start))
[ -n "${CONSUMER_TIMES:-}" ] && echo "$seconds" >>"$CONSUMER_TIMES"
[ "$status" -eq 1 ] || { fail "swift package navviz lint in the consumer: exit $status, expected 1"; sed 's/^/  /' "$work/plugin.log" >&2; }
(cd "$consumer" && "$work/tar/$name/bin/navviz" lint Sources/App --reporter github \
  >"$work/direct.out" 2>/dev/null)
cmp -s "$work/plugin.out" "$work/direct.out" ||
  fail "the consumer's plugin output differs from the binary's: $(diff "$work/direct.out" "$work/plugin.out" | head -5)"
[ -s "$work/plugin.out" ] || fail "the consumer's plugin printed no findings"
# Nothing of navviz was compiled: the only compiling is the plugin's own, and no dependency
# was fetched.
compiled=$(grep -iE 'compiling|emitting module|fetching|cloning' "$work/plugin.log" |
  grep -v 'plugin NavvizPlugin' || true)
[ -z "$compiled" ] || fail "the consumer compiled or fetched more than its plugin: $compiled"
[ -z "$(ls -A "$consumer/.build/checkouts" 2>/dev/null)" ] ||
  fail "the consumer checked out dependencies: $(ls "$consumer/.build/checkouts")"
[ -n "${CHECK_DIST_LOG:-}" ] && cp "$work/plugin.log" "$CHECK_DIST_LOG"

if [ "$failures" -ne 0 ]; then echo "check-dist: $failures failure(s)" >&2; exit 1; fi
echo "check-dist: $name.tar.gz and navviz.artifactbundle.zip are complete; a package using" \
  "the bundle ran swift package navviz lint in ${seconds}s without compiling navviz"
