# Sourced by the checks that run on a release folder (check-dist.sh, check-build-plugin.sh):
# the folder given on the command line, or one packaged into WORK from the debug build, as
# `make test` does before it hands its own folder over.
#
#   dist=$(dist_folder CHECK WORK [DIST]) || exit 1
dist_folder() {
  local check=$1 work=$2
  if [ $# -ge 3 ]; then
    (cd "$3" && pwd)
    return
  fi
  scripts/manual.sh .build/debug/navviz "$work/navviz.1" &&
    SWIFT=${SWIFT:-swift} scripts/dist.sh .build/debug/navviz "$work/navviz.1" "$work/dist" >/dev/null ||
    { echo "$check: packaging .build/debug/navviz failed" >&2; return 1; }
  echo "$work/dist"
}
