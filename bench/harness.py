#!/usr/bin/env python3
"""InfiniteStories benchmark: measures, compares with same-run baselines, prints ONE table.

Run through scripts/bench.sh (which installs the tools and builds in release). Progress goes to
standard error; standard output carries only the table. The table, the machine and the method
are also written to docs/performance.md, and every raw number to bench-results/latest.json.
Exit status: 0 when every budget holds, 1 when one is broken or could not be measured. A row
over an absolute time budget while the machine had more runnable tasks than cores is shown as
"OVER (machine loaded)" and does not count: it measured the neighbours.
"""
import argparse
import contextlib
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import app as app_module  # noqa: E402
import crowd_bench  # noqa: E402
import listening  # noqa: E402
import journey_bench  # noqa: E402
import provider_bench  # noqa: E402
import relocation  # noqa: E402
import model_bench  # noqa: E402
import scale_bench  # noqa: E402
import scans  # noqa: E402
import server_bench  # noqa: E402
import tui_bench  # noqa: E402
from processes import Server, stop_all  # noqa: E402
from report import Load, Row, render_markdown, render_table  # noqa: E402
from seed import PASSWORD, seed  # noqa: E402


def log(message):
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def machine():
    model = "unknown"
    with open("/proc/cpuinfo") as handle:
        for line in handle:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    memory_kib = 0
    with open("/proc/meminfo") as handle:
        for line in handle:
            if line.startswith("MemTotal:"):
                memory_kib = int(line.split()[1])
    return {
        "nproc": os.cpu_count(),
        "model": model,
        "memory_gib": round(memory_kib / 1024 / 1024, 1),
        "kernel": platform.release(),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "load_at_start": os.getloadavg(),
        "nice": os.nice(0),
    }


# The 1-minute load average [before, after] each measurement behind an absolute time budget,
# by key; saved as results["load"] and printed beside those budgets (report.Load).
LOAD = {}


def optional_part(result, key, measure):
    """Runs one part of the server figures while `load_during(key)` watches, into `result[key]`.
    A part that fails leaves `result[key + "_error"]` (its rows say why) and the bench goes on."""
    try:
        with load_during(key):
            result[key] = measure()
    except Exception as error:  # noqa: BLE001 - the rows say why; the rest of the bench goes on
        result[f"{key}_error"] = str(error)


@contextlib.contextmanager
def load_during(key):
    """Notes the load average around a measurement: an absolute budget cannot tell our code from
    the neighbours, so its row says how busy the machine was while the figure was taken."""
    before = os.getloadavg()[0]
    try:
        yield
    finally:
        LOAD[key] = [before, os.getloadavg()[0]]


# Parts


def micro(bench_binary, runs):
    log(f"micro-benchmarks ({bench_binary}, {runs} runs each)")
    completed = subprocess.run([bench_binary, "--runs", str(runs)], capture_output=True, text=True, timeout=600)
    if completed.returncode != 0:
        raise RuntimeError(f"infinite-stories-bench failed: {completed.stderr.strip()}")
    samples = {}
    for line in completed.stdout.splitlines():
        if line.startswith("{"):
            sample = json.loads(line)
            samples[sample["name"]] = sample
    return samples


def server_part(server_binary, work, quick, measure=True):
    data_dir = os.path.join(work, "server-data")
    log("seeding: 1,000 heroes + 10,000 stories (lists), 10,000 stories (reader)")
    started = time.monotonic()
    accounts = seed(server_binary, data_dir, log_path=os.path.join(work, "seed-server.log"))
    accounts["seed_seconds"] = time.monotonic() - started
    log(f"seeded in {accounts['seed_seconds']:.1f}s: {accounts['counts']}")
    result = {"accounts": {k: v for k, v in accounts.items() if k not in ("lists", "reader")}}
    if not measure:
        return result, accounts, data_dir
    server = Server(server_binary, data_dir).start()
    try:
        lists = accounts["lists"]
        # Single 10 s runs of /stories against /ping spread over ~0.49-0.57 on this machine: five
        # interleaved rounds keep the medians' ratio from following one unlucky run.
        rounds, seconds = (1, 3) if quick else (5, 10)
        log(f"wrk: ping, heroes, stories x {rounds} rounds of {seconds}s, 64 connections")
        result["wrk"] = server_bench.load_test(server, lists["token"], rounds=rounds, seconds=seconds)
        log("sign-in latency, normal and maximal password")
        result["sign_in"], result["sign_in_maximal"] = server_bench.sign_in_pair(
            server, lists["email"], PASSWORD, "maximal-password@example.com", runs=5 if quick else 9)
        log("first streamed text after 202")
        with load_during("first_text"):
            result["first_text"] = server_bench.first_streamed_text(server, lists["token"], lists["hero_id"],
                                                                     runs=3 if quick else 7)
        log("illustrations of a 6-scene story")
        times, scenes = server_bench.illustrations(server, lists["token"], lists["hero_id"], runs=1 if quick else 3)
        result["illustrations"] = {"seconds": times, "scenes": scenes}
    finally:
        server.stop()
    log("OpenAI-compatible provider stream: latency our server adds per token, CPU per token")
    optional_part(result, "provider", lambda: provider_bench.measure(server_binary, work, runs=3 if quick else 7))
    log("a real model server (llama-server): provider token -> client event, last token -> story readable")
    optional_part(result, "model", lambda: model_bench.measure(server_binary, work, runs=3 if quick else 7))
    log("many parents at once: 50 stories asked in the same instant (offline providers)")
    optional_part(result, "crowd", lambda: crowd_bench.measure_rounds(server_binary, work, parents=20 if quick else 50,
                                                                      rounds=1 if quick else 3))
    log("journey summary: 100,000 sessions for one user")
    optional_part(result, "journey", lambda: journey_bench.measure(server_binary, work, rounds=1 if quick else 3,
                                                                    seconds=3 if quick else 10, log=log))
    log("PostgreSQL: list routes vs SQLite, two instances vs one (scale)")
    try:
        result["scale"] = scale_bench.measure(server_binary, work, quick, log=log)
    except Exception as error:  # noqa: BLE001 - the rows say why; the rest of the bench goes on
        result["scale_error"] = str(error)
        log(f"PostgreSQL part not measured: {error}")
    return result, accounts, data_dir


