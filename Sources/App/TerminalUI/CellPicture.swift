/// A picture made of terminal cells: one character and two colours per cell, as libchafa draws
/// it. A plain value of this module, so the view state can hold rendered pictures and the
/// screens can draw them without knowing how they were made.
public struct CellPicture: Sendable, Equatable {
    public let columns: Int
    public let rows: Int
    /// Row by row; `columns * rows` entries.
    public let cells: [Character]
    public let colors: [CellColors]

    /// A picture of `columns` x `rows`; mismatched arrays give an empty picture rather than a
    /// crash, since the cells come from a C library.
    public init(columns: Int, rows: Int, cells: [Character], colors: [CellColors]) {
        let count = max(0, columns) * max(0, rows)
        guard cells.count == count, colors.count == count else {
            self.columns = 0
            self.rows = 0
            self.cells = []
            self.colors = []
            return
        }
        self.columns = columns
        self.rows = rows
        self.cells = cells
        self.colors = colors
    }

    /// Draws the picture with its top-left corner at `origin`, clipped like any other drawing.
    public func draw(at origin: Point, on buffer: inout ScreenBuffer) {
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                buffer.write(String(cells[index]), at: Point(x: origin.x + column, y: origin.y + row),
                             style: Style(.normal, colors: colors[index]), maxWidth: 1)
            }
        }
    }
}
