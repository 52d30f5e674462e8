#!/bin/sh
# Runs a command with Graphviz out of reach of a build: pkg-config finds no libgvc and, where
# the kernel lets us (`unshare`), an empty file system hides Graphviz's include folder from
# this command's processes only. `make test` builds navviz this way, so a build that needs
# Graphviz's headers or pkg-config again fails there. (Graphviz is loaded at run time when a
# picture is drawn; its libraries stay installed for the tests that draw.)
# usage: scripts/without-graphviz.sh COMMAND [ARGUMENT...]
set -eu
empty=$(mktemp -d)
trap 'rm -rf "$empty"' EXIT INT TERM
export PKG_CONFIG_PATH="$empty" PKG_CONFIG_LIBDIR="$empty"
if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libgvc 2>/dev/null; then
  echo "without-graphviz: pkg-config still finds libgvc" >&2
  exit 1
fi
headers=""
for folder in /usr/include/graphviz /usr/local/include/graphviz /opt/homebrew/include/graphviz; do
  [ -d "$folder" ] && headers=$folder
done
if [ -n "$headers" ] && command -v unshare >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] && flags=-m || flags=-rm
  if unshare $flags sh -c "mount -t tmpfs -o ro tmpfs '$headers'" 2>/dev/null; then
    echo "without-graphviz: $headers hidden, no libgvc in pkg-config: $*"
    # In the inner shell $0 is the folder to hide and "$@" the command, quoted as given.
    unshare $flags sh -c 'mount -t tmpfs -o ro tmpfs "$0" && [ -z "$(ls -A "$0")" ] && "$@"' \
      "$headers" "$@"
    exit
  fi
fi
echo "without-graphviz: no libgvc in pkg-config (${headers:-no Graphviz headers found}${headers:+ cannot be hidden here}): $*"
"$@"
