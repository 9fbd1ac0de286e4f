"""Install tests (`make package-test`, part of `make test`): the programs as shipped, installed.

- `make install` into a staging root (DESTDIR, PREFIX, SYSCONFDIR): every file in place, the
  installed programs run, the manual pages render with `man -l`, the completions load in bash,
  the systemd unit passes `systemd-analyze verify` (and its offline security check), and
  `make uninstall` removes everything but a settings file someone changed.
- `make deb`, installed with `apt-get install ./file.deb` into a Debian made with debootstrap
  (minbase), where it runs: apt finds every dependency, the app starts, the libraries it opens
  with dlopen are there, espeak-ng and lame speak, the server answers /health.
- The same package with dpkg into a fresh root (its own dpkg database); every
  library the programs load, linked (`ldd`) or opened when needed (libmpv, libchafa, libpng,
  libqrencode), and every program the server runs (espeak-ng, lame) belongs to a package the
  .deb depends on; the installed app prints the package's version; the server started as the
  unit starts it (its ExecStart and Environment lines) answers /health and /ready; removing
  keeps the settings conffile, purging removes it.
- The server's image, built and started with podman (where podman can run).

The release build (scripts/build-release.sh) is shared with `make bench`.
"""
import glob
import gzip
import os
import re
import select
import shutil
import subprocess
import tempfile
import time
import unittest
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGRAMS = ["infinite-stories", "infinite-stories-server"]
CHROOT = shutil.which("chroot") or "/usr/sbin/chroot"
# What podman says when the machine (a nested container) does not let its runtime work: the
# container tests say so and stop, rather than fail; any other error fails them.
RUNTIME_LIMITS = re.compile(r"OCI runtime (error|create failed)|crun: (setrlimit|cgroups)|runc: .*(rlimit|cgroup)|OCI permission denied")


def run(args, **kwargs):
    kwargs.setdefault("cwd", ROOT)
    return subprocess.run(args, check=True, capture_output=True, text=True, **kwargs)


def stop(process):
    """Kills `process` if it still runs, reaps it and closes its pipes: a test that fails halfway
    leaves neither a server nor an open pipe (which Python reports as a ResourceWarning)."""
    if process.poll() is None:
        process.kill()
    process.wait()
    for stream in (process.stdin, process.stdout, process.stderr):
        if stream:
            stream.close()


def first_line(process, timeout=60):
    """The first line `process` writes, or "" if none comes within `timeout` seconds: a server
    that neither prints nor exits is killed rather than left to hang the test (then its other
    pipes reach their end, so reading them for the failure's message cannot block either)."""
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    if ready:
        return process.stdout.readline()
    process.kill()
    return ""


def read(path):
    with open(path) as file:
        return file.read()


