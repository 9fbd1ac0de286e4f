"""Checks of the harness's own logic (run: python3 -m unittest discover -s bench -p 'test_*.py')."""
import os
import tempfile
import time
import unittest

from harness import build_rows, exit_status, scale_rows
from report import LOADED, Load, Row, render_table
from scale_bench import database_url, page_shape, scale_summary
from scans import Unavailable, count_scans
from terminal import _Screen, _Stream
from server_bench import parse_wrk
from tui_bench import percentile
import redraw
import relocation

WRK_OUTPUT = """Running 10s test @ http://127.0.0.1:8080/api/v1/ping
  2 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.10ms    1.20ms  30.00ms   90.00%
    Req/Sec    15.00k     1.00k   17.00k    70.00%
  Latency Distribution
     50%  850.00us
     75%    2.00ms
     90%    3.00ms
     99%    1.20s
  300000 requests in 10.00s, 50.00MB read
  Non-2xx or 3xx responses: 12
  Socket errors: connect 0, read 1, write 0, timeout 2
Requests/sec:  30000.50
Transfer/sec:      5.00MB
"""


class WrkParsing(unittest.TestCase):
    def test_reads_rate_percentiles_and_errors_in_milliseconds(self):
        result = parse_wrk(WRK_OUTPUT)
        self.assertEqual(result["rps"], 30000.50)
        self.assertAlmostEqual(result["p50_ms"], 0.85)
        self.assertAlmostEqual(result["p99_ms"], 1200.0)
        self.assertEqual(result["requests"], 300000)
        self.assertEqual(result["errors"], 12 + 3)
        self.assertEqual(result["error_kinds"], {"non-2xx": 12, "read": 1, "timeout": 2})

    def test_a_failing_row_names_the_kinds_of_failed_requests(self):
        from harness import failed_kinds
        from scale_bench import error_kinds
        runs = [parse_wrk(WRK_OUTPUT), parse_wrk(WRK_OUTPUT.replace("timeout 2", "timeout 0"))]
        self.assertEqual(error_kinds(runs), {"non-2xx": 24, "read": 2, "timeout": 2})
        self.assertEqual(failed_kinds({"error_kinds": error_kinds(runs)}, {"error_kinds": {"read": 1}}),
                         "; failed: non-2xx 24, read 3, timeout 2")
        self.assertEqual(failed_kinds({"error_kinds": {}}), "")


class Verdicts(unittest.TestCase):
    def test_absolute_budget(self):
        self.assertEqual(Row("s", "f", 15.0, budget_max=15.0).status, "PASS")
        self.assertEqual(Row("s", "f", 15.01, budget_max=15.0).status, "FAIL")

    def test_ratio_budgets_use_the_baseline(self):
        self.assertEqual(Row("s", "f", 60, baseline=100, budget_ratio_min=0.5).status, "PASS")
        self.assertEqual(Row("s", "f", 40, baseline=100, budget_ratio_min=0.5).status, "FAIL")
        self.assertEqual(Row("s", "f", 3, baseline=1, budget_ratio_max=2.0).status, "FAIL")

    def test_unmeasured_rows_fail_and_say_why(self):
        row = Row("app", "f", None, budget_max=1.0, status="not measured (app missing)")
        self.assertTrue(row.failed)
        self.assertIn("FAIL: not measured (app missing)", render_table([row]))

    def test_a_failure_the_baseline_shares_is_said(self):
        self.assertIn("baseline program is over this budget too",
                      Row("app", "f", 3.7, baseline=3.4, budget_max=2.0).note)
        self.assertEqual(Row("app", "f", 3.7, baseline=1.0, budget_max=2.0).note, "")

    def test_rows_without_budget_are_information(self):
        row = Row("s", "f", 3.0)
        self.assertEqual(row.status, "info")
        self.assertFalse(row.failed)


def _row(rows, figure):
    return next(row for row in rows if row.figure == figure)


QUIET, BUSY = Load(0.8, 1.9, 2), Load(1.5, 3.4, 2)


