import Foundation

/// Writes 8-bit truecolour PNG files (RGB or RGBA), with zlib as the only library.
///
/// The server must produce images without an image library on the machine, so this is a small
/// encoder of our own: per-row adaptive filtering (the usual "smallest sum of absolute
/// differences" heuristic), a zlib stream from `ZlibEncoder` (zlib itself, ADR 0028), and the
/// IHDR/IDAT/IEND chunks sealed with CRC-32.
public enum PNGEncoder {
    /// How the pixel data is packed inside the zlib stream.
    public enum Compression: Sendable, Equatable {
        /// No compression: largest files, simplest stream (handy for checking readers).
        case none
        /// zlib's DEFLATE at its default level: small files for flat artwork, fast.
        case fast
    }

    /// The largest width or height written; bigger requests are clamped so a bad argument
    /// cannot make us allocate gigabytes.
    public static let maximumSide = 8_192

    /// PNG bytes for RGBA pixels (4 bytes per pixel, rows top to bottom, no padding).
    ///
    /// Odd input never traps: sides are clamped to `1...maximumSide`, missing pixel bytes are
    /// written as transparent black and surplus bytes are ignored.
    public static func encode(width: Int, height: Int, rgba: [UInt8], compression: Compression = .fast) -> Data {
        encode(width: width, height: height, pixels: rgba, channels: 4, compression: compression)
    }

    /// PNG bytes for opaque RGB pixels (3 bytes per pixel); same clamping rules as the RGBA form.
    public static func encode(width: Int, height: Int, rgb: [UInt8], compression: Compression = .fast) -> Data {
        encode(width: width, height: height, pixels: rgb, channels: 3, compression: compression)
    }

    private static func encode(width: Int, height: Int, pixels: [UInt8], channels: Int,
                               compression: Compression) -> Data {
        let width = min(max(width, 1), maximumSide)
        let height = min(max(height, 1), maximumSide)
        let filtered = filteredScanlines(width: width, height: height, pixels: pixels, channels: channels)
        let stream = ZlibEncoder.compress(filtered, method: compression == .none ? .stored : .deflate)

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = [UInt8]()
        header.append(contentsOf: bigEndian(UInt32(width)))
        header.append(contentsOf: bigEndian(UInt32(height)))
        // Bit depth 8; colour type 6 (RGBA) or 2 (RGB); deflate; adaptive filtering; no interlace.
        header.append(contentsOf: [8, channels == 4 ? 6 : 2, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", stream, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout Data) {
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: bigEndian(UInt32(data.count)))
        png.append(contentsOf: typeBytes)
        png.append(contentsOf: data)
        png.append(contentsOf: bigEndian(CRC32.checksum(data, continuing: CRC32.checksum(typeBytes))))
    }

    /// Every row prefixed with the filter byte that makes it smallest (sum of absolute signed
    /// residuals), which keeps smooth gradients and flat areas highly compressible.
    private static func filteredScanlines(width: Int, height: Int, pixels: [UInt8], channels: Int) -> [UInt8] {
        let stride = width * channels
        let needed = stride * height
        let source: [UInt8]
        if pixels.count == needed {
            source = pixels
        } else {
            var padded = [UInt8](repeating: 0, count: needed)
            let copied = min(needed, pixels.count)
            padded.replaceSubrange(0..<copied, with: pixels[0..<copied])
            source = padded
        }
        var output = [UInt8](repeating: 0, count: (stride + 1) * height)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        let zeroRow = [UInt8](repeating: 0, count: stride)

        source.withUnsafeBufferPointer { source in
            zeroRow.withUnsafeBufferPointer { zeroRow in
                output.withUnsafeMutableBufferPointer { output in
                    candidate.withUnsafeMutableBufferPointer { candidateBuffer in
                        best.withUnsafeMutableBufferPointer { bestBuffer in
                            // Swapping the two views (not the bytes) keeps the best row so far.
                            var candidate = candidateBuffer
                            var best = bestBuffer
                            for row in 0..<height {
                                let current = UnsafeBufferPointer(rebasing: source[(row * stride)..<((row + 1) * stride)])
                                let above = row == 0
                                    ? zeroRow
                                    : UnsafeBufferPointer(rebasing: source[((row - 1) * stride)..<(row * stride)])
                                var bestFilter: UInt8 = 0
                                var bestScore = Int.max
                                for filter in UInt8(0)...4 {
                                    let score = apply(filter: filter, current: current, above: above,
                                                      channels: channels, into: candidate)
                                    if score < bestScore {
                                        bestScore = score
                                        bestFilter = filter
                                        swap(&best, &candidate)
                                    }
                                }
                                let start = row * (stride + 1)
                                output[start] = bestFilter
                                for index in 0..<stride { output[start + 1 + index] = best[index] }
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    /// Filters one row into `out` and returns its heuristic cost.
    @inline(__always)
    private static func apply(filter: UInt8, current: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
                              channels: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var score = 0
        for index in 0..<current.count {
            let x = current[index]
            let left: UInt8 = index >= channels ? current[index - channels] : 0
            let up = above[index]
            let upLeft: UInt8 = index >= channels ? above[index - channels] : 0
            let predictor: UInt8
            switch filter {
            case 0: predictor = 0
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = UInt8((Int(left) + Int(up)) / 2)
            default: predictor = paeth(left: left, up: up, upLeft: upLeft)
            }
            let residual = x &- predictor
            out[index] = residual
            score += Int(Int8(bitPattern: residual).magnitude)
        }
        return score
    }

    @inline(__always)
    private static func paeth(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(upLeft)
        let distanceLeft = abs(estimate - Int(left))
        let distanceUp = abs(estimate - Int(up))
        let distanceUpLeft = abs(estimate - Int(upLeft))
        if distanceLeft <= distanceUp, distanceLeft <= distanceUpLeft { return left }
        if distanceUp <= distanceUpLeft { return up }
        return upLeft
    }
}
