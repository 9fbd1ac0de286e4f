import Foundation

/// A WAV file's format and PCM data size, read from its RIFF chunks.
///
/// Written for the tests only, straight from the RIFF/WAVE layout, so the MP3 parser's durations
/// are checked against something that shares none of its code.
struct RIFFWave {
    let channels: Int
    let sampleRate: Int
    let bitsPerSample: Int
    let dataByteCount: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 12,
              String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF",
              String(decoding: bytes[8..<12], as: UTF8.self) == "WAVE" else { return nil }
        var format: (channels: Int, rate: Int, bits: Int)?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = Self.littleEndian(bytes, offset + 4, 4)
            let body = offset + 8
            if id == "fmt ", body + 16 <= bytes.count {
                format = (Self.littleEndian(bytes, body + 2, 2), Self.littleEndian(bytes, body + 4, 4),
                          Self.littleEndian(bytes, body + 14, 2))
            } else if id == "data", let format {
                // A streaming writer may leave a placeholder size: trust the bytes actually there.
                channels = format.channels
                sampleRate = format.rate
                bitsPerSample = format.bits
                dataByteCount = min(size, bytes.count - body)
                return
            }
            offset = body + size + (size & 1)
        }
        return nil
    }

    var duration: Double {
        Double(dataByteCount) / Double(sampleRate * channels * (bitsPerSample / 8))
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reversed().reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
}
