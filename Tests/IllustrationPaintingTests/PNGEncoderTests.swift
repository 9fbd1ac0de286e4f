import Foundation
import Testing
@testable import IllustrationPainting

/// PNG files are validated by Python's `zlib`/`struct` (and Pillow when present), never by
/// reading them back with our own code.
struct PNGEncoderTests {
    /// A busy pattern with gradients, flat runs and noise, so every row filter gets chosen.
    static func pattern(width: Int, height: Int, channels: Int) -> [UInt8] {
        var generator = SeededGenerator(seed: UInt64(width * 31 + height))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * channels)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<channels {
                    switch (y / 5) % 3 {
                    case 0: bytes.append(UInt8(truncatingIfNeeded: x * 4 + channel * 40))
                    case 1: bytes.append(channel == 3 ? 255 : 120)
                    default: bytes.append(UInt8(truncatingIfNeeded: generator.next()))
                    }
                }
            }
        }
        return bytes
    }

    @Test(arguments: [PNGEncoder.Compression.none, .fast])
    func rgbImageIsValidAndLossless(compression: PNGEncoder.Compression) throws {
        let pixels = Self.pattern(width: 37, height: 23, channels: 3)
        let png = PNGEncoder.encode(width: 37, height: 23, rgb: pixels, compression: compression)
        let (report, decoded) = try PythonReference.inspectPNG(png, decodePixels: true)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.chunks == ["IHDR", "IDAT", "IEND"])
        #expect(report.width == 37 && report.height == 23)
        #expect(report.bitDepth == 8 && report.colorType == 2 && report.interlace == 0)
        #expect(report.inflatedLength == report.expectedLength)
        #expect(report.inflatedLength == 23 * (1 + 37 * 3))
        #expect(decoded == pixels)
    }

    @Test func rgbaImageIsValidAndLossless() throws {
        let pixels = Self.pattern(width: 20, height: 31, channels: 4)
        let png = PNGEncoder.encode(width: 20, height: 31, rgba: pixels)
        let (report, decoded) = try PythonReference.inspectPNG(png, decodePixels: true)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.colorType == 6)
        #expect(report.inflatedLength == 31 * (1 + 20 * 4))
        #expect(decoded == pixels)
    }

    @Test func adaptiveFilteringUsesMoreThanOneFilter() throws {
        let png = PNGEncoder.encode(width: 64, height: 60, rgb: Self.pattern(width: 64, height: 60, channels: 3))
        let (report, _) = try PythonReference.inspectPNG(png)
        #expect(report.filterTypes.count > 1, "filters used: \(report.filterTypes)")
    }

    @Test func oddArgumentsAreClampedNotTrapped() throws {
        // Zero and negative sides become 1; a short buffer is padded, a long one truncated.
        let cases = [(0, 0, 0), (-5, 3, 2), (4, 4, 1_000), (3, 2, 5), (Int.min, Int.max, 0)]
        let reports = try PythonReference.inspectPNGs(cases.map { width, height, count in
            PNGEncoder.encode(width: width, height: height, rgba: [UInt8](repeating: 200, count: count))
        })
        for ((width, height, _), (report, _)) in zip(cases, reports) {
            #expect(report.errors.isEmpty)
            #expect(report.width == min(max(width, 1), PNGEncoder.maximumSide))
            #expect(report.height == min(max(height, 1), PNGEncoder.maximumSide))
            #expect(report.inflatedLength == report.expectedLength)
        }
    }

    @Test func fastCompressionIsMuchSmallerThanStoredOnFlatArt() {
        var pixels: [UInt8] = []
        for y in 0..<200 {
            for _ in 0..<300 { pixels += y < 120 ? [40, 90, 200] : [60, 160, 70] }
        }
        let stored = PNGEncoder.encode(width: 300, height: 200, rgb: pixels, compression: .none)
        let fast = PNGEncoder.encode(width: 300, height: 200, rgb: pixels, compression: .fast)
        #expect(stored.count > 180_000)
        #expect(fast.count * 20 < stored.count)
    }

    @Test(.enabled(if: PythonReference.hasPillow, "Pillow is not installed"))
    func pillowReadsTheSamePixels() throws {
        let rgb = Self.pattern(width: 33, height: 17, channels: 3)
        let decoded = try PythonReference.decodeWithPillow(PNGEncoder.encode(width: 33, height: 17, rgb: rgb))
        #expect(decoded.width == 33 && decoded.height == 17 && decoded.mode == "RGB")
        #expect(decoded.pixels == rgb)
        let rgba = Self.pattern(width: 9, height: 40, channels: 4)
        let decodedRGBA = try PythonReference.decodeWithPillow(PNGEncoder.encode(width: 9, height: 40, rgba: rgba))
        #expect(decodedRGBA.mode == "RGBA")
        #expect(decodedRGBA.pixels == rgba)
    }
}
