"""Checks of the harness's own logic (run: python3 -m unittest discover -s bench -p 'test_*.py')."""
import unittest

from harness import scale_rows
from report import Row, render_table
from scale_bench import database_url, page_shape, scale_summary
from scans import Unavailable, count_scans
from terminal import _Screen, _Stream
from server_bench import parse_wrk
from tui_bench import percentile

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


if __name__ == "__main__":
    unittest.main()
