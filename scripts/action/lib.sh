# Sourced by the action's steps (action.yml): small helpers they share.

# die MESSAGE: an error annotation on the run, then exit 1.
die() {
  echo "::error title=navviz::$*"
  exit 1
}

# sha256 FILE: the file's SHA-256 in hex (sha256sum on Linux, shasum on macOS).
sha256() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | cut -d' ' -f1
  else
    shasum -a 256 "$1" | cut -d' ' -f1
  fi
}

# output NAME VALUE: a step output (one line).
output() {
  echo "$1=$2" >>"${GITHUB_OUTPUT:?}"
}
