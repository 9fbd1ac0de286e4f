import Foundation

/// Paints a `SceneDescription` back to front: sky, sky objects, landscape, props, characters,
/// weather, magic and finally the mood grade.
///
/// All geometry is proportional to the canvas so a scene looks alike at any size; the seed only
/// moves details (where the stars are, how the hills roll, which side the hero stands on).
struct ScenePainter {
    private let scene: SceneDescription
    private var random: SeededGenerator
    private var canvas: Canvas
    /// Multiplies the colour of every lit (non-glowing) object: blue at night, orange at dusk.
    private let light: PaintColor
    private let width: Float
    private let height: Float
    /// One "design pixel" of the 512x384 reference layout.
    private let unit: Float
    private let horizon: Float
    /// Where the hero stands; props keep clear of it.
    private let heroX: Float
    private let heroFacesRight: Bool

    /// Paints `scene` on a new `width` x `height` canvas.
    static func paint(_ scene: SceneDescription, width: Int, height: Int, seed: UInt64) -> Canvas {
        var painter = ScenePainter(scene: scene, width: width, height: height, seed: seed)
        painter.paintAll()
        return painter.canvas
    }

    private init(scene: SceneDescription, width: Int, height: Int, seed: UInt64) {
        self.scene = scene
        random = SeededGenerator(seed: seed)
        canvas = Canvas(width: width, height: height)
        self.width = Float(canvas.width)
        self.height = Float(canvas.height)
        unit = min(self.width, self.height * 4 / 3) / 512
        switch scene.sky {
        case .night: light = PaintColor(red: 0.45, green: 0.48, blue: 0.7)
        case .dusk: light = PaintColor(red: 0.95, green: 0.78, blue: 0.72)
        case .dawn: light = PaintColor(red: 1.0, green: 0.94, blue: 0.9)
        case .day: light = PaintColor(red: 1, green: 1, blue: 1)
        case .overcast: light = PaintColor(red: 0.78, green: 0.8, blue: 0.86)
        }
        switch scene.landscape {
        case .sea: horizon = self.height * 0.55
        case .town: horizon = self.height * 0.6
        default: horizon = self.height * 0.62
        }
        heroFacesRight = random.chance(0.5)
        heroX = self.width * (heroFacesRight ? random.float(0.28, 0.38) : random.float(0.62, 0.72))
    }

    private func shade(_ color: PaintColor) -> PaintColor { color.lit(by: light) }
    private func shade(_ hex: UInt32) -> PaintColor { PaintColor(hex: hex).lit(by: light) }

    private mutating func paintAll() {
        paintSky()
        paintSkyObjects()
        switch scene.landscape {
        case .hills: paintHills()
        case .mountains: paintMountains()
        case .forest: paintForest()
        case .sea: paintSea()
        case .town: paintTown()
        case .castle: paintCastle()
        case .snow: paintSnow()
        case .space: paintSpace()
        }
        if scene.hasFlowers { paintFlowers() }
        if scene.hasBunting { paintBunting() }
        paintCharacters()
        if scene.hasBalloons { paintBalloons() }
        if scene.hasButterflies { paintButterflies() }
        if scene.isRaining { paintRain() }
        if scene.isSnowing { paintSnowfall() }
        if scene.hasSparkles { paintSparkles() }
        switch scene.tone {
        case .calm: canvas.tint(toward: PaintColor(hex: 0x2B2266), amount: 0.12)
        case .warm: canvas.tint(toward: PaintColor(hex: 0xFFB070), amount: 0.08)
        case .neutral: break
        }
        if scene.sky == .night { canvas.vignette(strength: 0.35) }
    }

    // MARK: - Sky

