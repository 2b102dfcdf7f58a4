#!/usr/bin/env bash
# How long the app takes to show its window on a campaign file, and how
# much memory it holds once idle. Run by hand (see docs/performance.md):
#
#   benchmarks/app-start.sh BUILD_DIR [DB_FILE]
#
# With no DB_FILE an empty database is used. Needs xvfb-run and xdotool.
# The figure is the wall time from the start of the process to the moment
# its window is mapped, the best of three starts.
set -euo pipefail
build=${1:?usage: app-start.sh BUILD_DIR [DB_FILE]}
db=${2:-}
if [ -z "$db" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  db=$tmp/empty.db
fi

inner () {
  local best="" best_cpu="" rss=""
  for run in 1 2 3; do
    local start end pid
    start=$(date +%s%N)
    GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory \
      "$build/src/app/banneret" --db "$db" >/dev/null 2>&1 &
    pid=$!
    until xdotool search --onlyvisible --pid "$pid" >/dev/null 2>&1; do
      sleep 0.005
      kill -0 "$pid" 2>/dev/null || { echo "banneret exited before showing a window" >&2; exit 1; }
    done
    end=$(date +%s%N)
    # Its CPU time so far (user + system, in clock ticks): on a busy
    # machine the wall time says more about the neighbours than the app.
    cpu=$(awk -v hz="$(getconf CLK_TCK)" '{ print int(($14 + $15) * 1000 / hz) }' "/proc/$pid/stat")
    ms=$(( (end - start) / 1000000 ))
    if [ -z "$best_cpu" ] || [ "$cpu" -lt "$best_cpu" ]; then best_cpu=$cpu; fi
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    sleep 3
    rss=$(awk '/VmRSS/ { print int($2 / 1024) }' "/proc/$pid/status")
    kill "$pid"; wait "$pid" 2>/dev/null || true
  done
  echo "window shown: $best ms wall, $best_cpu ms CPU (best of three); resident once idle: $rss MB"
}
if [ -n "${DISPLAY:-}" ] && [ "${APP_START_INNER:-}" = 1 ]; then
  inner
else
  APP_START_INNER=1 xvfb-run -a -s '-screen 0 1280x800x24' "$0" "$build" "$db"
fi
