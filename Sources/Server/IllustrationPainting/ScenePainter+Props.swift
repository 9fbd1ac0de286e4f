import Foundation

/// The objects a scene names: boats, houses, trees, treasure.
extension ScenePainter {
    mutating func paintRoundTree(base: Point, size: Float) {
        canvas.fillRoundedRect(x: base.x - size * 0.07, y: base.y - size * 0.55, width: size * 0.14, height: size * 0.55,
                               cornerRadius: size * 0.04, color: shade(0x7A5235))
        let leaves = shade(random.pick([0x3F9B4F, 0x4CAF50, 0x5BAA3C]) ?? 0x3F9B4F)
        canvas.fillCircle(center: base - Point(0, size * 0.72), radius: size * 0.3, color: leaves)
        canvas.fillCircle(center: base - Point(size * 0.22, size * 0.58), radius: size * 0.22, color: leaves)
        canvas.fillCircle(center: base - Point(-size * 0.22, size * 0.58), radius: size * 0.22, color: leaves)
        canvas.fillCircle(center: base - Point(size * 0.08, size * 0.82), radius: size * 0.12, color: leaves.scaled(1.15),
                          opacity: 0.6)
    }

    mutating func paintPine(base: Point, size: Float, color: UInt32) {
        canvas.fillRect(x: base.x - size * 0.05, y: base.y - size * 0.2, width: size * 0.1, height: size * 0.2,
                        color: shade(0x5E3F2A))
        let green = shade(color)
        for tier in 0..<3 {
            let bottom = base.y - size * (0.15 + Float(tier) * 0.22)
            let halfWidth = size * (0.34 - Float(tier) * 0.08)
            canvas.fillPolygon([Point(base.x - halfWidth, bottom), Point(base.x + halfWidth, bottom),
                                Point(base.x, bottom - size * 0.4)], color: green)
        }
    }

    mutating func paintMushroom(base: Point, size: Float) {
        canvas.fillRoundedRect(x: base.x - size * 0.2, y: base.y - size * 0.8, width: size * 0.4, height: size * 0.8,
                               cornerRadius: size * 0.1, color: shade(0xF4EBDD))
        canvas.fillEllipse(center: base - Point(0, size * 0.8), radiusX: size * 0.6, radiusY: size * 0.4, color: shade(0xD64545))
        for offset: Float in [-0.3, 0.1, 0.35] {
            canvas.fillCircle(center: base + Point(offset * size, -size * 0.9), radius: size * 0.08, color: shade(.white))
        }
    }

    mutating func paintPalm(x: Float) {
        let base = Point(x, height * 0.92)
        let lean: Float = x > width / 2 ? -1 : 1
        var previous = base
        let trunk = shade(0x9C6B3F)
        for step in 1...8 {
            let t = Float(step) / 8
            let point = base + Point(lean * 40 * unit * t * t, -150 * unit * t)
            canvas.strokeLine(from: previous, to: point, width: (10 - 5 * t) * unit, color: trunk)
            previous = point
        }
        let leaf = shade(0x3E9E4A)
        for index in 0..<6 {
            let angle = Float.pi + Float(index) * Float.pi / 5
            let direction = Point(cos(angle), sin(angle) * 0.45 + 0.25)
            canvas.fillEllipse(center: previous + direction * 32 * unit, radiusX: 36 * unit, radiusY: 8 * unit,
                               rotation: atan2(direction.y, direction.x), color: leaf)
        }
    }

    mutating func paintFlowers() {
        let colors: [UInt32] = [0xFF6F91, 0xFFD23F, 0xFFFFFF, 0xB388EB, 0xFF9F1C]
        for _ in 0..<scaledCount(16) {
            let x = random.float(0, width)
            guard abs(x - heroX) > 25 * unit else { continue }
            let base = Point(x, height * random.float(0.88, 0.98))
            let size = random.float(4, 7) * unit
            canvas.strokeLine(from: base, to: base - Point(0, size * 2.2), width: 1.4 * unit, color: shade(0x2E7D32))
            let center = base - Point(0, size * 2.4)
            let petal = shade(random.pick(colors) ?? 0xFF6F91)
            for index in 0..<5 {
                let angle = Float(index) * 2 * Float.pi / 5
                canvas.fillCircle(center: center + Point(cos(angle), sin(angle)) * size * 0.6, radius: size * 0.45, color: petal)
            }
            canvas.fillCircle(center: center, radius: size * 0.35, color: shade(0xFFC107))
        }
    }

