#!/usr/bin/env bash
# The action's last step: fails the job as fail-on says, after the report was posted.
#   error   (default) a new error finding, or a snapshot out of date
#   warning also a new warning
#   change  also any change of the navigation, or a new note
#   never   never
#
# In: NAVVIZ_FAIL_ON, and from check.sh NAVVIZ_ERRORS, NAVVIZ_WARNINGS, NAVVIZ_NOTES,
# NAVVIZ_CHANGES, NAVVIZ_DRIFT.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
errors=${NAVVIZ_ERRORS:-0} warnings=${NAVVIZ_WARNINGS:-0} notes=${NAVVIZ_NOTES:-0}
# How much fails the job: never 0, error 1, warning 2, change 3.
case ${NAVVIZ_FAIL_ON:-error} in
  never) level=0 ;; error) level=1 ;; warning) level=2 ;; change) level=3 ;;
  *) die "fail-on: unknown \"$NAVVIZ_FAIL_ON\" (known: error, warning, change, never)" ;;
esac
reasons=()
if [ "$level" -ge 1 ]; then
  if [ "$errors" -gt 0 ]; then reasons+=("$errors new lint error(s)"); fi
  if [ "${NAVVIZ_DRIFT:-false}" = true ]; then
    reasons+=("the navigation snapshot is out of date")
  fi
fi
if [ "$level" -ge 2 ] && [ "$warnings" -gt 0 ]; then reasons+=("$warnings new lint warning(s)"); fi
if [ "$level" -ge 3 ]; then
  if [ "$notes" -gt 0 ]; then reasons+=("$notes new lint note(s)"); fi
  if [ "${NAVVIZ_CHANGES:-false}" = true ]; then reasons+=("the navigation changed"); fi
fi
if [ "${#reasons[@]}" -gt 0 ]; then
  joined=$(printf '%s; ' "${reasons[@]}")
  die "fail-on ${NAVVIZ_FAIL_ON:-error}: ${joined%; }"
fi
echo "navviz: nothing fails the job (fail-on ${NAVVIZ_FAIL_ON:-error})"
