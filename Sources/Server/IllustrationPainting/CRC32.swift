/// The CRC-32 checksum (ISO-HDLC / PNG / zlib polynomial `0xEDB88320`, reflected).
///
/// PNG seals every chunk with it, so a reader can tell a damaged file from a valid one; we
/// compute it ourselves because Foundation on Linux offers no checksum API.
enum CRC32 {
    /// One entry per byte value, so the checksum costs one lookup per byte instead of eight shifts.
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = (value & 1) != 0 ? (0xEDB8_8320 ^ (value >> 1)) : (value >> 1)
        }
        return value
    }

    /// The checksum of `bytes`, continuing from `initial` so several buffers can be chained
    /// (PNG checksums the chunk type and then the chunk data).
    static func checksum<Bytes: Sequence>(_ bytes: Bytes, continuing initial: UInt32 = 0) -> UInt32
    where Bytes.Element == UInt8 {
        var crc = ~initial
        table.withUnsafeBufferPointer { table in
            for byte in bytes {
                crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            }
        }
        return ~crc
    }
}