class RatioBudgets(unittest.TestCase):
    """Where the run measures a baseline, the budget follows it, not the machine's neighbours."""

    def _p99(self, heroes, stories, ping):
        route = lambda p99: {"rps": 20_000, "p50_ms": 1.0, "p99_ms": p99, "errors": 0}
        rows = build_rows({"server": {"wrk": {"ping": route(ping), "heroes": route(heroes), "stories": route(stories)}}})
        return (_row(rows, "GET /heroes?limit=20 p99 latency"),
                _row(rows, "GET /stories?limit=20 (whole texts) p99 latency"))

    def test_p99_latency_is_a_ratio_to_ping_of_the_same_run(self):
        # The loaded run: over the old 15 ms, no worse against /ping than a quiet run.
        heroes, stories = self._p99(heroes=22.0, stories=30.0, ping=12.0)
        self.assertEqual((heroes.status, stories.status), ("PASS", "PASS"))
        self.assertEqual(heroes.baseline, 12.0)
        # Under 15 ms, but 2.6x and 3.6x /ping: a regression of ours.
        heroes, stories = self._p99(heroes=10.4, stories=14.4, ping=4.0)
        self.assertEqual((heroes.status, stories.status), ("FAIL", "FAIL"))
        self.assertTrue(heroes.failed and stories.failed)

    def test_the_apps_list_must_reach_most_of_pings_rate_a_missing_route_is_not_measured(self):
        route = lambda rps: {"rps": rps, "p50_ms": 1.0, "p99_ms": 2.0, "errors": 0}
        wrk = {"ping": route(20_000), "heroes": route(17_000), "stories": route(11_000),
               "stories_preview": route(15_000)}
        rows = build_rows({"server": {"wrk": wrk}})
        self.assertEqual(_row(rows, "GET /heroes?limit=20 requests/s").status, "PASS")
        self.assertEqual(_row(rows, "GET /stories?limit=20 (whole texts) requests/s").status, "PASS")
        preview = _row(rows, "GET /stories?limit=20&contentLimit=0 (the app's list) requests/s")
        self.assertEqual(preview.status, "FAIL", "0.75x of /ping is under 0.8x")
        del wrk["stories_preview"]
        rows = build_rows({"server": {"wrk": wrk}})
        preview = _row(rows, "GET /stories?limit=20&contentLimit=0 (the app's list) requests/s")
        self.assertTrue(preview.status.startswith("not measured"))

    def _keys(self, app_p95, base_p95, app_bytes=131.0, base_bytes=160.0):
        rows = build_rows({"terminal": {
            "app_session": {"page": {"first_byte_p95": app_p95, "bytes_mean": app_bytes}},
            "baseline_session": {"page": {"first_byte_p95": base_p95, "bytes_mean": base_bytes}}}})
        return _row(rows, "j/k key -> first byte, p95"), _row(rows, "bytes per j/k move (within the page)")

    def test_key_to_first_byte_is_a_ratio_to_the_baseline_program(self):
        keys, _ = self._keys(0.0025, 0.0006)  # 2.5 ms, over the old 2 ms; 4.2x
        self.assertEqual(keys.status, "PASS")
        self.assertAlmostEqual(keys.baseline, 0.6)
        keys, _ = self._keys(0.0018, 0.0003)  # 1.8 ms, under the old 2 ms; 6x
        self.assertEqual(keys.status, "FAIL")

    def test_bytes_per_move_are_a_ratio_to_the_baseline_program(self):
        self.assertEqual(self._keys(0.001, 0.0003)[1].status, "PASS")
        self.assertEqual(self._keys(0.001, 0.0003, app_bytes=140.0, base_bytes=130.0)[1].status, "FAIL")


