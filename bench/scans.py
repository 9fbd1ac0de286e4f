"""Counts the Swift runtime's protocol conformance scans before the app's first frame.

The first time the runtime checks a (type, protocol) pair without a witness table at hand, it
walks every conformance record of the binary (~10,500 with the embedded server's libraries,
~0.15 ms). docs/decisions/0011 removed all 26 such scans from the way to the first frame; this
keeps it so. A uprobe (`perf probe`) on the function the runtime calls once per record visited,
another where `TerminalSession.present` returns: scans = record visits before the first frame
was written / records.

Needs `perf` with uprobes (root, or a permissive perf_event_paranoid). Where that is missing the
figure is reported as not available, with the reason; nothing else depends on it.
"""
import os
import re
import shutil
import subprocess
import tempfile

GROUP = "bench_scans"
VISIT = r"swift_conformsToProtocolMaybeInstantiateSuperclasses.*ConformanceSection.*TargetProtocolConformanceDescriptor"
PRESENT = r"^\$s14NcursesBackend15TerminalSessionC7present_5theme"


class Unavailable(Exception):
    """perf or its uprobes cannot be used here (the reason is the message)."""


def _file_offset(binary, address):
    """perf probe takes a file offset; symbols give virtual addresses."""
    headers = subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True, check=True).stdout
    for line in headers.splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD":
            offset, start, size = int(fields[1], 16), int(fields[2], 16), int(fields[5], 16)
            if start <= address < start + size:
                return address - start + offset
    raise Unavailable(f"no segment holds {address:#x}")


def _symbol(binary, pattern, demangled=False):
    listing = subprocess.run(["nm"] + (["-C"] if demangled else []) + [binary], capture_output=True, text=True,
                             check=True).stdout
    for line in listing.splitlines():
        fields = line.split(" ", 2)
        if len(fields) == 3 and re.search(pattern, fields[2]):
            return int(fields[0], 16)
    raise Unavailable(f"symbol /{pattern}/ not found in {binary}")


def conformance_records(binary):
    """How many protocol conformance records the binary has (4 bytes each)."""
    sections = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout
    for line in sections.splitlines():
        if "swift5_protocol_conformances" in line:
            fields = line.split("]", 1)[1].split()
            return int(fields[4], 16) // 4
    raise Unavailable("no swift5_protocol_conformances section")


def _perf(*arguments):
    return subprocess.run(["perf", *arguments], capture_output=True, text=True, timeout=60)


def add_probes(binary):
    if not shutil.which("perf"):
        raise Unavailable("perf is not installed")
    if not shutil.which("nm") or not shutil.which("readelf"):
        raise Unavailable("binutils (nm, readelf) are not installed")
    remove_probes()
    visit = _file_offset(binary, _symbol(binary, VISIT, demangled=True))
    present = _file_offset(binary, _symbol(binary, PRESENT))
    # `present` is probed where it returns: the frame is then written, scans inside it counted.
    for name, point in (("visit", f"{visit:#x}"), ("present", f"{present:#x}%return")):
        added = _perf("probe", "-q", "-x", binary, "-a", f"{GROUP}:{name}={point}")
        if added.returncode != 0:
            raise Unavailable(f"perf probe failed: {added.stderr.strip()[:200]}")


def remove_probes():
    if shutil.which("perf"):
        _perf("probe", "-q", "-d", f"{GROUP}:*")


def wrapped_argv(argv, output):
    """The app's command line run under `perf record` of the two probes."""
    # --no-buildid: perf exits at once when the app quits (no build-id pass over the recording).
    return ["perf", "record", "-q", "--no-buildid", "-o", output, "-e", f"{GROUP}:visit", "-e", f"{GROUP}:present__return", "--", *argv]


def scans_before_first_frame(recording, records):
    script = _perf("script", "-i", recording, "-F", "event")
    if script.returncode != 0:
        raise Unavailable(f"perf script failed: {script.stderr.strip()[:200]}")
    return count_scans(script.stdout.splitlines(), records)


def count_scans(event_lines, records):
    """Scans (record visits / records) before the first `present` event.

    The visit probe must fire at all in the run: after its first frame the app decodes HTTP
    bodies with `JSONDecoder`, which scans for certain. A probe that never fired (a wrong
    address, a runtime that moved the loop) would otherwise read as a clean 0."""
    before, total, presented = 0, 0, False
    for line in event_lines:
        if f"{GROUP}:present" in line:
            presented = True
        elif f"{GROUP}:visit" in line:
            total += 1
            if not presented:
                before += 1
    if not presented:
        raise Unavailable("the app never presented a frame under perf")
    if total == 0:
        raise Unavailable("the scan probe never fired in the whole run: it is not on the runtime's scan")
    return round(before / records, 1)


def measure(program, first_frame):
    """Scans before the first frame of `program` (a tui_bench.Program), one run under perf."""
    binary = program.argv[0]
    records = conformance_records(binary)
    try:
        add_probes(binary)
        with tempfile.TemporaryDirectory() as folder:
            trial = _perf("record", "-q", "-o", os.path.join(folder, "trial.data"), "-e", f"{GROUP}:visit", "--", "true")
            if trial.returncode != 0:
                raise Unavailable(f"perf record cannot use uprobes here: {trial.stderr.strip()[:200]}")
        with tempfile.TemporaryDirectory() as folder:
            recording = os.path.join(folder, "scans.data")
            program.argv = wrapped_argv(program.argv, recording)
            first_frame(program, runs=1)
            return scans_before_first_frame(recording, records)
    finally:
        remove_probes()