def process_start(binary, runs=20):
    """Mean milliseconds of `binary --help` with hyperfine: dynamic loading, the Swift runtime and
    argument parsing, the part of the first frame that happens before any drawing."""
    with tempfile.NamedTemporaryFile(suffix=".json") as export:
        completed = subprocess.run(["hyperfine", "-N", "--warmup", "3", "--runs", str(runs), "--export-json",
                                    export.name, f"{binary} --help"], capture_output=True, text=True, timeout=120)
        if completed.returncode != 0:
            raise RuntimeError(f"hyperfine failed: {completed.stderr.strip()}")
        with open(export.name) as handle:
            return json.load(handle)["results"][0]["median"] * 1000


def relocation_figures(app_binary, baseline_binary, work):
    """The pages the loader writes into the app (and into the baseline program) at each start,
    and what a start spends writing that many (bench/relocation.py)."""
    relocations, pages = relocation.relocated_pages(app_binary)
    base_relocations, base_pages = relocation.relocated_pages(baseline_binary)
    with tempfile.TemporaryDirectory(dir=work) as folder:
        cost, with_pointers, without = relocation.relocation_cost(pages, folder)
    return {"relocations": relocations, "pages": pages, "baseline_relocations": base_relocations,
            "baseline_pages": base_pages, "cost_ms": cost, "with_pointers_ms": with_pointers,
            "without_ms": without}


def terminal_part(app_binary, baseline_binary, server_binary, accounts, data_dir, work, quick):
    result = {}
    titles = accounts["titles_path"]
    baseline = app_module.baseline_program(baseline_binary, titles)
    # First frames vary most on a shared machine (a few ms of scheduling noise on a ~10 ms
    # figure, and the app's runs spread wider than the small baseline's): the median of 15 fresh
    # processes.
    runs = 3 if quick else 15
    log("baseline program: keys, idle, memory")
    result["baseline_session"] = tui_bench.session(baseline)
    result["baseline_wide"] = tui_bench.page_moves(tui_bench.resized(baseline, 120, 40))
    if not app_binary:
        result["app_missing"] = True
        return result

    # A separate server with the same data, so the app's figures are the client's alone.
    server = Server(server_binary, data_dir, extra_args=["--text-pace", "40"]).start()
    try:
        reader = accounts["reader"]
        state_home = os.path.join(work, "app-state")
        fresh_state = os.path.join(work, "app-state-empty")
        data_home = os.path.join(work, "app-data")
        for folder in (state_home, fresh_state, data_home):
            os.makedirs(folder, exist_ok=True)

        log("app: process start floor (hyperfine)")
        try:
            result["app_process_start_ms"] = process_start(app_binary)
        except (OSError, RuntimeError, subprocess.TimeoutExpired, ValueError, KeyError) as error:
            log(f"app: {error}")
        log("app: pages the loader writes at each start, and what writing that many costs")
        try:
            result["app_relocation"] = relocation_figures(app_binary, baseline_binary, work)
        except (OSError, ValueError, subprocess.SubprocessError, relocation.Unavailable) as error:
            result["app_relocation_unavailable"] = str(error)
            log(f"app: relocation figures not measured: {error}")
        # The baseline's first frames are measured beside each row's (`first_frames_paired`); the
        # sign-in row's also give the baseline's memory.
        log("app: first frame of the sign-in screen (no saved session)")
        auth = app_module.app_program(app_binary, server.base_url, fresh_state, data_home, app_module.auth_ready)
        result["app_auth_first_frame"], result["app_auth_first_frame_baseline"] = \
            tui_bench.first_frames_paired(auth, baseline, runs=runs)

        log("app: signing in through its own screen to save a session")
        signed_in = app_module.sign_in_through_app(app_binary, server.base_url, state_home, data_home,
                                                   reader["email"], PASSWORD)
        if not app_module.session_saved(state_home):
            log(f"app: sign-in through the screen {'worked' if signed_in else 'failed'} but saved no session; "
                "writing the session file directly")
            app_module.write_session_file(state_home, server.base_url, reader["token"], reader["user_id"],
                                          reader["email"])
        result["signed_in_through_app"] = signed_in

        main = app_module.app_program(app_binary, server.base_url, state_home, data_home, app_module.main_ready,
                                      settled=app_module.main_settled)
        log("app: first frame of the main screen with 10,000 stories (and until all are in memory)")
        result["app_main_first_frame"], result["app_main_first_frame_baseline"] = \
            tui_bench.first_frames_paired(main, baseline, runs=runs)
        log("app: Swift runtime conformance scans before the first frame (perf uprobes)")
        probed = app_module.app_program(app_binary, server.base_url, state_home, data_home, app_module.main_ready)
        try:
            result["app_conformance_scans"] = scans.measure(probed, tui_bench.first_frame)
        except Exception as error:  # noqa: BLE001 (an optional figure never stops the rows after it)
            result["app_conformance_scans_unavailable"] = str(error)
            log(f"app: conformance scans not counted: {error}")
        log("app: the same without the lists saved at the last quit (waits for the server)")
        cold = app_module.app_program(app_binary, server.base_url, state_home, data_home, app_module.main_drawn,
                                      settled=app_module.main_ready)
        cold.before_spawn = lambda: app_module.forget_saved_lists(state_home)
        result["app_main_first_frame_cold"], result["app_main_first_frame_cold_baseline"] = \
            tui_bench.first_frames_paired(cold, baseline, runs=runs)
        # The same bytes written by a copy, as `make install` writes them: on this kernel the page
        # cache then holds the file in larger pieces (folios), and a fault can map more than the
        # linker's own output maps (see Memory below). Measured after the first frames, and the
        # copy's 200 MB written out first, so its writing-back cannot slow the figures after it.
        copied = os.path.join(work, "installed", "infinite-stories")
        os.makedirs(os.path.dirname(copied), exist_ok=True)
        shutil.copy2(app_binary, copied)
        os.sync()
        log("app: the sign-in screen again, from a copy of the binary")
        auth_copied = app_module.app_program(copied, server.base_url, fresh_state, data_home, app_module.auth_ready)
        result["app_auth_first_frame_copied"] = tui_bench.first_frame(auth_copied, runs=runs)
        log("app: keys, idle, memory")
        result["app_session"] = tui_bench.session(main)
        log("app: j/k in a 120x40 terminal (three panes: the detail pane follows the selection)")
        result["app_wide"] = tui_bench.page_moves(tui_bench.resized(main, 120, 40))
        log("app: bytes per frame while a generation's progress animates")
        bursts, screen, cpu = app_module.generation_frames(app_binary, server.base_url, state_home, data_home)
        result["app_generation_frames"] = bursts
        result["app_generation_screen"] = screen
        result["app_generation_cpu_ms_per_s"] = cpu
        log("app: key -> audio start, and bytes per frame while a narration plays (mpv null output)")
        try:
            with load_during("listening"):
                result["app_listening"] = listening.measure(app_binary, server.base_url, work,
                                                            runs=3 if quick else 7)
        except (OSError, RuntimeError, KeyError, ValueError) as error:
            result["app_listening_unavailable"] = str(error)
            log(f"app: listening not measured: {error}")
    finally:
        server.stop()
    return result