class ArrivalTimes(unittest.TestCase):
    def test_a_slow_screen_check_does_not_make_later_bytes_late(self):
        """The second piece of a frame is stamped when it came, not when the check of the first
        piece was done (that check costs milliseconds of pyte in the real bench; here 0.3 s)."""
        import sys
        from terminal import Terminal
        writer = ("import os, time; os.write(1, b'first '); time.sleep(0.001); os.write(1, b'second '); "
                  "time.sleep(0.001); os.write(1, b'third'); time.sleep(2)")
        term = Terminal([sys.executable, "-c", writer])
        checks = []

        def second_is_drawn(t):
            if t.contains("first"):
                checks.append(time.perf_counter())
                time.sleep(0.3)
            return t.contains("second")

        try:
            at = term.wait_for(second_is_drawn, 10)
            # Read in the same batch, past the first wait's answer: the next wait is answered
            # with the time it came, not the time it was asked.
            third = term.wait_for(lambda t: t.contains("third"), 10)
        finally:
            term.close()
        self.assertIsNotNone(at)
        self.assertLess(at, checks[0], "stamped before Python looked at the first piece")
        self.assertIsNotNone(third)
        self.assertLess(third, checks[0], "a later piece keeps its own time for the next wait")


class OutputBursts(unittest.TestCase):
    def test_bytes_close_together_are_one_burst_and_a_silence_starts_the_next(self):
        import sys
        from terminal import Terminal
        writer = ("import os, time; os.write(1, b'abc'); time.sleep(0.002); os.write(1, b'de'); "
                  "time.sleep(0.2); os.write(1, b'fghij'); time.sleep(2)")
        term = Terminal([sys.executable, "-c", writer])
        try:
            sizes = term.bursts(1.0)
        finally:
            term.close()
        self.assertEqual(sizes, [5, 5])
        self.assertIn("abcdefghij", term.text(), "every burst reaches the screen")


class PairedFirstFrames(unittest.TestCase):
    """Each first-frame row is judged against baseline starts made beside its own."""

    def test_starts_alternate_baseline_first_and_each_side_keeps_its_own(self):
        import tui_bench
        calls = []

        def first_frame(program, runs, settle):
            calls.append((program, runs))
            return {"seconds": [len(calls) / 1000], "vm_hwm_kib": [len(calls)]}

        original, tui_bench.first_frame = tui_bench.first_frame, first_frame
        try:
            ours, theirs = tui_bench.first_frames_paired("app", "bare", runs=3)
        finally:
            tui_bench.first_frame = original
        self.assertEqual(calls, [("bare", 1), ("app", 1)] * 3)
        self.assertEqual(theirs["seconds"], [0.001, 0.003, 0.005])
        self.assertEqual(ours["seconds"], [0.002, 0.004, 0.006])
        self.assertEqual(ours["vm_hwm_kib"], [2, 4, 6])

    @staticmethod
    def _main_row(**terminal):
        terminal = {"baseline_first_frame": {"seconds": [0.010, 0.011, 0.009]},
                    "app_session": {"page": {"first_byte_p95": 0.001, "bytes_mean": 131.0}}, **terminal}
        return _row(build_rows({"terminal": terminal}), "first frame: main screen, 10,000 stories")

    def test_the_row_uses_the_baseline_starts_interleaved_with_it(self):
        row = self._main_row(app_main_first_frame={"seconds": [0.0095, 0.0096, 0.0094]},
                             app_main_first_frame_baseline={"seconds": [0.0070, 0.0071, 0.0069]})
        self.assertAlmostEqual(row.baseline, 7.0)
        # Over the 1.3x goal (the known gap's wording, being under its 2x ceiling).
        self.assertTrue(row.status.startswith("FAIL"), "9.5 ms is 1.36x the starts beside it, though under 1.3x 10 ms")

    def test_a_result_file_from_before_the_pairing_uses_the_single_baseline(self):
        row = self._main_row(app_main_first_frame={"seconds": [0.0095, 0.0096, 0.0094]})
        self.assertAlmostEqual(row.baseline, 10.0)
        self.assertEqual(row.status, "PASS")