    mutating func paintBunting() {
        let start = Point(0, height * random.float(0.05, 0.1))
        let end = Point(width, height * random.float(0.05, 0.1))
        let sag = height * 0.08
        let colors: [UInt32] = [0xE84855, 0xF9DC5C, 0x3185FC, 0x5BC0BE, 0xF28C28]
        func point(_ t: Float) -> Point {
            start + (end - start) * t + Point(0, sag * 4 * t * (1 - t))
        }
        let flags = max(4, Int(width / (34 * unit)))
        var previous = point(0)
        for index in 1...flags {
            let next = point(Float(index) / Float(flags))
            canvas.strokeLine(from: previous, to: next, width: 1.2 * unit, color: shade(0x555555))
            let middle = (previous + next) / 2
            canvas.fillPolygon([previous, next, middle + Point(0, 20 * unit)],
                               color: shade(colors[index % colors.count]))
            previous = next
        }
    }

    mutating func paintBalloons() {
        let anchor = Point(heroX + (heroFacesRight ? 1 : -1) * 30 * unit, height * 0.68)
        let colors: [UInt32] = [0xE84855, 0xF9DC5C, 0x3185FC, 0xFF7EB6, 0x5BC0BE]
        let count = random.int(3, 5)
        for index in 0..<count {
            let spread = (Float(index) - Float(count - 1) / 2) * 34
            let center = anchor + Point(spread + random.float(-6, 6), -random.float(120, 165)) * unit
            let radiusX = 17 * unit
            let color = shade(colors[(index + random.int(0, 4)) % colors.count])
            canvas.strokeLine(from: center + Point(0, radiusX * 1.25), to: anchor, width: 1 * unit, color: shade(0x555555))
            canvas.fillPolygon([center + Point(0, radiusX * 1.1), center + Point(-4 * unit, radiusX * 1.35),
                                center + Point(4 * unit, radiusX * 1.35)], color: color)
            canvas.fillEllipse(center: center, radiusX: radiusX, radiusY: radiusX * 1.25, color: color)
            canvas.fillEllipse(center: center + Point(-radiusX * 0.35, -radiusX * 0.45), radiusX: radiusX * 0.22,
                               radiusY: radiusX * 0.35, rotation: 0.4, color: .white, opacity: 0.45)
        }
    }

    mutating func paintButterflies() {
        for _ in 0..<random.int(2, 3) {
            let center = Point(random.float(0.1, 0.9) * width, random.float(0.45, 0.7) * height)
            let size = random.float(7, 10) * unit
            let wing = PaintColor(hue: random.unit(), saturation: 0.6, brightness: 0.95)
            for side: Float in [-1, 1] {
                canvas.fillEllipse(center: center + Point(side * size * 0.6, -size * 0.3), radiusX: size * 0.6,
                                   radiusY: size * 0.8, rotation: side * 0.5, color: wing)
                canvas.fillEllipse(center: center + Point(side * size * 0.45, size * 0.45), radiusX: size * 0.4,
                                   radiusY: size * 0.5, rotation: -side * 0.4, color: wing.scaled(0.85))
            }
            canvas.strokeLine(from: center - Point(0, size * 0.8), to: center + Point(0, size * 0.8), width: 1.6 * unit,
                              color: PaintColor(hex: 0x333333))
        }
    }

    mutating func paintFireflies(count: Int) {
        for _ in 0..<scaledCount(count) {
            let point = Point(random.float(0, width), random.float(horizon - 40 * unit, height * 0.9))
            canvas.fillGlow(center: point, radius: 7 * unit, color: PaintColor(hex: 0xFFF27A), intensity: 0.8)
            canvas.fillCircle(center: point, radius: 1.4 * unit, color: PaintColor(hex: 0xFFFBC8))
        }
    }
}
