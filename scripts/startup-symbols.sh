#!/usr/bin/env bash
# `make startup-symbols`: rewrites scripts/startup-symbols.txt, the functions the release app runs
# while it starts, which the release link lays out together (docs/decisions/0037). Run it after
# changes to what the app does before its first frames; `make bench` shows what it changed
# (resident memory, first frames). A stale list costs only locality: names it lists that no
# longer exist are skipped by the linker.
#
# Installs valgrind (Debian) and pyte (PyPI, in the bench's virtual environment) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONDONTWRITEBYTECODE=1
log() { echo "[startup-symbols] $*" >&2; }
sudo=""; if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
if ! command -v valgrind >/dev/null 2>&1; then
  log "installing valgrind"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends valgrind >&2
fi
. scripts/bench-venv.sh
BIN_DIR=$(scripts/build-release.sh infinite-stories infinite-stories-server)
cd bench && "../$VENV/bin/python" startup_symbols.py --bin-dir "$BIN_DIR" --out ../scripts/startup-symbols.txt
