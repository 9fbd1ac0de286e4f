import Testing
@testable import IllustrationPainting

/// Our zlib streams must be accepted by a real inflater: CPython's `zlib.decompress`.
struct ZlibEncoderTests {
    /// Inputs that exercise stored-block splitting, every match length up to 258, long runs,
    /// far distances and incompressible data (written for our former deflater; kept for zlib's).
    static let samples: [(name: String, bytes: [UInt8])] = {
        var generator = SeededGenerator(seed: 42)
        let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        var farRepeat = (0..<33_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        farRepeat += farRepeat.prefix(2_000)
        var lengths: [UInt8] = []
        for length in 1...300 {
            lengths += [UInt8](repeating: UInt8(length % 251), count: length) + [0xAB, 0xCD]
        }
        return [
            ("empty", []),
            ("one byte", [7]),
            ("text", Array(String(repeating: "Once upon a time, a small owl. ", count: 400).utf8)),
            ("zeros", [UInt8](repeating: 0, count: 100_000)),
            ("noise", noise),
            ("far repeat", farRepeat),
            ("all lengths", lengths),
        ]
    }()

    @Test(arguments: [ZlibEncoder.Method.stored, .deflate])
    func pythonInflatesEverySample(method: ZlibEncoder.Method) throws {
        let inflated = try PythonReference.inflate(Self.samples.map { ZlibEncoder.compress($0.bytes, method: method) })
        for (sample, result) in zip(Self.samples, inflated) {
            #expect(result == sample.bytes, "\(sample.name) did not round-trip with \(method)")
        }
    }

    @Test func deflateActuallyCompressesRepetitiveData() {
        let zeros = [UInt8](repeating: 0, count: 100_000)
        #expect(ZlibEncoder.compress(zeros, method: .deflate).count < 1_000)
        // What PNG filtering leaves of a flat-shaded picture: each row a filter byte, then long
        // runs of a few values (Z_RLE's case: it matches runs, not repeated phrases).
        var rows: [UInt8] = []
        for row in 0..<200 {
            rows.append(row % 2 == 0 ? 0 : 2)
            for band in 0..<8 { rows += [UInt8](repeating: UInt8(band * 17 + row % 3), count: 240) }
        }
        #expect(ZlibEncoder.compress(rows, method: .deflate).count < rows.count / 10)
    }
}
