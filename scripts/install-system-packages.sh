#!/usr/bin/env bash
# Installs the Debian packages the build and tests need, only when missing.
# Used by `make test` (and so by CI on a fresh machine); safe to run repeatedly.
set -euo pipefail

# hunspell and its dictionaries: the story-quality suite's spelling check (Tests/StoryQuality).
# epubcheck and ffmpeg (ffprobe): the exported picture book and MP3 chapters (Tests/StoryExportTests).
# systemd (systemd-analyze), man-db and groff-base: the install tests (Tests/Packaging) verify the unit and render the manual pages;
# podman, runc and debootstrap: they build and start the server's image (the base made from Debian's mirror where no registry is reachable);
# zsh and fish: the completion scripts are loaded in them (Tests/InfiniteStoriesAppTests/ManualAndCompletionTests).
# gcc: the bench self-test builds small C programs to read their relocations (bench/relocation.py).
packages=(gcc libsqlite3-dev sqlite3 libncurses-dev espeak-ng lame tmux python3 libmpv-dev libchafa-dev libpng-dev zlib1g-dev libqrencode-dev qrencode postgresql
          hunspell hunspell-en-gb hunspell-fr hunspell-de-de hunspell-es hunspell-it epubcheck ffmpeg
          systemd man-db groff-base podman runc debootstrap zsh fish "$@")
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

# The stand-in for Apple's sign-in server (scripts/fake-apple-idp.py) signs with `cryptography`,
# from PyPI, for whichever python3 the tests run.
python3 -c 'import cryptography' 2>/dev/null || python3 -m pip install --quiet cryptography

# The S3-compatible stand-in (scripts/moto-s3-server.py) is moto's S3 in server mode, with its
# server extras (flask, werkzeug). pip refuses to touch Debian's own python3 without
# --break-system-packages (PEP 668); a pyenv or venv python takes the plain command.
if ! python3 -c 'import moto.moto_server.werkzeug_app, flask, werkzeug' 2>/dev/null; then
  python3 -m pip install --quiet 'moto[server]==5.2.1' 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages 'moto[server]==5.2.1'
fi

# The story-quality suite (Tests/StoryQuality/quality.py) tells a story's language with lingua,
# from PyPI; the same two ways as moto.
if ! python3 -c 'from lingua import LanguageDetectorBuilder' 2>/dev/null; then
  python3 -m pip install --quiet 'lingua-language-detector==2.1.1' 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages 'lingua-language-detector==2.1.1'
fi

# The bench harness's unit tests (make bench-selftest) import its terminal module, which reads
# screens with pyte (PyPI); `make bench` itself keeps its own copy in a virtual environment.
if ! python3 -c 'import pyte' 2>/dev/null; then
  python3 -m pip install --quiet 'pyte>=0.8,<0.9' 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages 'pyte>=0.8,<0.9'
fi

[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing system packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