# Table


# PostgreSQL (bench/scale_bench.py); runs of 2026-11-26 on this 2-core machine, shared with
# others' builds (load 2-8). The list routes came out at 0.93x/1.08x (/heroes) and 1.10x/0.94x
# (/stories) of SQLite in two full runs (single rounds: 0.73-1.49x): both stores answer them
# from the same caches, so half of SQLite's rate is a floor that a cache no longer holding on
# PostgreSQL falls through, with room for the noise. Two instances came out at 1.22x and 1.46x
# one (quick runs 1.38x, 1.55x; single rounds 0.99-1.67x): 2 cores cannot show scaling, so 0.8
# is only a floor against instances getting in each other's way.
POSTGRES_VS_SQLITE_MIN = 0.5
SCALE_MIN = 0.8


def scale_rows(results):
    """The PostgreSQL rows: each list route on PostgreSQL against SQLite, and two instances on
    one database against one. Every row also fails on any failed request."""
    server = results.get("server", {})
    scale = server.get("scale")
    routes = (("heroes", "GET /heroes?limit=20"), ("stories", "GET /stories?limit=20"))
    versus = f">= {POSTGRES_VS_SQLITE_MIN:.2f} x SQLite, 0 errors"
    scale_figure = "two instances vs one on PostgreSQL (scale ratio)"
    scale_budget = f">= {SCALE_MIN:.2f} x one instance, 0 errors"
    if not scale:
        if "scale_error" in server:
            why = server["scale_error"][:80]
        elif "server" in results.get("skipped", ()):
            why = "skipped"
        elif server:
            why = "not in these results"
        else:
            why = "server part failed"
        status = f"not measured ({why})"
        rows = [Row("server", f"{label} requests/s, PostgreSQL vs SQLite", None, unit="req/s",
                    budget_ratio_min=POSTGRES_VS_SQLITE_MIN, budget_text=versus, status=status)
                for _, label in routes]
        rows.append(Row("server", scale_figure, None, unit="req/s", budget_ratio_min=SCALE_MIN,
                        budget_text=scale_budget, status=status))
        return rows
    rows = []
    for name, label in routes:
        sqlite, postgres = scale["lists"]["sqlite"][name], scale["lists"]["postgres"][name]
        rows.append(Row("server", f"{label} requests/s, PostgreSQL vs SQLite", postgres["rps"], unit="req/s",
                        baseline=sqlite["rps"], budget_ratio_min=POSTGRES_VS_SQLITE_MIN, budget_text=versus,
                        errors=postgres["errors"] + sqlite["errors"],
                        note=f"PostgreSQL {postgres['rps']:,.0f} req/s (p99 {postgres['p99_ms']:.2f} ms) vs SQLite "
                             f"{sqlite['rps']:,.0f} req/s (p99 {sqlite['p99_ms']:.2f} ms); one instance each, "
                             f"64 connections, median of {len(postgres['runs'])}"
                             + failed_kinds(postgres, sqlite)))
    pair = scale["scale"]
    rows.append(Row("server", scale_figure, pair["two_rps"], unit="req/s", baseline=pair["one_rps"],
                    budget_ratio_min=SCALE_MIN, budget_text=scale_budget, errors=pair["errors"],
                    note=f"GET /heroes?limit=20: two {pair['two_rps']:,.0f} req/s (A {pair['a_rps']:,.0f} + B {pair['b_rps']:,.0f}, "
                         f"32 connections each) vs one {pair['one_rps']:,.0f} req/s (64 connections); both "
                         "servers, PostgreSQL and wrk share 2 cores, so this cannot approach 2: it shows a second "
                         "instance costs nothing, not what a second machine adds" + failed_kinds(pair)
                         + server_said(scale.get("server_problems"), pair["errors"])))
    return rows


def server_said(problems, errors):
    """"; servers logged: shared-a: warning store unavailable ... x43" when requests failed, so
    the row names the cause and not only the count."""
    if not errors or not problems:
        return ""
    said = [f"{name}: {text} x{count}" for name, kinds in problems.items() for text, count in kinds.items()]
    return "; servers logged: " + ("; ".join(said[:3]) if said else "nothing above info")


def failed_kinds(*figures):
    """"; failed: timeout 19, read 3" when wrk counted failed requests, so a row that fails on
    errors says which kind (a slow answer, a reset connection, a status)."""
    kinds = {}
    for figure in figures:
        for kind, count in (figure.get("error_kinds") or {}).items():
            kinds[kind] = kinds.get(kind, 0) + count
    if not kinds:
        return ""
    return "; failed: " + ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items()))


# The story-quality suite's known gaps: still measured and shown, not a budget that fails the
# bench; none today. The Makefile keeps the same list for `make test`.
STORY_KNOWN_GAPS = []


def stories_part(bin_dir, work):
    """The story-quality suite (Tests/StoryQuality) on the release story-tool: its figures per
    language become rows with the suite's own budgets and verdicts."""
    tool = os.path.join(bin_dir, "story-tool")
    if not os.access(tool, os.X_OK):
        raise RuntimeError("story-tool is not built")
    report = os.path.join(work, "story-quality.json")
    command = [sys.executable, "Tests/StoryQuality/quality.py", "--tool", tool, "--report", report]
    for check in STORY_KNOWN_GAPS:
        command += ["--allow-failing", check]
    subprocess.run(command, check=False, stdout=subprocess.DEVNULL)
    with open(report) as handle:
        return json.load(handle)


def story_rows(results):
    stories = results.get("stories")
    if not stories:
        return [Row("stories", "story quality", None, status="not measured (see errors)")]
    rows = []
    for row in stories["rows"]:
        status = {"info": None}.get(row["status"], row["status"])
        rows.append(Row("stories", row["figure"], row["value"], unit=row["unit"], budget_text=row["budget"],
                        status=status or "info"))
    return rows


