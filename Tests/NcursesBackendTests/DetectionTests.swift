import Testing
import TerminalUI
@testable import NcursesBackend

@Suite struct DetectionTests {
    @Test func colorTierFollowsTheTerminal() {
        #expect(ColorTier.detect(noColorOption: false, noColorEnvironment: nil, colorCount: 256) == .ansi256)
        #expect(ColorTier.detect(noColorOption: false, noColorEnvironment: nil, colorCount: 16) == .ansi16)
        #expect(ColorTier.detect(noColorOption: false, noColorEnvironment: nil, colorCount: 8) == .ansi16)
        #expect(ColorTier.detect(noColorOption: false, noColorEnvironment: nil, colorCount: nil) == .monochrome)
        #expect(ColorTier.detect(noColorOption: false, noColorEnvironment: nil, colorCount: 2) == .monochrome)
    }

    @Test func noColorSwitchesColourOff() {
        #expect(ColorTier.detect(noColorOption: true, noColorEnvironment: nil, colorCount: 256) == .monochrome)
        #expect(ColorTier.detect(noColorOption: false, noColorEnvironment: "1", colorCount: 256) == .monochrome)
        #expect(ColorTier.detect(noColorOption: false, noColorEnvironment: "false", colorCount: 256) == .monochrome)
        // no-color.org: an empty value does not count.
        #expect(ColorTier.detect(noColorOption: false, noColorEnvironment: "", colorCount: 256) == .ansi256)
        #expect(ColorTier.colorsDisabled(noColorOption: false, noColorEnvironment: "yes"))
        #expect(!ColorTier.colorsDisabled(noColorOption: false, noColorEnvironment: nil))
    }

    @Test func glyphsFollowTheLocaleCodeset() {
        #expect(GlyphSet.detect(forceASCII: false, codeset: "UTF-8") == .unicode)
        #expect(GlyphSet.detect(forceASCII: false, codeset: "utf8") == .unicode)
        #expect(GlyphSet.detect(forceASCII: false, codeset: "ANSI_X3.4-1968") == .ascii)
        #expect(GlyphSet.detect(forceASCII: false, codeset: "ISO-8859-1") == .ascii)
        #expect(GlyphSet.detect(forceASCII: false, codeset: "") == .ascii)
        #expect(GlyphSet.detect(forceASCII: true, codeset: "UTF-8") == .ascii)
    }

    @Test func nonTerminalStreamsAreRejectedClearly() {
        #expect(TerminalSessionError.nonTerminal(standardInput: true, standardOutput: true) == nil)
        #expect(TerminalSessionError.nonTerminal(standardInput: false, standardOutput: true) == .standardInputIsNotATerminal)
        #expect(TerminalSessionError.nonTerminal(standardInput: true, standardOutput: false) == .standardOutputIsNotATerminal)
        #expect(TerminalSessionError.standardInputIsNotATerminal.description.contains("not a terminal"))
        #expect(TerminalSessionError.unsupportedTerminal("vt999").description.contains("vt999"))
        #expect(TerminalSessionError.unsupportedTerminal(nil).description.contains("TERM is not set"))
    }
}
