import Foundation
@testable import InfiniteStoriesServer
import Testing

@Suite("Password hashing")
struct PasswordHasherTests {
    // Vectors written by an independent implementation of Better Auth's algorithm (Python
    // hashlib.scrypt: NFKC password, the salt's hex text as salt, N=16384 r=16 p=1 dkLen=64).
    static let vector = "a1b2c3d4e5f60718293a4b5c6d7e8f90:324edc178fed5536282e74074c3324e04fefe43848edb60f27189a615a3f3aa62dbba1687a79868912df5ffd483b6aa3bacd8d66996d30e217f5bf9f150d6996"
    static let nfkcVector = "a1b2c3d4e5f60718293a4b5c6d7e8f90:41628238dd9493d0d962b9db233dd48b163d085e3df117237c9151959c34ff6372de1866ada5c4ec3cb6466a2f414eda86e2a3ea5a543bcf93a514f038e34bd0"

    @Test func betterAuthHashVerifies() async throws {
        let hasher = PasswordHasher()
        #expect(try await hasher.verify("correct horse battery staple", against: Self.vector))
        #expect(try await !hasher.verify("correct horse battery stapl", against: Self.vector))
    }

    @Test func passwordIsNFKCNormalised() async throws {
        let hasher = PasswordHasher()
        #expect(try await hasher.verify("Paßwörd-①②③", against: Self.nfkcVector))
        #expect(try await hasher.verify("Paßwörd-123", against: Self.nfkcVector))
    }

    @Test func newHashesRoundTripInTheSameFormat() async throws {
        let hasher = PasswordHasher()
        let hash = try await hasher.hash("bedtime-stories")
        let parts = hash.split(separator: ":")
        #expect(parts.count == 2 && parts[0].count == 32 && parts[1].count == 128)
        #expect(try await hasher.verify("bedtime-stories", against: hash))
        #expect(try await !hasher.verify("bedtime-storiez", against: hash))
        #expect(try await hasher.hash("bedtime-stories") != hash)
        #expect(try await !hasher.verify("x", against: "garbage"))
    }
}
