# Sourced by scripts/bench.sh and scripts/startup-symbols.sh: the bench's Python, a virtual
# environment under .build-bench (the system Python is left alone) with pyte (PyPI), the VT
# emulator every terminal figure reads the screen through. Sets VENV; needs log().
VENV=.build-bench/bench-venv
if [ ! -x "$VENV/bin/python" ]; then
  if ! python3 -m venv "$VENV" >/dev/null 2>&1; then
    log "installing python3-venv"
    sudo=""; if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3-venv >&2
    rm -rf "$VENV"
    python3 -m venv "$VENV"
  fi
fi
if ! "$VENV/bin/python" -c "import pyte" >/dev/null 2>&1; then
  log "installing pyte (PyPI) into $VENV"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "pyte>=0.8,<0.9" >&2
fi
