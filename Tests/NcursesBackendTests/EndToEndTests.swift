import Foundation
import Testing

/// Runs the demo in a real terminal (tmux) and checks what a user would see: the drawing, keys,
/// paste, resize, and the terminal coming back intact on every way out.
///
/// Skipped only when tmux is missing (`make test` installs it).
@Suite(.enabled(if: TmuxHarness.isAvailable, "tmux is not installed"))
struct EndToEndTests {
    @Test func drawsTheBoxWideTextAndHighlightedRow() throws {
        let harness = try TmuxHarness()
        try harness.startDemo()
        let rows = try harness.rows()
        #expect(rows[1].hasPrefix("╭─ Stories 物語 ─"))
        #expect(rows[1].hasSuffix("─╮"))
        #expect(rows[2].hasPrefix("│ 1. The dragon 🐉 who loved tea "))
        #expect(rows[3].hasPrefix("│ 2. 月の物語 (a moon story) "))
        #expect(rows[6].hasPrefix("│ 5. 한국어 이야기 "))
        // Wide characters take two columns: every box row still ends exactly at the right edge.
        for row in rows[2...6] {
            #expect(row.hasSuffix("│"), "\(row)")
        }
        #expect(rows[20].hasPrefix("╰") && rows[20].hasSuffix("╯"))
        #expect(rows[23].contains("size: 80x24") && rows[23].contains("tier: ansi256") && rows[23].contains("glyphs: unicode"))

        // The standard theme draws the selection in reverse video (SGR 7) on every tier.
        let selectionBackground = "\u{1b}[7m"
        let styled = try harness.rows(escapes: true)
        #expect(styled[2].contains(selectionBackground))
        #expect(!styled[3].contains(selectionBackground))
        #expect(try harness.display("#{alternate_on} #{cursor_flag}") == "1 0")

        try harness.press("j")
        try harness.waitUntil("the highlight to move down") {
            let styled = try harness.rows(escapes: true)
            return styled[3].contains(selectionBackground) && !styled[2].contains(selectionBackground)
        }
        try harness.press("k")
        try harness.waitUntil("the highlight to move back up") {
            try harness.rows(escapes: true)[2].contains(selectionBackground)
        }
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
        try harness.expectTerminalRestored()
    }

