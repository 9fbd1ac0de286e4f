"""The result table: one row per figure, its baseline, ratio, budget and verdict."""

# An absolute budget broken while the machine had more runnable tasks than cores: the figure
# measured the neighbours as much as our code, so it is shown but does not fail the run.
LOADED = "OVER (machine loaded)"
# A ratio goal missed for a reason a decision accepts, under a ceiling past which it is a
# regression: judged and shown, not counted (`Row(known_gap=(reason, ceiling))`).
KNOWN_GAP = "FAIL (known gap: {})"


class Load:
    """The 1-minute load average before and after a figure was taken, beside the machine's cores.
    Only rows with an absolute time budget carry one: a ratio to a baseline of the same run
    already cancels the neighbours, and bytes, counts and memory do not depend on them."""

    def __init__(self, before, after, cores, when=""):
        self.before = before
        self.after = after
        self.cores = cores
        self.when = when

    @property
    def peak(self):
        return max(self.before, self.after)

    @property
    def heavy(self):
        """More runnable tasks than cores: something waited for a core while the figure was taken."""
        return bool(self.cores) and self.peak > self.cores

    def text(self):
        when = f" {self.when}" if self.when else ""
        return f"load 1-min avg {self.before:.2f} -> {self.after:.2f} on {self.cores} cores{when}"


class Row:
    def __init__(self, section, figure, value, unit="", baseline=None, budget_max=None, budget_ratio_max=None,
                 budget_ratio_min=None, budget_text="", status=None, note="", errors=None, load=None,
                 known_gap=None):
        self.section = section
        self.figure = figure
        self.value = value
        self.unit = unit
        self.baseline = baseline
        self.budget_max = budget_max
        self.budget_ratio_max = budget_ratio_max
        self.budget_ratio_min = budget_ratio_min
        self.budget_text = budget_text
        self.note = note
        # Failed requests behind the figure (wrk's non-2xx answers and socket errors): when given,
        # zero is a budget of its own, whatever the value says.
        self.errors = errors
        if errors:
            self.note = "; ".join(filter(None, [f"{errors:,} failed requests", self.note]))
        # (reason, ceiling): over `budget_ratio_max` but at most `ceiling` x the baseline.
        self.known_gap_reason, self.known_gap_ceiling = known_gap or (None, None)
        # Printed beside an absolute budget, which cannot tell our code from the neighbours.
        self.load = load
        if load is not None:
            self.note = "; ".join(filter(None, [self.note, load.text()]))
        self.status = status or self._verdict()
        if (self.status == "FAIL" and self.budget_max is not None and self.baseline is not None
                and self.baseline > self.budget_max):
            # Said in the table so nobody chases a regression that is the machine or the terminal.
            self.note = "; ".join(filter(None, [self.note, "the baseline program is over this budget too"]))

    @property
    def has_budget(self):
        return any(b is not None for b in (self.budget_max, self.budget_ratio_max, self.budget_ratio_min,
                                           self.errors))

    @property
    def ratio(self):
        if self.value is None or not self.baseline:
            return None
        return self.value / self.baseline

    def _verdict(self):
        if not self.has_budget:
            return "info"
        if self.value is None:
            return "not measured"
        ok = not self.errors
        if self.budget_ratio_max is not None or self.budget_ratio_min is not None:
            if self.ratio is None:
                return "not measured (no baseline)"
            if self.budget_ratio_max is not None:
                if (not self.errors and self.known_gap_reason
                        and self.budget_ratio_max < self.ratio <= self.known_gap_ceiling):
                    return KNOWN_GAP.format(self.known_gap_reason)
                ok &= self.ratio <= self.budget_ratio_max
            if self.budget_ratio_min is not None:
                ok &= self.ratio >= self.budget_ratio_min
        if self.budget_max is not None and self.value > self.budget_max:
            # Failed requests and ratios fail whatever the load; only the absolute part is excused.
            return LOADED if ok and self.load is not None and self.load.heavy else "FAIL"
        return "PASS" if ok else "FAIL"

    @property
    def known_gap(self):
        """A goal missed for a reason a decision accepts (the status names it): shown, not counted."""
        return self.status.startswith(KNOWN_GAP.split("{")[0])

    @property
    def failed(self):
        """A broken budget, or any figure that could not be measured (never a silent gap). A row
        over its absolute budget on a loaded machine is shown, not counted."""
        return self.status == "FAIL" or self.status.startswith("not measured")

    @property
    def over_loaded(self):
        return self.status == LOADED

    def shown_status(self):
        return f"FAIL: {self.status}" if self.status.startswith("not measured") else self.status

    def as_dict(self):
        return {"section": self.section, "figure": self.figure, "value": self.value, "unit": self.unit,
                "baseline": self.baseline, "ratio": self.ratio, "budget": self.budget_text,
                "status": self.status, "note": self.note,
                "load": None if self.load is None else [self.load.before, self.load.after, self.load.cores]}