# Budgets as ratios to a baseline of the same run, so a busy machine slows both sides alike.
# Chosen from the full runs in docs/performance.md's history and bench-results/latest.json
# (2026-11-21..27, since the list caches; load 0.2-3 on 2 cores): p99 of /heroes was
# 0.91-1.57x /ping's (4.55 ms in the doc's run, where the old 15 ms budget was 3.3x), /stories
# 1.50-2.65x (1.94x); the app's j/k key -> first byte p95 was 2.1-3.4x the bare-ncurses
# baseline's (once 4.8x; 1.08 vs 0.33 ms in the doc's run, where the old 2 ms was 6x), its
# bytes per move 0.81-0.83x since the reverse-video highlight (177 B before it, 1.10x: the
# regression the old 150 B caught).
# Bytes per move against the fewest that redraw the cells that changed (issue 28).
MOVE_VS_FEWEST_MAX = 1.2
P99_VS_PING_MAX = {"heroes": 2.5, "stories": 3.5, "stories_preview": 2.5}
# Requests/s against /ping. The list the app asks (no text) and heroes: 0.8 (issue 28). The
# contract's whole-text list sends ~110 KB per 20 stories, so copying bytes through both
# processes on two shared cores is most of its cost (docs/performance.md): 0.5.
RPS_VS_PING_MIN = {"heroes": 0.8, "stories": 0.5, "stories_preview": 0.8}
LIST_ROUTES = (("heroes", "GET /heroes?limit=20"), ("stories", "GET /stories?limit=20 (whole texts)"),
               ("stories_preview", "GET /stories?limit=20&contentLimit=0 (the app's list)"))
KEY_P95_VS_BASELINE_MAX = 5.0
# First frame from disk (sign-in, the main screen from the saved lists): issue 28's goal, 1.3 x the
# bare ncurses program. The bench's runs before decision 0037 gave 1.32-1.87x, its first run after
# it 1.18x and 1.08x; 30 interleaved starts on a quiet machine, gold 1.28x and lld 1.16x. So this
# holds the goal, not the link (the memory guards below do that), and a busy machine can break it.
FIRST_FRAME_VS_BASELINE_MAX = 1.3
# With bytes stamped when they arrive (2026-11-29) these two rows measure 1.41-1.65x, and the same
# source linked without position independence 1.11-1.27x (three runs each; method: App first
# frame). Decision 0008 keeps the position independence, so a ratio between the goal and this
# ceiling is shown as a failed goal with its reason and does not fail the run; above the
# ceiling (the nothing-saved row's own budget, on the same start path) it is a regression.
FIRST_FRAME_KNOWN_GAP = ("position independence, decision 0008", 2.0)
# Resident memory guards (decision 0037 took the sign-in screen from ~31 to ~19 MiB and 10,000
# stories from ~53 to ~40 MiB, decision 0038 the stories to ~28 MiB): a stale start-up list, a
# lost link flag or a list that copies itself again shows here. Issue 28's goal of 30 MiB with
# 10,000 stories is the second guard; its 15 MiB on the sign-in screen is not met
# (docs/performance.md, Memory, says why).
SIGN_IN_MEMORY_MAX_MIB = 22.0
PEAK_MEMORY_MAX_MIB = 30.0
BYTES_PER_MOVE_VS_BASELINE_MAX = 1.0


def load_of(results, key):
    """The load beside an absolute budget: around its measurement, or for results saved before
    that was recorded, the run's load at start and end."""
    machine = results.get("machine", {})
    cores = machine.get("nproc") or os.cpu_count()
    around = results.get("load", {}).get(key)
    if around:
        return Load(around[0], around[1], cores)
    start, end = machine.get("load_at_start"), machine.get("load_at_end")
    if not start:
        return None
    return Load(start[0], (end or start)[0], cores, when="(run start -> end)")


CROWD_FIRST_TEXT_MAX_MS = 100.0
CROWD_RSS_MAX_MIB = 200.0


def crowd_rows(results):
    """Many parents at once (bench/crowd_bench.py): first text p95 and memory have budgets, and
    every row fails on any story that did not finish."""
    server = results.get("server", {})
    crowd = server.get("crowd")
    first = "parents at once: request -> first text event, p95"
    rss = "parents at once: server resident memory, peak"
    if not crowd:
        if "crowd_error" not in server:
            return []
        why = f"not measured ({server['crowd_error'][:80]})"
        return [Row("server", first, None, budget_max=CROWD_FIRST_TEXT_MAX_MS, status=why),
                Row("server", rss, None, budget_max=CROWD_RSS_MAX_MIB, status=why)]
    parents, errors = crowd["parents"], crowd["errors"]
    load = load_of(results, "crowd")
    samples = f"; e.g. {crowd['error_samples'][0][:60]}" if crowd.get("error_samples") else ""
    first_ms = crowd["first_text_p95"] * 1000 if crowd.get("first_text_p95") is not None else None
    done_ms = crowd["done_p95"] * 1000 if crowd.get("done_p95") is not None else None
    rounds = crowd.get("rounds_first_text_p95") or [crowd.get("first_text_p95")]
    each = ", ".join("-" if p95 is None else f"{p95 * 1000:.0f}" for p95 in rounds)
    burst = (f"the median of {len(rounds)} bursts, each on a fresh server (their p95s {each} ms); "
             if len(rounds) > 1 else "")
    return [
        Row("server", first.replace("parents", f"{parents} parents"), first_ms, unit="ms",
            budget_max=CROWD_FIRST_TEXT_MAX_MS, budget_text=f"<= {CROWD_FIRST_TEXT_MAX_MS:g} ms, 0 errors",
            errors=errors, load=load,
            note=(f"{burst}median {crowd['first_text_median'] * 1000:.0f} ms; 7-minute stories, all sent at once; "
                  f"the 202 itself p95 {crowd.get('accepted_p95', 0) * 1000:.0f} ms{samples}")
            if crowd.get("first_text_median") is not None else samples.lstrip("; ")),
        Row("server", f"{parents} parents at once: request -> story done, p95", done_ms, unit="ms",
            errors=errors, note=(f"median {crowd['done_median'] * 1000:.0f} ms; the burst took "
                                 f"{crowd['wall_seconds']:.2f} s wall, {crowd['cpu_seconds']:.2f} s of server CPU"
                                 if crowd.get("done_median") is not None else "")),
        Row("server", rss.replace("parents", f"{parents} parents"), crowd["peak_rss_sampled_kib"] / 1024, unit="MiB",
            budget_max=CROWD_RSS_MAX_MIB, budget_text=f"< {CROWD_RSS_MAX_MIB:g} MiB",
            note=(f"VmRSS sampled every 20 ms during the burst; {crowd['idle_rss_kib'] / 1024:.1f} MiB before it; "
                  f"VmHWM {crowd['vm_hwm_kib'] / 1024:.1f} MiB includes the 50 sign-ups' scrypt (32 MiB each, one at a time)")),
    ]


