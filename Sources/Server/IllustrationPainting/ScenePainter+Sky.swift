import Foundation

/// The sky: its gradient, the sun or moon, stars and clouds.
extension ScenePainter {
    mutating func paintSky() {
        let stops: [UInt32]
        switch (scene.sky, scene.tone) {
        case (.night, .calm): stops = [0x0B0B2E, 0x1E1A4F, 0x3A2D6E]
        case (.night, _): stops = scene.landscape == .space ? [0x05051A, 0x120F3A, 0x2A1650] : [0x081029, 0x14285A, 0x2C4A80]
        case (.dusk, _): stops = [0x2B2F6B, 0x8E4A8A, 0xF08A5D, 0xFFC46B]
        case (.dawn, _): stops = [0x7FB0E6, 0xF7C6C7, 0xFFE3A3]
        case (.day, .warm): stops = [0x4AA3F0, 0x8CCBF5, 0xFFE9B8]
        case (.day, .calm): stops = [0x4F6FC8, 0x8E9BE0, 0xD6D0F2]
        case (.day, _): stops = [0x3E8EDE, 0x86C5F2, 0xD7F0FF]
        case (.overcast, _): stops = [0x5E6B7D, 0x8693A3, 0xB4BFCA]
        }
        canvas.fillVerticalGradient(stops.map(PaintColor.init(hex:)), top: 0, bottom: horizon + 10 * unit)
        canvas.fillVerticalGradient([PaintColor(hex: stops[stops.count - 1])], top: horizon + 10 * unit, bottom: height)
    }

    mutating func paintSkyObjects() {
        switch scene.sky {
        case .night:
            paintStars(count: scene.landscape == .space ? 140 : 70)
            if scene.landscape != .space { paintMoon() }
            if scene.landscape != .space { paintClouds(count: random.int(1, 2), color: PaintColor(hex: 0x3B3F74), opacity: 0.5) }
        case .dusk, .dawn:
            paintSun(low: true)
            paintClouds(count: random.int(2, 3), color: PaintColor(hex: scene.sky == .dusk ? 0xF4B0A8 : 0xFFF0F0), opacity: 0.85)
        case .day:
            paintSun(low: false)
            paintClouds(count: random.int(2, 4), color: .white, opacity: 0.92)
        case .overcast:
            paintClouds(count: random.int(5, 7), color: PaintColor(hex: 0x9AA4B1), opacity: 0.95)
        }
        if scene.hasRainbow { paintRainbow() }
        if scene.hasBirds || (scene.landscape == .sea && scene.sky == .day && random.chance(0.5)) { paintBirds() }
    }

    /// How many of something to draw so the density is the same at every canvas size.
    func scaledCount(_ count: Int) -> Int {
        max(1, Int(Float(count) * (width * height) / (512 * 384)))
    }

    mutating func paintStars(count: Int) {
        for _ in 0..<scaledCount(count) {
            let point = Point(random.float(0, width), random.float(0, horizon * 0.95))
            let brightness = random.float(0.5, 1)
            if random.chance(0.12) {
                canvas.fillSparkle(center: point, size: random.float(3, 6) * unit, color: PaintColor(hex: 0xFFF6D5),
                                   opacity: brightness)
            } else {
                canvas.fillCircle(center: point, radius: random.float(0.6, 1.6) * unit, color: PaintColor(hex: 0xFFFBEA),
                                  opacity: brightness)
            }
        }
    }

    mutating func paintMoon() {
        let away = heroFacesRight ? random.float(0.62, 0.85) : random.float(0.15, 0.38)
        let center = Point(width * away, height * random.float(0.13, 0.25))
        let radius = random.float(22, 30) * unit
        canvas.fillGlow(center: center, radius: radius * 3.2, color: PaintColor(hex: 0xBFC8FF), intensity: 0.35)
        if random.chance(0.5) {
            canvas.fillCrescent(center: center, radius: radius, biteCenter: center + Point(radius * 0.45, -radius * 0.2),
                                biteRadius: radius * 0.88, color: PaintColor(hex: 0xFFF4C8))
        } else {
            canvas.fillCircle(center: center, radius: radius, color: PaintColor(hex: 0xF7F2D8))
            for _ in 0..<3 {
                let spot = center + Point(random.float(-0.5, 0.5), random.float(-0.5, 0.5)) * radius
                canvas.fillCircle(center: spot, radius: radius * random.float(0.1, 0.2), color: PaintColor(hex: 0xE2DBB8),
                                  opacity: 0.7)
            }
        }
    }