class LoadedMachine(unittest.TestCase):
    """An absolute time budget broken with more runnable tasks than cores is shown, not counted."""

    def test_an_absolute_budget_broken_under_load_is_not_counted(self):
        row = Row("server", "f", 25.0, unit="ms", budget_max=20.0, load=BUSY)
        self.assertEqual(row.status, LOADED)
        self.assertFalse(row.failed)
        self.assertIn("load 1-min avg 1.50 -> 3.40 on 2 cores", row.note)
        self.assertIn(LOADED, render_table([row]))
        self.assertEqual(exit_status([row], []), 0)

    def test_the_same_failure_on_a_machine_not_loaded_counts(self):
        for load in (QUIET, Load(2.0, 2.0, 2), None):
            row = Row("server", "f", 25.0, unit="ms", budget_max=20.0, load=load)
            self.assertEqual(row.status, "FAIL")
            self.assertTrue(row.failed)
            self.assertEqual(exit_status([row], []), 1)

    def test_a_figure_within_its_budget_passes_and_still_shows_the_load(self):
        row = Row("server", "f", 15.0, unit="ms", budget_max=20.0, note="median of 7", load=BUSY)
        self.assertEqual(row.status, "PASS")
        self.assertEqual(row.note, "median of 7; load 1-min avg 1.50 -> 3.40 on 2 cores")

    def test_load_excuses_no_ratio_no_failed_request_and_no_missing_figure(self):
        self.assertEqual(Row("s", "f", 3.0, baseline=1.0, budget_ratio_max=2.0, load=BUSY).status, "FAIL")
        self.assertEqual(Row("s", "f", 25.0, budget_max=20.0, errors=2, load=BUSY).status, "FAIL")
        missing = Row("s", "f", None, budget_max=20.0, load=BUSY)
        self.assertEqual(missing.status, "not measured")
        unmeasured = Row("s", "f", None, budget_max=20.0, status="not measured (provider failed)")
        over = Row("s", "f", 25.0, budget_max=20.0, load=BUSY)
        self.assertEqual(exit_status([over, missing], []), 1)
        self.assertEqual(exit_status([over, unmeasured], []), 1)
        self.assertEqual(exit_status([over], ["micro: infinite-stories-bench failed"]), 1)

    def _journey(self, load=None, p99=26.0):
        results = {"machine": {"nproc": 2, "load_at_start": [0.5, 0.6, 0.7], "load_at_end": [1.2, 1.0, 0.9]},
                   "server": {"journey": {"p99_ms": p99, "p50_ms": 3.0, "requests": 900, "errors": 0}}}
        if load:
            results["load"] = {"journey": load}
        return _row(build_rows(results), "journey summary, 100,000 sessions for one user, p99")

    def test_rows_are_judged_by_the_load_noted_around_their_measurement(self):
        row = self._journey([2.5, 3.1])
        self.assertEqual(row.status, LOADED)
        self.assertIn("load 1-min avg 2.50 -> 3.10 on 2 cores", row.note)
        self.assertEqual(self._journey([0.4, 1.1]).status, "FAIL")
        self.assertEqual(self._journey([2.5, 3.1], p99=12.0).status, "PASS")

    def test_results_saved_without_it_fall_back_to_the_runs_load(self):
        row = self._journey()
        self.assertEqual(row.status, "FAIL")
        self.assertIn("load 1-min avg 0.50 -> 1.20 on 2 cores (run start -> end)", row.note)

    def test_counts_are_never_excused_by_load(self):
        heavy = [5.0, 6.0]
        results = {"machine": {"nproc": 2, "load_at_start": heavy, "load_at_end": heavy},
                   "load": {key: heavy for key in ("micro", "first_text", "provider", "model", "journey", "listening")},
                   "terminal": {"app_session": {"page": {}, "idle_bytes": 12}, "app_conformance_scans": 1.0}}
        rows = build_rows(results)
        self.assertEqual(_row(rows, "Swift runtime conformance scans before the first frame (main screen)").status,
                         "FAIL")
        self.assertEqual(_row(rows, "output over 5 idle seconds").status, "FAIL")


