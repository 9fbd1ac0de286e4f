/// Draws the characters of a scene: the hero and an optional animal friend.
///
/// Figures are built from a handful of round shapes so that they read as friendly at any size,
/// and every colour passes through the scene's light so a hero at night looks like night.
enum FigurePainter {
    /// The hero with feet at `base` and `height` from feet to crown.
    static func drawHero(_ look: HeroLook, base: Point, height h: Float, flying: Bool, facingRight: Bool,
                         light: PaintColor, canvas: inout Canvas, random: inout SeededGenerator) {
        guard h > 2 else { return }
        let facing: Float = facingRight ? 1 : -1
        func shade(_ color: PaintColor) -> PaintColor { color.lit(by: light) }
        let skin = shade(look.skin)
        let outfit = shade(look.outfit)
        let outline = shade(PaintColor(hex: 0x2E2A3A))
        let x = base.x
        let headRadius = h * 0.17
        let head = Point(x, base.y - h + headRadius)
        let neckY = head.y + headRadius * 0.95
        let hipY = base.y - h * 0.3
        let shoulder = h * 0.13

        if !flying {
            canvas.fillEllipse(center: Point(x, base.y), radiusX: h * 0.24, radiusY: h * 0.045,
                               color: PaintColor(hex: 0x101020), opacity: 0.25)
        } else {
            // Speed lines behind the flyer.
            for index in 0..<3 {
                let y = neckY + Float(index) * h * 0.12
                let start = Point(x - facing * h * 0.35, y)
                canvas.strokeLine(from: start, to: start - Point(facing * h * random.float(0.35, 0.6), 0),
                                  width: max(1, h * 0.02), color: .white, opacity: 0.45)
            }
        }

        if let cape = look.cape.map(shade) {
            let capePoints: [Point]
            if flying {
                capePoints = [
                    Point(x - shoulder, neckY), Point(x + shoulder, neckY),
                    Point(x - facing * h * 0.75, hipY + h * 0.05), Point(x - facing * h * 0.6, neckY - h * 0.05),
                ]
            } else {
                capePoints = [
                    Point(x - shoulder, neckY), Point(x + shoulder, neckY),
                    Point(x + h * 0.3, base.y - h * 0.08), Point(x - h * 0.3, base.y - h * 0.08),
                ]
            }
            canvas.fillPolygon(capePoints, color: cape)
        }

        // Legs and shoes; a flyer's legs trail behind.
        let legColor = shade(PaintColor(hex: 0x3A3F5C))
        let trail: Float = flying ? -facing * h * 0.12 : 0
        for side: Float in [-1, 1] {
            let hip = Point(x + side * h * 0.07, hipY)
            let foot = Point(x + side * h * 0.08 + trail, base.y - h * 0.04)
            canvas.strokeLine(from: hip, to: foot, width: h * 0.09, color: legColor)
            canvas.fillEllipse(center: foot + Point(facing * h * 0.03, h * 0.01), radiusX: h * 0.07,
                               radiusY: h * 0.04, color: outline)
        }

        // Tunic.
        canvas.fillPolygon([
            Point(x - shoulder, neckY), Point(x + shoulder, neckY),
            Point(x + h * 0.2, hipY + h * 0.07), Point(x - h * 0.2, hipY + h * 0.07),
        ], color: outfit)
        canvas.fillRoundedRect(x: x - shoulder, y: neckY - h * 0.02, width: shoulder * 2, height: h * 0.08,
                               cornerRadius: h * 0.04, color: outfit)
        if look.cape != nil {
            canvas.fillStar(center: Point(x, (neckY + hipY) / 2 + h * 0.02), outerRadius: h * 0.06,
                            color: shade(PaintColor(hex: 0xFFD54A)))
        }

        // Arms: one waves, or both reach forward when flying.
        let shoulderLeft = Point(x - shoulder * 0.95, neckY + h * 0.04)
        let shoulderRight = Point(x + shoulder * 0.95, neckY + h * 0.04)
        let front = facingRight ? shoulderRight : shoulderLeft
        let back = facingRight ? shoulderLeft : shoulderRight
        let frontHand: Point
        let backHand: Point
        if flying {
            frontHand = front + Point(facing * h * 0.28, -h * 0.18)
            backHand = back + Point(-facing * h * 0.05, h * 0.2)
        } else {
            frontHand = front + Point(facing * h * 0.17, -h * 0.17)
            backHand = back + Point(-facing * h * 0.1, h * 0.19)
        }
        canvas.strokeLine(from: back, to: backHand, width: h * 0.075, color: outfit)
        canvas.fillCircle(center: backHand, radius: h * 0.045, color: skin)
        canvas.strokeLine(from: front, to: frontHand, width: h * 0.075, color: outfit)
        canvas.fillCircle(center: frontHand, radius: h * 0.045, color: skin)

        if look.hasWand {
            let tip = frontHand + Point(facing * h * 0.12, -h * 0.12)
            canvas.strokeLine(from: frontHand, to: tip, width: max(1, h * 0.02), color: shade(PaintColor(hex: 0x5B3A29)))
            canvas.fillGlow(center: tip, radius: h * 0.18, color: PaintColor(hex: 0xFFF2A8), intensity: 0.6)
            canvas.fillStar(center: tip, outerRadius: h * 0.06, color: PaintColor(hex: 0xFFE066))
        }

        drawHead(look, center: head, radius: headRadius, facing: facing, light: light, canvas: &canvas)

        if look.hasHeart {
            canvas.fillHeart(center: head + Point(-facing * headRadius * 2.1, -headRadius * 1.3), size: h * 0.12,
                             color: PaintColor(hex: 0xFF6F91), opacity: 0.9)
        }
        if look.hasMusicNotes {
            for index in 0..<2 {
                let offset = Point(facing * headRadius * (1.8 + Float(index) * 0.9), -headRadius * (1.6 + Float(index) * 0.6))
                canvas.drawMusicNote(center: head + offset, size: h * 0.13, color: shade(PaintColor(hex: 0x5A3E9B)))
            }
        }
    }

