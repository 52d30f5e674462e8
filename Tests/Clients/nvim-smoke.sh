#!/usr/bin/env bash
# Runs nvim_smoke.lua in a headless Neovim on a copy of samples/Broken.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repository="$(cd "$here/../.." && pwd)"
navviz="${NAVVIZ:-$repository/.build/debug/navviz}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp -R "$repository/samples/Broken" "$scratch/Broken"
NAVVIZ="$(cd "$(dirname "$navviz")" && pwd)/$(basename "$navviz")" \
  NAVVIZ_WORKSPACE="$scratch/Broken" NAVVIZ_CACHE="$scratch/cache" HOME="$scratch" \
  timeout 300 nvim --headless -u NONE -i NONE -n -c "luafile $here/nvim_smoke.lua"
