import Foundation

/// The ground of each kind of place: hills, forests, sea, town, mountains, rooms.
extension ScenePainter {
    /// A rolling line around `base`: the sum of two sines with seeded phases.
    mutating func rollingLine(base: Float, amplitude: Float) -> (Float) -> Float {
        let phaseA = random.float(0, 2 * Float.pi)
        let phaseB = random.float(0, 2 * Float.pi)
        let frequencyA = random.float(1.2, 2.2) * 2 * Float.pi / width
        let frequencyB = random.float(3, 5) * 2 * Float.pi / width
        return { x in base + amplitude * (0.7 * sin(x * frequencyA + phaseA) + 0.3 * sin(x * frequencyB + phaseB)) }
    }

    mutating func paintMeadow(far: UInt32, near: UInt32, ground: UInt32) {
        let farLine = rollingLine(base: horizon - 6 * unit, amplitude: 18 * unit)
        canvas.fillBelow(color: shade(far), surface: farLine)
        let nearLine = rollingLine(base: horizon + 30 * unit, amplitude: 12 * unit)
        canvas.fillBelow(color: shade(near), surface: nearLine)
        let groundLine = rollingLine(base: height * 0.84, amplitude: 5 * unit)
        canvas.fillBelow(color: shade(ground), surface: groundLine)
    }

    mutating func paintHills() {
        paintMeadow(far: 0x86C98A, near: 0x5DAE62, ground: 0x4E9F55)
        for _ in 0..<random.int(2, 4) {
            let x = awayFromHero(margin: 70 * unit)
            paintRoundTree(base: Point(x, horizon + random.float(15, 35) * unit), size: random.float(45, 65) * unit)
        }
        if scene.sky == .night { paintFireflies(count: 10) }
    }

    mutating func paintMountains() {
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

    mutating func paintForest() {
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

    mutating func paintSea() {
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
    var boatCenter: Point { Point(heroX, height * 0.8) }
    var boatWidth: Float { 150 * unit }

    mutating func paintSail() {
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

    mutating func paintHull() {
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

    mutating func paintTown() {
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

    mutating func paintHouse(left: Float, width houseWidth: Float, base: Float) {
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

    mutating func paintSchool(left: Float, width schoolWidth: Float, base: Float) {
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

    mutating func paintWindow(x: Float, y: Float, size: Float) {
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

    mutating func paintCastle() {
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

    mutating func paintBattlements(left: Float, width wallWidth: Float, top: Float, color: PaintColor) {
        let merlon = 12 * unit
        var x = left
        while x + merlon <= left + wallWidth + 0.5 {
            canvas.fillRect(x: x, y: top - merlon * 0.8, width: merlon, height: merlon, color: color)
            x += merlon * 2
        }
    }

    mutating func paintSnow() {
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

    mutating func paintSnowman(base: Point, size: Float) {
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

    mutating func paintSpace() {
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
    mutating func paintRing(center: Point, radius: Float, front: Bool) {
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

    mutating func paintRocket(base: Point) {
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
}
