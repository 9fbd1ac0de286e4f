import Testing
@testable import NcursesBackend

@Suite struct TerminalSequencesTests {
    /// The xterm terminfo values of the capabilities used (from `infocmp xterm-256color`).
    private static let xterm: [String: String] = [
        "sgr0": "\u{1B}(B\u{1B}[m",
        "cnorm": "\u{1B}[?12l\u{1B}[?25h",
        "rmkx": "\u{1B}[?1l\u{1B}>",
        "rmcup": "\u{1B}[?1049l\u{1B}[23;0;0t",
        "smcup": "\u{1B}[?1049h\u{1B}[22;0;0t",
        "smkx": "\u{1B}[?1h\u{1B}=",
    ]

    @Test func leaveTurnsEverythingOffInOrder() {
        let leave = String(decoding: TerminalSequences.leave { Self.xterm[$0] }, as: UTF8.self)
        #expect(leave == "\u{1B}[?2004l" + "\u{1B}(B\u{1B}[m" + "\u{1B}[?12l\u{1B}[?25h" + "\u{1B}[?1l\u{1B}>" + "\u{1B}[?1049l\u{1B}[23;0;0t")
    }

    @Test func enterRestoresScreenKeypadAndPaste() {
        let enter = String(decoding: TerminalSequences.enter { Self.xterm[$0] }, as: UTF8.self)
        #expect(enter == "\u{1B}[?1049h\u{1B}[22;0;0t" + "\u{1B}[?1h\u{1B}=" + "\u{1B}[?2004h")
    }

    @Test func missingCapabilitiesAreSkipped() {
        // TERM=linux has no alternate screen and no keypad transmit mode.
        #expect(TerminalSequences.leave { _ in nil } == Array("\u{1B}[?2004l".utf8))
        #expect(TerminalSequences.enter { _ in nil } == Array("\u{1B}[?2004h".utf8))
    }

    @Test func paddingIsRemoved() {
        #expect(TerminalSequences.withoutPadding("\u{1B}[m$<2>") == "\u{1B}[m")
        #expect(TerminalSequences.withoutPadding("a$<5*/>b$<1.5>c") == "abc")
        #expect(TerminalSequences.withoutPadding("price $<x> and $<") == "price $<x> and $<")
        #expect(TerminalSequences.withoutPadding("") == "")
        #expect(TerminalSequences.withoutPadding("$<$<3>x") == "$<x")
        #expect(TerminalSequences.withoutPadding("é$<1>ü$<>") == "éü")
    }
}
