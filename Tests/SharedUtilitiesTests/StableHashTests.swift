import SharedUtilities
import Testing

@Suite("Stable hash")
struct StableHashTests {
    /// Reference values of FNV-1a (Fowler, Noll, Vo; the "FNV-1a" test vectors).
    @Test func fnv1aMatchesTheReferenceValues() {
        #expect(StableHash.hash("") == 0xCBF2_9CE4_8422_2325)
        #expect(StableHash.hash("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(StableHash.hash("foobar") == 0x8594_4171_F739_67E8)
        #expect(StableHash.hash32("") == 0x811C_9DC5)
        #expect(StableHash.hash32("a") == 0xE40C_292C)
        #expect(StableHash.hash32("foobar") == 0xBF9C_F968)
    }

    @Test func hashingInPiecesEqualsHashingTheWhole() {
        let whole = StableHash.hash("hero:Mia")
        #expect(StableHash.hash("Mia", into: StableHash.hash("hero:")) == whole)
        #expect(StableHash.fnv1a(Array("hero:Mia".utf8)) == whole)
    }

    @Test func hexIsSixteenLowerCaseDigits() {
        #expect(StableHash.hex("") == "cbf29ce484222325")
        #expect(StableHash.hex("a") == "af63dc4c8601ec8c")
        #expect(StableHash.hex("foobar").count == 16)
    }

    @Test func combineIsOrderSensitiveAndStable() {
        #expect(StableHash.combine(1, 2) != StableHash.combine(2, 1))
        #expect(StableHash.combine(1, 2) == StableHash.combine(1, 2))
    }
}
