#!/usr/bin/env bash
# `make container`: the server's image (packaging/Containerfile) with podman, its context only
# the release binary (scripts/build-release.sh) and the Containerfile, never the work tree.
# Environment: IMAGE (default infinite-stories-server), BIN_DIR (already built binaries), BASE
# (another Debian bookworm base image), PODMAN_BUILD_ARGS (more podman build arguments).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v podman >/dev/null 2>&1 || { echo "make container needs podman (Debian: apt-get install podman)" >&2; exit 1; }
BIN_DIR=${BIN_DIR:-$(scripts/build-release.sh infinite-stories-server)}
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
cp packaging/Containerfile "$BIN_DIR/infinite-stories-server" "$context/"
base_arg=()
[ -n "${BASE:-}" ] && base_arg=(--build-arg "BASE=$BASE")
# shellcheck disable=SC2086
podman build ${PODMAN_BUILD_ARGS:-} "${base_arg[@]}" -f "$context/Containerfile" -t "${IMAGE:-infinite-stories-server}" "$context"
