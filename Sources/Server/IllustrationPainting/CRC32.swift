import CLibZ

/// The CRC-32 that seals every PNG chunk (ISO-HDLC polynomial), computed by zlib.
///
/// Readers reject a chunk whose CRC is wrong, so it must be exact; zlib's is the reference one.
enum CRC32 {
    /// The checksum of `bytes`, continuing from `crc` (0 for a new checksum).
    static func checksum(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        // zlib answers 0 for a null buffer whatever `crc` is: an empty one changes nothing.
        guard !bytes.isEmpty else { return crc }
        return bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