    /// Head, face, hair and headwear, shared by standing and flying poses.
    private static func drawHead(_ look: HeroLook, center head: Point, radius r: Float, facing: Float,
                                 light: PaintColor, canvas: inout Canvas) {
        func shade(_ color: PaintColor) -> PaintColor { color.lit(by: light) }
        let skin = shade(look.skin)
        let hair = shade(look.hair)
        let ink = shade(PaintColor(hex: 0x2B2230))
        canvas.fillRoundedRect(x: head.x - r * 0.3, y: head.y + r * 0.7, width: r * 0.6, height: r * 0.5,
                               color: skin)
        canvas.fillCircle(center: head - Point(0, r * 0.08), radius: r * 1.1, color: hair)
        canvas.fillEllipse(center: head + Point(0, r * 0.08), radiusX: r * 0.93, radiusY: r * 0.9, color: skin)
        canvas.fillEllipse(center: head + Point(-facing * r * 0.2, -r * 0.62), radiusX: r * 0.8, radiusY: r * 0.34,
                           rotation: -facing * 0.25, color: hair)
        let eyeY = head.y + r * 0.1
        for side: Float in [-1, 1] {
            let eye = Point(head.x + side * r * 0.36 + facing * r * 0.08, eyeY)
            canvas.fillCircle(center: eye, radius: r * 0.11, color: ink)
            canvas.fillCircle(center: eye + Point(r * 0.04, -r * 0.04), radius: r * 0.035, color: .white)
            canvas.fillCircle(center: Point(head.x + side * r * 0.58, head.y + r * 0.38), radius: r * 0.15,
                              color: PaintColor(hex: 0xFF8FA3), opacity: 0.4)
        }
        canvas.strokeArc(center: Point(head.x + facing * r * 0.08, head.y + r * 0.25), radius: r * 0.3,
                         startAngle: 0.2 * Float.pi, endAngle: 0.8 * Float.pi, width: max(1, r * 0.08), color: ink)
        if look.hasGlasses {
            for side: Float in [-1, 1] {
                let eye = Point(head.x + side * r * 0.36 + facing * r * 0.08, eyeY)
                canvas.strokeArc(center: eye, radius: r * 0.22, startAngle: 0, endAngle: 2 * Float.pi,
                                 width: max(1, r * 0.06), color: ink)
            }
            canvas.strokeLine(from: Point(head.x - r * 0.14 + facing * r * 0.08, eyeY),
                              to: Point(head.x + r * 0.14 + facing * r * 0.08, eyeY), width: max(1, r * 0.06), color: ink)
        }
        let top = head.y - r * 1.05
        if look.hasCrown {
            let gold = shade(PaintColor(hex: 0xF5C242))
            let w = r * 0.75
            canvas.fillPolygon([
                Point(head.x - w, top + r * 0.15), Point(head.x - w, top - r * 0.35), Point(head.x - w * 0.5, top - r * 0.05),
                Point(head.x, top - r * 0.5), Point(head.x + w * 0.5, top - r * 0.05), Point(head.x + w, top - r * 0.35),
                Point(head.x + w, top + r * 0.15),
            ], color: gold)
            canvas.fillCircle(center: Point(head.x, top - r * 0.05), radius: r * 0.1, color: shade(PaintColor(hex: 0xE0457B)))
        } else if look.hasWizardHat {
            let purple = shade(PaintColor(hex: 0x5B3FA8))
            canvas.fillEllipse(center: Point(head.x, top + r * 0.15), radiusX: r * 1.3, radiusY: r * 0.25, color: purple)
            canvas.fillPolygon([
                Point(head.x - r * 0.8, top + r * 0.1), Point(head.x + r * 0.8, top + r * 0.1),
                Point(head.x - facing * r * 0.4, top - r * 1.5),
            ], color: purple)
            canvas.fillStar(center: Point(head.x, top - r * 0.3), outerRadius: r * 0.22, color: PaintColor(hex: 0xFFE066))
        } else if look.hasPirateHat {
            let black = shade(PaintColor(hex: 0x222026))
            canvas.fillEllipse(center: Point(head.x, top + r * 0.1), radiusX: r * 1.25, radiusY: r * 0.45, color: black)
            canvas.fillCircle(center: Point(head.x, top - r * 0.05), radius: r * 0.14, color: shade(.white))
        }
    }