def package_of(path):
    """The Debian package that installed `path` on this machine (dpkg -S), following links."""
    for candidate in dict.fromkeys([path, os.path.realpath(path)]):
        found = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.split(":")[0].split(",")[0].strip()
        # /lib is /usr/lib on a merged-/usr system and dpkg may know either.
        other = candidate[4:] if candidate.startswith("/usr/") else "/usr" + candidate
        found = subprocess.run(["dpkg", "-S", other], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.split(":")[0].split(",")[0].strip()
    return None


def dependency_names(depends):
    """`libmpv2 | libmpv1, lame (>= 3)` -> every package name that satisfies some dependency."""
    return {re.sub(r"\s*\(.*\)", "", alternative).strip()
            for dependency in depends.split(",") for alternative in dependency.split("|")}


class Release:
    """The release build and the package made from it, once per run."""
    bin_dir = None
    package = None

    @classmethod
    def binaries(cls):
        if cls.bin_dir is None:
            built = subprocess.run(["scripts/build-release.sh"] + PROGRAMS, cwd=ROOT, check=True,
                                   stdout=subprocess.PIPE, text=True)
            cls.bin_dir = built.stdout.strip().splitlines()[-1]
        return cls.bin_dir

    @classmethod
    def deb(cls):
        if cls.package is None:
            made = run(["scripts/make-deb.sh"], env=dict(os.environ, BIN_DIR=cls.binaries()))
            cls.package = os.path.join(ROOT, made.stdout.strip().splitlines()[-1])
        return cls.package


class InstallTest(unittest.TestCase):
    def setUp(self):
        self.stage = tempfile.mkdtemp(prefix="is-install-")
        self.addCleanup(shutil.rmtree, self.stage, True)
        self.env = dict(os.environ, PREFIX="/opt/is", DESTDIR=self.stage, SYSCONFDIR="/opt/is/etc",
                        BIN_DIR=Release.binaries())

    def test_install_puts_everything_in_place_and_uninstall_takes_it_away(self):
        run(["make", "--no-print-directory", "install", "PREFIX=/opt/is", f"DESTDIR={self.stage}",
             "SYSCONFDIR=/opt/is/etc", f"BIN_DIR={Release.binaries()}"])
        files = run(["scripts/install.sh", "files"], env=self.env).stdout.split()
        self.assertGreater(len(files), 12)
        for path in files:
            self.assertTrue(os.path.isfile(self.stage + path), f"{path} was not installed")
        prefix = self.stage + "/opt/is"
        version = run([prefix + "/bin/infinite-stories", "--version"]).stdout.strip()
        self.assertEqual(run([prefix + "/bin/infinite-stories-server", "--version"]).stdout.strip(), version)

        # The manual pages, as man shows them.
        for program in PROGRAMS:
            shown = run(["man", "--warnings", "-l", f"{prefix}/share/man/man1/{program}.1"],
                        env=dict(os.environ, MANWIDTH="80", MAN_KEEP_FORMATTING="0"))
            self.assertEqual(shown.stderr, "", f"man warned on {program}(1)")
            # Bold and underline are overstruck (X, backspace, X).
            text = re.sub(".\b", "", shown.stdout).replace("\u2010", "-").replace("\u2212", "-")
            self.assertIn(program.upper() + "(1)", text)
            self.assertIn("--help", text)

        # The completions, loaded from where bash-completion finds them.
        script = f"{prefix}/share/bash-completion/completions/infinite-stories"
        offered = run(["bash", "-c", f'source "{script}"; COMP_WORDS=(infinite-stories --no-c); COMP_CWORD=1; '
                       '_infinite_stories; printf "%s\\n" "${COMPREPLY[@]}"']).stdout.split()
        self.assertEqual(offered, ["--no-color"])

        # The unit runs the installed server with the settings file of SYSCONFDIR.
        unit_path = f"{prefix}/lib/systemd/system/infinite-stories-server.service"
        unit = read(unit_path)
        self.assertIn("ExecStart=/opt/is/bin/infinite-stories-server\n", unit)
        self.assertIn("EnvironmentFile=-/opt/is/etc/infinite-stories/server.env\n", unit)
        self.assertIsNone(re.search(r"@[A-Z]+@", unit), "a placeholder was left")
        self.verify_unit(unit_path, prefix)

        # The example config is the app's defaults, and the app reads it back without a problem.
        example = f"{prefix}/share/doc/infinite-stories/config.example.toml"
        self.assertIn("[keys]", read(example))
        checked = run([prefix + "/bin/infinite-stories", "--config", example, "--check-config"])
        self.assertIn("ok", checked.stdout)

        # Uninstall removes every file it wrote, and keeps the settings file once it was changed.
        settings = self.stage + "/opt/is/etc/infinite-stories/server.env"
        self.assertTrue(os.path.isfile(settings), "the settings file is installed once")
        with open(settings, "a") as file:
            file.write("INFINITE_STORIES_WORKERS=4\n")
        make = ["make", "--no-print-directory"]
        where = ["PREFIX=/opt/is", f"DESTDIR={self.stage}", "SYSCONFDIR=/opt/is/etc"]
        run(make + ["uninstall"] + where)
        for path in files:
            self.assertFalse(os.path.exists(self.stage + path), f"{path} was left behind")
        self.assertTrue(os.path.isfile(settings), "the changed settings file was removed")
        # A settings file that was there before (the package's conffile, say) is not the
        # install's, even when it reads like the example: uninstall leaves it.
        shutil.copy(os.path.join(ROOT, "packaging/server.env"), settings)
        run(make + ["install"] + where + [f"BIN_DIR={Release.binaries()}"])
        run(make + ["uninstall"] + where)
        self.assertTrue(os.path.isfile(settings), "a settings file the install did not write was removed")
        # One the install wrote goes with the rest while unchanged.
        os.remove(settings)
        run(make + ["install"] + where + [f"BIN_DIR={Release.binaries()}"])
        self.assertTrue(os.path.isfile(settings))
        run(make + ["uninstall"] + where)
        self.assertFalse(os.path.exists(settings))
        self.assertEqual([name for _, _, names in os.walk(self.stage) for name in names], [], "files left behind")
        # Twice is a mistake said as such, not a silent success.
        again = subprocess.run(make + ["uninstall"] + where, cwd=ROOT, capture_output=True, text=True)
        self.assertNotEqual(again.returncode, 0)
        self.assertIn("nothing to uninstall", again.stderr)

    def verify_unit(self, unit_path, prefix):
        """`systemd-analyze verify` on the unit as installed, its ExecStart pointed at the staged
        binary (verify checks that it exists and is executable) and its manual page found in the
        staged man folder (verify runs man on Documentation=)."""
        analyze = shutil.which("systemd-analyze")
        if analyze is None:
            self.fail("systemd-analyze (Debian systemd) is missing: make deps installs it")
        folder = tempfile.mkdtemp(prefix="is-unit-")
        self.addCleanup(shutil.rmtree, folder, True)
        check = os.path.join(folder, "infinite-stories-server.service")
        with open(check, "w") as file:
            file.write(re.sub(r"ExecStart=(\S+)", lambda m: "ExecStart=" + self.stage + m.group(1), read(unit_path)))
        env = dict(os.environ, MANPATH=f"{prefix}/share/man")
        verified = subprocess.run([analyze, "verify", check], capture_output=True, text=True, env=env)
        self.assertEqual(verified.returncode, 0, verified.stderr)
        self.assertEqual(verified.stderr.strip(), "", "systemd-analyze verify complained")
        security = subprocess.run([analyze, "security", "--offline=yes", check], capture_output=True, text=True)
        exposure = re.search(r"Overall exposure level for \S+: ([0-9.]+)", security.stdout)
        self.assertIsNotNone(exposure, security.stdout + security.stderr)
        print(f"systemd-analyze security: exposure {exposure.group(1)} (0 safest, 10 none)")
        self.assertLessEqual(float(exposure.group(1)), 2.5, security.stdout)


class DebianPackageTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.deb = Release.deb()
        cls.depends = run(["dpkg-deb", "-f", cls.deb, "Depends"]).stdout.strip()
        cls.version = run(["dpkg-deb", "-f", cls.deb, "Version"]).stdout.strip()

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="is-dpkg-root-")
        self.addCleanup(shutil.rmtree, self.root, True)
        admin = os.path.join(self.root, "var/lib/dpkg")
        for folder in ["info", "updates", "triggers"]:
            os.makedirs(os.path.join(admin, folder))
        open(os.path.join(admin, "status"), "w").close()
        open(os.path.join(admin, "available"), "w").close()

    def dpkg(self, *args):
        # A fresh root holds none of the dependencies: they are checked below against this machine.
        return run(["dpkg", f"--root={self.root}", "--force-depends", "--force-not-root", "--log=/dev/null",
                    "--force-script-chrootless", *args])

    def test_the_package_installs_runs_and_its_dependencies_cover_what_it_loads(self):
        name = os.path.basename(self.deb)
        self.assertRegex(name, r"^infinite-stories_[0-9][^_]*_[a-z0-9]+\.deb$")
        self.dpkg("--install", self.deb)
        listed = self.dpkg("--listfiles", "infinite-stories").stdout.split()
        for path in ["/usr/bin/infinite-stories", "/usr/bin/infinite-stories-server",
                     "/usr/share/man/man1/infinite-stories.1.gz", "/usr/share/man/man1/infinite-stories-server.1.gz",
                     "/usr/share/bash-completion/completions/infinite-stories",
                     "/usr/share/zsh/site-functions/_infinite-stories-server",
                     "/usr/share/fish/vendor_completions.d/infinite-stories.fish",
                     "/usr/lib/systemd/system/infinite-stories-server.service",
                     "/etc/infinite-stories/server.env", "/usr/share/doc/infinite-stories/copyright"]:
            self.assertIn(path, listed)
        with open(os.path.join(self.root, "var/lib/dpkg/info/infinite-stories.conffiles")) as file:
            conffiles = file.read().split()
        self.assertEqual(conffiles, ["/etc/infinite-stories/server.env"])
        with gzip.open(os.path.join(self.root, "usr/share/man/man1/infinite-stories.1.gz"), "rt") as page:
            self.assertIn('.TH "INFINITE\\-STORIES" 1', page.read())

        declared = dependency_names(self.depends)
        binaries = [os.path.join(self.root, "usr/bin", program) for program in PROGRAMS]
        # The release link (ADR 0037): packed relocations, and the app's start-up functions first
        # in its code (the first name of scripts/startup-symbols.txt at the start of .text).
        for binary in binaries:
            self.assertIn("(RELR)", run(["readelf", "-d", binary]).stdout, binary)
            # Constants read-only (scripts/writable-rodata.ld, ADR 0037's third addendum): Swift's
            # `.rodata` flagged writable has a section of its own, and `.rodata` no write flag.
            listed = run(["readelf", "-S", "-W", binary]).stdout
            rodata = re.search(r"\s\.rodata\s+PROGBITS\s+\S+\s+\S+\s+\S+\s+\S+\s+(\S+)", listed)
            self.assertTrue(rodata, f".rodata not found in {binary}")
            self.assertNotIn("W", rodata.group(1), f"{binary}: .rodata is writable")
            self.assertIn(".data.writable_rodata", listed, binary)
        app = binaries[PROGRAMS.index("infinite-stories")]
        sections = run(["readelf", "-S", "-W", app]).stdout
        text = re.search(r"\s\.text\s+PROGBITS\s+([0-9a-f]+)", sections)
        # The functions Swift gives no symbol, all together right before .text
        # (scripts/unnamed-functions.ld).
        unnamed = re.search(r"\s\.text\.unnamed\s+PROGBITS\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", sections)
        self.assertTrue(text and unnamed, f".text or .text.unnamed not found in {app}")
        unnamed_end = int(unnamed.group(1), 16) + int(unnamed.group(2), 16)
        self.assertGreater(int(unnamed.group(2), 16), 0, ".text.unnamed is empty")
        self.assertTrue(0 <= int(text.group(1), 16) - unnamed_end < 4096, ".text.unnamed is not right before .text")
        # The app's string literals as each object wrote them (lld -O0, ADR 0037's second
        # addendum), the server's merged: the literal every object that can stop the program
        # carries is there hundreds of times in one, once in the other.
        for binary, unmerged in ((app, True), (binaries[PROGRAMS.index("infinite-stories-server")], False)):
            with tempfile.TemporaryDirectory() as folder:
                rodata = os.path.join(folder, "rodata")
                run(["objcopy", "-O", "binary", "--only-section=.rodata", binary, rodata])
                with open(rodata, "rb") as file:
                    copies = file.read().count(b"Fatal error\x00")
            if unmerged:
                self.assertGreater(copies, 10, f"{binary}: string literals merged")
            else:
                self.assertEqual(copies, 1, f"{binary}: string literals not merged")
        first = read(os.path.join(ROOT, "scripts/startup-symbols.txt")).split("\n", 1)[0]
        placed = [line.split()[0] for line in run(["nm", "--defined-only", app]).stdout.splitlines()
                  if line.endswith(" " + first)]
        self.assertTrue(text and placed, f".text or {first} not found in {app}")
        # A local name may be defined twice (two modules' copies of one merged function): the
        # ordering file places every copy, so the lowest one starts .text.
        self.assertEqual(min(int(address, 16) for address in placed), int(text.group(1), 16),
                         f"{first} is not first in .text")
        needed = {}
        for binary in binaries:
            for line in run(["ldd", binary]).stdout.splitlines():
                match = re.match(r"\s*(\S+) => (/\S+)", line)
                if match:
                    needed[match.group(1)] = match.group(2)
        # Opened when first needed (dlopen): the names the sources ask for, first one found.
        sources = "".join(read(path) for path in glob.glob(os.path.join(ROOT, "Sources/App/**/*Library.swift"), recursive=True))
        cache = run(["ldconfig", "-p"]).stdout
        for names in re.findall(r"\[(\"lib[^\]]+)\]", sources):
            for soname in re.findall(r"\"(lib[^\"]+\.so[.0-9]*)\"", names):
                found = re.search(r"^\s*" + re.escape(soname) + r" \(libc6[^)]*\) => (\S+)", cache, re.M)
                if found:
                    needed[soname] = found.group(1)
                    break
            else:
                self.fail(f"none of {names} is installed on this machine")
        for library in ["libmpv", "libchafa", "libpng16", "libqrencode", "libncursesw"]:
            self.assertTrue(any(soname.startswith(library) for soname in needed), f"{library} not found among {sorted(needed)}")
        # Linked in, so not loaded: the Swift runtime, libstdc++, SQLite, zlib.
        for soname in needed:
            self.assertFalse(soname.startswith(("libswift", "libFoundation", "libsqlite3", "libz.so", "libstdc++")),
                             f"{soname} should be linked in, not loaded")
        for soname, path in sorted(needed.items()):
            owner = package_of(path)
            self.assertIsNotNone(owner, f"no package owns {path}")
            self.assertIn(owner, declared, f"{soname} ({path}) comes from {owner}, which Depends lacks: {self.depends}")
        for program in ["espeak-ng", "lame"]:
            owner = package_of(shutil.which(program))
            self.assertIn(owner, declared, f"the server runs {program} from {owner}, which Depends lacks")

        # The installed programs run; the server runs as its unit runs it, and is healthy and ready.
        self.assertEqual(run([binaries[0], "--version"]).stdout.strip(), self.version)
        unit = read(os.path.join(self.root, "usr/lib/systemd/system/infinite-stories-server.service"))
        command = re.search(r"^ExecStart=(.+)$", unit, re.M).group(1).split()
        state = tempfile.mkdtemp(prefix="is-state-")
        self.addCleanup(shutil.rmtree, state, True)
        env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent"}
        for assignment in re.findall(r"^Environment=(\S+)$", unit, re.M):
            key, value = assignment.split("=", 1)
            env[key] = value.replace("%S", state)
        self.assertEqual(env.get("INFINITE_STORIES_DATA_DIR"), state + "/infinite-stories")
        env["INFINITE_STORIES_PORT"] = "0"  # the unit's 8080 may be taken on this machine
        server = subprocess.Popen([self.root + command[0]] + command[1:], env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        self.addCleanup(stop, server)
        line = first_line(server)
        self.assertTrue(line.startswith("listening on "), line + server.stderr.read(2000) if not line else line)
        base = line.split()[-1].rstrip("/")
        for route in ["/health", "/ready"]:
            with urllib.request.urlopen(base + route, timeout=10) as answer:
                self.assertEqual(answer.status, 200, route)
        self.assertTrue(os.path.isfile(os.path.join(state, "infinite-stories/database.sqlite")))
        server.terminate()
        server.wait(timeout=30)
        # The unit asks for JSON logs: every line the server wrote is one JSON object.
        for log_line in server.stderr.read().splitlines():
            self.assertTrue(log_line.startswith("{"), log_line)

        # Remove keeps the settings conffile; purge takes it too.
        self.dpkg("--remove", "infinite-stories")
        self.assertFalse(os.path.exists(os.path.join(self.root, "usr/bin/infinite-stories")))
        self.assertTrue(os.path.isfile(os.path.join(self.root, "etc/infinite-stories/server.env")))
        self.dpkg("--purge", "infinite-stories")
        self.assertFalse(os.path.exists(os.path.join(self.root, "etc/infinite-stories/server.env")))


class CleanRootTest(unittest.TestCase):
    """`apt-get install ./infinite-stories_*.deb` into a Debian made with debootstrap from Debian's
    mirror (minbase: nothing the package needs is there before): apt resolves the Depends from
    the mirror, and in that root the app runs, every library it opens with dlopen is there, the
    narration tools speak, and the server starts and answers /health. Where the mirror cannot be
    reached, the test says so and is skipped."""

    def chroot(self, *args, **kwargs):
        env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root", "LANG": "C.UTF-8",
               "DEBIAN_FRONTEND": "noninteractive"}
        return subprocess.run([CHROOT, self.root, *args], capture_output=True, text=True, env=env, **kwargs)

    def test_apt_installs_the_package_into_a_fresh_debian_where_it_runs(self):
        debootstrap = shutil.which("debootstrap")
        if debootstrap is None:
            self.skipTest("debootstrap is not installed (make deps installs it)")
        self.root = tempfile.mkdtemp(prefix="is-clean-root-")
        self.addCleanup(shutil.rmtree, self.root, True)
        made = subprocess.run([debootstrap, "--variant=minbase", "bookworm", self.root, "http://deb.debian.org/debian"],
                              capture_output=True, text=True)
        if made.returncode != 0:
            self.skipTest("debootstrap could not reach Debian's mirror: " + (made.stdout + made.stderr).strip().splitlines()[-1])
        # Swift reads a program's arguments from /proc/self/cmdline: a root without /proc runs
        # `infinite-stories --version` as if it had none.
        proc = os.path.join(self.root, "proc")
        mounted = subprocess.run(["mount", "-t", "proc", "proc", proc], capture_output=True, text=True)
        if mounted.returncode != 0:
            self.skipTest("cannot mount /proc in the clean root: " + mounted.stderr.strip())
        self.addCleanup(subprocess.run, ["umount", "-l", proc], capture_output=True)
        deb = Release.deb()
        shutil.copy(deb, os.path.join(self.root, "tmp", "infinite-stories.deb"))
        shutil.copy("/etc/resolv.conf", os.path.join(self.root, "etc", "resolv.conf"))
        self.assertEqual(self.chroot("dpkg-query", "-W", "libmpv2").returncode, 1, "the root is clean")
        updated = self.chroot("apt-get", "update", "-qq")
        self.assertEqual(updated.returncode, 0, updated.stderr)
        installed = self.chroot("apt-get", "install", "-y", "-qq", "--no-install-recommends", "/tmp/infinite-stories.deb")
        self.assertEqual(installed.returncode, 0, installed.stdout[-2000:] + installed.stderr[-2000:])

        version = run(["dpkg-deb", "-f", deb, "Version"]).stdout.strip()
        self.assertEqual(self.chroot("infinite-stories", "--version").stdout.strip(), version)
        for program in PROGRAMS:
            linked = self.chroot("ldd", f"/usr/bin/{program}").stdout
            self.assertNotIn("not found", linked, f"{program} in the clean root:\n{linked}")
        cache = self.chroot("ldconfig", "-p").stdout
        for soname in ["libmpv.so.2", "libchafa.so.0", "libpng16.so.16", "libqrencode.so.4"]:
            self.assertIn(soname, cache, f"{soname}, opened with dlopen, is not in the clean root")
        spoken = self.chroot("espeak-ng", "-w", "/tmp/hello.wav", "Good night")
        self.assertEqual(spoken.returncode, 0, spoken.stderr)
        encoded = self.chroot("lame", "--quiet", "/tmp/hello.wav", "/tmp/hello.mp3")
        self.assertEqual(encoded.returncode, 0, encoded.stderr)
        self.assertGreater(os.path.getsize(os.path.join(self.root, "tmp/hello.mp3")), 1000)

        server = subprocess.Popen([CHROOT, self.root, "/usr/bin/infinite-stories-server", "--port", "0",
                                   "--data-dir", "/var/lib/infinite-stories"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                  env={"PATH": "/usr/bin:/bin", "HOME": "/nonexistent"})
        self.addCleanup(stop, server)
        line = first_line(server)
        self.assertTrue(line.startswith("listening on "), line)
        with urllib.request.urlopen(line.split()[-1].rstrip("/") + "/health", timeout=10) as answer:
            self.assertEqual(answer.status, 200)
        server.terminate()
        server.wait(timeout=30)


class ContainerTest(unittest.TestCase):
    """The server's image, built and started with podman where podman can run; else it says why.

    Where no registry is reachable (this project's machines), the Debian base is made from
    Debian's own mirror with debootstrap and imported; where podman's default runtime cannot set
    resource limits in a nested container, the test gives podman a configuration without them
    and runc as its runtime."""

    BASE = "localhost/infinite-stories-base:bookworm"

    def podman(self, *args, check=True):
        return subprocess.run([self.podman_path, *args], capture_output=True, text=True, check=check,
                              env=self.env)

    def setUp(self):
        self.podman_path = shutil.which("podman")
        if self.podman_path is None:
            self.skipTest("podman is not installed (Debian: apt-get install podman)")
        self.env = dict(os.environ)
        work = tempfile.mkdtemp(prefix="is-podman-")
        self.addCleanup(shutil.rmtree, work, True)
        conf = os.path.join(work, "containers.conf")
        with open(conf, "w") as file:
            file.write("[containers]\ndefault_ulimits = []\n")
            if shutil.which("runc"):
                file.write('[engine]\nruntime = "runc"\n')
        self.env["CONTAINERS_CONF"] = conf
        self.work = work

    def base_image(self):
        """The Containerfile's own base when it can be pulled, else one made with debootstrap."""
        if self.podman("pull", "docker.io/library/debian:bookworm-slim", check=False).returncode == 0:
            return None
        if self.podman("image", "exists", self.BASE, check=False).returncode == 0:
            return self.BASE
        debootstrap = shutil.which("debootstrap")
        if debootstrap is None:
            self.skipTest("no registry is reachable and debootstrap is not installed to make the base image")
        rootfs = os.path.join(self.work, "rootfs")
        made = subprocess.run([debootstrap, "--variant=minbase", "--include=espeak-ng,lame,ca-certificates",
                               "bookworm", rootfs, "http://deb.debian.org/debian"], capture_output=True, text=True)
        if made.returncode != 0:
            self.skipTest("no registry is reachable and debootstrap could not make the base: "
                          + (made.stdout + made.stderr).strip().splitlines()[-1])
        tar = subprocess.Popen(["tar", "-C", rootfs, "-c", "."], stdout=subprocess.PIPE)
        try:
            imported = subprocess.run([self.podman_path, "import", "-", self.BASE], stdin=tar.stdout,
                                      capture_output=True, text=True, env=self.env)
            # Closed here, a tar still writing to an import that gave up ends on SIGPIPE.
            tar.stdout.close()
            tarred = tar.wait(timeout=60)
        finally:
            stop(tar)
        self.assertEqual(imported.returncode, 0, imported.stderr)
        self.assertEqual(tarred, 0, "tar could not read the base's files")
        return self.BASE

    def test_the_image_runs_the_server_read_only_as_a_user_with_its_data_in_a_volume(self):
        probe = self.podman("info", check=False)
        if probe.returncode != 0:
            self.skipTest("podman cannot run here: " + (probe.stderr.strip().splitlines() or ["?"])[-1])
        base = self.base_image()
        image = "localhost/infinite-stories-server-test"
        env = dict(self.env, IMAGE=image, BIN_DIR=Release.binaries(), PODMAN_BUILD_ARGS="--network=host")
        if base:
            env["BASE"] = base
        built = subprocess.run(["scripts/build-container.sh"], cwd=ROOT, capture_output=True, text=True, env=env)
        if built.returncode != 0 and re.search(RUNTIME_LIMITS, built.stderr):
            self.skipTest("podman cannot run a build step here: " + built.stderr.strip().splitlines()[-1])
        self.assertEqual(built.returncode, 0, built.stdout[-2000:] + built.stderr[-3000:])
        self.addCleanup(self.podman, "rmi", "-f", image, check=False)
        user = self.podman("image", "inspect", "--format", "{{.Config.User}}", image).stdout.strip()
        self.assertEqual(user, "stories")
        volume = "infinite-stories-test-" + str(os.getpid())
        self.addCleanup(self.podman, "volume", "rm", "-f", volume, check=False)
        started = self.podman("run", "-d", "--rm", "--read-only", "--network=host",
                              "-e", "INFINITE_STORIES_HOSTNAME=127.0.0.1", "-e", "INFINITE_STORIES_PORT=0",
                              "-v", f"{volume}:/data", image, check=False)
        if started.returncode != 0 and re.search(RUNTIME_LIMITS, started.stderr):
            self.skipTest("podman cannot start containers here: " + started.stderr.strip().splitlines()[-1])
        self.assertEqual(started.returncode, 0, started.stderr)
        container = started.stdout.strip()
        self.addCleanup(self.podman, "rm", "-f", container, check=False)
        deadline = time.time() + 60
        base_url = None
        while base_url is None:
            logs = self.podman("logs", container, check=False).stdout
            found = re.search(r"listening on (http://\S+)", logs)
            if found:
                base_url = found.group(1)
            elif time.time() > deadline:
                self.fail("the container did not start serving: " + self.podman("logs", container, check=False).stderr[-2000:])
            else:
                time.sleep(0.5)
        with urllib.request.urlopen(base_url + "/ready", timeout=10) as answer:
            self.assertEqual(answer.status, 200)
        self.assertEqual(self.podman("exec", container, "id", "-un").stdout.strip(), "stories")
        listed = self.podman("exec", container, "ls", "/data").stdout.split()
        self.assertIn("database.sqlite", listed)
        # Read-only everywhere but the volume.
        self.assertNotEqual(self.podman("exec", container, "touch", "/usr/bin/x", check=False).returncode, 0)


if __name__ == "__main__":
    unittest.main(verbosity=2)
