internal import CChafa
import TerminalUI

/// Turns pixels into terminal cells with libchafa: for each cell the symbol (block elements, or
/// ASCII) and the two colours that best reproduce that part of the picture on the terminal's
/// colour tier. It works in any terminal, over SSH and inside tmux, because the result is plain
/// characters and palette colours in the screen buffer (no sixel or kitty graphics).
///
/// Rendering costs milliseconds: callers run it off the UI thread and cache the result per
/// picture and size.
public enum PictureRenderer {
    /// Terminal cells are about twice as tall as wide.
    public static let cellAspect = 0.5

    /// The size in cells of `image` scaled to fit `columns` x `rows`, keeping its proportions.
    public static func fittedSize(width: Int, height: Int, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        guard width > 0, height > 0, columns > 0, rows > 0 else { return (0, 0) }
        let scale = min(Double(columns) / Double(width), Double(rows) / (Double(height) * cellAspect))
        return (max(1, min(columns, Int((Double(width) * scale).rounded()))),
                max(1, min(rows, Int((Double(height) * cellAspect * scale).rounded()))))
    }

    /// `image` in at most `columns` x `rows` cells (proportions kept) for `tier`.
    /// - Parameter asciiOnly: ASCII symbols only (`--ascii`, a non-UTF-8 locale).
    public static func render(_ image: DecodedImage, columns: Int, rows: Int, tier: ColorTier,
                              asciiOnly: Bool = false) throws(PictureError) -> PictureCells {
        let size = fittedSize(width: image.width, height: image.height, columns: columns, rows: rows)
        guard size.columns > 0, size.rows > 0 else { return PictureCells(columns: 0, rows: 0, cells: []) }
        let chafa = try ChafaLibrary.shared()

        let symbols = chafa.symbolMapNew()
        defer { chafa.symbolMapUnref(symbols) }
        let tags = asciiOnly ? CHAFA_SYMBOL_TAG_ASCII.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue
            : CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue
        chafa.symbolMapAddByTags(symbols, ChafaSymbolTags(rawValue: tags))

        let config = chafa.configNew()
        defer { chafa.configUnref(config) }
        chafa.configSetGeometry(config, Int32(size.columns), Int32(size.rows))
        chafa.configSetCanvasMode(config, mode(for: tier))
        chafa.configSetSymbolMap(config, symbols)
        // Fixed settings, so the same picture always gives the same cells (golden tests).
        chafa.configSetWorkFactor(config, 0.5)
        chafa.configSetDitherMode(config, CHAFA_DITHER_MODE_NONE)

        let canvas = chafa.canvasNew(config)
        defer { chafa.canvasUnref(canvas) }
        image.rgba.withUnsafeBufferPointer { pixels in
            chafa.canvasDrawAllPixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress,
                                      Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        var cells: [PictureCell] = []
        cells.reserveCapacity(size.columns * size.rows)
        var foreground: Int32 = -1
        var background: Int32 = -1
        for row in 0..<size.rows {
            for column in 0..<size.columns {
                let code = chafa.canvasCharacter(canvas, Int32(column), Int32(row))
                chafa.canvasColors(canvas, Int32(column), Int32(row), &foreground, &background)
                let scalar = Unicode.Scalar(code).flatMap { DisplayWidth.width(of: Character($0)) == 1 ? $0 : nil } ?? " "
                cells.append(PictureCell(Character(scalar), foreground: color(foreground, tier: tier),
                                         background: color(background, tier: tier)))
            }
        }
        return PictureCells(columns: size.columns, rows: size.rows, cells: cells)
    }

    /// 256 colours use chafa's 240-colour mode: the 16 lowest entries are the user's theme and
    /// could be anything, the other 240 are fixed.
    private static func mode(for tier: ColorTier) -> ChafaCanvasMode {
        switch tier {
        case .ansi256: CHAFA_CANVAS_MODE_INDEXED_240
        case .ansi16: CHAFA_CANVAS_MODE_INDEXED_16
        case .monochrome: CHAFA_CANVAS_MODE_FGBG
        }
    }

    private static func color(_ pen: Int32, tier: ColorTier) -> TerminalColor {
        guard pen >= 0 else { return .default }
        switch tier {
        case .ansi256: return .indexed(UInt8(clamping: pen))
        case .ansi16: return ANSIColor(rawValue: Int(pen)).map { .ansi($0) } ?? .default
        case .monochrome: return .default
        }
    }
}
