import Foundation

/// Paints a `PortraitDescription` as a friendly head-and-shoulders avatar on a patterned backdrop.
///
/// Coordinates are fractions of the side, so the portrait is the same drawing at 64 or 1024
/// pixels; the seed only moves backdrop details.
struct PortraitPainter {
    private let look: PortraitDescription
    private var random: SeededGenerator
    private var canvas: Canvas
    private let side: Float
    private let center: Point
    /// Head half-width and half-height.
    private let headX: Float
    private let headY: Float

    static func paint(_ look: PortraitDescription, size: Int, seed: UInt64) -> Canvas {
        var painter = PortraitPainter(look: look, size: size, seed: seed)
        painter.paintAll()
        return painter.canvas
    }

    private init(look: PortraitDescription, size: Int, seed: UInt64) {
        self.look = look
        random = SeededGenerator(seed: seed)
        canvas = Canvas(width: size, height: size)
        side = Float(canvas.width)
        center = Point(side * 0.5, side * 0.46)
        headX = side * 0.23
        headY = side * 0.255
    }

    private mutating func paintAll() {
        paintBackground()
        if look.hasCape { paintCape() }
        paintHairBehind()
        paintBody()
        paintHead()
        paintFace()
        paintHairFront()
        paintAccessories()
        if look.hasSparkles { paintSparkles() }
        canvas.vignette(strength: 0.18)
    }

    private func p(_ x: Float, _ y: Float) -> Point { center + Point(x, y) * side }

    // MARK: - Background

    private mutating func paintBackground() {
        let base = look.background
        canvas.fillVerticalGradient([base.mixed(with: .white, 0.3), base, base.scaled(0.82)])
        let accent = base.luminance < 0.35 ? base.mixed(with: .white, 0.25) : base.mixed(with: .white, 0.45)
        switch look.backdrop {
        case .sunburst:
            let rays = 16
            let rotation = random.float(0, Float.pi / 8)
            for index in stride(from: 0, to: rays, by: 2) {
                let a0 = rotation + Float(index) * 2 * Float.pi / Float(rays)
                let a1 = rotation + Float(index + 1) * 2 * Float.pi / Float(rays)
                canvas.fillPolygon([center, center + Point(cos(a0), sin(a0)) * side, center + Point(cos(a1), sin(a1)) * side],
                                   color: accent, opacity: 0.45)
            }
        case .stars:
            for _ in 0..<40 {
                let point = Point(random.float(0, side), random.float(0, side * 0.8))
                if random.chance(0.3) {
                    canvas.fillSparkle(center: point, size: random.float(0.012, 0.025) * side, color: PaintColor(hex: 0xFFF3B0))
                } else {
                    canvas.fillCircle(center: point, radius: random.float(0.003, 0.007) * side,
                                      color: PaintColor(hex: 0xFFFBEA), opacity: random.float(0.6, 1))
                }
            }
        case .bubbles:
            for _ in 0..<14 {
                let point = Point(random.float(0, side), random.float(0, side))
                canvas.fillCircle(center: point, radius: random.float(0.02, 0.07) * side, color: accent, opacity: 0.5)
            }
        case .leaves:
            let leaf = PaintColor(hex: 0x5BAA3C).mixed(with: base, 0.4)
            for _ in 0..<14 {
                canvas.fillEllipse(center: Point(random.float(0, side), random.float(0, side)),
                                   radiusX: random.float(0.03, 0.05) * side, radiusY: random.float(0.012, 0.02) * side,
                                   rotation: random.float(0, Float.pi), color: leaf, opacity: 0.7)
            }
        case .notes:
            for _ in 0..<8 {
                canvas.drawMusicNote(center: Point(random.float(0.05, 0.95) * side, random.float(0.05, 0.7) * side),
                                     size: random.float(0.07, 0.11) * side, color: base.scaled(0.6), opacity: 0.6)
            }
        case .hearts:
            for _ in 0..<10 {
                canvas.fillHeart(center: Point(random.float(0.05, 0.95) * side, random.float(0.05, 0.8) * side),
                                 size: random.float(0.05, 0.09) * side, color: PaintColor(hex: 0xFF8FAB), opacity: 0.55)
            }
        }
        canvas.fillGlow(center: center, radius: side * 0.45, color: .white, intensity: 0.3)
    }

    // MARK: - Body

    private mutating func paintCape() {
        let cape = look.outfit.mixed(with: PaintColor(hex: 0xC62F3A), 0.75)
        canvas.fillPolygon([p(-0.2, 0.3), p(0.2, 0.3), p(0.5, 0.56), p(-0.5, 0.56)], color: cape.scaled(0.8))
    }