    @Test func keysArriveDecoded() throws {
        let harness = try TmuxHarness()
        let pid = try harness.startDemo()
        let cases: [(keys: [String], shown: String)] = [
            (["Up"], "key Up"),
            (["Escape"], "key Esc"),
            (["M-x"], "key Alt+x"),
            (["C-c"], "key Ctrl-C"),
            (["BTab"], "key S-Tab"),
            (["F5"], "key F5"),
            (["Home"], "key Home"),
            (["End"], "key End"),
            (["PPage"], "key PgUp"),
            (["DC"], "key Del"),
            (["BSpace"], "key Bksp"),
            (["Enter"], "key Enter"),
            (["Tab"], "key Tab"),
            (["C-s"], "key Ctrl-S"),
            (["C-Right"], "key Ctrl+Right"),
            (["é"], "key é"),
            (["日"], "key 日"),
        ]
        for (keys, shown) in cases {
            // A marker key between cases makes every change visible, even for repeated names.
            try harness.press("x")
            try harness.waitUntil("the marker") { try harness.row(startingWith: "last:") == "last: key x" }
            for key in keys {
                try harness.press(key)
            }
            try harness.waitUntil("'\(shown)' for \(keys)") {
                try harness.row(startingWith: "last:") == "last: \(shown)"
            }
        }
        // Ctrl-C was a key, not the end of the program.
        #expect(kill(pid, 0) == 0)
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    @Test func bracketedPasteArrivesAsOnePaste() throws {
        let harness = try TmuxHarness()
        try harness.startDemo()
        try harness.paste("hello\nworld 日本\tq")
        try harness.waitUntil("the paste") {
            try harness.row(startingWith: "paste:").hasPrefix("paste: hello\\nworld 日本\\tq")
        }
        // The "q" inside the paste did not quit, and no key event was produced for any of it.
        #expect(try harness.row(startingWith: "last:") == "last: paste 16 chars")
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    @Test func resizeIsReportedAndRedrawn() throws {
        let harness = try TmuxHarness()
        try harness.startDemo()
        try harness.resize(width: 100, height: 30)
        try harness.waitUntil("the resize") { try harness.row(startingWith: "last:") == "last: resize 100x30" }
        let rows = try harness.rows()
        #expect(rows.count == 30)
        #expect(rows[1].hasSuffix("╮"))
        #expect(rows[26].count == 100 && rows[26].hasPrefix("╰") && rows[26].hasSuffix("╯"))
        #expect(rows[29].contains("size: 100x30"))
        try harness.resize(width: 60, height: 15)
        try harness.waitUntil("the second resize") { try harness.row(startingWith: "size:").hasPrefix("size: 60x15") }
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    @Test(arguments: [(SIGTERM, "TERM"), (SIGHUP, "HUP"), (SIGQUIT, "QUIT")])
    func terminatingSignalRestoresTheTerminal(signal: Int32, name: String) throws {
        let harness = try TmuxHarness()
        // No core file for SIGQUIT.
        let pid = try harness.startDemo(environment: "ulimit -c 0;")
        #expect(kill(pid, signal) == 0)
        // The process dies of the signal (the shell reports 128 + its number).
        #expect(try harness.waitForExitStatus() == 128 + signal, "SIG\(name)")
        try harness.expectTerminalRestored()
    }

    @Test func crashRestoresTheTerminal() throws {
        let harness = try TmuxHarness()
        try harness.startDemo()
        try harness.press("!")
        // A Swift trap is SIGILL on x86-64 and SIGTRAP on arm64.
        let status = try harness.waitForExitStatus()
        #expect(status == 128 + SIGILL || status == 128 + SIGTRAP, "status \(status)")
        try harness.expectTerminalRestored()
    }

    @Test func exitWithoutRestoreIsRepairedAtExit() throws {
        let harness = try TmuxHarness()
        try harness.startDemo()
        try harness.press("e")
        #expect(try harness.waitForExitStatus() == 3)
        try harness.expectTerminalRestored()
    }

    @Test func ctrlZSuspendsAndFgResumes() throws {
        let harness = try TmuxHarness()
        try harness.startDemo()
        try harness.press("j")
        try harness.waitUntil("the first move") { try harness.row(startingWith: "last:") == "last: key j" }
        try harness.press("C-z")
        // The shell reports the job stopped by SIGTSTP (128 + 20) and records the modes it has now.
        #expect(try harness.waitForExitStatus() == 128 + SIGTSTP)
        #expect(try harness.display("#{alternate_on}") == "0")
        #expect(try harness.display("#{cursor_flag}") == "1")
        try harness.expectTerminalRestored()

        try harness.forgetRecording()
        try harness.type("fg; \(harness.recordCommand)")
        try harness.waitUntil("the demo to come back") {
            try harness.display("#{alternate_on}") == "1" && harness.capture().contains("InfiniteStories backend demo")
        }
        // Everything was repainted (the box and the moved selection), and keys still work.
        try harness.waitUntil("the full repaint") {
            let styled = try harness.rows(escapes: true)
            return try harness.rows()[2].hasPrefix("│ 1. The dragon") && styled[3].contains("\u{1b}[7m")
        }
        try harness.press("k")
        try harness.waitUntil("a key after resuming") { try harness.row(startingWith: "last:") == "last: key k" }
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
        try harness.expectTerminalRestored()
    }

    @Test func idleDemoUsesNoCPU() throws {
        let harness = try TmuxHarness()
        let pid = try harness.startDemo()
        usleep(200_000)
        let before = try Self.cpuTicks(of: pid)
        usleep(2_000_000)
        let after = try Self.cpuTicks(of: pid)
        // Clock ticks are 10 ms: a busy loop would burn about 200 here.
        #expect(after - before <= 2, "\(after - before) ticks while idle")
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    @Test func wakerInterruptsTheWait() throws {
        let harness = try TmuxHarness()
        try harness.startDemo(arguments: "--wake-after 300")
        #expect(try harness.row(startingWith: "size:").contains("empty: 0"))
        try harness.waitUntil("the wake-up") { try harness.row(startingWith: "size:").contains("empty: 1") }
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    @Test func timeoutsReturnEmptyBatches() throws {
        let harness = try TmuxHarness()
        try harness.startDemo(arguments: "--tick 50")
        // Each 50 ms timeout returns an empty batch and the demo redraws its counter.
        try harness.waitUntil("several timeouts") {
            let status = try harness.row(startingWith: "size:")
            guard let range = status.firstRange(of: "empty: ") else { return false }
            let count = Int(status[range.upperBound...].prefix { $0.isNumber }) ?? 0
            return count >= 5
        }
        try harness.press("j")
        try harness.waitUntil("a key between timeouts") { try harness.row(startingWith: "last:") == "last: key j" }
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    @Test func movingTheHighlightSendsFewBytes() throws {
        let harness = try TmuxHarness()
        try harness.startDemo()
        try harness.recordOutput(to: "output")
        usleep(200_000)
        let start = Self.size(of: harness.file("output"))
        try harness.press("j")
        try harness.waitUntil("the move") { try harness.row(startingWith: "last:") == "last: key j" }
        usleep(200_000)
        let afterMove = Self.size(of: harness.file("output"))
        try harness.press("C-l")
        try harness.waitUntil("the repaint") { try harness.row(startingWith: "last:") == "last: key Ctrl-L" }
        usleep(200_000)
        let afterRepaint = Self.size(of: harness.file("output"))
        try harness.stopRecording()
        let move = afterMove - start
        let repaint = afterRepaint - afterMove
        // Two rows restyled and the status line: a few hundred bytes, far from a full screen.
        #expect(move > 0 && move < 600, "\(move) bytes for one move")
        #expect(repaint > 3 * move, "full repaint \(repaint) bytes vs move \(move)")
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    @Test func noColorAndASCIIOptions() throws {
        let harness = try TmuxHarness()
        try harness.startDemo(arguments: "--ascii", environment: "NO_COLOR=1")
        let rows = try harness.rows()
        #expect(rows[1].hasPrefix("+- Stories"))
        #expect(rows[2].hasPrefix("| 1. The dragon"))
        #expect(rows[23].contains("tier: monochrome") && rows[23].contains("glyphs: ascii"))
        // Without colour, the selection is reverse video and nothing has a colour.
        let styled = try harness.rows(escapes: true)
        #expect(styled[2].contains("7m"))
        #expect(!styled.joined().contains("38;5") && !styled.joined().contains("48;5"))
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    /// The character type is the only locale category read from the environment: a C locale
    /// gives ASCII glyphs, and a UTF-8 `LC_CTYPE` alone (nothing else set) gives box drawing.
    @Test(arguments: [("LC_ALL=C LANG=C", "glyphs: ascii", "+- Stories"),
                      ("LC_ALL= LANG= LC_CTYPE=C.UTF-8", "glyphs: unicode", "\u{2500} Stories")])
    func glyphsFollowTheLocalesCharacterType(environment: String, glyphs: String, border: String) throws {
        let harness = try TmuxHarness()
        try harness.startDemo(environment: "env \(environment)")
        let rows = try harness.rows()
        #expect(rows[23].contains(glyphs), "\(rows[23])")
        #expect(rows[1].contains(border), "\(rows[1])")
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    @Test func cursorIsPlacedWhereTheBufferAsks() throws {
        let harness = try TmuxHarness()
        try harness.startDemo()
        try harness.press("c")
        try harness.waitUntil("the cursor") { try harness.display("#{cursor_flag}") == "1" }
        // The demo puts it one column after "last: key c" on row 21.
        try harness.waitUntil("the cursor position") { try harness.display("#{cursor_x},#{cursor_y}") == "12,21" }
        try harness.press("c")
        try harness.waitUntil("the cursor to hide") { try harness.display("#{cursor_flag}") == "0" }
        try harness.press("q")
        #expect(try harness.waitForExitStatus() == 0)
    }

    /// User plus system CPU time of `pid`, in clock ticks (fields 14 and 15 of /proc/PID/stat).
    private static func cpuTicks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name (field 2) may contain spaces; count fields after its closing parenthesis.
        guard let close = stat.lastIndex(of: ")") else { throw HarnessError("odd /proc stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else {
            throw HarnessError("odd /proc stat")
        }
        return user + system
    }

    private static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}
