import Testing
@testable import NcursesBackend

/// Uses a stand-in for `wcwidth` with the widths glibc reports for these scalars, so the expected
/// pieces follow from the rule rather than from whatever the machine's C library says.
@Suite struct CellTextLayoutTests {
    private static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x200D, 0xFE0F, 0x0301, 0x1F3FD: 0                  // ZWJ, VS16, combining acute, skin tone
        case 0x1F468, 0x1F469, 0x1F467, 0x1F409, 0x65E5: 2       // people, dragon, 日
        case 0x0000..<0x0020, 0x007F: -1
        default: 1
        }
    }

    private func pieces(_ character: Character, columns: Int, capacity: Int = 5) -> [CellTextLayout.Piece] {
        CellTextLayout.pieces(of: character, columns: columns, scalarsPerPiece: capacity, scalarWidth: Self.width)
    }

    @Test func singleScalarsFillTheirColumns() {
        #expect(pieces("é", columns: 1) == [.init(columnOffset: 0, scalars: [0xE9])])
        #expect(pieces("日", columns: 2) == [.init(columnOffset: 0, scalars: [0x65E5])])
    }

    @Test func combiningMarksStayWithTheirBase() {
        #expect(pieces("e\u{301}", columns: 1) == [.init(columnOffset: 0, scalars: [0x65, 0x301])])
    }

    @Test func zwjSequenceWiderThanTheCellShowsItsFirstMember() {
        // 👨‍👩‍👧 is two columns in the buffer, six by wcwidth: the man alone, without the joiner.
        #expect(pieces("👨‍👩‍👧", columns: 2) == [.init(columnOffset: 0, scalars: [0x1F468])])
    }

    @Test func skinToneModifierIsKept() {
        #expect(pieces("👩🏽", columns: 2) == [.init(columnOffset: 0, scalars: [0x1F469, 0x1F3FD])])
    }

    @Test func flagLettersAreSpreadOverBothColumns() {
        // Regional indicators are one column each by wcwidth; together they make the two columns.
        #expect(pieces("🇫🇷", columns: 2) == [
            .init(columnOffset: 0, scalars: [0x1F1EB]),
            .init(columnOffset: 1, scalars: [0x1F1F7]),
        ])
    }

    @Test func narrowerByWcwidthIsPaddedWithASpace() {
        // ❤️ (U+2764 U+FE0F): two columns to the buffer, one to wcwidth.
        #expect(pieces("❤️", columns: 2) == [
            .init(columnOffset: 0, scalars: [0x2764, 0xFE0F]),
            .init(columnOffset: 1, scalars: [0x20]),
        ])
    }

    @Test func tooWideForTheColumnsBecomesAQuestionMark() {
        #expect(pieces("日", columns: 1) == [.init(columnOffset: 0, scalars: [0x3F])])
    }

    @Test func unprintableScalarsBecomeQuestionMarks() {
        #expect(pieces("\u{7F}", columns: 1) == [.init(columnOffset: 0, scalars: [0x3F])])
    }

    @Test func piecesNeverExceedTheCellCapacity() {
        let stacked = Character("a" + String(repeating: "\u{301}", count: 10))
        let result = pieces(stacked, columns: 1, capacity: 5)
        #expect(result.count == 1)
        #expect(result.first?.scalars.count == 5)
    }

    @Test func zeroColumnsGiveNothing() {
        #expect(pieces("a", columns: 0).isEmpty)
    }

    @Test func everyResultCoversExactlyTheColumns() {
        for character: Character in ["a", "日", "👨‍👩‍👧", "🇫🇷", "❤️", "e\u{301}", "\u{301}"] {
            for columns in 1...2 {
                let result = pieces(character, columns: columns)
                let covered = result.map { piece in
                    piece.columnOffset + max(piece.scalars.first.flatMap(Unicode.Scalar.init).map(Self.width) ?? 1, 1)
                }
                #expect(covered.max() == columns, "\(character) over \(columns)")
                #expect(result.allSatisfy { !$0.scalars.isEmpty })
            }
        }
    }
}
