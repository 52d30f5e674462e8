#!/usr/bin/env bash
# Runs what the workflow asked for — lint, diff, snapshot-check — against the base revision,
# prints lint's findings as annotations, and leaves in $RUNNER_TEMP/navviz-report: navviz.sarif
# (for code scanning) and comment.md (the pull-request comment, or the job summary). It fails
# only when navviz cannot run; whether the findings fail the job is verdict.sh's to say, after
# the comment is posted.
#
# In: NAVVIZ (the binary), NAVVIZ_PATHS, NAVVIZ_RUN, NAVVIZ_BASE_REF, NAVVIZ_NEW_FINDINGS_ONLY,
# NAVVIZ_SNAPSHOT, NAVVIZ_FAIL_ON (the inputs), GITHUB_BASE_REF (set on pull requests).
# Out: report, sarif, base, changed (true when there is anything to say), new-findings,
# errors, warnings, notes (of the new findings), changes (the navigation changed: true/false), drift (true/false).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
navviz=${NAVVIZ:?}
out=${RUNNER_TEMP:?}/navviz-report
rm -rf "$out" && mkdir -p "$out"

# Inputs may separate items with spaces, commas or new lines.
read -r -a paths <<<"$(printf '%s' "${NAVVIZ_PATHS:-.}" | tr ',\n' '  ')"
[ "${#paths[@]}" -gt 0 ] || paths=(.)
runs=" $(printf '%s' "${NAVVIZ_RUN:-lint diff}" | tr ',\n' '  ') "
for item in $runs; do
  case $item in lint | diff | snapshot-check) ;;
    *) die "run: unknown \"$item\" (known: lint, diff, snapshot-check)" ;;
  esac
done
case ${NAVVIZ_FAIL_ON:-error} in error | warning | change | never) ;;
  *) die "fail-on: unknown \"$NAVVIZ_FAIL_ON\" (known: error, warning, change, never)" ;;
esac
asked() { case $runs in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

# The base: the input, else the pull request's base branch, fetched (one commit) when the
# checkout does not have it.
base=${NAVVIZ_BASE_REF:-}
if [ -z "$base" ] && [ -n "${GITHUB_BASE_REF:-}" ]; then
  base=origin/$GITHUB_BASE_REF
  if ! git rev-parse --verify --quiet "$base^{commit}" >/dev/null; then
    git fetch --quiet --no-tags --depth=1 origin \
      "+refs/heads/$GITHUB_BASE_REF:refs/remotes/origin/$GITHUB_BASE_REF" ||
      die "cannot fetch the base branch $GITHUB_BASE_REF from origin"
  fi
fi

errors=0 warnings=0 notes=0 changes=false drift=false
if asked lint; then
  args=(lint "${paths[@]}" --reporter github --reporter "sarif:$out/navviz.sarif"
    --reporter "markdown:$out/lint.md" --reporter "json:$out/lint.json")
  # On a pull request, only what it introduces: old findings are not the author's to fix.
  if [ -n "$base" ] && [ "${NAVVIZ_NEW_FINDINGS_ONLY:-true}" = true ]; then
    args+=(--new-since "$base")
  fi
  status=0
  "$navviz" "${args[@]}" || status=$?
  [ "$status" -le 1 ] || die "navviz lint stopped (exit $status): see the message above"
  count() { jq --arg severity "$1" '[.findings[] | select(.severity == $severity)] | length' \
    "$out/lint.json"; }
  errors=$(count error) warnings=$(count warning) notes=$(count note)
  output sarif "$out/navviz.sarif"
fi

if asked diff; then
  if [ -z "$base" ]; then
    echo "::notice title=navviz::diff skipped: no base revision (give base-ref outside pull requests)"
  else
    args=(diff --base "$base" "${paths[@]}" --format markdown -o "$out/diff.md" --fail-on-change)
    # Lint's own section already lists the new findings.
    if asked lint; then args+=(--no-lint); fi
    status=0
    "$navviz" "${args[@]}" || status=$?
    case $status in
      0) changes=false ;;
      1) changes=true ;;
      *) die "navviz diff stopped (exit $status): see the message above" ;;
    esac
  fi
fi

if asked snapshot-check; then
  status=0
  "$navviz" snapshot "${paths[@]}" --check "${NAVVIZ_SNAPSHOT:-.navviz/navigation.txt}" \
    --format markdown >"$out/snapshot.md" || status=$?
  case $status in
    0) drift=false ;;
    1) drift=true ;;
    *) die "navviz snapshot --check stopped (exit $status): see the message above" ;;
  esac
fi

changed=false
if [ $((errors + warnings + notes)) -gt 0 ] || [ "$changes" = true ] || [ "$drift" = true ]; then
  changed=true
fi

# The comment: one marker the comment step finds it by, then each section that has news.
{
  echo "<!-- navviz-action -->"
  echo "## navviz"
  echo
  if [ "$changed" = false ]; then
    since=${base:+ since \`$base\`}
    echo "Nothing new$since: no navigation changes and no new lint findings."
  fi
  if [ -s "$out/lint.md" ] && [ $((errors + warnings + notes)) -gt 0 ]; then
    cat "$out/lint.md"
    echo
  fi
  if [ "$changes" = true ]; then
    cat "$out/diff.md"
    echo
  fi
  if [ "$drift" = true ]; then
    cat "$out/snapshot.md"
  fi
} >"$out/comment.md"

output report "$out/comment.md"
output base "$base"
output changed "$changed"
output new-findings $((errors + warnings + notes))
output errors "$errors"
output warnings "$warnings"
output notes "$notes"
output changes "$changes"
output drift "$drift"