class Emulator(unittest.TestCase):
    def test_rep_repeats_the_last_character_as_xterm_does(self):
        screen = _Screen(10, 2)
        stream = _Stream(screen)
        stream.feed("ab\x1b[3bc\x1b[2;1H\u2500\x1b[2b".encode())
        self.assertEqual(screen.display, ["abbbbc    ", "\u2500\u2500\u2500       "])


class Percentiles(unittest.TestCase):
    def test_nearest_rank(self):
        values = list(range(1, 101))
        self.assertEqual(percentile(values, 95), 95)
        self.assertEqual(percentile(values, 50), 50)
        self.assertEqual(percentile([7], 95), 7)
        self.assertIsNone(percentile([], 95))


class ConformanceScanCounting(unittest.TestCase):
    def test_counts_whole_scans_before_the_first_frame_only(self):
        lines = ["bench_scans:visit"] * 20 + ["bench_scans:present__return"] + ["bench_scans:visit"] * 10
        self.assertEqual(count_scans(lines, records=10), 2.0)
        self.assertEqual(count_scans(["bench_scans:present__return", "bench_scans:visit"], records=10), 0.0)

    def test_a_probe_that_never_fires_is_not_a_clean_zero(self):
        with self.assertRaises(Unavailable):
            count_scans(["bench_scans:present__return"], records=10)
        with self.assertRaises(Unavailable):
            count_scans(["bench_scans:visit"], records=10)


class ErrorBudget(unittest.TestCase):
    def test_any_failed_request_fails_the_row_and_is_said(self):
        row = Row("s", "f", 80, baseline=100, budget_ratio_min=0.5, errors=3)
        self.assertEqual(row.status, "FAIL")
        self.assertIn("3 failed requests", row.note)
        self.assertEqual(Row("s", "f", 80, baseline=100, budget_ratio_min=0.5, errors=0).status, "PASS")

    def test_zero_errors_alone_is_a_budget(self):
        self.assertEqual(Row("s", "f", 5.0, errors=0).status, "PASS")
        self.assertEqual(Row("s", "f", 5.0, errors=1).status, "FAIL")
        self.assertEqual(Row("s", "f", 5.0).status, "info")


def _wrk(rps, errors=0, p99=2.0):
    return {"rps": rps, "p50_ms": 1.0, "p99_ms": p99, "requests": int(rps * 10), "errors": errors}


class PostgresScale(unittest.TestCase):
    def test_database_url_keeps_user_host_and_port(self):
        self.assertEqual(database_url("postgres://postgres@127.0.0.1:5433/postgres", "bench_shared"),
                         "postgres://postgres@127.0.0.1:5433/bench_shared")

    def test_page_shape_reads_both_list_envelopes(self):
        heroes = {"data": {"heroes": [{"name": "Luna 1"}, {"name": "Milo 2"}], "pagination": {"hasMore": True}}}
        stories = {"data": {"stories": [{"title": "A"}], "pagination": {"hasMore": False}}}
        self.assertEqual(page_shape(heroes), (2, ["Luna 1", "Milo 2"]))
        self.assertEqual(page_shape(stories), (1, []))

    def test_two_instances_are_summed_per_round_then_the_median_taken(self):
        single = [_wrk(10_000), _wrk(9_000), _wrk(11_000)]
        pairs = [(_wrk(5_000), _wrk(6_000)), (_wrk(4_000, errors=2), _wrk(4_500)), (_wrk(6_000), _wrk(1_000, p99=9.0))]
        summary = scale_summary(single, pairs)
        self.assertEqual(summary["one_rps"], 10_000)
        self.assertEqual(summary["two_runs"], [11_000, 8_500, 7_000])
        self.assertEqual(summary["two_rps"], 8_500)
        self.assertEqual(summary["errors"], 2)
        self.assertEqual(summary["two_p99_ms"], 2.0)

    def _results(self, errors=0):
        route = lambda rps, e=0: {"rps": rps, "p50_ms": 1.0, "p99_ms": 3.0, "errors": e, "requests": 1, "runs": [rps]}
        return {"server": {"scale": {
            "lists": {"sqlite": {"heroes": route(20_000), "stories": route(12_000)},
                      "postgres": {"heroes": route(18_000, errors), "stories": route(3_000)}},
            "scale": {"one_rps": 15_000, "two_rps": 15_600, "a_rps": 7_900, "b_rps": 7_700, "errors": 0},
        }}}

    def test_rows_compare_postgres_with_sqlite_and_two_instances_with_one(self):
        heroes, stories, pair = scale_rows(self._results())
        self.assertAlmostEqual(heroes.ratio, 0.9)
        self.assertEqual(heroes.status, "PASS")
        self.assertIn("PostgreSQL 18,000 req/s", heroes.note)
        self.assertIn("SQLite 20,000 req/s", heroes.note)
        self.assertEqual(stories.status, "FAIL")  # 0.25 x SQLite
        self.assertAlmostEqual(pair.ratio, 1.04)
        self.assertIn("A 7,900 + B 7,700", pair.note)

    def test_failed_requests_fail_the_row(self):
        heroes, _, _ = scale_rows(self._results(errors=4))
        self.assertEqual(heroes.status, "FAIL")

    def test_a_part_that_failed_leaves_rows_that_say_why(self):
        rows = scale_rows({"server": {"scale_error": "PostgreSQL did not start"}})
        self.assertEqual(len(rows), 3)
        self.assertTrue(all(row.failed and "PostgreSQL did not start" in row.status for row in rows))