    /// An animal friend standing at `base` (or flying there), `size` tall.
    static func drawCompanion(_ kind: SceneDescription.Companion, base: Point, size s: Float, flying: Bool,
                              facingRight: Bool, light: PaintColor, canvas: inout Canvas,
                              random: inout SeededGenerator) {
        guard s > 2 else { return }
        let facing: Float = facingRight ? 1 : -1
        func shade(_ color: PaintColor) -> PaintColor { color.lit(by: light) }
        let ink = shade(PaintColor(hex: 0x2B2230))
        if !flying {
            canvas.fillEllipse(center: base, radiusX: s * 0.45, radiusY: s * 0.07, color: PaintColor(hex: 0x101020),
                               opacity: 0.22)
        }
        switch kind {
        case .owl:
            let body = shade(PaintColor(hex: 0x8B5E3C))
            let center = base - Point(0, s * 0.5)
            let wingSpread: Float = flying ? 0.55 : 0.32
            for side: Float in [-1, 1] {
                canvas.fillEllipse(center: center + Point(side * s * wingSpread, flying ? -s * 0.1 : s * 0.05),
                                   radiusX: s * (flying ? 0.35 : 0.14), radiusY: s * (flying ? 0.14 : 0.3),
                                   rotation: side * (flying ? -0.4 : 0.2), color: body.scaled(0.85))
                canvas.fillPolygon([
                    center + Point(side * s * 0.12, -s * 0.38), center + Point(side * s * 0.3, -s * 0.55),
                    center + Point(side * s * 0.32, -s * 0.25),
                ], color: body)
            }
            canvas.fillEllipse(center: center, radiusX: s * 0.33, radiusY: s * 0.45, color: body)
            canvas.fillEllipse(center: center + Point(0, s * 0.15), radiusX: s * 0.2, radiusY: s * 0.25,
                               color: shade(PaintColor(hex: 0xE2C29B)))
            for side: Float in [-1, 1] {
                let eye = center + Point(side * s * 0.14, -s * 0.15)
                canvas.fillCircle(center: eye, radius: s * 0.12, color: shade(PaintColor(hex: 0xFFF6E0)))
                canvas.fillCircle(center: eye + Point(facing * s * 0.02, 0), radius: s * 0.06, color: ink)
                canvas.fillCircle(center: eye + Point(facing * s * 0.02 + s * 0.02, -s * 0.02), radius: s * 0.02,
                                  color: .white)
            }
            canvas.fillPolygon([
                center + Point(-s * 0.05, -s * 0.05), center + Point(s * 0.05, -s * 0.05), center + Point(0, s * 0.07),
            ], color: shade(PaintColor(hex: 0xF2A93B)))
        case .dragon:
            let green = shade(PaintColor(hex: 0x4CB26B))
            let center = base - Point(0, s * 0.4)
            let wing = shade(PaintColor(hex: 0x8E6BD8))
            canvas.fillPolygon([
                center + Point(-facing * s * 0.05, -s * 0.15), center + Point(-facing * s * 0.55, -s * 0.7),
                center + Point(-facing * s * 0.6, -s * 0.15),
            ], color: wing)
            canvas.fillPolygon([
                center + Point(-facing * s * 0.3, s * 0.05), center + Point(-facing * s * 0.85, s * 0.25),
                center + Point(-facing * s * 0.3, s * 0.3),
            ], color: green)
            canvas.fillEllipse(center: center, radiusX: s * 0.38, radiusY: s * 0.3, color: green)
            canvas.fillEllipse(center: center + Point(facing * s * 0.05, s * 0.08), radiusX: s * 0.22,
                               radiusY: s * 0.18, color: shade(PaintColor(hex: 0xF3E08A)))
            let headCenter = center + Point(facing * s * 0.35, -s * 0.35)
            canvas.fillCircle(center: headCenter, radius: s * 0.2, color: green)
            canvas.fillEllipse(center: headCenter + Point(facing * s * 0.15, s * 0.05), radiusX: s * 0.14,
                               radiusY: s * 0.1, color: green)
            canvas.fillCircle(center: headCenter + Point(facing * s * 0.05, -s * 0.05), radius: s * 0.05, color: ink)
            for index in 0..<3 {
                let spike = center + Point(-facing * s * (Float(index) * 0.15 - 0.1), -s * 0.28)
                canvas.fillPolygon([spike + Point(-s * 0.06, 0.02 * s), spike + Point(s * 0.06, 0.02 * s),
                                    spike + Point(0, -s * 0.12)], color: shade(PaintColor(hex: 0xF28C38)))
            }
        default:
            drawQuadruped(kind, base: base, size: s, facing: facing, light: light, canvas: &canvas, random: &random)
        }
    }

