import AppScreens
import Foundation
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// Very long names and titles (with CJK and emoji) on the main screen: wherever one is cut it
/// ends in the glyph set's ellipsis (or wraps onto the next line), and no text crosses a border.
@Suite("Long text is cut with an ellipsis")
struct TextFitTests {
    static let longName = "Zephyrina 小龙 Alexandra 🦄 Bartholomea von Sternenhimmel-Wunderland the Third of the Kingdom"
    static let longAbility = "talks to every animal in the whole wide world, 大きな dragons and 🦊 foxes included"
    static let longTitle = "大冒险 The Great Adventure of a Hero Who Walked 🐉 All the Way Around the World and Back Again Twice"
    static let longProgressTitle = "The Lighthouse Cat 灯台の猫 Who Kept the Light Burning 🐈 Through the Longest Winter Night"

    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case heroDetail, storyDetail, progress, storyPicker, reader

        var testDescription: String { rawValue }

        /// The long strings this screen shows.
        var texts: [String] {
            switch self {
            case .heroDetail: [TextFitTests.longName, Strings.fact(Strings.abilityLabel, TextFitTests.longAbility)]
            case .storyDetail: [TextFitTests.longTitle, TextFitTests.longName]
            case .progress: [TextFitTests.longProgressTitle]
            case .storyPicker: [Strings.newStoryTitle(for: TextFitTests.longName)]
            case .reader: [TextFitTests.longTitle]
            }
        }

        /// Whether a form covers the panes (their borders and text behind it are cut by its box).
        var isOverlay: Bool { self == .storyPicker }

        func state(_ size: TerminalSize) -> AppState {
            let main = Fixtures.main(size)
            var luna = Fixtures.heroes[0]
            luna.name = TextFitTests.longName
            luna.specialAbilities = [TextFitTests.longAbility]
            switch self {
            case .heroDetail:
                return Fixtures.state(size, [.lists(.heroSaved(luna, created: false)), Fixtures.key(.escape)], from: main)
            case .storyDetail:
                let story = Fixtures.story("s2", TextFitTests.longTitle, audio: .pending, illustrations: .none)
                return Fixtures.state(size, [.lists(.heroSaved(luna, created: false)), .lists(.storyRefreshed(story))], from: main)
            case .progress:
                let started = Fixtures.story("s9", TextFitTests.longProgressTitle, status: .processing, audio: .pending,
                                             illustrations: .none)
                return Fixtures.state(size, [
                    Fixtures.key(.character("s")), Fixtures.key(.enter),
                    .generation(.generationStarted(started, at: Fixtures.epoch)),
                    .generation(.generationUpdated(storyID: "s9", .progress(ProgressPayload(step: .text, status: "processing", progress: 45)))),
                    .tick(Fixtures.epoch.addingTimeInterval(65)),
                ], from: main)
            case .storyPicker:
                return Fixtures.state(size, [.lists(.heroSaved(luna, created: false)), Fixtures.key(.character("s"))], from: main)
            case .reader:
                let opened = Fixtures.story("s1", TextFitTests.longTitle)
                return Fixtures.state(size, [Fixtures.key(.character("k")), Fixtures.key(.enter), .lists(.storyOpened(opened))],
                                      from: main)
            }
        }
    }

    static let sizes = [TerminalSize(width: 120, height: 40), TerminalSize(width: 80, height: 24),
                        TerminalSize(width: 60, height: 20), TerminalSize(width: 40, height: 12)]

    @Test(arguments: Case.allCases, sizes)
    func everyCutEndsInTheEllipsis(screen: Case, size: TerminalSize) {
        let state = screen.state(size)
        for glyphs in GlyphSet.allCases {
            let buffer = SnapshotTests.draw(state, glyphs: glyphs)
            let lines = buffer.lines().map(Array.init)
            var shown = 0
            for text in screen.texts {
                for (row, line) in lines.enumerated() {
                    if screen.isOverlay && !String(line).contains(String(text.prefix(9))) { continue }
                    for start in Self.occurrences(of: Array(text.prefix(6)), in: line) {
                        shown += 1
                        let problem = Self.checkCut(Array(text), lines: lines, row: row, column: start, ellipsis: glyphs.ellipsis)
                        #expect(problem == nil, "\(glyphs) \(size.width)x\(size.height): \(problem ?? "")\n\(buffer)")
                    }
                }
            }
            #expect(shown > 0, "\(screen) shows its long text at \(size.width)x\(size.height)\n\(buffer)")
            if glyphs == .ascii {
                #expect(!buffer.lines().joined().contains("…"), "ASCII mode cuts with ...\n\(buffer)")
            }
            if !screen.isOverlay {
                Self.expectBordersIntact(buffer, state: state)
            }
        }
    }

    /// Character offsets in `line` where `prefix` starts.
    static func occurrences(of prefix: [Character], in line: [Character]) -> [Int] {
        guard !prefix.isEmpty, line.count >= prefix.count else { return [] }
        return (0...(line.count - prefix.count)).filter { Array(line[$0..<($0 + prefix.count)]) == prefix }
    }

    /// Nil when `text`, drawn from `column` of `row`, is whole, or is cut right before the
    /// ellipsis, or continues on the next line (wrapped), checked
    /// the same way; else what is wrong.
    static func checkCut(_ text: [Character], lines: [[Character]], row: Int, column: Int, ellipsis: String) -> String? {
        let line = lines[row]
        var shared = 0
        while shared < text.count, column + shared < line.count, line[column + shared] == text[shared] {
            shared += 1
        }
        if shared == text.count { return nil }
        let after = String(line[(column + shared)...])
        if after.hasPrefix(ellipsis) { return nil }
        // Wrapped: the rest starts a later line (after the pane's border and margin).
        let rest = Array(text[shared...].drop { $0 == " " })
        let restStart = Array(rest.prefix(4))
        let shownLine = String(line)
        if shared > 0, row + 1 < lines.count, let next = occurrences(of: restStart, in: lines[row + 1]).first {
            return checkCut(rest, lines: lines, row: row + 1, column: next, ellipsis: ellipsis)
        }
        return "cut without an ellipsis after \"\(String(text[..<shared]))\": \(shownLine)"
    }

    /// Every pane's border is whole: no text was drawn over it.
    static func expectBordersIntact(_ buffer: ScreenBuffer, state: AppState) {
        let vertical: Set<Character> = ["│", "┃", "|", "#"]
        for (pane, rect) in state.layout.panes where rect.width >= 2 && rect.height >= 2 {
            for row in (rect.minY + 1)..<(rect.maxY - 1) {
                for column in [rect.minX, rect.maxX - 1] {
                    let character = buffer.cell(at: Point(x: column, y: row))?.character
                    #expect(character.map(vertical.contains) == true,
                            "\(pane) border at \(column),\(row) is \(String(describing: character))\n\(buffer)")
                }
            }
        }
    }
}
