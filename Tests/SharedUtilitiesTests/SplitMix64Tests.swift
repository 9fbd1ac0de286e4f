import SharedUtilities
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test func matchesTheReferenceSequence() {
        // Reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func theSameSeedGivesTheSameSequence() {
        var first = SplitMix64(seed: 42), second = SplitMix64(seed: 42), other = SplitMix64(seed: 43)
        let a = (0..<10).map { _ in first.next() }
        #expect(a == (0..<10).map { _ in second.next() })
        #expect(a != (0..<10).map { _ in other.next() })
    }
}
