#!/bin/sh
# The library's public face, compared with docs/PublicAPI.txt (`make test`): every public
# declaration of the modules an app imports through NavGraph (vocabulary, model, runtime,
# tracing) and of the NavvizCLI library, one a line, from the build's symbol graphs
# (scripts/public-api.py). A difference fails; `scripts/check-public-api.sh --update` records a
# change made on purpose. The listing is recorded on Linux: elsewhere the runtime's publisher
# effects speak Combine rather than OpenCombine, so the check runs on Linux only.
set -eu
SWIFT=${SWIFT:-swift}
cd "$(dirname "$0")/.."
if [ "$(uname -s)" != Linux ] && [ "${1:-}" != --update ]; then
  echo "check-public-api: skipped, the listing is recorded on Linux"
  exit 0
fi
listing=$(mktemp)
log=$(mktemp)
trap 'rm -f "$listing" "$log"' EXIT INT TERM
graphs="$(dirname "$("$SWIFT" build --show-bin-path)")/symbolgraph"
rm -rf "$graphs"
# The dump also tries the test targets, which fail to load until the tests are built (a clean
# clone): its exit code is not the check's. The graphs of the listed modules must all be there.
"$SWIFT" package dump-symbol-graph --skip-synthesized-members --minimum-access-level public \
  >"$log" 2>&1 || true
scripts/public-api.py "$graphs" >"$listing" || { cat "$log" >&2; exit 1; }
if [ "${1:-}" = --update ]; then
  cp "$listing" docs/PublicAPI.txt
  echo "check-public-api: recorded $(wc -l <docs/PublicAPI.txt) public declarations"
  exit 0
fi
if ! diff -u docs/PublicAPI.txt "$listing"; then
  echo "check-public-api: the public API changed (above, - recorded, + built); if on purpose," \
    "run scripts/check-public-api.sh --update and commit docs/PublicAPI.txt" >&2
  exit 1
fi
echo "check-public-api: the public API is the one docs/PublicAPI.txt lists" \
  "($(wc -l <docs/PublicAPI.txt) declarations)"
