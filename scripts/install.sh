#!/usr/bin/env bash
# `make install` / `make uninstall` (and the staging step of `make deb`).
#
# Installs both programs as shipped (scripts/build-release.sh), their manual pages and their
# bash, zsh and fish completions (printed by the programs themselves from their definitions, so
# they match the binaries installed), the server's systemd unit, and examples: the app's config
# (its defaults, from --print-config) and the server's settings file.
#
# Usage: scripts/install.sh install|uninstall|files (what an install writes, the settings file
# aside)
# Environment: PREFIX (default /usr/local), DESTDIR (a staging root, default none), SYSCONFDIR
# (default /etc), BIN_DIR (already built binaries; default: build them), GZIP_MAN=1 (Debian's
# compressed manual pages).
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:-install}
PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
SYSCONFDIR=${SYSCONFDIR:-/etc}
GZIP_MAN=${GZIP_MAN:-0}
DOCDIR="$PREFIX/share/doc/infinite-stories"
man_suffix=""; [ "$GZIP_MAN" = 1 ] && man_suffix=".gz"
programs=(infinite-stories infinite-stories-server)

# What install wrote, one path a line (without DESTDIR); uninstall removes exactly these, so a
# settings file that was there before (the Debian package's conffile, someone's own) is never
# taken, nor anything another install put in the same folders.
manifest="$DOCDIR/installed-files"

# Every file an install writes, as it is on the target (without DESTDIR).
files() {
  for program in "${programs[@]}"; do
    echo "$PREFIX/bin/$program"
    echo "$PREFIX/share/man/man1/$program.1$man_suffix"
    echo "$PREFIX/share/bash-completion/completions/$program"
    echo "$PREFIX/share/zsh/site-functions/_$program"
    echo "$PREFIX/share/fish/vendor_completions.d/$program.fish"
  done
  echo "$PREFIX/lib/systemd/system/infinite-stories-server.service"
  echo "$DOCDIR/config.example.toml"
  echo "$DOCDIR/server.env.example"
  echo "$DOCDIR/openai-api-key.conf"
  echo "$manifest"
}

# The settings file the unit reads: the example, installed once and then left to its owner.
settings="$SYSCONFDIR/infinite-stories/server.env"

case "$action" in
files)
  files
  ;;
install)
  BIN_DIR=${BIN_DIR:-$(scripts/build-release.sh "${programs[@]}")}
  app="$BIN_DIR/infinite-stories"
  server="$BIN_DIR/infinite-stories-server"
  root="$DESTDIR$PREFIX"
  install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d" "$root/lib/systemd/system" "$DESTDIR$DOCDIR"
  install -m 0755 "$app" "$server" "$root/bin/"
  staging=$(mktemp -d)
  trap 'rm -rf "$staging"' EXIT
  "$app" --print-man-page > "$staging/infinite-stories.1"
  "$server" --print-man-page > "$staging/infinite-stories-server.1"
  for shell in bash zsh fish; do
    "$app" --print-completion "$shell" > "$staging/infinite-stories.$shell"
    "$server" --generate-completion-script "$shell" > "$staging/infinite-stories-server.$shell"
  done
  for program in "${programs[@]}"; do
    if [ "$GZIP_MAN" = 1 ]; then gzip -9n < "$staging/$program.1" > "$staging/$program.1.gz"; fi
    install -m 0644 "$staging/$program.1$man_suffix" "$root/share/man/man1/"
    install -m 0644 "$staging/$program.bash" "$root/share/bash-completion/completions/$program"
    install -m 0644 "$staging/$program.zsh" "$root/share/zsh/site-functions/_$program"
    install -m 0644 "$staging/$program.fish" "$root/share/fish/vendor_completions.d/$program.fish"
  done
  sed -e "s|@BINDIR@|$PREFIX/bin|g" -e "s|@SYSCONFDIR@|$SYSCONFDIR|g" -e "s|@DOCDIR@|$DOCDIR|g" \
    packaging/systemd/infinite-stories-server.service.in > "$staging/infinite-stories-server.service"
  install -m 0644 "$staging/infinite-stories-server.service" "$root/lib/systemd/system/"
  # The app's defaults as a config file, printed with nothing of this machine's in its way.
  env -i PATH=/usr/bin:/bin HOME=/nonexistent "$app" --config /nonexistent/config.toml --print-config \
    > "$staging/config.example.toml" 2>/dev/null
  install -m 0644 "$staging/config.example.toml" "$DESTDIR$DOCDIR/"
  install -m 0644 packaging/server.env "$DESTDIR$DOCDIR/server.env.example"
  sed -e "s|@SYSCONFDIR@|$SYSCONFDIR|g" packaging/systemd/openai-api-key.conf > "$staging/openai-api-key.conf"
  install -m 0644 "$staging/openai-api-key.conf" "$DESTDIR$DOCDIR/"
  files > "$staging/installed-files"
  if [ ! -e "$DESTDIR$settings" ]; then
    install -d "$DESTDIR$SYSCONFDIR/infinite-stories"
    install -m 0644 packaging/server.env "$DESTDIR$settings"
    echo "$settings" >> "$staging/installed-files"
  fi
  install -m 0644 "$staging/installed-files" "$DESTDIR$manifest"
  echo "installed under $root (settings: $DESTDIR$settings)"
  ;;
uninstall)
  [ -f "$DESTDIR$manifest" ] || { echo "nothing to uninstall: $DESTDIR$manifest is missing (same PREFIX and DESTDIR as the install?)" >&2; exit 1; }
  while read -r file; do
    if [ "$file" = "$settings" ]; then
      # The settings file this install wrote goes only while it is still the example: a
      # changed one is someone's.
      cmp -s packaging/server.env "$DESTDIR$file" && rm -f "$DESTDIR$file"
      rmdir "$DESTDIR$SYSCONFDIR/infinite-stories" 2>/dev/null || true
    else
      rm -f "$DESTDIR$file"
    fi
  done < "$DESTDIR$manifest"
  rmdir "$DESTDIR$DOCDIR" 2>/dev/null || true
  echo "uninstalled from $DESTDIR$PREFIX"
  ;;
*)
  echo "usage: scripts/install.sh install|uninstall|files" >&2
  exit 2
  ;;
esac
