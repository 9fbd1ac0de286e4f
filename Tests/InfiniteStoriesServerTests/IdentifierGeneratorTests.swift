@testable import InfiniteStoriesServer
import Testing

@Suite("Identifiers")
struct IdentifierGeneratorTests {
    /// 16 random bytes in base32: 25 letters of 5 bits and a last one of 3 (so one of 8).
    @Test func idsAreSixteenRandomBytesInLowercaseBase32() {
        let ids = (0..<400).map { _ in Array(IdentifierGenerator.make().utf8) }
        let alphabet = Set("abcdefghijklmnopqrstuvwxyz234567".utf8)
        #expect(ids.allSatisfy { $0.count == 26 && $0.allSatisfy(alphabet.contains) })
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids.map { $0[25] }) == Set("aeimquy4".utf8), "the last letter holds the last 3 bits")
        // Every byte is drawn: each of the 25 full letters takes many values over 400 ids (all
        // 32 but for a chance below 1e-4 each), and the two halves are not one draw repeated.
        for position in 0..<25 {
            #expect(Set(ids.map { $0[position] }).count >= 28, "letter \(position)")
        }
        #expect(ids.allSatisfy { $0[0..<12] != $0[13..<25] })
    }
}
