#!/usr/bin/env bash
# Prints what a failed test group's log says about its failures, so the end of a CI log shows
# them: failed expectations, and for a crash the tests that started and never finished and the
# crashed thread's backtrace (swift-testing runs suites in parallel, so the crash is in one of
# the unfinished ones).
log="$1"
grep -E "✘|error:|XCTAssert|failed" "$log" | grep -v "^◇" | head -40
if grep -qE "unexpected signal|Program crashed|Fatal error" "$log"; then
  echo "-- started and never finished:"
  awk '/^◇ Test .* started\.$/ { name = $3; open[name] = 1 }
       /^(✔|✘) Test / { delete open[$3] }
       END { for (name in open) print "   " name }' "$log"
  echo "-- the crash:"
  grep -E "Fatal error|Program crashed" "$log" | head -5
  awk '/^Thread [0-9]+( ".*")? crashed:/ { on = 1 } on && shown < 40 { print; shown++ } /^$/ && on && shown > 3 { exit }' "$log"
fi
