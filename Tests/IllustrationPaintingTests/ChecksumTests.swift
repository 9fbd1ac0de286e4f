import Testing
@testable import IllustrationPainting

/// Checksums against the published check values of their specifications.
struct ChecksumTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        // The CRC-32/ISO-HDLC catalogue check value for "123456789".
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func crc32CanBeContinuedAcrossBuffers() {
        let whole = CRC32.checksum(Array("IHDRpayload".utf8))
        let chained = CRC32.checksum(Array("payload".utf8), continuing: CRC32.checksum(Array("IHDR".utf8)))
        #expect(whole == chained)
    }

    /// The Adler-32 trailer of a zlib stream (zlib writes it now; readers reject a wrong one).
    private static func adler32Trailer(_ bytes: [UInt8]) -> UInt32 {
        ZlibEncoder.compress(bytes).suffix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test func adler32MatchesKnownValues() {
        // RFC 1950's worked example and the empty input.
        #expect(Self.adler32Trailer(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Self.adler32Trailer([]) == 1)
    }

    @Test func adler32StaysCorrectPastTheBlockedModulo() {
        // Long runs of 0xFF are where a wrong modulo schedule would overflow; compare with a
        // direct per-byte reference.
        let bytes = [UInt8](repeating: 0xFF, count: 20_000) + Array(0...255)
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        #expect(Self.adler32Trailer(bytes) == (b << 16 | a))
    }

    @Test func crc32OfNothingLeavesTheChecksumAsItWas() {
        // PNG's IEND chunk has no data: its CRC is the CRC of the type alone.
        let type = CRC32.checksum(Array("IEND".utf8))
        #expect(CRC32.checksum([], continuing: type) == type)
        #expect(type == 0xAE42_6082)
    }
}