class FewestRedrawBytes(unittest.TestCase):
    """The lower bound a j/k move is held to: changed cells only, runs joined across small gaps."""

    PLAIN = ("default", "default", False, False, False)
    REVERSE = ("default", "default", False, False, True)

    def _grid(self, text, style=None):
        return [[(character, style or self.PLAIN) for character in row] for row in text]

    def test_an_unchanged_screen_costs_nothing(self):
        grid = self._grid(["abc", "def"])
        self.assertEqual(redraw.minimal_bytes(grid, grid), 0)

    def test_a_moved_highlight_costs_two_runs_with_their_styles(self):
        before = [[("a", self.REVERSE)] * 4, [("b", self.PLAIN)] * 4]
        after = [[("a", self.PLAIN)] * 4, [("b", self.REVERSE)] * 4]
        plain, reverse = redraw.sgr_bytes(self.PLAIN), redraw.sgr_bytes(self.REVERSE)
        self.assertEqual((plain, reverse), (4, 6))  # ESC[0m, ESC[0;7m
        self.assertEqual(redraw.minimal_bytes(before, after), 2 * redraw.CURSOR_MOVE + plain + reverse + 8)

    def test_close_changes_share_one_cursor_move_far_ones_do_not(self):
        before = self._grid(["x" * 40])
        close = self._grid(["y" + "x" * 3 + "y" + "x" * 35])
        far = self._grid(["y" + "x" * 30 + "y" + "x" * 8])
        plain = redraw.sgr_bytes(self.PLAIN)
        self.assertEqual(redraw.minimal_bytes(before, close), redraw.CURSOR_MOVE + plain + 5)
        self.assertEqual(redraw.minimal_bytes(before, far), 2 * (redraw.CURSOR_MOVE + plain + 1))

    def test_wide_and_accented_characters_count_their_utf8_bytes(self):
        before, after = self._grid(["ab"]), [[("é", self.PLAIN), ("🌙", self.PLAIN)]]
        self.assertEqual(redraw.minimal_bytes(before, after), redraw.CURSOR_MOVE + 4 + 2 + 4)


if __name__ == "__main__":
    unittest.main()


