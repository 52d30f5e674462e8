#!/usr/bin/env bash
# The action's first step: which navviz this runner needs, where it is installed, the key it
# is cached under (actions/cache, the next step) and where it is downloaded from.
#
# In: NAVVIZ_VERSION, NAVVIZ_BUNDLE_URL, NAVVIZ_CHECKSUM (the inputs), NAVVIZ_RELEASES (the
# release downloads of the action's repository). Out: version, triple, dir, key, url.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
action=${GITHUB_ACTION_PATH:?}

# The version the action's own sources are, unless the workflow names another.
version=${NAVVIZ_VERSION:-}
if [ -z "$version" ]; then
  version=$(sed -n 's/.*static let current = "\([^"]*\)".*/\1/p' \
    "$action/Sources/NavGraphCore/NavvizVersion.swift")
fi
[ -n "$version" ] || die "cannot tell navviz's version: give the version input"

# The runner as release archives name their variants (swift -print-target-info's triple).
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
  Linux-aarch64 | Linux-arm64) triple=aarch64-unknown-linux-gnu ;;
  Darwin-arm64) triple=arm64-apple-macosx ;;
  Darwin-x86_64) triple=x86_64-apple-macosx ;;
  *) triple=$(uname -m)-$(uname -s | tr '[:upper:]' '[:lower:]') ;;
esac

url=${NAVVIZ_BUNDLE_URL:-${NAVVIZ_RELEASES:?}/v$version/navviz-$version-$triple.tar.gz}
# A bundle URL (and its checksum) is part of the key: another bundle is another binary.
source_id=$(printf '%s\n%s\n' "$url" "${NAVVIZ_CHECKSUM:-}" >"${RUNNER_TEMP:?}/navviz-source" &&
  sha256 "$RUNNER_TEMP/navviz-source" | cut -c1-12)
dir=${RUNNER_TOOL_CACHE:-$RUNNER_TEMP}/navviz/$version-$triple-$source_id

output version "$version"
output triple "$triple"
output url "$url"
output dir "$dir"
output key "navviz-$version-$triple-$source_id"
