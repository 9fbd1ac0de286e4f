import Foundation

/// A point in pixel space; `x` grows right, `y` grows down.
typealias Point = SIMD2<Float>

/// An RGB raster with anti-aliased shape filling, the only drawing surface the painters need.
///
/// Every shape is described by a signed distance (negative inside) evaluated at pixel centres;
/// `0.5 - distance`, clamped, is the covered fraction of the pixel. That gives one-pixel soft
/// edges for the price of a subtraction, with no supersampling, which keeps a 512x384 scene in
/// the low milliseconds.
struct Canvas {
    let width: Int
    let height: Int
    /// Interleaved RGB, row-major, top row first.
    private(set) var pixels: [Float]

    init(width: Int, height: Int, background: PaintColor = .white) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        var pixels = [Float](repeating: 0, count: self.width * self.height * 3)
        for index in stride(from: 0, to: pixels.count, by: 3) {
            pixels[index] = background.red
            pixels[index + 1] = background.green
            pixels[index + 2] = background.blue
        }
        self.pixels = pixels
    }

    // MARK: - Reading

    /// The colour at a pixel, clamping the coordinates into the raster.
    func color(atX x: Int, y: Int) -> PaintColor {
        let index = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 3
        return PaintColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
    }

    /// 8-bit RGB bytes, ready for `PNGEncoder`.
    func rgbBytes() -> [UInt8] {
        pixels.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
    }

    // MARK: - Whole-canvas operations

    /// A vertical gradient over the rows `top..<bottom` through evenly spaced colour stops.
    mutating func fillVerticalGradient(_ stops: [PaintColor], top: Float = 0, bottom: Float? = nil) {
        guard let first = stops.first else { return }
        let bottom = bottom ?? Float(height)
        let startRow = Canvas.index(top.rounded(.down), upTo: height)
        let endRow = Canvas.index(bottom.rounded(.up), upTo: height)
        guard startRow < endRow else { return }
        let span = max(bottom - top, 1)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { pixels in
            for row in startRow..<endRow {
                let t = min(max((Float(row) + 0.5 - top) / span, 0), 1)
                var color = first
                if stops.count > 1 {
                    let scaled = t * Float(stops.count - 1)
                    let index = min(Int(scaled), stops.count - 2)
                    color = stops[index].mixed(with: stops[index + 1], scaled - Float(index))
                }
                var offset = row * width * 3
                for _ in 0..<width {
                    pixels[offset] = color.red
                    pixels[offset + 1] = color.green
                    pixels[offset + 2] = color.blue
                    offset += 3
                }
            }
        }
    }

    /// Moves every pixel towards `color` by `amount`: the cheap colour grading behind moods.
    mutating func tint(toward color: PaintColor, amount: Float) {
        guard amount > 0 else { return }
        let target = [color.red, color.green, color.blue]
        pixels.withUnsafeMutableBufferPointer { pixels in
            for index in 0..<pixels.count {
                pixels[index] += (target[index % 3] - pixels[index]) * amount
            }
        }
    }

    /// Multiplies each pixel by `factor(row, column)`: vignettes and light falloff.
    mutating func scalePixels(_ factor: (Int, Int) -> Float) {
        let width = self.width
        let height = self.height
        pixels.withUnsafeMutableBufferPointer { pixels in
            for row in 0..<height {
                for column in 0..<width {
                    let amount = factor(row, column)
                    let index = (row * width + column) * 3
                    pixels[index] *= amount
                    pixels[index + 1] *= amount
                    pixels[index + 2] *= amount
                }
            }
        }
    }

    /// Moves the pixels of `rows` towards those of `layer` (a canvas of the same size) by
    /// `opacity`: shapes drawn opaque on a copy then blended once show no seams where they overlap.
    mutating func blend(_ layer: Canvas, opacity: Float, rows: Range<Int>) {
        guard layer.width == width, layer.height == height, opacity > 0 else { return }
        let rows = rows.clamped(to: 0..<height)
        guard !rows.isEmpty else { return }
        let start = rows.lowerBound * width * 3
        let end = rows.upperBound * width * 3
        layer.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for index in start..<end {
                    pixels[index] += (source[index] - pixels[index]) * opacity
                }
            }
        }
    }

    // MARK: - Shapes

    mutating func fillCircle(center: Point, radius: Float, color: PaintColor, opacity: Float = 1) {
        guard radius > 0 else { return }
        paint(minX: center.x - radius, maxX: center.x + radius, minY: center.y - radius, maxY: center.y + radius,
              color: color, opacity: opacity) { x, y in
            let dx = x - center.x
            let dy = y - center.y
            return (dx * dx + dy * dy).squareRoot() - radius
        }
    }

    /// The part of a disc outside a second "bite" disc: a crescent moon that leaves the sky
    /// behind it untouched.
    mutating func fillCrescent(center: Point, radius: Float, biteCenter: Point, biteRadius: Float, color: PaintColor,
                               opacity: Float = 1) {
        guard radius > 0 else { return }
        paint(minX: center.x - radius, maxX: center.x + radius, minY: center.y - radius, maxY: center.y + radius,
              color: color, opacity: opacity) { x, y in
            let dx = x - center.x
            let dy = y - center.y
            let bx = x - biteCenter.x
            let by = y - biteCenter.y
            return max((dx * dx + dy * dy).squareRoot() - radius, biteRadius - (bx * bx + by * by).squareRoot())
        }
    }

    /// An ellipse, optionally turned by `rotation` radians (clockwise on screen).
    mutating func fillEllipse(center: Point, radiusX: Float, radiusY: Float, rotation: Float = 0,
                              color: PaintColor, opacity: Float = 1) {
        guard radiusX > 0, radiusY > 0 else { return }
        let cosine = cos(rotation)
        let sine = sin(rotation)
        let reach = max(radiusX, radiusY)
        paint(minX: center.x - reach, maxX: center.x + reach, minY: center.y - reach, maxY: center.y + reach,
              color: color, opacity: opacity) { x, y in
            let dx = x - center.x
            let dy = y - center.y
            let localX = dx * cosine + dy * sine
            let localY = -dx * sine + dy * cosine
            // Inigo Quilez's first-order ellipse distance: exact on the axes, close elsewhere.
            let qx = localX / radiusX
            let qy = localY / radiusY
            let k0 = (qx * qx + qy * qy).squareRoot()
            let rx = localX / (radiusX * radiusX)
            let ry = localY / (radiusY * radiusY)
            let k1 = (rx * rx + ry * ry).squareRoot()
            guard k1 > 1e-6 else { return -min(radiusX, radiusY) }
            return k0 * (k0 - 1) / k1
        }
    }

    /// Any simple polygon (convex or not), filled by the even-odd rule.
    mutating func fillPolygon(_ points: [Point], color: PaintColor, opacity: Float = 1) {
        guard points.count >= 3 else { return }
        var minX = Float.infinity, maxX = -Float.infinity, minY = Float.infinity, maxY = -Float.infinity
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        points.withUnsafeBufferPointer { vertices in
            paint(minX: minX, maxX: maxX, minY: minY, maxY: maxY, color: color, opacity: opacity) { x, y in
                let p = Point(x, y)
                var nearest = Float.infinity
                var inside = false
                var j = vertices.count - 1
                for i in 0..<vertices.count {
                    let a = vertices[i]
                    let b = vertices[j]
                    let edge = b - a
                    let offset = p - a
                    let lengthSquared = (edge * edge).sum()
                    let t = lengthSquared > 0 ? min(max((offset * edge).sum() / lengthSquared, 0), 1) : 0
                    let gap = offset - edge * t
                    nearest = min(nearest, (gap * gap).sum())
                    if (a.y > y) != (b.y > y), x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x {
                        inside.toggle()
                    }
                    j = i
                }
                let distance = nearest.squareRoot()
                return inside ? -distance : distance
            }
        }
    }

    /// A rectangle with rounded corners (`cornerRadius` 0 gives sharp corners).
    mutating func fillRoundedRect(x: Float, y: Float, width: Float, height: Float, cornerRadius: Float = 0,
                                  color: PaintColor, opacity: Float = 1) {
        guard width > 0, height > 0 else { return }
        let halfWidth = width / 2
        let halfHeight = height / 2
        let radius = min(max(cornerRadius, 0), min(halfWidth, halfHeight))
        let centerX = x + halfWidth
        let centerY = y + halfHeight
        paint(minX: x, maxX: x + width, minY: y, maxY: y + height, color: color, opacity: opacity) { px, py in
            let qx = abs(px - centerX) - halfWidth + radius
            let qy = abs(py - centerY) - halfHeight + radius
            let outsideX = max(qx, 0)
            let outsideY = max(qy, 0)
            return (outsideX * outsideX + outsideY * outsideY).squareRoot() + min(max(qx, qy), 0) - radius
        }
    }

    /// An axis-aligned rectangle with anti-aliased edges.
    mutating func fillRect(x: Float, y: Float, width: Float, height: Float, color: PaintColor, opacity: Float = 1) {
        fillRoundedRect(x: x, y: y, width: width, height: height, cornerRadius: 0, color: color, opacity: opacity)
    }

    /// A straight stroke with round caps.
    mutating func strokeLine(from start: Point, to end: Point, width: Float, color: PaintColor, opacity: Float = 1) {
        let half = width / 2
        guard half > 0 else { return }
        let edge = end - start
        let lengthSquared = (edge * edge).sum()
        paint(minX: min(start.x, end.x) - half, maxX: max(start.x, end.x) + half,
              minY: min(start.y, end.y) - half, maxY: max(start.y, end.y) + half,
              color: color, opacity: opacity) { x, y in
            let offset = Point(x, y) - start
            let t = lengthSquared > 0 ? min(max((offset * edge).sum() / lengthSquared, 0), 1) : 0
            let gap = offset - edge * t
            return (gap * gap).sum().squareRoot() - half
        }
    }

    /// A circular arc stroke from `startAngle` to `endAngle` (radians, clockwise on screen from
    /// the +x axis), with round caps; smiles and wave crests are made of these.
    mutating func strokeArc(center: Point, radius: Float, startAngle: Float, endAngle: Float, width: Float,
                            color: PaintColor, opacity: Float = 1) {
        let half = width / 2
        guard half > 0, radius > 0 else { return }
        let sweep = endAngle - startAngle
        let startPoint = center + Point(cos(startAngle), sin(startAngle)) * radius
        let endPoint = center + Point(cos(endAngle), sin(endAngle)) * radius
        let reach = radius + half
        paint(minX: center.x - reach, maxX: center.x + reach, minY: center.y - reach, maxY: center.y + reach,
              color: color, opacity: opacity) { x, y in
            let offset = Point(x, y) - center
            var angle = atan2(offset.y, offset.x) - startAngle
            let fullTurn = 2 * Float.pi
            angle -= (angle / fullTurn).rounded(.down) * fullTurn
            if angle <= sweep {
                return abs((offset * offset).sum().squareRoot() - radius) - half
            }
            let toStart = Point(x, y) - startPoint
            let toEnd = Point(x, y) - endPoint
            return min((toStart * toStart).sum(), (toEnd * toEnd).sum()).squareRoot() - half
        }
    }

    /// A soft radial light (sun halo, moon glow, lit window) that lightens what is beneath.
    mutating func fillGlow(center: Point, radius: Float, color: PaintColor, intensity: Float) {
        guard radius > 0, intensity > 0, center.x.isFinite, center.y.isFinite, radius.isFinite else { return }
        let minX = Canvas.index((center.x - radius).rounded(.down), upTo: width - 1)
        let maxX = Canvas.index((center.x + radius).rounded(.up), upTo: width - 1)
        let minY = Canvas.index((center.y - radius).rounded(.down), upTo: height - 1)
        let maxY = Canvas.index((center.y + radius).rounded(.up), upTo: height - 1)
        guard minX <= maxX, minY <= maxY else { return }
        let width = self.width
        let inverseRadius = 1 / radius
        pixels.withUnsafeMutableBufferPointer { pixels in
            for row in minY...maxY {
                let dy = (Float(row) + 0.5 - center.y) * inverseRadius
                for column in minX...maxX {
                    let dx = (Float(column) + 0.5 - center.x) * inverseRadius
                    let falloff = 1 - (dx * dx + dy * dy)
                    guard falloff > 0 else { continue }
                    let amount = falloff * falloff * intensity
                    let index = (row * width + column) * 3
                    pixels[index] += (color.red - pixels[index]) * amount
                    pixels[index + 1] += (color.green - pixels[index + 1]) * amount
                    pixels[index + 2] += (color.blue - pixels[index + 2]) * amount
                }
            }
        }
    }

    /// Fills everything below the curve `surface(x)` (a y for each column), anti-aliased along
    /// the curve: hills, sea and snow banks.
    mutating func fillBelow(color: PaintColor, opacity: Float = 1, surface: (Float) -> Float) {
        let width = self.width
        let height = self.height
        pixels.withUnsafeMutableBufferPointer { pixels in
            for column in 0..<width {
                let top = surface(Float(column) + 0.5)
                guard top < Float(height) else { continue }
                let firstRow = Canvas.index(top.rounded(.down), upTo: height - 1)
                for row in firstRow..<height {
                    let coverage = min(max(Float(row + 1) - top, 0), 1) * opacity
                    guard coverage > 0 else { continue }
                    let index = (row * width + column) * 3
                    pixels[index] += (color.red - pixels[index]) * coverage
                    pixels[index + 1] += (color.green - pixels[index + 1]) * coverage
                    pixels[index + 2] += (color.blue - pixels[index + 2]) * coverage
                }
            }
        }
    }

    // MARK: - Core

    /// Blends `color` into every pixel of the bounding box according to the signed distance
    /// that `distance` gives at the pixel centre.
    @inline(__always)
    private mutating func paint(minX: Float, maxX: Float, minY: Float, maxY: Float, color: PaintColor,
                                opacity: Float, distance: (Float, Float) -> Float) {
        guard opacity > 0, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        guard maxX >= -1, minX <= Float(width) + 1, maxY >= -1, minY <= Float(height) + 1 else { return }
        let firstColumn = Canvas.index((minX - 1).rounded(.down), upTo: width - 1)
        let lastColumn = Canvas.index((maxX + 1).rounded(.up), upTo: width - 1)
        let firstRow = Canvas.index((minY - 1).rounded(.down), upTo: height - 1)
        let lastRow = Canvas.index((maxY + 1).rounded(.up), upTo: height - 1)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        let width = self.width
        let opacity = min(opacity, 1)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for row in firstRow...lastRow {
                let y = Float(row) + 0.5
                for column in firstColumn...lastColumn {
                    let coverage = min(max(0.5 - distance(Float(column) + 0.5, y), 0), 1) * opacity
                    guard coverage > 0 else { continue }
                    let index = (row * width + column) * 3
                    pixels[index] += (color.red - pixels[index]) * coverage
                    pixels[index + 1] += (color.green - pixels[index + 1]) * coverage
                    pixels[index + 2] += (color.blue - pixels[index + 2]) * coverage
                }
            }
        }
    }

    /// A float coordinate as an index in `0...upper`; clamping before converting means an
    /// absurd or non-finite coordinate can never trap in `Int(_:)`.
    @inline(__always)
    private static func index(_ value: Float, upTo upper: Int) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return value >= Float(upper) ? upper : Int(value)
    }
}