    private mutating func paintBody() {
        let outfit = look.outfit
        canvas.fillRoundedRect(x: center.x - side * 0.065, y: center.y + side * 0.18, width: side * 0.13, height: side * 0.16,
                               cornerRadius: side * 0.03, color: look.skin.scaled(0.9))
        canvas.fillEllipse(center: p(0, 0.6), radiusX: side * 0.36, radiusY: side * 0.3, color: outfit)
        canvas.fillPolygon([p(-0.075, 0.305), p(0.075, 0.305), p(0, 0.39)], color: look.skin.scaled(0.9))
        canvas.strokeLine(from: p(-0.085, 0.3), to: p(0, 0.395), width: side * 0.025, color: outfit.scaled(0.8))
        canvas.strokeLine(from: p(0.085, 0.3), to: p(0, 0.395), width: side * 0.025, color: outfit.scaled(0.8))
        if look.hasCape {
            let gold = PaintColor(hex: 0xF5C242)
            canvas.fillCircle(center: p(-0.13, 0.33), radius: side * 0.025, color: gold)
            canvas.fillCircle(center: p(0.13, 0.33), radius: side * 0.025, color: gold)
        }
        if look.hasChestStar {
            canvas.fillStar(center: p(0.16, 0.45), outerRadius: side * 0.045, color: PaintColor(hex: 0xFFD54A))
        }
    }

    // MARK: - Head and face

    private mutating func paintHead() {
        for sideSign: Float in [-1, 1] {
            let ear = p(sideSign * 0.232, 0.02)
            canvas.fillCircle(center: ear, radius: side * 0.045, color: look.skin)
            canvas.fillCircle(center: ear + Point(sideSign * -0.008, 0) * side, radius: side * 0.022, color: look.skin.scaled(0.88))
        }
        canvas.fillEllipse(center: center, radiusX: headX, radiusY: headY, color: look.skin)
    }

    private mutating func paintFace() {
        let ink = PaintColor(hex: 0x2B2230)
        let brow = look.hair.scaled(0.7).mixed(with: ink, 0.3)
        for sideSign: Float in [-1, 1] {
            let eye = p(sideSign * 0.095, 0.03)
            canvas.strokeArc(center: eye + Point(0, 0.03) * side, radius: side * 0.055, startAngle: 1.25 * Float.pi,
                             endAngle: 1.75 * Float.pi, width: side * 0.012, color: brow)
            canvas.fillEllipse(center: eye, radiusX: side * 0.048, radiusY: side * 0.056, color: PaintColor(hex: 0xFFFFFF))
            canvas.fillCircle(center: eye + Point(0, 0.006) * side, radius: side * 0.035, color: look.eyes)
            canvas.fillCircle(center: eye + Point(0, 0.006) * side, radius: side * 0.017, color: PaintColor(hex: 0x151018))
            canvas.fillCircle(center: eye + Point(0.012, -0.008) * side, radius: side * 0.011, color: .white)
            canvas.fillCircle(center: p(sideSign * 0.15, 0.125), radius: side * 0.045, color: PaintColor(hex: 0xFF8FA3),
                              opacity: 0.35)
        }
        if look.hasFreckles {
            let freckle = look.skin.scaled(0.72)
            for sideSign: Float in [-1, 1] {
                for (dx, dy) in [(0.11, 0.09), (0.14, 0.1), (0.125, 0.115), (0.16, 0.085)] as [(Float, Float)] {
                    canvas.fillCircle(center: p(sideSign * dx, dy), radius: side * 0.006, color: freckle)
                }
            }
        }
        canvas.fillEllipse(center: p(0, 0.1), radiusX: side * 0.022, radiusY: side * 0.016, color: look.skin.scaled(0.82))
        let mouth = PaintColor(hex: 0x8A3B3B)
        if look.grins {
            var points: [Point] = []
            for index in 0...12 {
                let angle = Float(index) / 12 * Float.pi
                points.append(p(0, 0.14) + Point(cos(angle) * 0.075, sin(angle) * 0.06) * side)
            }
            canvas.fillPolygon(points, color: mouth)
            canvas.fillEllipse(center: p(0, 0.185), radiusX: side * 0.035, radiusY: side * 0.015, color: PaintColor(hex: 0xF27E8E))
            canvas.fillRect(x: center.x - side * 0.05, y: center.y + side * 0.14, width: side * 0.1, height: side * 0.015,
                            color: .white)
        } else {
            canvas.strokeArc(center: p(0, 0.115), radius: side * 0.07, startAngle: 0.2 * Float.pi, endAngle: 0.8 * Float.pi,
                             width: side * 0.016, color: mouth)
        }
        if look.hasGlasses {
            let frame = PaintColor(hex: 0x2E2A3A)
            for sideSign: Float in [-1, 1] {
                canvas.strokeArc(center: p(sideSign * 0.095, 0.03), radius: side * 0.068, startAngle: 0,
                                 endAngle: 2 * Float.pi, width: side * 0.013, color: frame)
            }
            canvas.strokeLine(from: p(-0.027, 0.025), to: p(0.027, 0.025), width: side * 0.012, color: frame)
        }
    }