    private mutating func paintSky() {
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

    private mutating func paintSkyObjects() {
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
    private func scaledCount(_ count: Int) -> Int {
        max(1, Int(Float(count) * (width * height) / (512 * 384)))
    }

    private mutating func paintStars(count: Int) {
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

    private mutating func paintMoon() {
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

    private mutating func paintSun(low: Bool) {
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

    private mutating func paintClouds(count: Int, color: PaintColor, opacity: Float) {
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

    private mutating func paintRainbow() {
        let center = Point(width * random.float(0.35, 0.65), horizon + 20 * unit)
        let outer = width * 0.42
        let band = 7 * unit
        let colors: [UInt32] = [0xE8474C, 0xF4A340, 0xF6D845, 0x6CC551, 0x4A9DE0, 0x5B5BD6, 0x9B59C9]
        for (index, hex) in colors.enumerated() {
            canvas.strokeArc(center: center, radius: outer - Float(index) * band, startAngle: Float.pi,
                             endAngle: 2 * Float.pi, width: band + 0.8, color: PaintColor(hex: hex), opacity: 0.5)
        }
    }

    private mutating func paintBirds() {
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

    // MARK: - Landscapes

    /// A rolling line around `base`: the sum of two sines with seeded phases.
    private mutating func rollingLine(base: Float, amplitude: Float) -> (Float) -> Float {
        let phaseA = random.float(0, 2 * Float.pi)
        let phaseB = random.float(0, 2 * Float.pi)
        let frequencyA = random.float(1.2, 2.2) * 2 * Float.pi / width
        let frequencyB = random.float(3, 5) * 2 * Float.pi / width
        return { x in base + amplitude * (0.7 * sin(x * frequencyA + phaseA) + 0.3 * sin(x * frequencyB + phaseB)) }
    }

    private mutating func paintMeadow(far: UInt32, near: UInt32, ground: UInt32) {
        let farLine = rollingLine(base: horizon - 6 * unit, amplitude: 18 * unit)
        canvas.fillBelow(color: shade(far), surface: farLine)
        let nearLine = rollingLine(base: horizon + 30 * unit, amplitude: 12 * unit)
        canvas.fillBelow(color: shade(near), surface: nearLine)
        let groundLine = rollingLine(base: height * 0.84, amplitude: 5 * unit)
        canvas.fillBelow(color: shade(ground), surface: groundLine)
    }

    private mutating func paintHills() {
        paintMeadow(far: 0x86C98A, near: 0x5DAE62, ground: 0x4E9F55)
        for _ in 0..<random.int(2, 4) {
            let x = awayFromHero(margin: 70 * unit)
            paintRoundTree(base: Point(x, horizon + random.float(15, 35) * unit), size: random.float(45, 65) * unit)
        }
        if scene.sky == .night { paintFireflies(count: 10) }
    }

    private mutating func paintMountains() {
        let peaks = random.int(3, 5)
        for index in 0..<peaks {
            let x = width * (Float(index) + random.float(0.2, 0.8)) / Float(peaks)
            let peakHeight = random.float(0.22, 0.38) * height
            let halfBase = random.float(0.16, 0.26) * width
            let top = Point(x, horizon - peakHeight)
            canvas.fillPolygon([top, Point(x + halfBase, horizon + 10 * unit), Point(x - halfBase, horizon + 10 * unit)],
                               color: shade(index.isMultiple(of: 2) ? 0x7D8AA8 : 0x6C7896))
            let capDepth: Float = 0.28
            let capLeft = top + (Point(x - halfBase, horizon) - top) * capDepth
            let capRight = top + (Point(x + halfBase, horizon) - top) * capDepth
            canvas.fillPolygon([top, capRight, Point(x + halfBase * 0.1, capLeft.y + 6 * unit),
                                Point(x - halfBase * 0.1, capLeft.y - 2 * unit), capLeft],
                               color: shade(0xF4F7FF))
        }
        paintMeadow(far: 0x7FB77E, near: 0x5FA05F, ground: 0x4F9152)
        if scene.sky == .night { paintFireflies(count: 6) }
    }

    private mutating func paintForest() {
        let farLine = rollingLine(base: horizon - 10 * unit, amplitude: 14 * unit)
        canvas.fillBelow(color: shade(0x2F6B46), surface: farLine)
        // Back row: small dark pines along the horizon.
        let backCount = scaledWidthCount(14)
        for index in 0..<backCount {
            let x = width * (Float(index) + random.float(0.1, 0.9)) / Float(backCount)
            paintPine(base: Point(x, horizon + random.float(0, 14) * unit), size: random.float(45, 70) * unit, color: 0x2A5E3F)
        }
        canvas.fillBelow(color: shade(0x3E8E4A), surface: rollingLine(base: horizon + 40 * unit, amplitude: 8 * unit))
        // Front row, kept clear of the hero.
        let frontCount = scaledWidthCount(6)
        for index in 0..<frontCount {
            let x = width * (Float(index) + random.float(0.1, 0.9)) / Float(frontCount)
            guard abs(x - heroX) > 60 * unit else { continue }
            let base = Point(x, horizon + random.float(50, 80) * unit)
            if random.chance(0.5) {
                paintPine(base: base, size: random.float(90, 120) * unit, color: 0x2F7A45)
            } else {
                paintRoundTree(base: base, size: random.float(80, 105) * unit)
            }
        }
        canvas.fillBelow(color: shade(0x4A9A52), surface: rollingLine(base: height * 0.86, amplitude: 4 * unit))
        for _ in 0..<random.int(2, 4) {
            let x = awayFromHero(margin: 40 * unit)
            paintMushroom(base: Point(x, height * random.float(0.9, 0.96)), size: random.float(10, 16) * unit)
        }
        if scene.sky == .night || scene.sky == .dusk { paintFireflies(count: 16) }
    }

    private mutating func paintSea() {
        let seaTop: [UInt32] = scene.sky == .night ? [0x1B2D5C, 0x0F1C3F] : [0x5DB0E8, 0x1F6FB8]
        canvas.fillVerticalGradient(seaTop.map { shade($0) }, top: horizon, bottom: height)
        if random.chance(0.6) {
            // A distant island.
            let center = Point(width * random.float(0.15, 0.85), horizon + 2 * unit)
            canvas.fillEllipse(center: center, radiusX: random.float(40, 80) * unit, radiusY: 14 * unit,
                               color: shade(0x4E8F5A))
            canvas.fillVerticalGradient(seaTop.map { shade($0) }, top: horizon + 2 * unit, bottom: horizon + 3 * unit)
        }
        // Glitter path under the sun or moon.
        let glitter = scene.sky == .night ? PaintColor(hex: 0xE8E6C8) : PaintColor(hex: 0xFFF7D0)
        let glitterX = width * random.float(0.3, 0.7)
        for index in 0..<12 {
            let y = horizon + (Float(index) + 0.5) * (height * 0.3) / 12
            let halfLength = random.float(6, 22) * unit * (1 + Float(index) * 0.1)
            canvas.strokeLine(from: Point(glitterX - halfLength, y), to: Point(glitterX + halfLength, y),
                              width: 1.5 * unit, color: glitter, opacity: 0.45)
        }
        for _ in 0..<scaledCount(26) {
            let point = Point(random.float(0, width), random.float(horizon + 8 * unit, height * 0.85))
            let radius = random.float(4, 9) * unit * (point.y / height)
            canvas.strokeArc(center: point, radius: radius, startAngle: 1.15 * Float.pi, endAngle: 1.85 * Float.pi,
                             width: 1.6 * unit, color: .white, opacity: 0.5)
        }
        if scene.hasBoat {
            paintSail()
        } else {
            let sand = rollingLine(base: height * 0.82, amplitude: 6 * unit)
            let foam = 3 * unit
            canvas.fillBelow(color: shade(0xCFE9F5), opacity: 0.7, surface: { sand($0) - foam })
            canvas.fillBelow(color: shade(0xF2D59B), surface: sand)
            for _ in 0..<random.int(2, 4) {
                let x = awayFromHero(margin: 40 * unit)
                canvas.fillStar(center: Point(x, height * random.float(0.9, 0.96)), outerRadius: random.float(6, 9) * unit,
                                innerRatio: 0.5, rotation: random.float(0, 1), color: shade(0xF08A4B))
            }
            if random.chance(0.7) { paintPalm(x: heroFacesRight ? width * 0.88 : width * 0.12) }
        }
    }

    /// Centre of the boat's deck line; the hero stands in the hull, between sail and hull.
    private var boatCenter: Point { Point(heroX, height * 0.8) }
    private var boatWidth: Float { 150 * unit }

    private mutating func paintSail() {
        let center = boatCenter
        let mastX = center.x + (heroFacesRight ? -1 : 1) * boatWidth * 0.12
        canvas.strokeLine(from: Point(mastX, center.y), to: Point(mastX, center.y - 170 * unit), width: 3 * unit,
                          color: shade(0x6B4226))
        let sailDirection: Float = heroFacesRight ? -1 : 1
        canvas.fillPolygon([
            Point(mastX, center.y - 165 * unit), Point(mastX, center.y - 25 * unit),
            Point(mastX + sailDirection * 80 * unit, center.y - 25 * unit),
        ], color: shade(0xFAF6EE))
        canvas.fillPolygon([
            Point(mastX, center.y - 160 * unit), Point(mastX, center.y - 40 * unit),
            Point(mastX - sailDirection * 45 * unit, center.y - 40 * unit),
        ], color: shade(0xF1E6D2))
        canvas.fillPolygon([
            Point(mastX, center.y - 172 * unit), Point(mastX, center.y - 160 * unit),
            Point(mastX - sailDirection * 16 * unit, center.y - 166 * unit),
        ], color: shade(0xE84855))
    }

    private mutating func paintHull() {
        let center = boatCenter
        let hullWidth = boatWidth
        canvas.fillPolygon([
            center + Point(-hullWidth / 2, -14 * unit), center + Point(hullWidth / 2, -14 * unit),
            center + Point(hullWidth * 0.36, 20 * unit), center + Point(-hullWidth * 0.36, 20 * unit),
        ], color: shade(0xA0522D))
        canvas.fillRoundedRect(x: center.x - hullWidth / 2, y: center.y - 16 * unit, width: hullWidth, height: 6 * unit,
                               cornerRadius: 3 * unit, color: shade(0xF4E3C1))
        for index in 0..<3 {
            canvas.fillCircle(center: center + Point((Float(index) - 1) * hullWidth * 0.25, 2 * unit), radius: 4 * unit,
                              color: shade(0xF4E3C1))
        }
        for _ in 0..<5 {
            let point = Point(center.x + random.float(-1, 1) * hullWidth * 0.6, center.y + random.float(20, 30) * unit)
            canvas.strokeArc(center: point, radius: 8 * unit, startAngle: 1.15 * Float.pi, endAngle: 1.85 * Float.pi,
                             width: 1.8 * unit, color: .white, opacity: 0.6)
        }
    }

    private mutating func paintTown() {
        // Far skyline, in the haze colour of the sky just above the horizon.
        let haze = canvas.color(atX: 0, y: Int(horizon - 2 * unit)).mixed(with: shade(0x6E7FA6), 0.35)
        var x: Float = 0
        while x < width {
            let blockWidth = random.float(25, 50) * unit
            let blockHeight = random.float(30, 80) * unit
            canvas.fillRect(x: x, y: horizon - blockHeight, width: blockWidth + 1, height: blockHeight + 20 * unit,
                            color: haze)
            x += blockWidth
        }
        canvas.fillBelow(color: shade(0x6DB36F), surface: rollingLine(base: horizon + 16 * unit, amplitude: 3 * unit))
        let street = height * 0.8
        // Houses along the street, with the school in the middle when there is one.
        let houseCount = scaledWidthCount(5)
        let schoolIndex = scene.hasSchool ? (heroFacesRight ? houseCount - 2 : 1) : -1
        let slot = width / Float(houseCount)
        for index in 0..<houseCount {
            let left = Float(index) * slot + random.float(0.05, 0.15) * slot
            if index == schoolIndex {
                paintSchool(left: left - slot * 0.25, width: slot * 1.4, base: street)
            } else if index != schoolIndex + 1 || schoolIndex < 0 {
                paintHouse(left: left, width: slot * random.float(0.65, 0.8), base: street)
            }
        }
        canvas.fillRect(x: 0, y: street, width: width, height: height - street, color: shade(0x8F96A3))
        canvas.fillRect(x: 0, y: street, width: width, height: 6 * unit, color: shade(0xC7CBD3))
        var dash: Float = random.float(0, 30) * unit
        while dash < width {
            canvas.fillRect(x: dash, y: height * 0.91, width: 24 * unit, height: 3 * unit, color: shade(0xF2F2E6))
            dash += 48 * unit
        }
        if scene.sky == .night || scene.sky == .dusk {
            for _ in 0..<2 {
                let lampX = awayFromHero(margin: 50 * unit)
                canvas.strokeLine(from: Point(lampX, street + 4 * unit), to: Point(lampX, street - 70 * unit),
                                  width: 3 * unit, color: shade(0x3A3A48))
                canvas.fillGlow(center: Point(lampX, street - 72 * unit), radius: 40 * unit, color: PaintColor(hex: 0xFFE08A),
                                intensity: 0.6)
                canvas.fillCircle(center: Point(lampX, street - 72 * unit), radius: 5 * unit, color: PaintColor(hex: 0xFFF1B8))
            }
        }
    }

    private mutating func paintHouse(left: Float, width houseWidth: Float, base: Float) {
        let wallHeight = houseWidth * random.float(0.7, 0.95)
        let walls: [UInt32] = [0xF7D6A5, 0xF2B5A7, 0xBFD9F2, 0xD5E8B5, 0xF5E6C8, 0xD9C3F0]
        let roofs: [UInt32] = [0xB5483D, 0x7A4B3A, 0x4A5E8C, 0x8C3F5C]
        let top = base - wallHeight
        canvas.fillRect(x: left, y: top, width: houseWidth, height: wallHeight, color: shade(random.pick(walls) ?? 0xF7D6A5))
        let roofColor = shade(random.pick(roofs) ?? 0xB5483D)
        canvas.fillRect(x: left + houseWidth * 0.65, y: top - houseWidth * 0.45, width: houseWidth * 0.12,
                        height: houseWidth * 0.3, color: roofColor.scaled(0.8))
        canvas.fillPolygon([
            Point(left - houseWidth * 0.08, top + 1), Point(left + houseWidth * 1.08, top + 1),
            Point(left + houseWidth / 2, top - houseWidth * 0.5),
        ], color: roofColor)
        canvas.fillRoundedRect(x: left + houseWidth * 0.4, y: base - wallHeight * 0.5, width: houseWidth * 0.2,
                               height: wallHeight * 0.5, cornerRadius: houseWidth * 0.08, color: shade(0x6B4A3A))
        for side: Float in [0.12, 0.68] {
            paintWindow(x: left + houseWidth * side, y: top + wallHeight * 0.2, size: houseWidth * 0.2)
        }
    }

    private mutating func paintSchool(left: Float, width schoolWidth: Float, base: Float) {
        let wallHeight = schoolWidth * 0.55
        let top = base - wallHeight
        canvas.fillRect(x: left, y: top, width: schoolWidth, height: wallHeight, color: shade(0xD9634C))
        canvas.fillPolygon([
            Point(left + schoolWidth * 0.3, top + 1), Point(left + schoolWidth * 0.7, top + 1),
            Point(left + schoolWidth * 0.5, top - schoolWidth * 0.22),
        ], color: shade(0x8A3A2E))
        canvas.fillCircle(center: Point(left + schoolWidth / 2, top - schoolWidth * 0.07), radius: schoolWidth * 0.06,
                          color: shade(0xFFFFFF))
        canvas.strokeLine(from: Point(left + schoolWidth / 2, top - schoolWidth * 0.07),
                          to: Point(left + schoolWidth / 2, top - schoolWidth * 0.1), width: max(1, 1.5 * unit),
                          color: shade(0x333333))
        let poleX = left + schoolWidth * 0.08
        canvas.strokeLine(from: Point(poleX, top), to: Point(poleX, top - schoolWidth * 0.4), width: 2 * unit,
                          color: shade(0x555555))
        canvas.fillPolygon([
            Point(poleX, top - schoolWidth * 0.4), Point(poleX + schoolWidth * 0.15, top - schoolWidth * 0.35),
            Point(poleX, top - schoolWidth * 0.3),
        ], color: shade(0x3F7FD6))
        for row in 0..<2 {
            for column in 0..<4 where !(row == 1 && (column == 1 || column == 2)) {
                paintWindow(x: left + schoolWidth * (0.08 + Float(column) * 0.23), y: top + wallHeight * (0.15 + Float(row) * 0.42),
                            size: schoolWidth * 0.13)
            }
        }
        canvas.fillRoundedRect(x: left + schoolWidth * 0.4, y: base - wallHeight * 0.4, width: schoolWidth * 0.2,
                               height: wallHeight * 0.4, cornerRadius: schoolWidth * 0.03, color: shade(0x5A3A2E))
    }

    private mutating func paintWindow(x: Float, y: Float, size: Float) {
        let lit = scene.sky == .night || scene.sky == .dusk
        if lit {
            canvas.fillGlow(center: Point(x + size / 2, y + size / 2), radius: size * 1.3, color: PaintColor(hex: 0xFFD36B),
                            intensity: 0.35)
        }
        canvas.fillRect(x: x, y: y, width: size, height: size,
                        color: lit ? PaintColor(hex: 0xFFD966) : shade(0xBFE3F5))
        let frame = shade(0xFFFFFF)
        canvas.fillRect(x: x + size / 2 - size * 0.05, y: y, width: size * 0.1, height: size, color: frame)
        canvas.fillRect(x: x, y: y + size / 2 - size * 0.05, width: size, height: size * 0.1, color: frame)
    }

    private mutating func paintCastle() {
        paintMeadow(far: 0x7DBF85, near: 0x5EAA66, ground: 0x4F9B58)
        let castleX = heroFacesRight ? width * random.float(0.66, 0.76) : width * random.float(0.24, 0.34)
        let base = horizon + 22 * unit
        let stone = shade(0xC9C3D9)
        let stoneDark = shade(0xA79FBE)
        let roof = shade(random.pick([0x6A4FB3, 0x3F6FD8, 0xC2456B]) ?? 0x6A4FB3)
        let keepWidth = 110 * unit
        let keepHeight = 95 * unit
        canvas.fillRect(x: castleX - keepWidth / 2, y: base - keepHeight, width: keepWidth, height: keepHeight, color: stone)
        paintBattlements(left: castleX - keepWidth / 2, width: keepWidth, top: base - keepHeight, color: stone)
        for side: Float in [-1, 1] {
            let towerX = castleX + side * keepWidth * 0.62
            let towerWidth = 34 * unit
            let towerHeight = 135 * unit
            canvas.fillRect(x: towerX - towerWidth / 2, y: base - towerHeight, width: towerWidth, height: towerHeight, color: stoneDark)
            canvas.fillPolygon([
                Point(towerX - towerWidth * 0.7, base - towerHeight + 1), Point(towerX + towerWidth * 0.7, base - towerHeight + 1),
                Point(towerX, base - towerHeight - 50 * unit),
            ], color: roof)
            let poleTop = base - towerHeight - 70 * unit
            canvas.strokeLine(from: Point(towerX, base - towerHeight - 48 * unit), to: Point(towerX, poleTop),
                              width: 1.8 * unit, color: shade(0x555555))
            canvas.fillPolygon([Point(towerX, poleTop), Point(towerX + 16 * unit, poleTop + 5 * unit), Point(towerX, poleTop + 10 * unit)],
                               color: shade(0xF2C230))
            paintWindow(x: towerX - 5 * unit, y: base - towerHeight + 30 * unit, size: 10 * unit)
        }
        canvas.fillRoundedRect(x: castleX - 18 * unit, y: base - 45 * unit, width: 36 * unit, height: 46 * unit,
                               cornerRadius: 18 * unit, color: shade(0x5A3E36))
        paintWindow(x: castleX - 30 * unit, y: base - keepHeight + 22 * unit, size: 14 * unit)
        paintWindow(x: castleX + 16 * unit, y: base - keepHeight + 22 * unit, size: 14 * unit)
        canvas.fillBelow(color: shade(0x4F9B58), surface: rollingLine(base: height * 0.86, amplitude: 4 * unit))
    }

    private mutating func paintBattlements(left: Float, width wallWidth: Float, top: Float, color: PaintColor) {
        let merlon = 12 * unit
        var x = left
        while x + merlon <= left + wallWidth + 0.5 {
            canvas.fillRect(x: x, y: top - merlon * 0.8, width: merlon, height: merlon, color: color)
            x += merlon * 2
        }
    }

    private mutating func paintSnow() {
        let farLine = rollingLine(base: horizon - 20 * unit, amplitude: 26 * unit)
        canvas.fillBelow(color: shade(0xDDE8F5), surface: farLine)
        let treeCount = scaledWidthCount(7)
        for index in 0..<treeCount {
            let x = width * (Float(index) + random.float(0.1, 0.9)) / Float(treeCount)
            guard abs(x - heroX) > 45 * unit else { continue }
            let base = Point(x, horizon + random.float(0, 30) * unit)
            let size = random.float(55, 85) * unit
            paintPine(base: base, size: size, color: 0x2F6B4F)
            canvas.fillPolygon([base - Point(0, size), base + Point(-size * 0.12, -size * 0.78), base + Point(size * 0.12, -size * 0.78)],
                               color: shade(0xF6FAFF))
        }
        canvas.fillBelow(color: shade(0xEEF4FC), surface: rollingLine(base: horizon + 45 * unit, amplitude: 10 * unit))
        canvas.fillBelow(color: shade(0xF8FBFF), surface: rollingLine(base: height * 0.85, amplitude: 5 * unit))
        paintSnowman(base: Point(awayFromHero(margin: 90 * unit), height * 0.9), size: random.float(70, 90) * unit)
    }

    private mutating func paintSnowman(base: Point, size: Float) {
        let snow = shade(0xFDFDFF)
        let shadow = shade(0xD5E0EF)
        let bottom = size * 0.22
        let middle = size * 0.16
        let head = size * 0.12
        canvas.fillEllipse(center: base, radiusX: bottom * 1.2, radiusY: bottom * 0.2, color: shadow)
        canvas.fillCircle(center: base - Point(0, bottom), radius: bottom, color: snow)
        canvas.fillCircle(center: base - Point(0, bottom * 2 + middle * 0.8), radius: middle, color: snow)
        let headCenter = base - Point(0, bottom * 2 + middle * 1.6 + head * 0.9)
        canvas.fillCircle(center: headCenter, radius: head, color: snow)
        let coal = shade(0x2B2B33)
        for side: Float in [-1, 1] {
            canvas.fillCircle(center: headCenter + Point(side * head * 0.35, -head * 0.2), radius: head * 0.12, color: coal)
            canvas.strokeLine(from: base - Point(side * middle * 0.9, bottom * 2 + middle * 0.9),
                              to: base - Point(side * middle * 2.1, bottom * 2 + middle * 1.6), width: 2 * unit,
                              color: shade(0x6B4A33))
        }
        canvas.fillPolygon([headCenter + Point(0, -head * 0.05), headCenter + Point(0, head * 0.2),
                            headCenter + Point(head * 0.9, head * 0.1)], color: shade(0xF28C28))
        canvas.fillRoundedRect(x: headCenter.x - head * 1.05, y: headCenter.y + head * 0.75, width: head * 2.1,
                               height: head * 0.35, cornerRadius: head * 0.15, color: shade(0xD64545))
        canvas.fillRect(x: headCenter.x + head * 0.4, y: headCenter.y + head * 0.8, width: head * 0.35,
                        height: head * 0.9, color: shade(0xD64545))
    }

    private mutating func paintSpace() {
        // A ringed planet and a small one, then the grey ground of a moon.
        let planetCenter = Point(heroFacesRight ? width * 0.76 : width * 0.24, height * random.float(0.22, 0.32))
        let planetRadius = random.float(34, 46) * unit
        let planetColor = PaintColor(hue: random.unit(), saturation: 0.45, brightness: 0.85)
        paintRing(center: planetCenter, radius: planetRadius, front: false)
        canvas.fillCircle(center: planetCenter, radius: planetRadius, color: planetColor)
        canvas.fillEllipse(center: planetCenter + Point(0, planetRadius * 0.3), radiusX: planetRadius * 0.9,
                           radiusY: planetRadius * 0.12, color: planetColor.scaled(0.85))
        paintRing(center: planetCenter, radius: planetRadius, front: true)
        let small = Point(width * random.float(0.4, 0.6), height * random.float(0.1, 0.2))
        canvas.fillCircle(center: small, radius: 12 * unit, color: PaintColor(hue: random.unit(), saturation: 0.5, brightness: 0.8))
        canvas.fillBelow(color: PaintColor(hex: 0x8E8AA0), surface: rollingLine(base: height * 0.74, amplitude: 10 * unit))
        for _ in 0..<random.int(3, 6) {
            let crater = Point(awayFromHero(margin: 40 * unit), height * random.float(0.8, 0.95))
            let size = random.float(10, 22) * unit
            canvas.fillEllipse(center: crater, radiusX: size, radiusY: size * 0.3, color: PaintColor(hex: 0x6F6A84))
            canvas.fillEllipse(center: crater + Point(0, size * 0.06), radiusX: size * 0.8, radiusY: size * 0.2,
                               color: PaintColor(hex: 0x7E7994))
        }
        paintRocket(base: Point(awayFromHero(margin: 90 * unit), height * 0.82))
    }

    /// Half of a planet's ring, as short quads, so the planet can sit between the two halves.
    private mutating func paintRing(center: Point, radius: Float, front: Bool) {
        let segments = 32
        let outer = Point(radius * 1.9, radius * 0.45)
        let inner = Point(radius * 1.35, radius * 0.3)
        let tilt: Float = -0.25
        func rotate(_ point: Point) -> Point {
            Point(point.x * cos(tilt) - point.y * sin(tilt), point.x * sin(tilt) + point.y * cos(tilt))
        }
        // One polygon per half (outer arc out, inner arc back), so no seams between pieces.
        var points: [Point] = []
        points.reserveCapacity(2 * (segments + 1))
        for index in 0...segments {
            let angle = Float(index) / Float(segments) * Float.pi + (front ? 0 : Float.pi)
            points.append(center + rotate(Point(cos(angle) * outer.x, sin(angle) * outer.y)))
        }
        for index in stride(from: segments, through: 0, by: -1) {
            let angle = Float(index) / Float(segments) * Float.pi + (front ? 0 : Float.pi)
            points.append(center + rotate(Point(cos(angle) * inner.x, sin(angle) * inner.y)))
        }
        canvas.fillPolygon(points, color: PaintColor(hex: 0xE8D7A8), opacity: 0.9)
    }

    private mutating func paintRocket(base: Point) {
        let bodyWidth = 28 * unit
        let bodyHeight = 80 * unit
        let red = PaintColor(hex: 0xD64545)
        canvas.fillGlow(center: base + Point(0, 6 * unit), radius: 26 * unit, color: PaintColor(hex: 0xFFB347), intensity: 0.7)
        for side: Float in [-1, 1] {
            canvas.fillPolygon([base + Point(side * bodyWidth * 0.4, -bodyHeight * 0.35), base + Point(side * bodyWidth * 1.0, 0),
                                base + Point(side * bodyWidth * 0.4, 0)], color: red)
        }
        canvas.fillRoundedRect(x: base.x - bodyWidth / 2, y: base.y - bodyHeight, width: bodyWidth, height: bodyHeight,
                               cornerRadius: bodyWidth * 0.4, color: PaintColor(hex: 0xF2F2F7))
        canvas.fillPolygon([base + Point(-bodyWidth / 2, -bodyHeight + bodyWidth * 0.35), base + Point(bodyWidth / 2, -bodyHeight + bodyWidth * 0.35),
                            base + Point(0, -bodyHeight - bodyWidth * 0.8)], color: red)
        canvas.fillCircle(center: base + Point(0, -bodyHeight * 0.6), radius: bodyWidth * 0.25, color: PaintColor(hex: 0x4A9DE0))
    }

    // MARK: - Props

    private mutating func paintRoundTree(base: Point, size: Float) {
        canvas.fillRoundedRect(x: base.x - size * 0.07, y: base.y - size * 0.55, width: size * 0.14, height: size * 0.55,
                               cornerRadius: size * 0.04, color: shade(0x7A5235))
        let leaves = shade(random.pick([0x3F9B4F, 0x4CAF50, 0x5BAA3C]) ?? 0x3F9B4F)
        canvas.fillCircle(center: base - Point(0, size * 0.72), radius: size * 0.3, color: leaves)
        canvas.fillCircle(center: base - Point(size * 0.22, size * 0.58), radius: size * 0.22, color: leaves)
        canvas.fillCircle(center: base - Point(-size * 0.22, size * 0.58), radius: size * 0.22, color: leaves)
        canvas.fillCircle(center: base - Point(size * 0.08, size * 0.82), radius: size * 0.12, color: leaves.scaled(1.15),
                          opacity: 0.6)
    }

    private mutating func paintPine(base: Point, size: Float, color: UInt32) {
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

    private mutating func paintMushroom(base: Point, size: Float) {
        canvas.fillRoundedRect(x: base.x - size * 0.2, y: base.y - size * 0.8, width: size * 0.4, height: size * 0.8,
                               cornerRadius: size * 0.1, color: shade(0xF4EBDD))
        canvas.fillEllipse(center: base - Point(0, size * 0.8), radiusX: size * 0.6, radiusY: size * 0.4, color: shade(0xD64545))
        for offset: Float in [-0.3, 0.1, 0.35] {
            canvas.fillCircle(center: base + Point(offset * size, -size * 0.9), radius: size * 0.08, color: shade(.white))
        }
    }

    private mutating func paintPalm(x: Float) {
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

    private mutating func paintFlowers() {
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

    private mutating func paintBunting() {
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

    private mutating func paintBalloons() {
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

    private mutating func paintButterflies() {
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

    private mutating func paintFireflies(count: Int) {
        for _ in 0..<scaledCount(count) {
            let point = Point(random.float(0, width), random.float(horizon - 40 * unit, height * 0.9))
            canvas.fillGlow(center: point, radius: 7 * unit, color: PaintColor(hex: 0xFFF27A), intensity: 0.8)
            canvas.fillCircle(center: point, radius: 1.4 * unit, color: PaintColor(hex: 0xFFFBC8))
        }
    }

    // MARK: - Characters

    private mutating func paintCharacters() {
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

    private mutating func paintRain() {
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

    private mutating func paintSnowfall() {
        for _ in 0..<scaledCount(110) {
            let point = Point(random.float(0, width), random.float(0, height))
            canvas.fillCircle(center: point, radius: random.float(1, 2.6) * unit, color: .white, opacity: random.float(0.6, 0.95))
        }
    }

    private mutating func paintSparkles() {
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

    // MARK: - Helpers

    /// An x position that keeps `margin` away from the hero (on the other side when needed).
    private mutating func awayFromHero(margin: Float) -> Float {
        for _ in 0..<6 {
            let x = random.float(0.04, 0.96) * width
            if abs(x - heroX) > margin { return x }
        }
        return heroFacesRight ? width * 0.9 : width * 0.1
    }

    /// How many of something spread across the width, for the same density at every size.
    private func scaledWidthCount(_ count: Int) -> Int {
        max(2, Int((Float(count) * width / 512).rounded()))
    }
}
