#!/usr/bin/env bash
# Keeps one comment per pull request up to date with comment.md, through the REST API: the
# earlier comment (found by its marker) is edited, a first one is created only when there is
# something to say, and nothing is written when nothing changed and nothing was said before.
# Outside a pull request, or when the token may not write (a fork's read-only token: 403),
# the report goes to the job summary instead, and the step still succeeds.
#
# In: NAVVIZ_REPORT, NAVVIZ_CHANGED (from check.sh), NAVVIZ_COMMENT (the input), GITHUB_TOKEN,
# GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_EVENT_PATH, GITHUB_STEP_SUMMARY.
# Out: comment (created, updated, none or summary), comment-id.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
report=${NAVVIZ_REPORT:?}
marker="<!-- navviz-action -->"
api=${GITHUB_API_URL:-https://api.github.com}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

summary() {
  cat "$report" >>"${GITHUB_STEP_SUMMARY:?}"
  output comment summary
}

number=$(jq -r '.pull_request.number // empty' "${GITHUB_EVENT_PATH:-/dev/null}" 2>/dev/null || true)
if [ -z "$number" ] || [ "${NAVVIZ_COMMENT:-true}" != true ]; then
  summary
  exit 0
fi

# request METHOD PATH [BODY_FILE]: the response in $work/response, the status printed.
request() {
  local data=()
  [ $# -ge 3 ] && data=(--data-binary "@$3")
  curl -sS -o "$work/response" -w '%{http_code}' -X "$1" \
    -H "Accept: application/vnd.github+json" -H "X-GitHub-Api-Version: 2022-11-28" \
    -H "Authorization: Bearer ${GITHUB_TOKEN:?}" "${data[@]+"${data[@]}"}" "$api$2" ||
    echo 000
}

# The earlier comment: the first whose body starts with the marker, a page of 100 at a time.
existing=""
page=1
while [ -z "$existing" ]; do
  status=$(request GET "/repos/$GITHUB_REPOSITORY/issues/$number/comments?per_page=100&page=$page")
  case $status in
    200) ;;
    403 | 404)
      echo "::notice title=navviz::the token cannot read this pull request's comments ($status):" \
        "the report is in the job summary"
      summary
      exit 0
      ;;
    *)
      echo "::warning title=navviz::listing the pull request's comments failed ($status)"
      summary
      exit 0
      ;;
  esac
  existing=$(jq -r --arg marker "$marker" \
    'map(select(.body | startswith($marker))) | first | .id // empty' "$work/response")
  [ "$(jq length "$work/response")" -ge 100 ] || break
  page=$((page + 1))
done

if [ "${NAVVIZ_CHANGED:-false}" != true ] && [ -z "$existing" ]; then
  echo "navviz: nothing changed; no comment"
  output comment none
  exit 0
fi

jq -Rs '{body: .}' "$report" >"$work/body.json"
if [ -n "$existing" ]; then
  status=$(request PATCH "/repos/$GITHUB_REPOSITORY/issues/comments/$existing" "$work/body.json")
  done_word=updated
else
  status=$(request POST "/repos/$GITHUB_REPOSITORY/issues/$number/comments" "$work/body.json")
  done_word=created
fi
case $status in
  200 | 201)
    id=$(jq -r '.id // empty' "$work/response")
    echo "navviz: comment $done_word${id:+ (id $id)}"
    output comment "$done_word"
    output comment-id "$id"
    ;;
  403 | 404)
    # A pull request from a fork runs with a read-only token.
    echo "::notice title=navviz::the token may not comment on this pull request ($status, as" \
      "for a fork's): the report is in the job summary"
    summary
    ;;
  *)
    echo "::warning title=navviz::commenting on the pull request failed ($status): the report" \
      "is in the job summary"
    summary
    ;;
esac
