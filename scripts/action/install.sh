#!/usr/bin/env bash
# Puts navviz on the PATH: from the cache (restored into NAVVIZ_DIR by actions/cache), else the
# prebuilt archive for this runner — checked against its SHA-256 before anything is unpacked —
# else, when no prebuilt binary matches the runner, built from the action's own sources.
#
# In: NAVVIZ_DIR, NAVVIZ_URL, NAVVIZ_TRIPLE (from plan.sh), NAVVIZ_CHECKSUM (the input).
# Out: navviz (the binary's path), source (cache, download or build).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
dir=${NAVVIZ_DIR:?} url=${NAVVIZ_URL:?} triple=${NAVVIZ_TRIPLE:?}
bin=$dir/bin/navviz

# download URL FILE: 0 when fetched, 3 when there is nothing at URL, 1 otherwise.
download() {
  local code
  code=$(curl -sSL --retry 3 -o "$2" -w '%{http_code}' "$1" 2>"$2.err") && {
    case $code in 2* | 000) return 0 ;; 404 | 410) return 3 ;; *) return 1 ;; esac
  }
  # A file: URL that names nothing (curl 37) is an asset that does not exist either.
  grep -q "Couldn't open file\|couldn't open file" "$2.err" && return 3
  cat "$2.err" >&2
  return 1
}

# The binary out of a tarball (bin/navviz) or an artifact bundle (info.json's variant).
unpack() {
  local archive=$1 into=$2 path
  mkdir -p "$into"
  case $archive in
    *.zip)
      unzip -q "$archive" -d "$into"
      local info
      info=$(find "$into" -name info.json -path '*.artifactbundle/*' | head -n 1)
      [ -n "$info" ] || die "$(basename "$archive") is not an artifact bundle (no info.json)"
      path=$(jq -r --arg triple "$triple" '.artifacts.navviz.variants[]
        | select(.supportedTriples | index($triple)) | .path' "$info" | head -n 1)
      [ -n "$path" ] || return 3
      path=$(dirname "$info")/$path
      ;;
    *)
      tar -xzf "$archive" -C "$into"
      path=$(find "$into" -path '*/bin/navviz' -type f | head -n 1)
      [ -n "$path" ] || die "$(basename "$archive") holds no bin/navviz"
      ;;
  esac
  mkdir -p "$dir/bin"
  cp "$path" "$bin"
  chmod +x "$bin"
}

# No prebuilt binary for this runner: SwiftPM builds the product from the action's checkout.
build_from_source() {
  echo "::notice title=navviz::no prebuilt navviz for $triple: building it from source (minutes)"
  command -v swift >/dev/null 2>&1 || die "no prebuilt navviz for $triple and no swift to build it"
  local flags=(-c release --product navviz --package-path "${GITHUB_ACTION_PATH:?}")
  [ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib)
  swift build "${flags[@]}" >&2 || die "building navviz from source failed"
  mkdir -p "$dir/bin"
  cp "$(swift build "${flags[@]}" --show-bin-path)/navviz" "$bin"
}

if [ -x "$bin" ] && "$bin" --version >/dev/null 2>&1; then
  source=cache
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  name=$(basename "${url%%\?*}")
  status=0
  download "$url" "$work/$name" || status=$?
  if [ "$status" -eq 3 ]; then
    build_from_source
    source=build
  elif [ "$status" -ne 0 ]; then
    die "cannot download $url"
  else
    expected=${NAVVIZ_CHECKSUM:-}
    if [ -z "$expected" ]; then
      sums=$(dirname "$url")/SHA256SUMS
      download "$sums" "$work/SHA256SUMS" ||
        die "no checksum for $name: publish SHA256SUMS beside it or give the checksum input"
      expected=$(awk -v name="$name" '$2 == name || $2 == "*" name { print $1 }' "$work/SHA256SUMS")
      [ -n "$expected" ] || die "$sums does not list $name"
    fi
    actual=$(sha256 "$work/$name")
    [ "$actual" = "$expected" ] ||
      die "checksum mismatch for $name: expected $expected, got $actual; not installed"
    status=0
    unpack "$work/$name" "$work/unpacked" || status=$?
    if [ "$status" -eq 3 ]; then
      build_from_source
      source=build
    else
      source=download
    fi
  fi
fi
"$bin" --version >/dev/null || die "$bin does not run on this runner"
echo "navviz $("$bin" --version) ($source)"
echo "$dir/bin" >>"${GITHUB_PATH:?}"
output navviz "$bin"
output source "$source"
