/// A rectangle of cells: the unit of layout for screens and widgets.
///
/// Sizes are never negative (they are clamped to zero) and all arithmetic saturates, so layout
/// code can subtract margins freely on a tiny terminal and simply end up with empty rectangles
/// instead of crashing.
public struct Rect: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int {
        didSet { width = max(0, width) }
    }
    public var height: Int {
        didSet { height = max(0, height) }
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(origin: Point, width: Int, height: Int) {
        self.init(x: origin.x, y: origin.y, width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var origin: Point { Point(x: x, y: y) }
    public var minX: Int { x }
    public var minY: Int { y }
    /// The first column to the right of the rectangle.
    public var maxX: Int { x.saturatingAdd(width) }
    /// The first row below the rectangle.
    public var maxY: Int { y.saturatingAdd(height) }
    /// Whether the rectangle contains no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether `point` is one of the rectangle's cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles share; an empty rectangle when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right.saturatingSubtract(left), height: bottom.saturatingSubtract(top))
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x.saturatingAdd(dx), y: y.saturatingAdd(dy), width: width, height: height)
    }

    /// The rectangle shrunk by `amount` cells on every side (grown when negative).
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// The rectangle shrunk by separate amounts per side; never smaller than empty.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(
            x: x.saturatingAdd(left),
            y: y.saturatingAdd(top),
            width: width.saturatingSubtract(left).saturatingSubtract(right),
            height: height.saturatingSubtract(top).saturatingSubtract(bottom)
        )
    }

    /// The rectangle split in two: `distance` cells taken from `edge`, and what remains.
    ///
    /// Use `.top`/`.bottom` to stack (header over body), `.left`/`.right` to put side by side
    /// (list beside details). The slice is clamped to the rectangle, so asking for more than
    /// there is gives the whole rectangle and an empty remainder.
    public func divided(atDistance distance: Int, from edge: RectEdge) -> (slice: Rect, remainder: Rect) {
        switch edge {
        case .top:
            let size = distance.clamped(to: 0...height)
            return (
                Rect(x: x, y: y, width: width, height: size),
                Rect(x: x, y: y.saturatingAdd(size), width: width, height: height - size)
            )
        case .bottom:
            let size = distance.clamped(to: 0...height)
            return (
                Rect(x: x, y: maxY.saturatingSubtract(size), width: width, height: size),
                Rect(x: x, y: y, width: width, height: height - size)
            )
        case .left:
            let size = distance.clamped(to: 0...width)
            return (
                Rect(x: x, y: y, width: size, height: height),
                Rect(x: x.saturatingAdd(size), y: y, width: width - size, height: height)
            )
        case .right:
            let size = distance.clamped(to: 0...width)
            return (
                Rect(x: maxX.saturatingSubtract(size), y: y, width: size, height: height),
                Rect(x: x, y: y, width: width - size, height: height)
            )
        }
    }

    /// The rectangle split in two by proportion: `fraction` (0...1, rounded to whole cells) of
    /// the height or width taken from `edge`. Out-of-range and NaN fractions are clamped.
    public func divided(atFraction fraction: Double, from edge: RectEdge) -> (slice: Rect, remainder: Rect) {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let total = edge == .top || edge == .bottom ? height : width
        // Non-negative, so adding a half and truncating rounds to nearest without libm.
        let distance = Int(Double(total) * clamped + 0.5)
        return divided(atDistance: distance, from: edge)
    }

    /// A rectangle of the given size (clamped to this one) centred inside this one.
    public func centered(width requestedWidth: Int, height requestedHeight: Int) -> Rect {
        let newWidth = requestedWidth.clamped(to: 0...width)
        let newHeight = requestedHeight.clamped(to: 0...height)
        return Rect(
            x: x.saturatingAdd((width - newWidth) / 2),
            y: y.saturatingAdd((height - newHeight) / 2),
            width: newWidth,
            height: newHeight
        )
    }
}
