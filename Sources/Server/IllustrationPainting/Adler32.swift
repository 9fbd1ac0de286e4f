/// The Adler-32 checksum that closes a zlib stream (RFC 1950).
///
/// Readers such as Python's `zlib` reject a stream whose trailer is wrong, so it must be exact.
enum Adler32 {
    private static let modulus: UInt32 = 65_521
    /// The most bytes that can be summed before `b` could overflow 32 bits (zlib's NMAX), so the
    /// costly modulo runs once per block instead of once per byte.
    private static let blockLength = 5_552

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let end = min(index + blockLength, buffer.count)
                while index < end {
                    a &+= UInt32(buffer[index])
                    b &+= a
                    index += 1
                }
                a %= modulus
                b %= modulus
            }
        }
        return (b << 16) | a
    }
}
