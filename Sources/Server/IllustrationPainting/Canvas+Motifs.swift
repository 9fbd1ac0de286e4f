import Foundation

/// Small recurring motifs (stars, sparkles, hearts, notes) shared by scenes and portraits.
extension Canvas {
    /// A five-pointed star; `rotation` 0 points straight up.
    mutating func fillStar(center: Point, outerRadius: Float, innerRatio: Float = 0.45, rotation: Float = 0,
                           color: PaintColor, opacity: Float = 1) {
        var points: [Point] = []
        points.reserveCapacity(10)
        for index in 0..<10 {
            let radius = index.isMultiple(of: 2) ? outerRadius : outerRadius * innerRatio
            let angle = rotation - Float.pi / 2 + Float(index) * Float.pi / 5
            points.append(center + Point(cos(angle), sin(angle)) * radius)
        }
        fillPolygon(points, color: color, opacity: opacity)
    }

    /// A four-pointed twinkle with a soft halo: the "magic" mark.
    mutating func fillSparkle(center: Point, size: Float, color: PaintColor, opacity: Float = 1) {
        guard size > 0 else { return }
        fillGlow(center: center, radius: size * 1.6, color: color, intensity: 0.35 * opacity)
        let thin = size * 0.22
        let points: [Point] = [
            center + Point(0, -size), center + Point(thin, -thin), center + Point(size, 0), center + Point(thin, thin),
            center + Point(0, size), center + Point(-thin, thin), center + Point(-size, 0), center + Point(-thin, -thin),
        ]
        fillPolygon(points, color: color, opacity: opacity)
    }

    /// A heart whose width is about `size`.
    mutating func fillHeart(center: Point, size: Float, color: PaintColor, opacity: Float = 1) {
        let lobe = size * 0.28
        fillCircle(center: center + Point(-lobe * 0.9, -lobe * 0.35), radius: lobe, color: color, opacity: opacity)
        fillCircle(center: center + Point(lobe * 0.9, -lobe * 0.35), radius: lobe, color: color, opacity: opacity)
        fillPolygon([
            center + Point(-lobe * 1.85, -lobe * 0.1), center + Point(lobe * 1.85, -lobe * 0.1),
            center + Point(0, size * 0.55),
        ], color: color, opacity: opacity)
    }

    /// An eighth note about `size` tall.
    mutating func drawMusicNote(center: Point, size: Float, color: PaintColor, opacity: Float = 1) {
        let head = center + Point(-size * 0.12, size * 0.32)
        fillEllipse(center: head, radiusX: size * 0.17, radiusY: size * 0.12, rotation: -0.4, color: color,
                    opacity: opacity)
        let stemTop = Point(head.x + size * 0.15, center.y - size * 0.5)
        strokeLine(from: Point(head.x + size * 0.15, head.y), to: stemTop, width: size * 0.07, color: color,
                   opacity: opacity)
        strokeLine(from: stemTop, to: stemTop + Point(size * 0.2, size * 0.22), width: size * 0.08, color: color,
                   opacity: opacity)
    }

    /// Darkens the corners, which draws the eye to the middle and deepens night scenes.
    mutating func vignette(strength: Float) {
        guard strength > 0 else { return }
        let width = self.width
        let height = self.height
        let halfWidth = Float(width) / 2
        let halfHeight = Float(height) / 2
        var rowFactors = [Float](repeating: 0, count: height)
        for row in 0..<height {
            let dy = (Float(row) + 0.5 - halfHeight) / halfHeight
            rowFactors[row] = dy * dy
        }
        var columnFactors = [Float](repeating: 0, count: width)
        for column in 0..<width {
            let dx = (Float(column) + 0.5 - halfWidth) / halfWidth
            columnFactors[column] = dx * dx
        }
        scalePixels { row, column in
            max(0, 1 - strength * 0.5 * (rowFactors[row] + columnFactors[column]))
        }
    }
}
