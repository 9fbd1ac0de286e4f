/// How the grapheme of one `ScreenBuffer` cell is written into ncurses cells.
///
/// `ScreenBuffer` measures a grapheme cluster with `DisplayWidth`; ncurses and most terminals
/// measure each scalar with the C library's `wcwidth`. When the two disagree (an emoji ZWJ
/// sequence is 2 columns to the buffer but 6 to `wcwidth`; `❤️` is 2 to the buffer but 1 to
/// `wcwidth`), writing the cluster as-is would shift the rest of the row on the terminal. So the
/// cluster is cut into *pieces* — a spacing scalar plus the zero-width scalars after it — whose
/// `wcwidth` columns add up to exactly the buffer's column count: all pieces when they already do,
/// otherwise the first piece padded with spaces (a ZWJ family shows its first member, a flag
/// its letters), and `?` when even the first piece does not fit.
enum CellTextLayout {
    /// One ncurses cell's worth of text.
    struct Piece: Sendable, Hashable {
        /// Columns from the buffer cell's own column.
        var columnOffset: Int
        /// A spacing scalar followed by zero-width ones; never empty.
        var scalars: [UInt32]
    }

    private static let space: UInt32 = 0x20
    private static let replacement: UInt32 = 0x3F  // "?": in every locale's codeset.
    private static let zeroWidthJoiner: UInt32 = 0x200D

    /// The pieces that draw `character` over exactly `columns` terminal columns.
    ///
    /// - Parameters:
    ///   - columns: the buffer's width for the cell (1, or 2 for a wide character).
    ///   - scalarsPerPiece: how many scalars one ncurses cell holds (`CCHARW_MAX`).
    ///   - scalarWidth: the terminal's width of one scalar (`wcwidth`): -1 for unprintable ones.
    static func pieces(
        of character: Character,
        columns: Int,
        scalarsPerPiece: Int,
        scalarWidth: (Unicode.Scalar) -> Int
    ) -> [Piece] {
        guard columns > 0 else { return [] }
        var units: [(scalars: [UInt32], width: Int)] = []
        for scalar in character.unicodeScalars {
            var width = scalarWidth(scalar)
            var value = scalar.value
            if width < 0 {
                // Unprintable in this locale (any non-ASCII text under LANG=C).
                value = replacement
                width = 1
            }
            if width == 0 {
                // A combining scalar joins the piece before it; one with nothing before it is dropped.
                if let last = units.indices.last, units[last].scalars.count < scalarsPerPiece {
                    units[last].scalars.append(value)
                }
                continue
            }
            units.append(([value], width))
        }
        let total = units.reduce(0) { $0 + $1.width }
        var pieces: [Piece] = []
        var used = 0
        if total == columns {
            for unit in units {
                pieces.append(Piece(columnOffset: used, scalars: unit.scalars))
                used += unit.width
            }
        } else if let first = units.first, first.width <= columns {
            var scalars = first.scalars
            // A trailing joiner would glue the piece to whatever the next cell shows.
            while scalars.count > 1, scalars.last == zeroWidthJoiner {
                scalars.removeLast()
            }
            pieces.append(Piece(columnOffset: 0, scalars: scalars))
            used = first.width
        } else {
            pieces.append(Piece(columnOffset: 0, scalars: [replacement]))
            used = 1
        }
        while used < columns {
            pieces.append(Piece(columnOffset: used, scalars: [space]))
            used += 1
        }
        return pieces
    }
}
