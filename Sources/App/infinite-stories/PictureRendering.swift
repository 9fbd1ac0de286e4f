import Foundation
import TerminalPictures
import TerminalUI

/// PNG bytes to terminal cells for the app's colour tier (`TerminalPictures`, libpng and libchafa).
enum PictureRendering {
    static func renderer(tier: ColorTier, asciiOnly: Bool) -> @Sendable (Data, Int, Int) throws -> CellPicture {
        { data, columns, rows in
            let image = try DecodedImage.png(data)
            let cells = try PictureRenderer.render(image, columns: columns, rows: rows, tier: tier, asciiOnly: asciiOnly)
            return CellPicture(columns: cells.columns, rows: cells.rows, cells: cells.cells.map(\.character),
                               colors: cells.cells.map { CellColors(foreground: $0.foreground, background: $0.background) })
        }
    }
}
