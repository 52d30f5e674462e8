#!/usr/bin/env bash
# Pictures of real apps for a person to look at: for each app folder given, the default
# picture `navviz render` draws (and, when that is an overview, every feature), its overview,
# one module (the largest), the HTML viewer (opened on the overview) and the docs, in
# $OUT/NAME/; then $OUT/index.html to browse them and $OUT/summary.md with what each default
# picture draws. Fetches nothing: the folders are
# checked out beforehand, wherever they are.
#
#   scripts/gallery.sh /work/apps/isowords /work/apps/swift-composable-architecture/Examples
#   NAVVIZ=.build/release/navviz OUT=out/gallery scripts/gallery.sh APP...
set -euo pipefail

NAVVIZ=${NAVVIZ:-.build/debug/navviz}
OUT=${OUT:-out/gallery}

if [ $# -eq 0 ]; then
  echo "usage: $0 APP_FOLDER... (or make gallery APPS=\"APP_FOLDER ...\")" >&2
  exit 2
fi
if [ ! -x "$NAVVIZ" ]; then
  echo "gallery: $NAVVIZ is not built (run swift build, or set NAVVIZ)" >&2
  exit 1
fi
for app in "$@"; do
  if [ ! -d "$app" ]; then
    echo "gallery: $app is not a folder (the gallery fetches nothing: check the app out first)" >&2
    exit 1
  fi
done

# The PNG's width and height, from its IHDR chunk.
png_size() {
  local bytes
  read -r -a bytes <<<"$(od -An -tu1 -j16 -N8 "$1")"
  echo "$(((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3])) × $(((bytes[4] << 24) | (bytes[5] << 16) | (bytes[6] << 8) | bytes[7]))"
}

# A folder's name for the gallery: its own, or with its parent's when it is a generic one
# (`swift-composable-architecture/Examples` is `swift-composable-architecture-Examples`).
gallery_name() {
  local base parent
  base=$(basename "$1")
  case "$base" in
    Examples | Sources | App | Apps | src)
      parent=$(basename "$(dirname "$1")")
      echo "$parent-$base"
      ;;
    *) echo "$base" ;;
  esac
}

# The largest module or flow of the overview, read from the docs index's table.
largest_group() {
  awk -F'|' '/^\| \[/ {
      name = $2; sub(/^ *\[/, "", name); sub(/\]\(.*$/, "", name); gsub(/\\/, "", name)
      count = $3 + 0
      if (count > best) { best = count; chosen = name }
    } END { print chosen }' "$1"
}

mkdir -p "$OUT"
summary="$OUT/summary.md"
{
  echo "| app | features drawn | no entry point reaches | composition drawn of all | screen switches | default picture | its size (px) | every feature (px) | render, default SVG |"
  echo "| --- | ---: | ---: | ---: | ---: | --- | --- | --- | ---: |"
} >"$summary"
index_rows=""

for app in "$@"; do
  name=$(gallery_name "$app")
  target="$OUT/$name"
  rm -rf "$target"
  mkdir -p "$target"
  echo "gallery: $name ($app)"

  start=$(date +%s%N)
  "$NAVVIZ" render "$app" --quiet --verbose -o "$target/app.svg" 2>"$target/render.log"
  end=$(date +%s%N)
  seconds=$(awk -v ns=$((end - start)) 'BEGIN { printf "%.2f s", ns / 1e9 }')
  "$NAVVIZ" render "$app" --quiet -o "$target/app.png" 2>/dev/null
  level=features
  every=$(png_size "$target/app.png")
  overview_note=$(grep -m1 'so this is an overview' "$target/render.log" || true)
  if [ -n "$overview_note" ]; then
    level="overview, $(sed -E 's/.*one node per ([a-z]+) \(([0-9]+)\).*/\2 \1s/' <<<"$overview_note")"
    "$NAVVIZ" render "$app" --quiet --level feature -o "$target/features.png" 2>/dev/null
    every=$(png_size "$target/features.png")
  fi
  "$NAVVIZ" render "$app" --quiet --overview -o "$target/overview.svg" 2>/dev/null
  "$NAVVIZ" render "$app" --quiet --overview -o "$target/overview.png" 2>/dev/null
  "$NAVVIZ" render "$app" --quiet --overview --format html -o "$target/viewer.html" 2>/dev/null
  "$NAVVIZ" docs "$app" --quiet --overview --no-lint -o "$target/docs" >/dev/null 2>&1
  module=$(largest_group "$target/docs/index.md")
  if [ -n "$module" ]; then
    "$NAVVIZ" render "$app" --quiet --module "$module" -o "$target/module.svg" 2>/dev/null
    "$NAVVIZ" render "$app" --quiet --module "$module" -o "$target/module.png" 2>/dev/null
  fi

  # `navviz: drawing 48 features, 2 no entry point reaches (...); entry points: Root; 28 of
  # 43 composition edges drawn, 2 screen switches`
  line=$(grep -m1 'navviz: drawing' "$target/render.log" || true)
  features=$(sed -E 's/.*drawing ([0-9]+) features.*/\1/' <<<"$line")
  unconnected=$(sed -nE 's/.*, ([0-9]+) no entry point reaches.*/\1/p' <<<"$line")
  composition=$(sed -nE 's/.*; ([0-9]+ of [0-9]+) composition edges drawn.*/\1/p' <<<"$line")
  switches=$(sed -nE 's/.*, ([0-9]+) screen switches.*/\1/p' <<<"$line")
  echo "| $name | $features | ${unconnected:-0} | $composition | ${switches:-0} | $level | $(png_size "$target/app.png") | $every | $seconds |" >>"$summary"
  index_rows+="<section><h2>$name</h2><p><code>$app</code> · $line</p>"
  index_rows+="<p><a href=\"$name/viewer.html\">HTML viewer</a> · <a href=\"$name/docs/index.md\">docs</a>"
  [ -n "$module" ] && index_rows+=" · one module: <a href=\"$name/module.svg\">$module</a>"
  index_rows+="</p><h3>Default picture</h3><a href=\"$name/app.svg\"><img src=\"$name/app.png\" alt=\"$name\"/></a>"
  index_rows+="<h3>Overview</h3><a href=\"$name/overview.svg\"><img src=\"$name/overview.png\" alt=\"$name overview\"/></a></section>"
done

cat >"$OUT/index.html" <<EOF
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"/><title>navviz gallery</title>
<style>body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 24px; }
img { max-width: 100%; border: 1px solid #d0d7de; } section { margin-bottom: 48px; }</style>
</head><body><h1>navviz gallery</h1>
$index_rows
</body></html>
EOF
echo "gallery: $OUT/index.html, $OUT/summary.md"
