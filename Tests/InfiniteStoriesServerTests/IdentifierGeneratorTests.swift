@testable import InfiniteStoriesServer
import Testing

@Suite("Identifiers")
struct IdentifierGeneratorTests {
    /// Vectors from Python's `base64.b32encode(...).lower().rstrip("=")`.
    @Test func bytesAreEncodedAsLowercaseBase32WithoutPadding() {
        #expect(IdentifierGenerator.encode(Array(1...16)) == "aebagbafaydqqcikbmga2dqpca")
        #expect(IdentifierGenerator.encode([UInt8](repeating: 0xFF, count: 16)) == "77777777777777777777777774")
        #expect(IdentifierGenerator.encode(Array("Good night, moon".utf8)) == "i5xw6zbanzuwo2dufqqg233pny")
    }

    /// The two draws give all 16 bytes, each word's most significant byte first.
    @Test func twoDrawsGiveSixteenBytesInOrder() {
        #expect(IdentifierGenerator.bytes(0x0102_0304_0506_0708, 0x090A_0B0C_0D0E_0F10) == Array(1...16))
    }

    @Test func idsAreDistinctAndInTheAlphabet() {
        let ids = (0..<400).map { _ in IdentifierGenerator.make() }
        let alphabet = Set("abcdefghijklmnopqrstuvwxyz234567")
        #expect(ids.allSatisfy { $0.count == 26 && $0.allSatisfy(alphabet.contains) })
        #expect(Set(ids).count == ids.count)
    }
}