def build_rows(results):
    rows = []
    missing_app = "not measured (app missing)"

    wrk = results.get("server", {}).get("wrk")
    if wrk:
        ping = wrk["ping"]
        rows.append(Row("server", "GET /ping requests/s", ping["rps"], unit="req/s",
                        note=f"p50 {ping['p50_ms']:.2f} ms, p99 {ping['p99_ms']:.2f} ms"))
        for name, label in LIST_ROUTES:
            route = wrk.get(name)
            if route is None:
                rows.append(Row("server", f"{label} requests/s", None, status="not measured (not in these results)"))
                continue
            least = RPS_VS_PING_MIN[name]
            rows.append(Row("server", f"{label} requests/s", route["rps"], unit="req/s", baseline=ping["rps"],
                            budget_ratio_min=least, budget_text=f">= {least:.2f} x /ping",
                            note=f"{route['errors']} errors" if route["errors"] else ""))
            ratio = P99_VS_PING_MAX[name]
            rows.append(Row("server", f"{label} p99 latency", route["p99_ms"], unit="ms", baseline=ping["p99_ms"],
                            budget_ratio_max=ratio, budget_text=f"<= {ratio:g} x /ping p99",
                            note=f"p50 {route['p50_ms']:.2f} ms"))
    else:
        why = "skipped" if "server" in results.get("skipped", ()) else "server part failed"
        rows.append(Row("server", "wrk list routes", None, status=f"not measured ({why})"))

    server = results.get("server", {})
    if server.get("sign_in"):
        normal = statistics.median(server["sign_in"]) * 1000
        rows.append(Row("server", "sign-in (scrypt N=16384, r=16)", normal,
                        unit="ms", note=f"median of {len(server['sign_in'])}; deliberately costly, no budget"))
        if server.get("sign_in_maximal"):
            rows.append(Row("server", "sign-in, maximal password (128 UTF-16 units, 127 combining marks)",
                            statistics.median(server["sign_in_maximal"]) * 1000, unit="ms", baseline=normal,
                            budget_ratio_max=1.2, budget_text="<= 1.2 x normal sign-in",
                            note=f"median of {len(server['sign_in_maximal'])}, interleaved with the normal ones"))
    if server.get("first_text"):
        rows.append(Row("server", "202 -> first SSE text event", statistics.median(server["first_text"]) * 1000,
                        unit="ms", budget_max=50.0, budget_text="<= 50 ms",
                        note=f"median of {len(server['first_text'])}", load=load_of(results, "first_text")))
    if server.get("illustrations"):
        data = server["illustrations"]
        scenes = {f"{done}/{total}" for done, total in data["scenes"]}
        rows.append(Row("server", "illustrations, sync POST (6-scene story)", statistics.median(data["seconds"]) * 1000,
                        unit="ms", note=f"scenes done/total {', '.join(sorted(scenes))}; median of {len(data['seconds'])}"))

    provider = server.get("provider")
    if provider:
        rows.append(Row("server", "provider token -> client text event (time our server adds)",
                        statistics.median(provider["added_ms"]), unit="ms", budget_max=5.0, budget_text="<= 5 ms",
                        note=f"median of {len(provider['added_ms'])}; loopback both ways included",
                        load=load_of(results, "provider")))
        rows.append(Row("server", "server CPU per streamed token", provider["cpu_us_per_token"], unit="us",
                        note=f"{provider['tokens']} one-word tokens; the whole story job included"))
    elif "provider_error" in server:
        rows.append(Row("server", "provider token -> client text event (time our server adds)", None,
                        budget_max=5.0, budget_text="<= 5 ms", status=f"not measured ({server['provider_error'][:80]})"))
    model = server.get("model")
    if model:
        rows.append(Row("server", "llama-server token -> client text event (time our server adds)",
                        statistics.median(model["token_ms"]), unit="ms", budget_max=5.0, budget_text="<= 5 ms",
                        note=f"median of {len(model['token_ms'])} stories; the model's last text chunk, via a timestamping relay",
                        load=load_of(results, "model")))
        rows.append(Row("server", "llama-server last token -> story readable (text completed)",
                        statistics.median(model["readable_ms"]), unit="ms", budget_max=500.0, budget_text="<= 500 ms",
                        note="the text saved before the scenes step (model or offline splitter)",
                        load=load_of(results, "model")))
    elif "model_error" in server:
        for figure, budget in (("llama-server token -> client text event (time our server adds)", 5.0),
                               ("llama-server last token -> story readable (text completed)", 500.0)):
            rows.append(Row("server", figure, None, budget_max=budget, budget_text=f"<= {budget:g} ms",
                            status=f"not measured ({server['model_error'][:80]})"))
    rows.extend(crowd_rows(results))
    journey_figure = "journey summary, 100,000 sessions for one user, p99"
    journey = server.get("journey")
    if journey and not journey["errors"]:
        rows.append(Row("server", journey_figure, journey["p99_ms"], unit="ms", budget_max=20.0, budget_text="<= 20 ms",
                        note=f"p50 {journey['p50_ms']:.2f} ms; one request at a time, {journey['requests']:,} requests",
                        load=load_of(results, "journey")))
    elif journey or "journey_error" in server:
        why = f"{journey['errors']} failed requests" if journey else server["journey_error"][:80]
        rows.append(Row("server", journey_figure, None, budget_max=20.0, budget_text="<= 20 ms",
                        status=f"not measured ({why})"))

    rows.extend(scale_rows(results))

    micro_samples = results.get("micro", {})
    for minutes in (5, 7, 10):
        sample = micro_samples.get(f"generate.{minutes}min")
        if sample:
            rows.append(Row("view", f"offline story, {minutes} min", sample["median_ns"] / 1e6, unit="ms",
                            budget_max=100.0 if minutes == 7 else None,
                            budget_text="<= 100 ms" if minutes == 7 else "",
                            note=f"{sample['words']} words, CPU time, median of {sample['runs']}",
                            load=load_of(results, "micro") if minutes == 7 else None))
    frame_kind = "app" if "frame.app.10" in micro_samples else "listview"
    small = micro_samples.get(f"frame.{frame_kind}.10")
    label = "reduce+render" if frame_kind == "app" else "ListView frame (app not linked)"
    full = micro_samples.get(f"frame.{frame_kind}.1000")
    for items in (10, 1000, 100000):
        sample = micro_samples.get(f"frame.{frame_kind}.{items}")
        if not sample:
            continue
        is_budget = items == 100000
        note = f"CPU time per frame, median of {sample['runs']}"
        if is_budget and full:
            # 10 items fill 10 rows, 1,000 fill the pane: this ratio is the list size alone.
            note += f"; {sample['median_ns'] / full['median_ns']:.2f}x the 1,000-item frame (pane full in both)"
        rows.append(Row("view", f"{label}, {items:,} items", sample["median_ns"] / 1e3, unit="us",
                        baseline=small["median_ns"] / 1e3 if small and items != 10 else None,
                        budget_ratio_max=1.5 if is_budget else None,
                        budget_text="<= 1.5 x 10 items" if is_budget else "", note=note))
    if frame_kind != "app" and micro_samples:
        rows.append(Row("view", "reduce+render (app's own)", None, status="not measured (ViewState/AppScreens missing)"))
    wrap = micro_samples.get("wrap.10min.72")
    if wrap:
        rows.append(Row("view", "wrap 10-min story at 72 cols", wrap["median_ns"] / 1e3, unit="us",
                        note=f"{wrap['bytes']} bytes -> {wrap['lines']} lines"))
    decode = micro_samples.get("decode.page100")
    if decode:
        rows.append(Row("view", "decode 100-story page", decode["median_ns"] / 1e6, unit="ms",
                        note=f"{int(decode['bytes']) // 1024} KiB of JSON"))
    picture = micro_samples.get("picture.1024.60x30")
    if picture:
        rows.append(Row("view", "picture: 1024x1024 PNG -> 60x30 cells (libpng + libchafa)", picture["median_ns"] / 1e6,
                        unit="ms", budget_max=30.0, budget_text="<= 30 ms",
                        note=f"wall time, median of {picture['runs']} different pictures; p95 {picture['p95_ns'] / 1e6:.1f} ms",
                        load=load_of(results, "micro")))
    elif micro_samples:
        rows.append(Row("view", "picture: 1024x1024 PNG -> 60x30 cells", None, status="not measured (no picture sample)"))
    if not micro_samples:
        why = "skipped" if "micro" in results.get("skipped", ()) else "infinite-stories-bench missing or failed"
        rows.append(Row("view", "micro-benchmarks", None, status=f"not measured ({why})"))

    terminal = results.get("terminal", {})
    # The baseline's starts made beside the sign-in screen's; results saved before those were
    # measured have a block of their own.
    base_frame = terminal.get("baseline_first_frame") or terminal.get("app_auth_first_frame_baseline")
    base = terminal.get("baseline_session", {})
    app_session = terminal.get("app_session")
    missing = terminal.get("app_missing") or not app_session
    if "terminal" in results.get("skipped", ()):
        reason = "not measured (skipped)"
    elif terminal.get("app_missing"):
        reason = missing_app
    else:
        reason = "not measured (app run failed)"

    def app_row(figure, value, unit, baseline=None, missing_reason=None, load=None, **budget):
        if missing or value is None:
            rows.append(Row("app", figure, None, unit=unit, baseline=baseline,
                            status=missing_reason or reason, **budget))
        else:
            rows.append(Row("app", figure, value, unit=unit, baseline=baseline, load=load, **budget))

    def median_ms(frames):
        return statistics.median(frames["seconds"]) * 1000 if frames else None

    base_ff = median_ms(base_frame)

    def paired_ms(key):
        """The baseline's starts interleaved with this row's (`first_frames_paired`); a result
        file from before they were falls back to the baseline measured once."""
        return median_ms(terminal.get(key + "_baseline")) or base_ff

    # Issue 28's goals: 1.3 x the bare ncurses program for a screen drawn from what is on disk,
    # 2 x for the main screen that must wait for the server to know its lists.
    app_row("first frame: sign-in screen", median_ms(terminal.get("app_auth_first_frame")),
            "ms", paired_ms("app_auth_first_frame"), budget_ratio_max=FIRST_FRAME_VS_BASELINE_MAX,
            budget_text=f"<= {FIRST_FRAME_VS_BASELINE_MAX:g} x baseline", known_gap=FIRST_FRAME_KNOWN_GAP)
    app_row("first frame: main screen, 10,000 stories", median_ms(terminal.get("app_main_first_frame")),
            "ms", paired_ms("app_main_first_frame"), budget_ratio_max=FIRST_FRAME_VS_BASELINE_MAX,
            budget_text=f"<= {FIRST_FRAME_VS_BASELINE_MAX:g} x baseline", known_gap=FIRST_FRAME_KNOWN_GAP)
    if terminal.get("app_main_first_frame"):
        rows[-1].note = "the lists saved at the last quit, shown before the server answers; refreshed behind"
    cold = terminal.get("app_main_first_frame_cold")
    app_row("first frame: main screen, 10,000 stories, nothing saved",
            median_ms(cold), "ms", paired_ms("app_main_first_frame_cold"), budget_ratio_max=2.0,
            budget_text="<= 2 x baseline")
    if cold:
        rows[-1].note = "the panes with Loading... rows, before any server answer"
    filled = statistics.median(cold["settled_seconds"]) * 1000 if cold and cold.get("settled_seconds") else None
    app_row("main screen, nothing saved: first story rows in (1/10000)", filled, "ms",
            paired_ms("app_main_first_frame_cold"))
    if filled is not None:
        rows[-1].note = ("session check and heroes together, then the first story page "
                         "(100 of 10,000, contentLimit=0)")

    if "app_conformance_scans" in terminal:
        app_row("Swift runtime conformance scans before the first frame (main screen)",
                terminal["app_conformance_scans"], "", budget_max=0, budget_text="0")
        rows[-1].note = "each walks all ~10,500 conformance records of the binary (~0.15 ms); decision 0011"
    elif not missing:
        rows.append(Row("app", "Swift runtime conformance scans before the first frame (main screen)", None,
                        status="info", note="not counted: " + terminal.get("app_conformance_scans_unavailable", "")))

    settled = (terminal.get("app_main_first_frame") or {}).get("settled_seconds")
    app_row("all 10,000 stories in memory (100 pages)", statistics.median(settled) * 1000 if settled else None, "ms",
            missing_reason=None if settled or missing else "not measured")
    start = terminal.get("app_process_start_ms")
    app_row("process start floor (infinite-stories --help)", start, "ms",
            missing_reason=None if start or missing else "not measured (hyperfine failed)")
    moved = terminal.get("app_relocation")
    if moved:
        # Decision 0008 keeps the binary position-independent; these say what that costs a start.
        app_row("pages the loader writes at each start (position-independent binary)", moved["pages"], "pages")
        rows[-1].note = (f"{moved['relocations']:,} pointers to relocate; the baseline program: "
                         f"{moved['baseline_pages']} pages ({moved['baseline_relocations']:,} pointers); decision 0008")
        app_row("start-up cost of writing that many pages", moved["cost_ms"], "ms")
        rows[-1].note = (f"a C program with a pointer table of as many pages starts in {moved['with_pointers_ms']:.2f} ms, "
                         f"its twin holding plain numbers in {moved['without_ms']:.2f} ms (medians of 200 alternating "
                         "starts); every first frame above pays it")
    elif not missing:
        rows.append(Row("app", "pages the loader writes at each start (position-independent binary)", None,
                        status="info", note="not measured: " + terminal.get("app_relocation_unavailable", "")))
    page = (app_session or {}).get("page", {})
    base_page = base.get("page", {})
    scroll = (app_session or {}).get("scroll", {})
    base_scroll = base.get("scroll", {})

    def ms(value):
        return None if value is None else value * 1000

    app_row("j/k key -> first byte, p95", ms(page.get("first_byte_p95")), "ms", ms(base_page.get("first_byte_p95")),
            budget_ratio_max=KEY_P95_VS_BASELINE_MAX, budget_text=f"<= {KEY_P95_VS_BASELINE_MAX:g} x baseline")
    silent = page.get("no_output", 0) + page.get("no_change", 0)
    if silent:
        rows[-1].note = f"{page['no_output']} keys without output, {page['no_change']} without a visible change"
    app_row("j/k key -> first byte, median", ms(page.get("first_byte_median")), "ms",
            ms(base_page.get("first_byte_median")))
    app_row("j/k key -> screen changed, p95", ms(page.get("changed_p95")), "ms", ms(base_page.get("changed_p95")))
    app_row("j/k key -> screen changed, median", ms(page.get("changed_median")), "ms",
            ms(base_page.get("changed_median")))
    app_row("bytes per j/k move (within the page)", page.get("bytes_mean"), "B", base_page.get("bytes_mean"),
            budget_ratio_max=BYTES_PER_MOVE_VS_BASELINE_MAX,
            budget_text=f"<= {BYTES_PER_MOVE_VS_BASELINE_MAX:.1f} x baseline")
    wide, base_wide = terminal.get("app_wide") or {}, terminal.get("baseline_wide") or {}
    app_row("bytes per j/k move, 120x40 terminal", wide.get("bytes_mean"), "B", base_wide.get("bytes_mean"))
    # Against the fewest bytes that make the same change on the app's own screen (bench/redraw.py):
    # at 120x40 the detail pane follows the selection, which the baseline program has not.
    for label, moves in (("80x24", page), ("120x40", wide)):
        app_row(f"bytes per j/k move vs the fewest that redraw the changed cells, {label}", moves.get("bytes_mean"),
                "B", moves.get("min_bytes_mean"), budget_ratio_max=MOVE_VS_FEWEST_MAX,
                budget_text=f"<= {MOVE_VS_FEWEST_MAX:.1f} x fewest")
    app_row("j/k key -> first byte p95, 120x40 terminal", ms(wide.get("first_byte_p95")), "ms",
            ms(base_wide.get("first_byte_p95")))
    app_row("bytes per j move that scrolls the list", scroll.get("bytes_mean"), "B", base_scroll.get("bytes_mean"))
    app_row("j key that scrolls -> screen changed, median", ms(scroll.get("changed_median")), "ms",
            ms(base_scroll.get("changed_median")))
    frames = terminal.get("app_generation_frames")
    app_row("bytes per frame, generation progress animating",
            statistics.median(frames) if frames else None, "B",
            missing_reason=None if frames or missing else "not measured (no animation seen)")
    generation_cpu = terminal.get("app_generation_cpu_ms_per_s")
    app_row("CPU per second while a story is written (events stream open)", generation_cpu, "ms",
            missing_reason=None if generation_cpu is not None or missing else "not measured")
    heard = terminal.get("app_listening") or {}
    why_not = None if heard or missing else "not measured: " + terminal.get("app_listening_unavailable", "")
    cached = heard.get("cached_ms")
    app_row("space -> audio start, narration in the media cache", statistics.median(cached) if cached else None, "ms",
            missing_reason=why_not, budget_max=150.0, budget_text="<= 150 ms", load=load_of(results, "listening"))
    if cached:
        rows[-1].note = "; ".join(filter(None, [f"median of {len(cached)}, max {max(cached):.0f} ms; the first play "
                                                f"of a run (download, libmpv loaded) {heard['first_play_ms']:.0f} ms",
                                                rows[-1].note]))
    frames = heard.get("frames")
    app_row("bytes per frame while a narration plays (mini player)", statistics.median(frames) if frames else None,
            "B", missing_reason=why_not, budget_max=200.0, budget_text="<= 200 B")
    app_row("frames per second while a narration plays", heard.get("frames_per_second"), "",
            missing_reason=why_not, budget_max=1.2, budget_text="<= 1.2 (the clock, once a second)")
    app_row("output over 5 idle seconds", (app_session or {}).get("idle_bytes"), "B", base.get("idle_bytes"),
            budget_max=0.0, budget_text="0 B")
    app_row("CPU over 5 idle seconds", (app_session or {}).get("idle_cpu_ms"), "ms", base.get("idle_cpu_ms"),
            budget_max=10.0, budget_text="<= 10 ms")
    hwm = (app_session or {}).get("vm_hwm_kib")
    app_row("peak resident memory (VmHWM), 10,000 stories", None if hwm is None else hwm / 1024, "MiB",
            None if base.get("vm_hwm_kib") is None else base["vm_hwm_kib"] / 1024,
            budget_max=PEAK_MEMORY_MAX_MIB, budget_text=f"<= {PEAK_MEMORY_MAX_MIB:g} MiB")
    if hwm is not None and hwm / 1024 > 30.0:
        rows[-1].note = "issue 28's goal is 30 MiB: not met, see Memory below"
    auth = terminal.get("app_auth_first_frame") or {}
    auth_memory = [kib for kib in auth.get("vm_hwm_kib", []) if kib]
    app_row("resident memory on the sign-in screen (no stories)",
            statistics.median(auth_memory) / 1024 if auth_memory else None, "MiB",
            None if not base_frame or not base_frame.get("vm_hwm_kib") else base_frame["vm_hwm_kib"][0] / 1024,
            budget_max=SIGN_IN_MEMORY_MAX_MIB, budget_text=f"<= {SIGN_IN_MEMORY_MAX_MIB:g} MiB")
    if auth_memory and statistics.median(auth_memory) / 1024 > 15.0:
        rows[-1].note = "issue 28's goal is 15 MiB: not met, see Memory below"
    copied_memory = [kib for kib in (terminal.get("app_auth_first_frame_copied") or {}).get("vm_hwm_kib", []) if kib]
    if copied_memory:
        app_row("resident memory on the sign-in screen, the binary copied as installed",
                statistics.median(copied_memory) / 1024, "MiB")
        rows[-1].note = "the same bytes; the row above measures the linker's own output"
    # RssAnon: what the process allocated (heap, stacks, runtime metadata) plus the binary's data
    # pages it wrote to; the rest of its RSS is the binary's pages mapped from the page cache.
    auth_anonymous = [kib for kib in auth.get("rss_anon_kib", []) if kib]
    app_row("anonymous resident memory (RssAnon) on the sign-in screen",
            statistics.median(auth_anonymous) / 1024 if auth_anonymous else None, "MiB",
            budget_max=15.0, budget_text="<= 15 MiB")
    # Where the sign-in screen's resident set lies, part by part (median of the runs).
    by_mapping = [parts for parts in auth.get("resident_kib_by_mapping", []) if parts]
    for part, label in (("code", "the binary's code"),
                        ("read_only", "the binary's read-only data (relocated data included)"),
                        ("data", "the binary's writable data"),
                        ("anonymous", "anonymous (heap, stacks, runtime metadata)"),
                        ("libraries", "shared libraries and locale files")):
        if by_mapping:
            app_row(f"sign-in screen resident: {label}",
                    statistics.median(parts[part] for parts in by_mapping) / 1024, "MiB")
    anonymous = (app_session or {}).get("rss_anon_kib")
    app_row("anonymous resident memory (RssAnon), 10,000 stories", None if anonymous is None else anonymous / 1024,
            "MiB", budget_max=30.0, budget_text="<= 30 MiB")
    if anonymous is not None and (app_session or {}).get("rss_file_kib") is not None:
        rows[-1].note = f"file-backed (the binary's pages): {app_session['rss_file_kib'] / 1024:.1f} MiB"

    if "stories" not in results.get("skipped", []):
        rows += story_rows(results)
    return rows