    /// Cats, dogs, bunnies, bears and foxes share a sitting body and differ in ears, tail and coat.
    private static func drawQuadruped(_ kind: SceneDescription.Companion, base: Point, size s: Float, facing: Float,
                                      light: PaintColor, canvas: inout Canvas, random: inout SeededGenerator) {
        func shade(_ color: PaintColor) -> PaintColor { color.lit(by: light) }
        let ink = shade(PaintColor(hex: 0x2B2230))
        let coat: PaintColor
        switch kind {
        case .cat: coat = shade(PaintColor(hex: random.pick([0x8C8C99, 0xE08A3C, 0x3B3540, 0xF2E6D8]) ?? 0x8C8C99))
        case .dog: coat = shade(PaintColor(hex: random.pick([0xB07A48, 0xE0C08F, 0x6B4A33]) ?? 0xB07A48))
        case .bunny: coat = shade(PaintColor(hex: random.pick([0xF4F1EC, 0xC9B8A6]) ?? 0xF4F1EC))
        case .bear: coat = shade(PaintColor(hex: 0x8A5A3B))
        default: coat = shade(PaintColor(hex: 0xE07A2E))
        }
        let body = base - Point(0, s * 0.3)
        let head = base - Point(-facing * s * 0.12, s * 0.72)
        // Tail first so the body overlaps its root.
        switch kind {
        case .bunny, .bear:
            canvas.fillCircle(center: body + Point(-facing * s * 0.3, s * 0.12), radius: s * 0.1, color: coat.scaled(1.1))
        case .fox:
            canvas.fillEllipse(center: body + Point(-facing * s * 0.4, 0), radiusX: s * 0.3, radiusY: s * 0.13,
                               rotation: facing * 0.6, color: coat)
            canvas.fillCircle(center: body + Point(-facing * s * 0.62, -s * 0.17), radius: s * 0.08,
                              color: shade(.white))
        default:
            canvas.strokeArc(center: body + Point(-facing * s * 0.3, -s * 0.1), radius: s * 0.2,
                             startAngle: facing > 0 ? 0.5 * Float.pi : -0.5 * Float.pi,
                             endAngle: facing > 0 ? 1.4 * Float.pi : 0.4 * Float.pi, width: s * 0.08, color: coat)
        }
        canvas.fillEllipse(center: body, radiusX: s * 0.3, radiusY: s * 0.3, color: coat)
        // Ears.
        switch kind {
        case .bunny:
            for side: Float in [-1, 1] {
                let ear = head + Point(side * s * 0.09, -s * 0.35)
                canvas.fillEllipse(center: ear, radiusX: s * 0.07, radiusY: s * 0.22, rotation: side * 0.15, color: coat)
                canvas.fillEllipse(center: ear, radiusX: s * 0.035, radiusY: s * 0.15, rotation: side * 0.15,
                                   color: shade(PaintColor(hex: 0xF7A8B8)))
            }
        case .bear:
            for side: Float in [-1, 1] {
                canvas.fillCircle(center: head + Point(side * s * 0.17, -s * 0.17), radius: s * 0.08, color: coat)
            }
        case .dog:
            for side: Float in [-1, 1] {
                canvas.fillEllipse(center: head + Point(side * s * 0.2, -s * 0.02), radiusX: s * 0.07, radiusY: s * 0.16,
                                   rotation: -side * 0.3, color: coat.scaled(0.75))
            }
        default:
            for side: Float in [-1, 1] {
                canvas.fillPolygon([
                    head + Point(side * s * 0.05, -s * 0.15), head + Point(side * s * 0.21, -s * 0.12),
                    head + Point(side * s * 0.17, -s * 0.33),
                ], color: coat)
            }
        }
        canvas.fillCircle(center: head, radius: s * 0.22, color: coat)
        if kind == .fox {
            canvas.fillEllipse(center: head + Point(0, s * 0.1), radiusX: s * 0.14, radiusY: s * 0.09,
                               color: shade(.white))
        }
        if kind == .dog {
            canvas.fillEllipse(center: head + Point(facing * s * 0.03, s * 0.1), radiusX: s * 0.12, radiusY: s * 0.08,
                               color: coat.mixed(with: shade(.white), 0.5))
        }
        for side: Float in [-1, 1] {
            canvas.fillCircle(center: head + Point(side * s * 0.08 + facing * s * 0.03, -s * 0.02), radius: s * 0.035,
                              color: ink)
        }
        canvas.fillCircle(center: head + Point(facing * s * 0.03, s * 0.06), radius: s * 0.03, color: ink)
        canvas.strokeArc(center: head + Point(facing * s * 0.03, s * 0.06), radius: s * 0.05,
                         startAngle: 0.25 * Float.pi, endAngle: 0.75 * Float.pi, width: max(1, s * 0.02), color: ink)
    }
}