    // MARK: - Hair

    private mutating func paintHairBehind() {
        let hair = look.hair
        switch look.hairStyle {
        case .long:
            canvas.fillRoundedRect(x: center.x - side * 0.29, y: center.y - side * 0.2, width: side * 0.58, height: side * 0.52,
                                   cornerRadius: side * 0.14, color: hair)
        case .bob:
            canvas.fillEllipse(center: p(0, 0.03), radiusX: side * 0.3, radiusY: side * 0.29, color: hair)
        case .braids:
            for sideSign: Float in [-1, 1] {
                for index in 0..<5 {
                    canvas.fillEllipse(center: p(sideSign * (0.25 + Float(index) * 0.012), 0.08 + Float(index) * 0.07),
                                       radiusX: side * 0.045, radiusY: side * 0.04, color: index.isMultiple(of: 2) ? hair : hair.scaled(0.85))
                }
                canvas.fillCircle(center: p(sideSign * 0.31, 0.43), radius: side * 0.02, color: look.outfit)
            }
        case .bunches:
            for sideSign: Float in [-1, 1] {
                canvas.fillCircle(center: p(sideSign * 0.3, -0.08), radius: side * 0.1, color: hair)
                canvas.fillCircle(center: p(sideSign * 0.23, -0.06), radius: side * 0.025, color: look.outfit)
            }
        case .curly:
            for index in 0...12 {
                let angle = Float.pi * (0.85 + Float(index) * 1.3 / 12)
                canvas.fillCircle(center: center + Point(cos(angle) * headX * 1.12, sin(angle) * headY * 1.05 - side * 0.02),
                                  radius: side * 0.075, color: index.isMultiple(of: 2) ? hair : hair.scaled(0.9))
            }
        case .short, .spiky, .bald:
            break
        }
        guard look.hairStyle != .bald else { return }
        canvas.fillEllipse(center: p(0, -0.045), radiusX: headX * 1.1, radiusY: headY * 1.02, color: hair)
        if look.hairStyle == .spiky {
            for index in 0..<7 {
                let x = -0.18 + Float(index) * 0.06
                let base = p(x, -0.2 - 0.05 * (1 - abs(x) / 0.2))
                canvas.fillPolygon([base + Point(-0.045, 0.04) * side, base + Point(0.045, 0.04) * side,
                                    base + Point(x * 0.4, -0.09) * side], color: hair)
            }
        }
    }

    private mutating func paintHairFront() {
        let hair = look.hair
        switch look.hairStyle {
        case .bald:
            canvas.fillEllipse(center: p(-0.07, -0.17), radiusX: side * 0.06, radiusY: side * 0.03, rotation: -0.4,
                               color: .white, opacity: 0.25)
        case .curly:
            for index in 0..<6 {
                canvas.fillCircle(center: p(-0.15 + Float(index) * 0.06, -0.19 + (index.isMultiple(of: 2) ? 0 : 0.015)),
                                  radius: side * 0.05, color: hair)
            }
        case .short, .spiky:
            canvas.fillEllipse(center: p(-0.04, -0.185), radiusX: side * 0.2, radiusY: side * 0.07, rotation: -0.15, color: hair)
        case .bob, .long, .braids, .bunches:
            canvas.fillEllipse(center: p(-0.06, -0.175), radiusX: side * 0.19, radiusY: side * 0.085, rotation: -0.25, color: hair)
            canvas.fillEllipse(center: p(0.11, -0.185), radiusX: side * 0.13, radiusY: side * 0.07, rotation: 0.3, color: hair)
        }
        if look.hairStyle != .bald {
            canvas.fillEllipse(center: p(0.06, -0.22), radiusX: side * 0.07, radiusY: side * 0.018, rotation: -0.2,
                               color: .white, opacity: 0.18)
        }
    }

    // MARK: - Accessories

