#!/usr/bin/env bash
# Builds products as shipped and prints the folder that holds them: release, the Swift runtime
# and Foundation linked statically (docs/decisions/0008), and so are libstdc++, SQLite and zlib
# (docs/decisions/0012). `make bench`, `make install` and `make deb` share this build (and its
# scratch folder, .build-bench), so what is measured is what is installed.
#
# Usage: scripts/build-release.sh PRODUCT... (progress on standard error, the folder on standard
# output). Environment: SWIFT (default swift).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SCRATCH=.build-bench
log() { echo "[release] $*" >&2; }

# A folder holding only the static archives comes first on the library path, so `-lstdc++`,
# `-lsqlite3` and `-lz` find those. An archive that is not installed is simply left out (that
# library stays shared). No `$ORIGIN` run path: the binaries load nothing from their own folder.
STATIC_LIBS="$PWD/$SCRATCH/static-libs"
rm -rf "$STATIC_LIBS"
mkdir -p "$STATIC_LIBS"
for archive in libstdc++.a libsqlite3.a libz.a; do
  found=$(gcc -print-file-name="$archive")
  if [ -f "$found" ]; then
    ln -s "$found" "$STATIC_LIBS/$archive"
  else
    log "$archive not found: that library stays shared"
  fi
done
# ZIPFoundation asks pkg-config for zlib, and SwiftPM turns the answer's library folder into a
# `-L/usr/lib/<arch>` ahead of ours, where the linker then finds libsqlite3.so and libz.so before
# the archives: a zlib.pc of our own names the library only.
mkdir -p "$SCRATCH/pkgconfig"
printf 'Name: zlib\nDescription: zlib, linked from the static archives\nVersion: 1\nLibs: -lz\nCflags:\n' > "$SCRATCH/pkgconfig/zlib.pc"
export PKG_CONFIG_PATH="$PWD/$SCRATCH/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
# The link (docs/decisions/0037): lld, with relative relocations packed (DT_RELR: 4 MB of
# `.rela.dyn` the loader read at every start become 33 KB), and every function in a section of
# its own so that the functions a start runs (scripts/startup-symbols.txt, made by
# `make startup-symbols`) are laid out together instead of across 40 MB of code. A symbol the
# list names that no longer exists is skipped. In the app, the functions Swift gives no symbol (so
# no list can name them) are laid out together too (scripts/unnamed-functions.ld). In both, the
# sections Swift names `.rodata` but flags writable get one of their own after `.data`, so that
# `.rodata` itself is read-only (scripts/writable-rodata.ld).
LINK_FLAGS=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections
  -Xlinker --symbol-ordering-file="$PWD/scripts/startup-symbols.txt" -Xlinker --no-warn-symbol-ordering
  -Xlinker -T -Xlinker "$PWD/scripts/writable-rodata.ld")
# Only the app's link: the list lays out the app's start, not the server's request paths, and an
# interleaved A/B of the server's list route with it (four rounds each) came out no better.
# SwiftPM takes the different flags for a different build and recompiles a few modules when the
# next call flips them back (~40 s per product on 2 cores): the price of one link script.
# `-O0` keeps lld from merging the app's string literals into one pool: merged, they are
# spread over 32 hash shards, so the few a start reads lie in a window each across 1.9 MB; kept
# as each object wrote them, they lie beside their object's other constants (0037's second
# addendum: 0.3 MiB less resident on the sign-in screen, 20 MB more file for unmerged debug names).
APP_LINK_FLAGS=(-Xlinker -T -Xlinker "$PWD/scripts/unnamed-functions.ld" -Xlinker -O0)
RELEASE_FLAGS=(-c release --static-swift-stdlib --disable-local-rpath -Xlinker -L"$STATIC_LIBS" "${LINK_FLAGS[@]}" --scratch-path "$SCRATCH")
BIN_DIR=$("$SWIFT" build "${RELEASE_FLAGS[@]}" --show-bin-path)
status=0
for product in "$@"; do
  # SwiftPM does not know the start-up list and the linker scripts are inputs of
  # the link: a newer one relinks.
  inputs=(scripts/startup-symbols.txt scripts/writable-rodata.ld)
  flags=("${RELEASE_FLAGS[@]}")
  if [ "$product" = infinite-stories ]; then
    inputs+=(scripts/unnamed-functions.ld)
    flags+=("${APP_LINK_FLAGS[@]}")
  fi
  for input in "${inputs[@]}"; do
    if [ "$input" -nt "$BIN_DIR/$product" ]; then rm -f "$BIN_DIR/$product"; fi
  done
  log "swift build ${flags[*]} --product $product"
  if ! "$SWIFT" build "${flags[@]}" --product "$product" >&2; then
    # An older build's binary must not be measured, installed or packaged as this one.
    rm -f "$BIN_DIR/$product"
    log "$product did not build"
    status=1
  fi
done
echo "$BIN_DIR"
exit $status
