#!/bin/sh
# Lays navviz out under a PREFIX: bin/navviz, the man page and the shell completions (bash,
# zsh, fish), the last generated from the binary by swift-argument-parser. Used by
# `make install` and by scripts/dist.sh for the tarball; `make uninstall` removes the same
# files (scripts/install-tree.sh --list names them).
# usage: scripts/install-tree.sh BINARY MANUAL PREFIX
#        scripts/install-tree.sh --list PREFIX
set -eu
if [ "${1:-}" = --list ]; then
  prefix=$2
  for file in bin/navviz share/man/man1/navviz.1 share/bash-completion/completions/navviz \
    share/zsh/site-functions/_navviz share/fish/vendor_completions.d/navviz.fish; do
    echo "$prefix/$file"
  done
  exit 0
fi
[ $# -eq 3 ] || { echo "usage: scripts/install-tree.sh BINARY MANUAL PREFIX" >&2; exit 2; }
binary=$1 manual=$2 prefix=$3
mkdir -p "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
cp "$binary" "$prefix/bin/navviz"
chmod 755 "$prefix/bin/navviz"
cp "$manual" "$prefix/share/man/man1/navviz.1"
"$binary" --generate-completion-script bash >"$prefix/share/bash-completion/completions/navviz"
"$binary" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_navviz"
"$binary" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/navviz.fish"
