/// A `QRMatrix` drawn as terminal cells, for a phone camera to read off the screen (the device
/// sign-in screen shows its URL this way).
///
/// A camera needs square-ish modules, strong contrast with dark modules darker than light ones,
/// and a light border (the *quiet zone*) around the code. So:
/// - With Unicode glyphs each cell holds two module rows (`▀`, `▄`, `█`, space) and one module
///   column: terminal cells are about twice as tall as wide, so the modules come out square and
///   the code stays small enough for an 80x24 terminal.
/// - With colours, every cell carries its own colours (`CellColors`): dark modules black, light
///   modules white, whatever the user's theme or background. A cell whose two modules agree is a
///   space on that colour, so no font's block glyph can leave a seam inside a run of one colour;
///   a mixed cell is `▀` in the top module's colour on the bottom one's.
/// - In monochrome there are no colours to ask for, so light modules are drawn as the block glyph
///   on the terminal's default background (the `qrencode -t UTF8` convention). That reads on the
///   usual light-on-dark terminal; on a dark-on-light one the code comes out inverted, which many
///   scanners still accept.
/// - With ASCII glyphs (`--ascii`) a module is two columns on one row, `##` for light and two
///   spaces for dark (again light-on-dark); with colours those cells are filled solid as well.
///
/// The code is surrounded by a quiet zone of `quietZone` light modules on each side; `size`
/// includes it. Drawing is clipped like any other drawing, and to an optional clip rect, but a
/// clipped code cannot be scanned: screens check `size(for:ascii:)` against their room first.
public struct QRCodeDrawing: Sendable, Equatable {
    /// Light modules around the code on every side. The standard asks for four (`qrencode`'s
    /// default too); phone scanners read two reliably, and the two saved on each side are four
    /// columns and two rows on a small terminal.
    public static let quietZone = 2

    public var matrix: QRMatrix
    /// Decides whether cells carry explicit colours (any tier but monochrome) and which.
    public var tier: ColorTier
    public var glyphs: GlyphSet

    public init(_ matrix: QRMatrix, tier: ColorTier, glyphs: GlyphSet = .unicode) {
        self.matrix = matrix
        self.tier = tier
        self.glyphs = glyphs
    }

    /// The cells a drawing of `matrix` takes, quiet zone included; `ascii` for the ASCII form.
    /// An empty matrix takes none.
    public static func size(for matrix: QRMatrix, ascii: Bool) -> (columns: Int, rows: Int) {
        guard !matrix.isEmpty else { return (0, 0) }
        let modules = matrix.width + 2 * quietZone
        return ascii ? (2 * modules, modules) : (modules, (modules + 1) / 2)
    }

    /// The cells this drawing takes; see `size(for:ascii:)`.
    public var size: (columns: Int, rows: Int) {
        Self.size(for: matrix, ascii: glyphs == .ascii)
    }

    /// Draws the code, quiet zone included, with its top-left corner at `origin` (current
    /// coordinates). Nothing is written outside the buffer, the current region, or `clip` (also
    /// in current coordinates) when given.
    public func draw(at origin: Point, on buffer: inout ScreenBuffer, clip: Rect? = nil) {
        guard let clip else {
            drawUnclipped(at: origin, on: &buffer)
            return
        }
        buffer.withRegion(clip) { region in
            drawUnclipped(at: Point(x: origin.x.saturatingSubtract(clip.x), y: origin.y.saturatingSubtract(clip.y)),
                          on: &region)
        }
    }

    /// The colours of dark and light modules on `tier`, or nil on monochrome.
    ///
    /// On 256 colours these are palette entries 16 (#000000) and 231 (#ffffff), outside the 16
    /// the user's theme redefines; on 16 colours, ANSI black and bright white (plain white on an
    /// 8-colour terminal, which the backend degrades to).
    static func moduleColors(tier: ColorTier) -> (dark: TerminalColor, light: TerminalColor)? {
        switch tier {
        case .monochrome: nil
        case .ansi16: (.ansi(.black), .ansi(.brightWhite))
        case .ansi256: (.indexed(16), .indexed(231))
        }
    }

    private func drawUnclipped(at origin: Point, on buffer: inout ScreenBuffer) {
        guard !matrix.isEmpty else { return }
        let modules = matrix.width + 2 * Self.quietZone
        let colors = Self.moduleColors(tier: tier)
        /// Whether the module at drawing coordinates (quiet zone included) is dark.
        func isDark(_ row: Int, _ column: Int) -> Bool {
            matrix[row: row - Self.quietZone, column: column - Self.quietZone]
        }
        func cellRect(column: Int, row: Int, width: Int) -> Rect {
            Rect(x: origin.x.saturatingAdd(column), y: origin.y.saturatingAdd(row), width: width, height: 1)
        }

        if glyphs == .ascii {
            for row in 0..<modules {
                for column in 0..<modules {
                    let dark = isDark(row, column)
                    let style = colors.map { colors in
                        let color = dark ? colors.dark : colors.light
                        return Style(.normal, colors: CellColors(foreground: color, background: color))
                    } ?? .normal
                    buffer.fill(rect: cellRect(column: 2 * column, row: row, width: 2), style: style,
                                character: dark ? " " : "#")
                }
            }
            return
        }

        for cellRow in 0..<((modules + 1) / 2) {
            for column in 0..<modules {
                // A missing bottom half (odd module count) is outside the matrix: light, like the
                // quiet zone it extends.
                let top = isDark(2 * cellRow, column)
                let bottom = isDark(2 * cellRow + 1, column)
                let character: Character
                let style: Style
                if let colors {
                    let topColor = top ? colors.dark : colors.light
                    let bottomColor = bottom ? colors.dark : colors.light
                    character = top == bottom ? " " : "▀"
                    style = Style(.normal, colors: CellColors(foreground: topColor, background: bottomColor))
                } else {
                    switch (top, bottom) {
                    case (false, false): character = "█"
                    case (false, true): character = "▀"
                    case (true, false): character = "▄"
                    case (true, true): character = " "
                    }
                    style = .normal
                }
                buffer.fill(rect: cellRect(column: column, row: cellRow, width: 1), style: style, character: character)
            }
        }
    }
}