class RelocatedPages(unittest.TestCase):
    def test_relr_entries_are_an_address_then_bitmaps_of_the_63_words_after_it(self):
        bitmap = 1 | 1 << 1 | 1 << 3 | 1 << 63  # words 0, 2 and 62 after the address's own
        self.assertEqual(relocation.relr_offsets([0x1000, bitmap, 1 | 1 << 1]),
                         [0x1000, 0x1008, 0x1018, 0x1008 + 62 * 8, 0x1008 + 63 * 8])
        self.assertEqual(relocation.relr_offsets([0x2000, 0x3000]), [0x2000, 0x3000])
        with self.assertRaises(ValueError):
            relocation.relr_offsets([1 | 1 << 1])

    def test_a_table_of_pointers_is_found_page_by_page_in_either_encoding(self):
        page = os.sysconf("SC_PAGE_SIZE")
        try:
            with tempfile.TemporaryDirectory() as folder:
                packed = relocation.build_table_program(folder, "packed", 5, pointers=True)
                plain = relocation.build_table_program(folder, "plain", 5, pointers=True, packed=False)
                numbers = relocation.build_table_program(folder, "numbers", 5, pointers=False)
                counts = [relocation.relocated_pages(path) for path in (packed, plain, numbers)]
        except relocation.Unavailable as error:
            self.skipTest(str(error))
        words = 5 * page // 8
        for relocations, pages in counts[:2]:
            # The table's words, and the few the C start-up itself has (.init_array, .dynamic...).
            self.assertGreaterEqual(relocations, words)
            self.assertLess(relocations, words + 50)
            self.assertGreaterEqual(pages, 5)
            self.assertLessEqual(pages, 8)
        self.assertEqual(counts[0], counts[1], "RELR and RELA name the same addresses")
        self.assertLess(counts[2][0], 50)
        self.assertLessEqual(counts[2][1], 3)

    def test_the_rows_name_the_pages_and_their_cost_without_a_verdict(self):
        moved = {"relocations": 167725, "pages": 533, "baseline_relocations": 35, "baseline_pages": 2,
                 "cost_ms": 1.16, "with_pointers_ms": 1.67, "without_ms": 0.51}
        rows = build_rows({"terminal": {"app_session": {"page": {}}, "app_relocation": moved}})
        pages = _row(rows, "pages the loader writes at each start (position-independent binary)")
        self.assertEqual((pages.value, pages.status), (533, "info"))
        self.assertIn("167,725 pointers", pages.note)
        self.assertIn("2 pages (35 pointers)", pages.note)
        cost = _row(rows, "start-up cost of writing that many pages")
        self.assertEqual((cost.value, cost.status), (1.16, "info"))
        self.assertIn("1.67 ms", cost.note)
        unmeasured = build_rows({"terminal": {"app_session": {"page": {}}, "app_relocation_unavailable": "no C compiler"}})
        self.assertIn("no C compiler", _row(unmeasured, "pages the loader writes at each start "
                                            "(position-independent binary)").note)


class FirstFrameKnownGap(unittest.TestCase):
    @staticmethod
    def _frames(app_ms, baseline_ms):
        frames = {"seconds": [app_ms / 1000]}
        return {"app_auth_first_frame": frames, "app_auth_first_frame_baseline": {"seconds": [baseline_ms / 1000]},
                "app_session": {"page": {}}}

    def test_a_ratio_between_the_goal_and_the_ceiling_is_shown_failed_but_does_not_fail_the_run(self):
        row = _row(build_rows({"terminal": self._frames(7.5, 5.0)}), "first frame: sign-in screen")
        self.assertEqual(row.status, "FAIL (known gap: position independence, decision 0008)")
        self.assertFalse(row.failed)
        self.assertTrue(row.known_gap)
        self.assertEqual(exit_status([row], []), 0)

    def test_over_the_ceiling_it_is_a_regression_and_under_the_goal_a_pass(self):
        over = _row(build_rows({"terminal": self._frames(10.5, 5.0)}), "first frame: sign-in screen")
        self.assertEqual(over.status, "FAIL")
        self.assertTrue(over.failed)
        under = _row(build_rows({"terminal": self._frames(6.0, 5.0)}), "first frame: sign-in screen")
        self.assertEqual(under.status, "PASS")
