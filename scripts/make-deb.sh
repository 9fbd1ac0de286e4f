#!/usr/bin/env bash
# `make deb`: dist/infinite-stories_<version>_<arch>.deb, built with dpkg-deb from what
# `make install` puts under /usr (scripts/install.sh), with the settings file as a conffile.
#
# Depends: the Debian packages of the libraries the programs load. The Swift runtime,
# Foundation, libstdc++, SQLite and zlib are linked in (scripts/build-release.sh), so they are
# not among them; ncurses is linked, and libmpv, libchafa, libpng and libqrencode are opened when
# first needed (so `ldd` does not show them); espeak-ng and lame are run by the server.
# Tests/Packaging/test_package.py checks this list against `ldd` and the libraries' owners.
#
# Environment: BIN_DIR (already built binaries; default: build them), SWIFT.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN_DIR=${BIN_DIR:-$(scripts/build-release.sh infinite-stories infinite-stories-server)}
version=$("$BIN_DIR/infinite-stories" --version)
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
chmod 0755 "$stage"
PREFIX=/usr SYSCONFDIR=/etc DESTDIR="$stage" GZIP_MAN=1 BIN_DIR="$BIN_DIR" scripts/install.sh install >&2

depends=(
  "libc6 (>= 2.36)" "libgcc-s1" "libncursesw6 (>= 6)" "libtinfo6 (>= 6)"
  "libmpv2 | libmpv1" "libchafa0 (>= 1.8)" "libpng16-16" "libqrencode4"
  "espeak-ng" "lame"
)
doc="$stage/usr/share/doc/infinite-stories"
# dpkg keeps its own list of the package's files; make uninstall's is not for a package.
rm -f "$doc/installed-files"
install -d "$stage/DEBIAN"
# The unit: systemd reads it again on install and removal, and a removed package's server stops.
# Where systemd does not run (a container, a chroot) there is nothing to tell.
cat > "$stage/DEBIAN/postinst" <<'SCRIPT'
#!/bin/sh
set -e
if [ -d /run/systemd/system ]; then systemctl daemon-reload || true; fi
SCRIPT
cat > "$stage/DEBIAN/prerm" <<'SCRIPT'
#!/bin/sh
set -e
if [ -d /run/systemd/system ] && [ "$1" = remove ]; then
  systemctl stop infinite-stories-server.service || true
fi
SCRIPT
cat > "$stage/DEBIAN/postrm" <<'SCRIPT'
#!/bin/sh
set -e
if [ -d /run/systemd/system ]; then systemctl daemon-reload || true; fi
SCRIPT
chmod 0755 "$stage/DEBIAN/postinst" "$stage/DEBIAN/prerm" "$stage/DEBIAN/postrm"
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: infinite-stories
Files: *
Copyright: The InfiniteStories authors
License: see the project's repository
COPYRIGHT
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
{
  echo "Package: infinite-stories"
  echo "Version: $version"
  echo "Architecture: $arch"
  echo "Maintainer: InfiniteStories <stories@example.org>"
  echo "Installed-Size: $size"
  echo "Depends: $(IFS=,; echo "${depends[*]}" | sed 's/,/, /g')"
  echo "Suggests: postgresql"
  echo "Section: games"
  echo "Priority: optional"
  echo "Homepage: https://example.org/infinite-stories"
  echo "Description: bedtime stories starring your child's heroes, in the terminal"
  echo " A full-screen, keyboard-driven terminal app that writes personalised bedtime"
  echo " stories about a child's own heroes, narrates and illustrates them, with the"
  echo " story server built in (no account, key or network needed), and the server on"
  echo " its own (infinite-stories-server) with a systemd unit for a household's machine."
} > "$stage/DEBIAN/control"
(cd "$stage" && find etc -type f | sed 's|^|/|') > "$stage/DEBIAN/conffiles"
mkdir -p dist
out="dist/infinite-stories_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out" >&2
echo "$out"
