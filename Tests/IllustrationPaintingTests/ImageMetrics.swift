@testable import IllustrationPainting

/// Pixel statistics computed straight from a raster, so tests can compare pictures by what
/// they look like rather than by their bytes.
enum ImageMetrics {
    /// Mean Rec. 709 luminance, 0 (black) to 1 (white).
    static func meanLuminance(_ canvas: Canvas) -> Double {
        var sum = 0.0
        let pixels = canvas.pixels
        for index in stride(from: 0, to: pixels.count, by: 3) {
            sum += 0.2126 * Double(pixels[index]) + 0.7152 * Double(pixels[index + 1]) + 0.0722 * Double(pixels[index + 2])
        }
        return sum / Double(pixels.count / 3)
    }

    /// Mean of each channel over the whole picture.
    static func meanColor(_ canvas: Canvas) -> (red: Double, green: Double, blue: Double) {
        meanColor(canvas, where: { _ in true })
    }

    /// The fraction of pixels whose channels differ by more than `threshold` (0...1) in total.
    static func differingFraction(_ a: Canvas, _ b: Canvas, threshold: Float = 0.1) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        var differing = 0
        for index in stride(from: 0, to: a.pixels.count, by: 3) where difference(a, b, at: index) > threshold {
            differing += 1
        }
        return Double(differing) / Double(a.pixels.count / 3)
    }

    /// Mean colour of `a` over the pixels where it clearly differs from `b`: "what changed".
    static func meanColorWhereDifferent(_ a: Canvas, from b: Canvas, threshold: Float = 0.1)
        -> (red: Double, green: Double, blue: Double, count: Int) {
        var count = 0
        let color = meanColor(a) { index in
            let differs = difference(a, b, at: index) > threshold
            if differs { count += 1 }
            return differs
        }
        return (color.red, color.green, color.blue, count)
    }

    private static func difference(_ a: Canvas, _ b: Canvas, at index: Int) -> Float {
        abs(a.pixels[index] - b.pixels[index]) + abs(a.pixels[index + 1] - b.pixels[index + 1])
            + abs(a.pixels[index + 2] - b.pixels[index + 2])
    }

    private static func meanColor(_ canvas: Canvas, where include: (Int) -> Bool)
        -> (red: Double, green: Double, blue: Double) {
        var red = 0.0, green = 0.0, blue = 0.0
        var count = 0
        let pixels = canvas.pixels
        for index in stride(from: 0, to: pixels.count, by: 3) where include(index) {
            red += Double(pixels[index])
            green += Double(pixels[index + 1])
            blue += Double(pixels[index + 2])
            count += 1
        }
        guard count > 0 else { return (0, 0, 0) }
        return (red / Double(count), green / Double(count), blue / Double(count))
    }
}
