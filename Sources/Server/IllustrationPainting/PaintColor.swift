/// A linear-ish RGB colour with components in `0...1`, the currency of the painters.
///
/// Floats rather than bytes so that blending, shading and mood tints can be chained without
/// rounding drift; bytes are produced once, when the canvas is encoded.
struct PaintColor: Sendable, Equatable {
    var red: Float
    var green: Float
    var blue: Float

    init(red: Float, green: Float, blue: Float) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0xRRGGBB`, the way palettes are usually written down.
    init(hex: UInt32) {
        red = Float((hex >> 16) & 0xFF) / 255
        green = Float((hex >> 8) & 0xFF) / 255
        blue = Float(hex & 0xFF) / 255
    }

    /// HSB with every component in `0...1` (hue wraps), for colours picked from a hash.
    init(hue: Float, saturation: Float, brightness: Float) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let fraction = h - Float(Int(h))
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let p = v * (1 - s)
        let q = v * (1 - s * fraction)
        let t = v * (1 - s * (1 - fraction))
        switch sector {
        case 0: self.init(red: v, green: t, blue: p)
        case 1: self.init(red: q, green: v, blue: p)
        case 2: self.init(red: p, green: v, blue: t)
        case 3: self.init(red: p, green: q, blue: v)
        case 4: self.init(red: t, green: p, blue: v)
        default: self.init(red: v, green: p, blue: q)
        }
    }

    static let white = PaintColor(hex: 0xFFFFFF)

    /// Perceived brightness (Rec. 709 weights), used to pick readable contrasts.
    var luminance: Float { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// `self` moved towards `other` by `amount` (0 keeps `self`, 1 gives `other`).
    func mixed(with other: PaintColor, _ amount: Float) -> PaintColor {
        PaintColor(red: red + (other.red - red) * amount,
                   green: green + (other.green - green) * amount,
                   blue: blue + (other.blue - blue) * amount)
    }

    /// Brighter (factor above 1) or darker (below 1), clamped to the displayable range.
    func scaled(_ factor: Float) -> PaintColor {
        PaintColor(red: min(red * factor, 1), green: min(green * factor, 1), blue: min(blue * factor, 1))
    }

    /// Component-wise product: how a coloured light falls on a surface.
    func lit(by light: PaintColor) -> PaintColor {
        PaintColor(red: red * light.red, green: green * light.green, blue: blue * light.blue)
    }
}