def exit_status(rows, errors):
    """1 for a broken budget, a figure not measured or a part that raised; a row only over an
    absolute budget on a loaded machine is not a regression of ours and leaves it 0."""
    return 1 if errors or any(row.failed for row in rows) else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bin-dir", required=True, help="release products (swift build -c release --show-bin-path)")
    parser.add_argument("--baseline", required=True, help="the compiled bench/baseline.c")
    parser.add_argument("--doc", default="docs/performance.md")
    parser.add_argument("--json", default="bench-results/latest.json")
    parser.add_argument("--work", default=None, help="scratch folder (default: a new temporary one)")
    parser.add_argument("--quick", action="store_true", help="shorter runs, to try the harness")
    parser.add_argument("--skip", action="append", default=[], choices=["micro", "server", "terminal", "stories"])
    parser.add_argument("--from-json", default=None,
                        help="measure nothing: print the table and write the doc from a saved latest.json")
    args = parser.parse_args()
    if args.from_json:
        with open(args.from_json) as handle:
            results = json.load(handle)["results"]
        rows = build_rows(results)
        print(render_table(rows))
        with open(args.doc, "w") as handle:
            handle.write(render_markdown(rows, results))
        return exit_status(rows, results.get("errors"))

    work = args.work or tempfile.mkdtemp(prefix="infinite-stories-bench-")
    os.makedirs(work, exist_ok=True)
    started = time.monotonic()
    results = {"machine": machine(), "skipped": args.skip, "load": LOAD}
    binary = lambda name: (lambda path: path if os.access(path, os.X_OK) else None)(os.path.join(args.bin_dir, name))
    server_binary = binary("infinite-stories-server")
    bench_binary = binary("infinite-stories-bench")
    app_binary = binary("infinite-stories")
    results["binaries"] = {"server": server_binary, "bench": bench_binary, "app": app_binary}
    errors = []

    try:
        if "stories" not in args.skip:
            try:
                results["stories"] = stories_part(args.bin_dir, work)
            except Exception as error:  # noqa: BLE001 (reported in the table, never hidden)
                errors.append(f"stories: {error}")
        if "micro" not in args.skip and bench_binary:
            try:
                with load_during("micro"):
                    results["micro"] = micro(bench_binary, 9 if args.quick else 21)
            except Exception as error:  # noqa: BLE001 (reported in the table, never hidden)
                errors.append(f"micro: {error}")
        accounts = data_dir = None
        if "server" not in args.skip or "terminal" not in args.skip:
            if not server_binary:
                errors.append("infinite-stories-server is not built")
            else:
                try:
                    results["server"], accounts, data_dir = server_part(server_binary, work, args.quick,
                                                                        measure="server" not in args.skip)
                except Exception as error:  # noqa: BLE001
                    errors.append(f"server: {error}")
        if "terminal" not in args.skip and accounts:
            try:
                results["terminal"] = terminal_part(app_binary, args.baseline, server_binary, accounts, data_dir,
                                                    work, args.quick)
            except Exception as error:  # noqa: BLE001
                errors.append(f"terminal: {error}")
    finally:
        stop_all()

    results["errors"] = errors
    results["machine"]["load_at_end"] = os.getloadavg()
    results["seconds"] = time.monotonic() - started
    rows = build_rows(results)
    table = render_table(rows)
    print(table)
    for error in errors:
        print(f"error: {error}", file=sys.stderr)

    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w") as handle:
        json.dump({"results": results, "rows": [row.as_dict() for row in rows]}, handle, indent=1, default=str)
    os.makedirs(os.path.dirname(os.path.abspath(args.doc)), exist_ok=True)
    with open(args.doc, "w") as handle:
        handle.write(render_markdown(rows, results))
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    failed = [row for row in rows if row.failed]
    loaded = [row for row in rows if row.over_loaded]
    gaps = [row for row in rows if row.known_gap]
    log(f"done in {results['seconds']:.0f}s: {len(failed)} row(s) failing (budget broken or not measured), "
        f"{len(loaded)} over an absolute budget on a loaded machine and {len(gaps)} known gap(s) "
        f"(not counted); table also in {args.doc}")
    return exit_status(rows, errors)


if __name__ == "__main__":
    sys.exit(main())
