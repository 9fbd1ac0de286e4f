import Foundation

/// The figures and the weather and magic around them.
extension ScenePainter {
    mutating func paintCharacters() {
        let heroHeight = height * (scene.hasBoat ? 0.28 : 0.34)
        let flying = scene.heroFlies
        let base: Point
        if flying {
            base = Point(heroX, height * random.float(0.5, 0.6))
        } else if scene.hasBoat {
            base = Point(heroX + (heroFacesRight ? 1 : -1) * 18 * unit, boatCenter.y + 6 * unit)
        } else {
            base = Point(heroX, height * random.float(0.9, 0.94))
        }
        let heroLight = light.mixed(with: .white, 0.45)
        if let companion = scene.companion {
            let companionFlies = flying && (companion == .owl || companion == .dragon)
            let side: Float = heroFacesRight ? 1 : -1
            let companionBase: Point
            let size: Float
            if companionFlies {
                companionBase = base + Point(side * heroHeight * 0.75, -heroHeight * 0.35)
                size = heroHeight * 0.45
            } else if scene.hasBoat {
                companionBase = base + Point(-side * heroHeight * 0.55, -4 * unit)
                size = heroHeight * 0.35
            } else {
                companionBase = Point(heroX + side * heroHeight * 0.7, height * 0.93)
                size = heroHeight * (companion == .dragon ? 0.6 : 0.45)
            }
            FigurePainter.drawCompanion(companion, base: companionBase, size: size, flying: companionFlies,
                                        facingRight: !heroFacesRight, light: heroLight, canvas: &canvas, random: &random)
        }
        FigurePainter.drawHero(scene.hero, base: base, height: heroHeight, flying: flying, facingRight: heroFacesRight,
                               light: heroLight, canvas: &canvas, random: &random)
        if scene.hasBoat, !flying { paintHull() }
    }

    // MARK: - Weather and magic

    mutating func paintRain() {
        let drop = PaintColor(hex: 0xCFE3FF)
        for _ in 0..<scaledCount(170) {
            let start = Point(random.float(0, width + 20 * unit), random.float(-10, height))
            let length = random.float(10, 18) * unit
            canvas.strokeLine(from: start, to: start + Point(-length * 0.3, length), width: 1.3 * unit, color: drop,
                              opacity: 0.45)
        }
        for _ in 0..<random.int(2, 4) {
            let x = awayFromHero(margin: 40 * unit)
            canvas.fillEllipse(center: Point(x, height * random.float(0.93, 0.97)), radiusX: random.float(25, 45) * unit,
                               radiusY: 5 * unit, color: shade(0x9FB7D0), opacity: 0.8)
        }
    }

    mutating func paintSnowfall() {
        for _ in 0..<scaledCount(110) {
            let point = Point(random.float(0, width), random.float(0, height))
            canvas.fillCircle(center: point, radius: random.float(1, 2.6) * unit, color: .white, opacity: random.float(0.6, 0.95))
        }
    }

    mutating func paintSparkles() {
        let colors: [UInt32] = [0xFFE066, 0xFFFFFF, 0xFFB3E6, 0xB5E8FF]
        for _ in 0..<scaledCount(26) {
            let nearHero = random.chance(0.5)
            let point = nearHero
                ? Point(heroX + random.float(-90, 90) * unit, height * random.float(0.35, 0.85))
                : Point(random.float(0, width), random.float(0, height))
            canvas.fillSparkle(center: point, size: random.float(3, 8) * unit, color: PaintColor(hex: random.pick(colors) ?? 0xFFE066),
                               opacity: random.float(0.6, 1))
        }
    }
}
