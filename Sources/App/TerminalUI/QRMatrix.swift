/// The modules of a QR code: a square of dark and light squares, row by row.
///
/// A plain value of this module, so the view state can hold an encoded code and the screens can
/// draw it (`QRCodeDrawing`) without knowing which library encoded it.
public struct QRMatrix: Sendable, Equatable {
    /// Modules per side; the matrix is `width` x `width`.
    public let width: Int
    /// Row-major, `width * width` entries; `true` is a dark module.
    public let modules: [Bool]

    /// A matrix of `width` x `width` modules; a count that does not match gives an empty matrix
    /// rather than a crash, since the modules come from a C library.
    public init(width: Int, modules: [Bool]) {
        guard width > 0, width <= ScreenBuffer.maximumDimension, modules.count == width * width else {
            self.width = 0
            self.modules = []
            return
        }
        self.width = width
        self.modules = modules
    }

    /// Whether the module at `row`, `column` is dark. Anything outside the matrix is light, as
    /// the quiet zone around a code must be, so drawing code can read past the edges freely.
    public subscript(row row: Int, column column: Int) -> Bool {
        guard row >= 0, row < width, column >= 0, column < width else { return false }
        return modules[row * width + column]
    }

    /// Whether the matrix has no modules (nothing to draw).
    public var isEmpty: Bool { width == 0 }
}