    private mutating func paintAccessories() {
        let top = center.y - headY
        switch look.headwear {
        case .none:
            break
        case .crown:
            let gold = PaintColor(hex: 0xF5C242)
            let w: Float = 0.17
            canvas.fillPolygon([
                p(-w, -0.2), p(-w, -0.33), p(-w / 2, -0.26), p(0, -0.36), p(w / 2, -0.26), p(w, -0.33), p(w, -0.2),
            ], color: gold)
            canvas.fillCircle(center: p(0, -0.24), radius: side * 0.02, color: PaintColor(hex: 0xE0457B))
            canvas.fillCircle(center: p(-0.1, -0.23), radius: side * 0.014, color: PaintColor(hex: 0x3F7FD6))
            canvas.fillCircle(center: p(0.1, -0.23), radius: side * 0.014, color: PaintColor(hex: 0x3FA34D))
        case .wizardHat:
            let purple = PaintColor(hex: 0x5B3FA8)
            canvas.fillEllipse(center: p(0, -0.2), radiusX: side * 0.33, radiusY: side * 0.06, color: purple.scaled(0.85))
            canvas.fillPolygon([p(-0.2, -0.2), p(0.2, -0.2), p(0.08, -0.5)], color: purple)
            canvas.fillStar(center: p(0.01, -0.3), outerRadius: side * 0.045, color: PaintColor(hex: 0xFFE066))
        case .pirateHat:
            let black = PaintColor(hex: 0x222026)
            canvas.fillEllipse(center: p(0, -0.24), radiusX: side * 0.3, radiusY: side * 0.11, color: black)
            canvas.fillCircle(center: p(0, -0.27), radius: side * 0.03, color: .white)
        case .beanie:
            let knit = look.outfit.scaled(0.9)
            canvas.fillEllipse(center: Point(center.x, top + side * 0.07), radiusX: headX * 1.08, radiusY: side * 0.14, color: knit)
            canvas.fillRoundedRect(x: center.x - headX * 1.1, y: top + side * 0.06, width: headX * 2.2, height: side * 0.06,
                                   cornerRadius: side * 0.03, color: knit.scaled(0.85))
            canvas.fillCircle(center: Point(center.x, top - side * 0.07), radius: side * 0.04, color: .white)
        case .beret:
            canvas.fillEllipse(center: p(0.03, -0.23), radiusX: side * 0.22, radiusY: side * 0.075, rotation: 0.15,
                               color: PaintColor(hex: 0xC2456B))
            canvas.fillCircle(center: p(0.05, -0.3), radius: side * 0.015, color: PaintColor(hex: 0xC2456B))
        case .headband:
            canvas.strokeArc(center: p(0, 0.02), radius: side * 0.225, startAngle: 1.1 * Float.pi, endAngle: 1.9 * Float.pi,
                             width: side * 0.035, color: look.outfit.mixed(with: .white, 0.2))
        case .headphones:
            let band = PaintColor(hex: 0x3A3F5C)
            canvas.strokeArc(center: p(0, 0), radius: side * 0.26, startAngle: 1.05 * Float.pi, endAngle: 1.95 * Float.pi,
                             width: side * 0.025, color: band)
            for sideSign: Float in [-1, 1] {
                canvas.fillRoundedRect(x: center.x + sideSign * side * 0.245 - side * 0.035, y: center.y - side * 0.03,
                                       width: side * 0.07, height: side * 0.1, cornerRadius: side * 0.03, color: look.outfit)
            }
        }
        if look.hasBow {
            let ribbon = PaintColor(hex: 0xEC5F9A)
            let knot = p(0.17, -0.2)
            canvas.fillPolygon([knot, knot + Point(0.07, -0.045) * side, knot + Point(0.07, 0.045) * side], color: ribbon)
            canvas.fillPolygon([knot, knot + Point(-0.07, -0.045) * side, knot + Point(-0.07, 0.045) * side], color: ribbon)
            canvas.fillCircle(center: knot, radius: side * 0.02, color: ribbon.scaled(0.85))
        }
        if look.hasFlower {
            let flower = p(-0.19, -0.17)
            for index in 0..<5 {
                let angle = Float(index) * 2 * Float.pi / 5
                canvas.fillCircle(center: flower + Point(cos(angle), sin(angle)) * side * 0.025, radius: side * 0.02,
                                  color: PaintColor(hex: 0xFFFFFF))
            }
            canvas.fillCircle(center: flower, radius: side * 0.015, color: PaintColor(hex: 0xFFC107))
        }
        if look.hasStarClip {
            canvas.fillStar(center: p(0.17, -0.17), outerRadius: side * 0.035, color: PaintColor(hex: 0xFFD54A))
        }
    }

    private mutating func paintSparkles() {
        for _ in 0..<6 {
            let angle = random.float(0, 2 * Float.pi)
            let distance = random.float(0.33, 0.45) * side
            canvas.fillSparkle(center: center + Point(cos(angle), sin(angle) * 0.8) * distance,
                               size: random.float(0.015, 0.03) * side, color: PaintColor(hex: 0xFFF3B0))
        }
    }
}
