import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import StoryWriting
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import SharedUtilities
import Synchronization
import Testing

/// Random and adversarial JSON bodies for the auth and hero routes, up to each route's size
/// limit: every answer must be a 2xx or a 4xx (never a 5xx, never a dropped connection), and
/// `/ping` must keep answering while they are processed.
///
/// The seed is random per run and printed with every failure; `FUZZ_SEED=<n>` replays a run.
@Suite("Body fuzzing")
struct BodyFuzzTests {
    @Test func authAndHeroBodiesNeverAnswer5xxAndPingKeepsAnswering() async throws {
        let seed = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)
        var random = FuzzRandom(seed: seed)
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)

        let pings = PingProbe(url: server.baseURL.appendingPathComponent("api/v1/ping"))
        let probe = Task { await pings.run() }

        let routes: [(method: String, path: String, limit: Int, token: String?)] = [
            ("POST", "/api/auth/sign-up/email", 16 << 10, nil),
            ("POST", "/api/auth/sign-in/email", 16 << 10, nil),
            ("POST", "/api/v1/heroes", 1 << 20, token),
            ("PATCH", "/api/v1/heroes/\(hero.id)", 1 << 20, token),
        ]
        var failures: [String] = []
        for round in 0..<60 {
            for route in routes {
                let body = FuzzBody.make(for: route.path, limit: route.limit, random: &random)
                do {
                    let reply = try await server.send(route.method, route.path, token: route.token, body: body)
                    if reply.status >= 500 || reply.status < 200 {
                        failures.append("round \(round) \(route.method) \(route.path): \(reply.status) \(reply.text.prefix(200))")
                    }
                } catch {
                    failures.append("round \(round) \(route.method) \(route.path): no answer (\(error))")
                }
            }
        }
        probe.cancel()
        let result = await probe.value
        #expect(failures.isEmpty, "seed \(seed): \(failures.prefix(5))")
        #expect(result.failures == 0, "seed \(seed): \(result.failures) pings failed or took over 5 s")
        #expect(result.answered >= 5, "seed \(seed): only \(result.answered) pings answered")
        // The server is still whole: the hero is readable and unchanged in kind.
        #expect(try await server.send("GET", "/api/v1/heroes/\(hero.id)", token: token).status == 200)
    }
}

/// Pings until cancelled, one at a time, each with a 5 s limit.
private actor PingProbe {
    let url: URL
    private var answered = 0
    private var failures = 0

    init(url: URL) { self.url = url }

    func run() async -> (answered: Int, failures: Int) {
        var request = URLRequest(url: url)
        request.timeoutInterval = 5
        while !Task.isCancelled {
            do {
                let (_, response) = try await URLSession.shared.data(for: request)
                if (response as? HTTPURLResponse)?.statusCode == 200 { answered += 1 } else { failures += 1 }
            } catch {
                if !Task.isCancelled { failures += 1 }
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return (answered, failures)
    }
}

/// The offline writer's seedable generator, reused so a failing seed replays exactly.
typealias FuzzRandom = SplitMix64

/// Builds raw JSON bodies (bytes, so broken UTF-8 and lone surrogate escapes can be sent too).
enum FuzzBody {
    /// Text pieces chosen to hurt: combining marks (NFKC's quadratic case), zero-width joiners,
    /// bidi overrides, noncharacters, NUL and controls, fullwidth look-alikes, emoji sequences.
    static let pieces: [String] = [
        "a", "Mia", " ", "\u{0301}", "\u{0301}\u{0327}\u{0308}", "\u{200D}", "\u{202E}", "\u{FEFF}", "\u{FFFF}",
        "\u{0000}", "\u{001B}[2J", "\n", "\\", "\"", "ｅ", "🦄", "👨‍👩‍👧‍👦", "🇫🇷", "李", "ﷺ", "\u{10FFFF}",
        "@", ".", "..", "example.com", "<script>", "'); DROP TABLE user;--", "%00", "\u{1F3FB}",
    ]

    static func make(for path: String, limit: Int, random: inout FuzzRandom) -> Data {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            // Invalid UTF-8 and broken escapes inside an otherwise plausible object.
            return Data("{\"email\":\"a@example.com\",\"password\":\"".utf8) + Data([0xC3, 0x28, 0xFF, 0xED, 0xA0, 0x80])
                + Data("\\ud800\\udc00\\udfff\",\"name\":\"x\",\"age\":6,\"traits\":[\"Kind\"]}".utf8)
        case 1:
            // Deep nesting.
            let depth = Int.random(in: 100...20_000, using: &random)
            return Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        case 2:
            // Wrong types everywhere.
            return Data(#"{"email":1e309,"password":["x"],"name":{"a":null},"age":"six","traits":"Kind","specialAbilities":7}"#.utf8)
        default:
            // Plausible fields of adversarial text, sized from tiny up to the route's limit.
            let size = pickSize(limit: limit, random: &random)
            func text(_ budget: Int) -> String {
                var result = ""
                var bytes = 0
                let repeated = Bool.random(using: &random) ? pieces.randomElement(using: &random)! : nil
                while bytes < budget {
                    let piece = repeated ?? pieces.randomElement(using: &random)!
                    result += piece
                    bytes += max(1, piece.utf8.count)
                }
                return result
            }
            let share = max(1, size / 4)
            let object: [String: Any] = [
                "email": Bool.random(using: &random) ? "fuzz\(random.next() % 1000)@example.com" : text(min(share, 400)),
                "password": text(Int.random(in: 1...max(1, share), using: &random)),
                "name": text(Int.random(in: 1...max(1, share), using: &random)),
                "age": Int.random(in: -3...20, using: &random),
                "traits": (0..<Int.random(in: 0...25, using: &random)).map { _ in text(Int.random(in: 1...300, using: &random)) },
                "specialAbilities": [text(Int.random(in: 1...max(1, share), using: &random))],
                "appearance": text(Int.random(in: 1...max(1, share), using: &random)),
            ]
            let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data("{}".utf8)
            return data.count <= limit ? data : data.prefix(limit)
        }
    }

    private static func pickSize(limit: Int, random: inout FuzzRandom) -> Int {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: Int.random(in: 1...64, using: &random)
        case 1: Int.random(in: 64...4096, using: &random)
        case 2: Int.random(in: 4096...max(4096, limit / 2), using: &random)
        default: limit
        }
    }
}
