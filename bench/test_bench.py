"""Checks of the harness's own logic (run: python3 -m unittest discover -s bench -p 'test_*.py')."""
import unittest

from report import Row, render_table
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


if __name__ == "__main__":
    unittest.main()
