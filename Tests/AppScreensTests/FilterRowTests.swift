import AppScreens
import Foundation
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// A filtered story row says why it is listed: the matched part of its title is underlined, or
/// its right-hand text names the event or language the query matched.
@Suite("Filtered story rows")
struct FilterRowTests {
    /// The main screen filtered by `query`, with a French story about a rainy day added, and the
    /// story list's rows (cells inside its border, below the filter line).
    static func filtered(_ query: String, glyphs: GlyphSet = .unicode) -> (ScreenBuffer, [[Cell]]) {
        let size = TerminalSize(width: 120, height: 40)
        var french = Fixtures.story("s6", "Le Voyage de Luna", minutesAgo: 10_000)
        french.language = "French"
        french.eventType = "Rainy Day Magic"
        let main = Fixtures.main(size)
        let loaded = Fixtures.state(size, [.lists(.storiesLoaded(Fixtures.page(Fixtures.stories + [french]), offset: 0,
                                                          requestID: main.storiesRequestID))], from: main)
        let state = Fixtures.state(size, [Fixtures.key(.character("/"))] + Fixtures.type(query), from: loaded)
        let buffer = SnapshotTests.draw(state, glyphs: glyphs)
        let pane = state.layout.panes.first { $0.pane == .stories }?.rect ?? .zero
        let rows = ((pane.minY + 2)..<(pane.maxY - 1)).map { row in
            Array(Array(buffer.cells(inRow: row))[(pane.minX + 1)..<(pane.maxX - 1)])
        }
        return (buffer, rows)
    }

    static func text(_ cells: [Cell]) -> String {
        String(cells.filter { !$0.isContinuation }.map(\.character))
    }

    static func row(_ rows: [[Cell]], containing text: String) -> String? {
        rows.map(Self.text).first { $0.contains(text) }
    }

    @Test func aRowMatchedOnItsEventOrLanguageSaysSo() throws {
        let (byEvent, eventRows) = Self.filtered("rainy")
        // "Rainy Day Magic" is also a title: that row matches on its title and keeps its date.
        let titled = try #require(Self.row(eventRows, containing: "Rainy Day Magic"))
        #expect(titled.contains("2025-12-30") && !titled.contains("event:"))
        let voyage = try #require(Self.row(eventRows, containing: "Le Voyage de Luna"))
        // The pane is narrow: the reason may be cut, but says what matched.
        #expect(voyage.contains("event: Rainy"), "\(byEvent)")
        let (byLanguage, languageRows) = Self.filtered("french", glyphs: .ascii)
        let french = try #require(Self.row(languageRows, containing: "Le Voyage de Luna"))
        #expect(french.contains("language: Fr"), "\(byLanguage)")
        #expect(Self.row(languageRows, containing: "The Moon Trip") == nil)
    }

    @Test func theMatchedPartOfATitleIsUnderlined() throws {
        let (_, rows) = Self.filtered("voyage")
        let row = try #require(rows.first { Self.text($0).contains("Le Voyage de Luna") })
        let underlined = row.filter { $0.style.attributes.contains(.underline) }.map(\.character)
        #expect(String(underlined) == "Voyage")
        #expect(!Self.text(row).contains("event:") && !Self.text(row).contains("language:"))
    }
}