def number(value, unit):
    if value is None:
        return "-"
    if unit == "req/s":
        return f"{value:,.0f} req/s"
    if unit == "pages":
        return f"{value:,.0f} pages"
    if unit in ("B",):
        return f"{value:,.0f} B" if value >= 100 or value == int(value) else f"{value:.1f} B"
    if value >= 100:
        text = f"{value:,.0f}"
    elif value >= 10:
        text = f"{value:.1f}"
    else:
        text = f"{value:.2f}"
    return f"{text} {unit}".strip()


def cells(row):
    ratio = row.ratio
    return [
        f"{row.section}: {row.figure}",
        number(row.value, row.unit),
        number(row.baseline, row.unit),
        "-" if ratio is None else f"{ratio:.2f}x",
        row.budget_text or "-",
        row.shown_status(),
    ]


HEADER = ["figure", "value", "baseline", "ratio", "budget", "result"]


def render_table(rows):
    lines = [HEADER] + [cells(row) for row in rows]
    widths = [max(len(line[i]) for line in lines) for i in range(len(HEADER))]
    out = []
    for index, line in enumerate(lines):
        out.append("  ".join(cell.ljust(widths[i]) if i in (0, 4, 5) else cell.rjust(widths[i])
                             for i, cell in enumerate(line)).rstrip())
        if index == 0:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)


def render_markdown(rows, results):
    from method import FINDINGS, METHOD  # the long explanations live beside the harness

    machine = results["machine"]
    failed = [row for row in rows if row.failed]
    loaded = [row for row in rows if row.over_loaded]
    gaps = [row for row in rows if row.known_gap]
    lines = [
        "# Performance",
        "",
        "Generated by `make bench` (`scripts/bench.sh` -> `bench/harness.py`); do not edit by hand, run it again.",
        "Budgets are checked on every run; `make bench` exits non-zero when one is broken or cannot be measured,",
        "except an absolute time budget broken while the machine was loaded (see *Budgets* below) and a goal",
        "missed for a known reason the row names (a decision that accepts it; a ceiling above it still fails).",
        "",
        "## Machine and run",
        "",
        f"- Date: {machine['date']}",
        f"- CPU: {machine['model']}, `nproc` = {machine['nproc']}",
        f"- Memory: {machine['memory_gib']} GiB",
        f"- Kernel: {machine['kernel']}",
        f"- Load average at start / end: {' '.join(f'{x:.2f}' for x in machine['load_at_start'])} / "
        f"{' '.join(f'{x:.2f}' for x in machine.get('load_at_end', ()))} (the machine is shared: ratios against "
        "baselines of the same run matter more than absolute times)",
        f"- Harness niceness: {machine['nice']}; whole run: {results.get('seconds', 0):.0f} s",
        f"- Result: {len(failed)} row(s) failing of {sum(1 for r in rows if r.has_budget)} with a budget"
        + (f"; {len(loaded)} over an absolute budget on a loaded machine (shown, not counted)" if loaded else "")
        + (f"; {len(gaps)} goal(s) missed for a known reason named in the row (shown, not counted)" if gaps else ""),
        "",
        "## Results",
        "",
        "| figure | value | baseline | ratio | budget | result | notes |",
        "|---|---:|---:|---:|---|---|---|",
    ]
    for row in rows:
        figure, value, baseline, ratio, budget, status = cells(row)
        lines.append(f"| {figure} | {value} | {baseline} | {ratio} | {budget} | {status} | {row.note} |")
    if results.get("errors"):
        lines += ["", "Errors during the run:", ""] + [f"- `{e}`" for e in results["errors"]]
    lines += ["", METHOD.strip(), "", FINDINGS.strip(), ""]
    return "\n".join(lines)
