import TerminalUI

/// A picture drawn with terminal cells, row by row: what the screen shows of an illustration or
/// an avatar.
public struct PictureCells: Sendable, Equatable {
    public let columns: Int
    public let rows: Int
    /// `rows` rows of `columns` cells.
    public let cells: [PictureCell]

    public init(columns: Int, rows: Int, cells: [PictureCell]) {
        precondition(cells.count == columns * rows, "a picture has columns x rows cells")
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    public subscript(column: Int, row: Int) -> PictureCell { cells[row * columns + column] }
}
