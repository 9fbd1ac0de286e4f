#!/usr/bin/env bash
# `make bench`: release build, then bench/harness.py measures the server, the view layer and the
# terminal app against baselines of the same run, prints ONE table and writes
# docs/performance.md. Exits non-zero when a budget is broken or a figure cannot be measured.
#
# Installs what it needs when missing: wrk, hyperfine, perf, gcc, ncurses headers and PostgreSQL (Debian;
# the PostgreSQL rows start a throwaway one with scripts/postgres-test-server.py), and pyte (PyPI, in a
# virtual environment under .build-bench so the system Python is left alone), and lingua for the story rows.
# Environment: BENCH_ARGS (extra harness flags, e.g. "--quick"), SWIFT (default swift).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
export PYTHONDONTWRITEBYTECODE=1  # no bench/__pycache__ in the work tree
SCRATCH=.build-bench
mkdir -p "$SCRATCH"

log() { echo "[bench] $*" >&2; }

# --- Tools -------------------------------------------------------------------------------------
need_debian=()
command -v wrk >/dev/null 2>&1 || need_debian+=(wrk)
command -v hyperfine >/dev/null 2>&1 || need_debian+=(hyperfine)
command -v gcc >/dev/null 2>&1 || need_debian+=(gcc)
command -v python3 >/dev/null 2>&1 || need_debian+=(python3)
dpkg-query -W -f='${Status}' libncurses-dev 2>/dev/null | grep -q "install ok installed" || need_debian+=(libncurses-dev)
compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null || need_debian+=(postgresql)
if [ ${#need_debian[@]} -gt 0 ]; then
  log "installing Debian packages: ${need_debian[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${need_debian[@]}" >&2
fi

# perf counts the runtime's conformance scans (bench/scans.py); optional: without it that row
# says why it was not counted, so a failed install does not stop the bench.
if ! command -v perf >/dev/null 2>&1; then
  log "installing linux-perf (optional)"
  sudo=""; if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends linux-perf >&2; } \
    || log "linux-perf could not be installed: the conformance-scan row will say so"
fi

. scripts/bench-venv.sh
# The story-quality rows run Tests/StoryQuality with this Python: lingua tells each story's
# language (the same version scripts/install-system-packages.sh installs for `make test`).
if ! "$VENV/bin/python" -c "from lingua import LanguageDetectorBuilder" >/dev/null 2>&1; then
  log "installing lingua (PyPI) into $VENV"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "lingua-language-detector==2.1.1" >&2
fi

# --- Release build (scripts/build-release.sh: as shipped, in its own scratch path) --------------
declared() { grep -q "name: \"$1\"" Package.swift; }
products=(infinite-stories-server story-tool)
for product in infinite-stories-bench infinite-stories; do
  if declared "$product"; then
    products+=("$product")
  else
    log "target $product is not declared in Package.swift: its rows will say so"
  fi
done
# A product that does not build is removed (build-release.sh), so its rows say so and the
# others are still measured; without the server or story-tool nothing is worth measuring.
BIN_DIR=$(SWIFT="$SWIFT" scripts/build-release.sh "${products[@]}") || log "a product did not build: its rows will say so"
for product in infinite-stories-server story-tool; do
  [ -x "$BIN_DIR/$product" ] || { log "$product did not build"; exit 1; }
done
# A product missing from this build must not be measured from an older build's leftovers.
for product in infinite-stories-bench infinite-stories; do
  if ! declared "$product"; then rm -f "$BIN_DIR/$product"; fi
done

gcc -O2 -Wall -o "$SCRATCH/bench-baseline" bench/baseline.c -lncursesw

# --- Run ----------------------------------------------------------------------------------------
PIDS_FILE=$(mktemp)
cleanup() {
  # Every process the harness started, by pid (it also stops them itself; this covers a kill -9).
  while read -r pid; do
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  done < "$PIDS_FILE"
  rm -f "$PIDS_FILE"
}
trap cleanup EXIT

# Other users of a shared machine should not land in the latency figures: run the harness and
# everything it starts (server, wrk, app, baseline) at a higher priority when allowed.
priority=()
if nice -n -10 true 2>/dev/null; then priority=(nice -n -10); fi

status=0
BENCH_PIDS_FILE="$PIDS_FILE" "${priority[@]}" "$VENV/bin/python" bench/harness.py \
  --bin-dir "$BIN_DIR" --baseline "$SCRATCH/bench-baseline" \
  --doc docs/performance.md --json bench-results/latest.json ${BENCH_ARGS:-} || status=$?
exit $status
