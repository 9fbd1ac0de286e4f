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

    @Test func adler32MatchesKnownValues() {
        // RFC 1950's worked example and the empty input.
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([]) == 1)
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
        #expect(Adler32.checksum(bytes) == (b << 16 | a))
    }
}
