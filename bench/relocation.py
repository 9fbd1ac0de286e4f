"""What the loader writes into a position-independent binary at every start, and what that costs.

A position-independent executable is mapped at a random address, so every pointer stored in its
data (Swift's type metadata, witness tables and vtables, C tables of pointers) is written by the
loader at each start: one copy-on-write page fault per page that holds one. The app keeps this
(docs/decisions/0008); these figures say how much of its first frame it is, on every run:

- `relocated_pages`: the pages the binary's dynamic relocations land in, read from its ELF
  sections (RELR, RELA and REL), no tool needed;
- `relocation_cost`: two small C programs built here, one with a table of pointers spanning as
  many pages and one with the same table holding plain numbers, started alternately; the
  difference of their medians is the start-up cost of writing that many pages on this machine.
"""
import mmap
import os
import shutil
import statistics
import struct
import subprocess
import time

SHF_ALLOC = 0x2
SHT_RELA, SHT_REL, SHT_RELR = 4, 9, 19
POINTER = 8


class Unavailable(Exception):
    """No C compiler, or the program it built did not run (the reason is the message)."""


def relr_offsets(entries):
    """The addresses an `SHT_RELR` section relocates: an even entry is an address (and the
    next word is the base of the bitmap after it), an odd one a bitmap of the 63 words from that
    base, bit i (from 1) standing for word i - 1."""
    offsets, base = [], None
    for entry in entries:
        if entry & 1 == 0:
            offsets.append(entry)
            base = entry + POINTER
        else:
            if base is None:
                raise ValueError("RELR bitmap before any address")
            for bit in range(1, 64):
                if entry >> bit & 1:
                    offsets.append(base + (bit - 1) * POINTER)
            base += 63 * POINTER
    return offsets


def relocation_offsets(path):
    """Every address the loader writes at start-up: the relocations of the sections it loads
    (`SHF_ALLOC`), in any of the three encodings. ELF64, little-endian."""
    # Mapped, not read: the app's file is ~250 MB, of which a few hundred KB are looked at.
    with open(path, "rb") as handle, mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
        if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
            raise ValueError(f"{path}: not a little-endian ELF64 file")
        section_offset, = struct.unpack_from("<Q", data, 0x28)
        entry_size, count = struct.unpack_from("<HH", data, 0x3A)
        offsets = []
        for index in range(count):
            _, kind, flags, _, start, size = struct.unpack_from("<IIQQQQ", data, section_offset + index * entry_size)
            if not flags & SHF_ALLOC:
                continue
            if kind == SHT_RELR:
                offsets += relr_offsets(struct.unpack_from(f"<{size // 8}Q", data, start))
            elif kind in (SHT_RELA, SHT_REL):
                step = 24 if kind == SHT_RELA else 16
                offsets += [struct.unpack_from("<Q", data, start + at)[0] for at in range(0, size, step)]
        return offsets


def relocated_pages(path):
    """(relocations, distinct pages they land in) for the binary at `path`."""
    offsets = relocation_offsets(path)
    page = os.sysconf("SC_PAGE_SIZE")
    return len(offsets), len({offset // page for offset in offsets})


def _compiler():
    for name in ("gcc", "cc", "clang"):
        found = shutil.which(name)
        if found:
            return found
    raise Unavailable("no C compiler (gcc, cc or clang)")


def build_table_program(folder, name, pages, pointers, packed=True):
    """A position-independent program whose only data is a page-aligned table of `pages` pages:
    pointers (each one a relocation) or as many plain numbers. Its relocations are packed as
    RELR, as the app's link packs them, where the linker can (`packed`). Returns its path."""
    words = pages * os.sysconf("SC_PAGE_SIZE") // POINTER
    value = "&target" if pointers else "1"
    kind = "void *const" if pointers else "const long"
    source = os.path.join(folder, name + ".c")
    with open(source, "w") as handle:
        handle.write("static char target;\n")
        handle.write(f"{kind} table[{words}] __attribute__((aligned(4096))) = {{{','.join([value] * words)}}};\n")
        handle.write("int main(void) { return table[0] == 0; }\n")
    binary = os.path.join(folder, name)
    compiler = _compiler()
    for extra in ((["-Wl,-z,pack-relative-relocs"], []) if packed else ([],)):
        built = subprocess.run([compiler, "-O1", "-fPIE", "-pie", *extra, source, "-o", binary],
                               capture_output=True, text=True, timeout=120)
        if built.returncode == 0:
            return binary
    raise Unavailable(f"{compiler} failed: {built.stderr.strip()[:200]}")


def _start_ms(binary):
    began = time.perf_counter()
    process = os.posix_spawn(binary, [binary], {})
    _, status = os.waitpid(process, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise Unavailable(f"{binary} exited with status {status}")
    return (time.perf_counter() - began) * 1000


def relocation_cost(pages, folder, runs=200):
    """Milliseconds a start spends writing `pages` pages of pointers: the median start of a
    program with such a table less that of its twin without pointers, their starts alternating.
    Answers (cost, with pointers, without), the last two medians."""
    with_pointers = build_table_program(folder, "pointers", pages, pointers=True)
    without = build_table_program(folder, "numbers", pages, pointers=False)
    ours, theirs = [], []
    for _ in range(runs):
        theirs.append(_start_ms(without))
        ours.append(_start_ms(with_pointers))
    slow, fast = statistics.median(ours), statistics.median(theirs)
    return slow - fast, slow, fast