    mutating func paintSun(low: Bool) {
        let away = heroFacesRight ? random.float(0.62, 0.88) : random.float(0.12, 0.38)
        let center = Point(width * away, low ? horizon - random.float(5, 25) * unit : height * random.float(0.12, 0.22))
        let radius = (low ? 38 : 28) * unit
        let core = PaintColor(hex: low ? (scene.sky == .dusk ? 0xFF8A5B : 0xFFC36B) : 0xFFE17A)
        canvas.fillGlow(center: center, radius: radius * 5, color: PaintColor(hex: 0xFFF4C2), intensity: 0.5)
        if !low {
            let rotation = random.float(0, Float.pi)
            for index in 0..<12 {
                let angle = rotation + Float(index) * Float.pi / 6
                let direction = Point(cos(angle), sin(angle))
                canvas.strokeLine(from: center + direction * radius * 1.3, to: center + direction * radius * 1.75,
                                  width: 4 * unit, color: core, opacity: 0.7)
            }
        }
        canvas.fillCircle(center: center, radius: radius, color: core)
    }

    mutating func paintClouds(count: Int, color: PaintColor, opacity: Float) {
        for _ in 0..<count {
            let center = Point(random.float(0, width), random.float(0.08, 0.36) * height)
            let size = random.float(18, 30) * unit
            let puffs = random.int(3, 5)
            var layer = canvas
            for index in 0..<puffs {
                let offset = (Float(index) - Float(puffs - 1) / 2) * size * 0.9
                let lift = index == 0 || index == puffs - 1 ? 0 : random.float(0.3, 0.7) * size
                layer.fillCircle(center: center + Point(offset, -lift), radius: size * random.float(0.75, 1.05), color: color)
            }
            layer.fillRoundedRect(x: center.x - size * Float(puffs) * 0.5, y: center.y - size * 0.3,
                                  width: size * Float(puffs), height: size * 0.9, cornerRadius: size * 0.45, color: color)
            // Puffs are drawn opaque on a copy and blended once, so overlaps do not show seams.
            let firstRow = max(0, Int(center.y - size * 2.5))
            let endRow = min(canvas.height, Int(center.y + size * 1.5) + 1)
            canvas.blend(layer, opacity: opacity, rows: firstRow..<max(firstRow, endRow))
        }
    }

    mutating func paintRainbow() {
        let center = Point(width * random.float(0.35, 0.65), horizon + 20 * unit)
        let outer = width * 0.42
        let band = 7 * unit
        let colors: [UInt32] = [0xE8474C, 0xF4A340, 0xF6D845, 0x6CC551, 0x4A9DE0, 0x5B5BD6, 0x9B59C9]
        for (index, hex) in colors.enumerated() {
            canvas.strokeArc(center: center, radius: outer - Float(index) * band, startAngle: Float.pi,
                             endAngle: 2 * Float.pi, width: band + 0.8, color: PaintColor(hex: hex), opacity: 0.5)
        }
    }

    mutating func paintBirds() {
        let flock = Point(width * random.float(0.2, 0.8), height * random.float(0.12, 0.3))
        for _ in 0..<random.int(3, 5) {
            let bird = flock + Point(random.float(-60, 60), random.float(-20, 20)) * unit
            let span = random.float(6, 10) * unit
            let color = shade(0x30303F)
            canvas.strokeArc(center: bird + Point(-span / 2, span * 0.4), radius: span / 2, startAngle: 1.15 * Float.pi,
                             endAngle: 1.9 * Float.pi, width: 1.6 * unit, color: color)
            canvas.strokeArc(center: bird + Point(span / 2, span * 0.4), radius: span / 2, startAngle: 1.1 * Float.pi,
                             endAngle: 1.85 * Float.pi, width: 1.6 * unit, color: color)
        }
    }
}
