import Foundation

/// Paints a `SceneDescription` back to front: sky, sky objects, landscape, props, characters,
/// weather, magic and finally the mood grade.
///
/// All geometry is proportional to the canvas so a scene looks alike at any size; the seed only
/// moves details (where the stars are, how the hills roll, which side the hero stands on).
struct ScenePainter {
    let scene: SceneDescription
    var random: SeededGenerator
    var canvas: Canvas
    /// Multiplies the colour of every lit (non-glowing) object: blue at night, orange at dusk.
    let light: PaintColor
    let width: Float
    let height: Float
    /// One "design pixel" of the 512x384 reference layout.
    let unit: Float
    let horizon: Float
    /// Where the hero stands; props keep clear of it.
    let heroX: Float
    let heroFacesRight: Bool

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

    func shade(_ color: PaintColor) -> PaintColor { color.lit(by: light) }
    func shade(_ hex: UInt32) -> PaintColor { PaintColor(hex: hex).lit(by: light) }

    mutating func paintAll() {
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

    // MARK: - Helpers

    /// An x position that keeps `margin` away from the hero (on the other side when needed).
    mutating func awayFromHero(margin: Float) -> Float {
        for _ in 0..<6 {
            let x = random.float(0.04, 0.96) * width
            if abs(x - heroX) > margin { return x }
        }
        return heroFacesRight ? width * 0.9 : width * 0.1
    }

    /// How many of something spread across the width, for the same density at every size.
    func scaledWidthCount(_ count: Int) -> Int {
        max(2, Int((Float(count) * width / 512).rounded()))
    }
}
