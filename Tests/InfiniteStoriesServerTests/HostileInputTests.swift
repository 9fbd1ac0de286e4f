import Foundation
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// Abuse cases of the kind Better Auth and OWASP ASVS test: work bounded before Unicode
/// normalisation and hashing, size limits on every kind of body, Better Auth's email grammar.
@Suite("Hostile input")
struct HostileInputTests {
    /// `a` followed by combining acute accents: one grapheme, `count` + 1 UTF-16 units, and the
    /// worst case for NFKC (its cost grows with the square of a run of combining marks).
    static func combiningRun(_ count: Int) -> String {
        "a" + String(repeating: "\u{0301}", count: count)
    }

    @Test func longPasswordsAreRefusedBeforeAnyHashing() async throws {
        let counter = PasswordHashingCounter()
        let server = try await TestServer.start(hashingCounter: counter)
        defer { Task { try await server.finish() } }
        // ~10 KB: inside the auth body limit, so the length rule is what refuses it.
        let password = Self.combiningRun(5000)
        let signIn = try await server.send("POST", "/api/auth/sign-in/email",
                                           json: ["email": "victim@example.com", "password": password])
        #expect(signIn.status == 400)
        #expect(signIn.json["code"] as? String == "PASSWORD_TOO_LONG")
        let signUp = try await server.send("POST", "/api/auth/sign-up/email",
                                           json: ["email": "victim@example.com", "password": password, "name": "V"])
        #expect(signUp.status == 400)
        #expect(signUp.json["code"] as? String == "PASSWORD_TOO_LONG")
        // 129 UTF-16 units in 65 characters: too long by Better Auth's count, refused unhashed too.
        let emoji = String(repeating: "🦄", count: 64) + "x"
        let unicorns = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "victim@example.com", "password": emoji])
        #expect(unicorns.json["code"] as? String == "PASSWORD_TOO_LONG")
        #expect(counter.derivations == 0, "nothing was normalised or hashed")
        // A wrong password of a valid length is hashed (same work as a right one: no enumeration).
        let wrong = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "victim@example.com", "password": "wrong-password"])
        #expect(wrong.status == 401)
        #expect(counter.derivations == 1)
    }

    @Test func passwordLengthCountsUTF16UnitsAsBetterAuthDoes() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        func signUp(_ password: String) async throws -> TestServer.Reply {
            try await server.send("POST", "/api/auth/sign-up/email",
                                  json: ["email": "u\(UUID().uuidString.prefix(8))@example.com", "password": password, "name": "P"])
        }
        // 64 unicorns are 128 UTF-16 units (the maximum); 65 are 130, though only 65 characters.
        #expect(try await signUp(String(repeating: "🦄", count: 64)).status == 200)
        #expect(try await signUp(String(repeating: "🦄", count: 65)).json["code"] as? String == "PASSWORD_TOO_LONG")
        // 4 unicorns are 8 units: long enough, though only 4 characters.
        #expect(try await signUp(String(repeating: "🦄", count: 4)).status == 200)
        #expect(try await signUp("é\u{0301}abcd").json["code"] as? String == "PASSWORD_TOO_SHORT")
        // A password of many combining marks counts every mark.
        #expect(try await signUp(Self.combiningRun(127)).status == 200)
        #expect(try await signUp(Self.combiningRun(128)).json["code"] as? String == "PASSWORD_TOO_LONG")
    }

    @Test func authBodiesOverSixteenKiBAre413WithoutParsing() async throws {
        let counter = PasswordHashingCounter()
        let server = try await TestServer.start(hashingCounter: counter)
        defer { Task { try await server.finish() } }
        let big = try JSONSerialization.data(withJSONObject: ["email": "a@example.com", "password": Self.combiningRun(100_000)])
        let sized = try await server.send("POST", "/api/auth/sign-in/email", body: big)
        #expect(sized.status == 413)
        #expect(sized.json["code"] as? String == "PAYLOAD_TOO_LARGE")
        #expect(sized.json["message"] as? String == "Request body must be at most 16 KiB")
        #expect(sized.header("Cache-Control") == "no-store")
        let chunked = try RawHTTP.postChunked(port: server.baseURL.port!, path: "/api/auth/sign-up/email", body: big)
        #expect(chunked.status == 413)
        #expect(chunked.body.contains("\"PAYLOAD_TOO_LARGE\""), "\(chunked.body)")
        #expect(counter.derivations == 0)
        // A body just under the limit is read and judged on its fields.
        let padded = try JSONSerialization.data(withJSONObject: ["email": "a@example.com", "password": "12345678",
                                                                 "padding": String(repeating: "p", count: 15_000)])
        #expect(try await server.send("POST", "/api/auth/sign-in/email", body: padded).status == 401)
    }

    @Test func chunkedBodiesOverTheLimitAre413OnEveryRoute() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id)
        let huge = Data(("{\"name\":\"" + String(repeating: "x", count: 1_100_000) + "\",\"traits\":[\"Kind\"]}").utf8)
        for path in ["/api/v1/heroes", "/api/v1/stories", "/api/v1/stories/\(story.id)/audio",
                     "/api/v1/stories/\(story.id)/illustrations", "/api/v1/heroes/\(hero.id)/avatar"] {
            let answer = try RawHTTP.postChunked(port: server.baseURL.port!, path: path, body: huge, token: token)
            #expect(answer.status == 413, "\(path): \(answer.status) \(answer.body)")
            #expect(answer.body.contains("\"error\":\"PayloadTooLarge\""), "\(path): \(answer.body)")
        }
        // Under the limit, chunked bodies work like any other.
        let small = try JSONSerialization.data(withJSONObject: ["name": "Chunky", "age": 5, "traits": ["Kind"]])
        let created = try RawHTTP.postChunked(port: server.baseURL.port!, path: "/api/v1/heroes", body: small, chunkSize: 7, token: token)
        #expect(created.status == 201, "\(created.body)")
    }

    @Test func characterLimitsAlsoBoundBytes() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        // One grapheme of 80 KB: 1 character, far more bytes than 200 characters may hold.
        let name = Self.combiningRun(40_000)
        let hero = try await server.send("POST", "/api/v1/heroes", token: token, json: ["name": name, "age": 6, "traits": ["Kind"]])
        #expect(hero.status == 400)
        let details = hero.json["details"] as? [String: String]
        #expect(details?["name"] == "must be at most 1600 bytes of text")
        let trait = try await server.send("POST", "/api/v1/heroes", token: token,
                                          json: ["name": "Mia", "age": 6, "traits": [Self.combiningRun(1000)]])
        #expect((trait.json["details"] as? [String: String])?["traits"] == "each item must be at most 800 bytes of text")
        let signUp = try await server.send("POST", "/api/auth/sign-up/email",
                                           json: ["email": "n@example.com", "password": "12345678", "name": Self.combiningRun(4000)])
        #expect(signUp.status == 400)
        #expect(signUp.json["code"] as? String == "VALIDATION_ERROR")
        // Real text of the maximum length in any script still fits: 200 decomposed é (600 bytes),
        // 200 emoji families (5,000 bytes would not; 200 flags of 8 bytes do).
        let decomposed = String(repeating: "e\u{0301}", count: 200)
        #expect(try await server.send("POST", "/api/v1/heroes", token: token,
                                      json: ["name": decomposed, "age": 6, "traits": ["Kind"]]).status == 201)
        let flags = String(repeating: "🇫🇷", count: 200)
        #expect(try await server.send("POST", "/api/v1/heroes", token: token,
                                      json: ["name": flags, "age": 6, "traits": ["Kind"]]).status == 201)
        // Story fields too: a custom prompt of one 20 KB grapheme is refused.
        let heroID = try await server.createHero(token: token).id
        let story = try await server.send("POST", "/api/v1/stories", token: token,
                                          json: ["heroId": heroID, "language": "English", "customPrompt": Self.combiningRun(10_000)])
        #expect(story.status == 400)
        #expect((story.json["details"] as? [String: String])?["customPrompt"] == "must be at most 8000 bytes of text")
    }

    @Test(arguments: [
        ".leading@example.com", "a..b@example.com", "trailing.@example.com", "zoë@example.com",
        "user@example.123", "<script>alert(1)</script>@example.com", "a@b", "a@-example.com", "a@example..com",
        "quote'@example.com", "a b@example.com", "a@exämple.com", "a@example.c", "\u{FF41}@example.com",
    ])
    func emailsBetterAuthRefusesAre400(email: String) async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let reply = try await server.send("POST", "/api/auth/sign-up/email", json: ["email": email, "password": "12345678", "name": "E"])
        #expect(reply.status == 400, "\(email)")
        #expect(reply.json["code"] as? String == "INVALID_EMAIL", "\(email)")
    }

    @Test func emailsAreStoredAndAnsweredLowercased() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        for email in ["o'brien+tag@example.com", "a-b_c@sub-domain.example.co.uk", "x@1example.com"] {
            let reply = try await server.send("POST", "/api/auth/sign-up/email", json: ["email": email, "password": "12345678", "name": "E"])
            #expect(reply.status == 200, "\(email): \(reply.text)")
        }
        let mixed = try await server.send("POST", "/api/auth/sign-up/email", json: ["email": " User@Example.COM ", "password": "12345678", "name": "U"])
        #expect(try mixed.decode(AuthResponse.self).user.email == "user@example.com")
        let signIn = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "USER@example.com", "password": "12345678"])
        #expect(try signIn.decode(AuthResponse.self).user.email == "user@example.com")
        let session = try await server.send("GET", "/api/auth/get-session", token: try signIn.decode(AuthResponse.self).token)
        #expect(try session.decode(SessionResponse.self).user.email == "user@example.com")
    }

    @Test(.enabled(if: TestDatabase.isSQLite, "a SQLite migration"))
    func emailsStoredAsTypedByEarlierVersionsAreLowercasedByTheMigration() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try SQLiteStore(directory: folder, migrateUpTo: "v5-story-hero-paging-index")
        try await old.pool.write { db in
            try db.execute(sql: """
                INSERT INTO user (id, email, emailKey, name, passwordHash, createdAt, updatedAt)
                VALUES ('u1', 'Ada@Example.com', 'ada@example.com', 'Ada', NULL, ?, ?)
                """, arguments: [Date(), Date()])
        }
        let migrated = try SQLiteStore(directory: folder)
        let user = try await migrated.user(withEmail: "ADA@example.com")
        #expect(user?.email == "ada@example.com")
    }

    @Test func answersCarryingTokensOrSessionsAreNotStored() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let up = try await server.send("POST", "/api/auth/sign-up/email", json: ["email": "ns@example.com", "password": "12345678", "name": "N"])
        #expect(up.header("Cache-Control") == "no-store")
        let token = try up.decode(AuthResponse.self).token
        let inn = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "ns@example.com", "password": "12345678"])
        #expect(inn.header("Cache-Control") == "no-store")
        let session = try await server.send("GET", "/api/auth/get-session", token: token)
        #expect(session.status == 200)
        #expect(session.header("Cache-Control") == "no-store")
        #expect(try await server.send("GET", "/api/auth/get-session").header("Cache-Control") == "no-store")
        let failed = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "ns@example.com", "password": "wrong-one"])
        #expect(failed.status == 401)
        #expect(failed.header("Cache-Control") == "no-store")
        #expect(try await server.send("POST", "/api/auth/sign-out", token: token).header("Cache-Control") == "no-store")
    }

    @Test func pagingIsLenientAsUpstreamIs() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        for index in 0..<3 { _ = try await server.createHero(token: token, name: "Hero \(index)") }
        let cases: [(String, Int, Int)] = [
            ("offset=-5", 50, 0), ("offset=abc", 50, 0), ("offset=1.5", 50, 1), ("offset=2abc", 50, 2),
            ("offset=99999999999999999999999", 50, ListQuery.maximumOffset), ("limit=abc", 50, 0),
            ("limit=-4&offset=-1", 1, 0), ("limit=%2010", 10, 0),
        ]
        for (query, limit, offset) in cases {
            let reply = try await server.send("GET", "/api/v1/heroes?\(query)", token: token)
            #expect(reply.status == 200, "\(query): \(reply.text)")
            let page = try reply.data(HeroPage.self).pagination
            #expect(page.limit == limit && page.offset == offset, "\(query): \(page)")
        }
        #expect(try await server.send("GET", "/api/v1/heroes?updatedAfter=yesterday", token: token).status == 400)
    }
}

extension HostileInputTests {
    /// PostgreSQL's text cannot hold U+0000: both stores refuse it the same way, with a message,
    /// in a body, a path or a query.
    @Test func theNULCharacterIsRefusedWithAMessageNotA500() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let signUp = try await server.send("POST", "/api/auth/sign-up/email",
                                           body: Data(#"{"email":"nul@example.com","password":"12345678","name":"A\u0000B"}"#.utf8))
        #expect(signUp.status == 400)
        #expect(signUp.text.contains("NUL"))
        let token = try await server.signUp()
        let hero = try await server.send("POST", "/api/v1/heroes", token: token,
                                         body: Data(#"{"name":"Mi\u0000a","age":6,"traits":["Brave"]}"#.utf8))
        #expect(hero.status == 400)
        for path in ["/api/v1/heroes/a%00b", "/api/v1/stories/%00", "/api/v1/custom-events/x%00",
                     "/api/v1/stories?language=%00", "/api/v1/stories?heroId=a%00", "/api/v1/custom-events?category=%00"] {
            let reply = try await server.send("GET", path, token: token)
            #expect(reply.status == 400, "\(path)")
            #expect(reply.text.contains("NUL"), "\(path)")
        }
        let keyed = try await server.send("POST", "/api/v1/heroes", token: token,
                                          body: Data(#"{"name":"Mia","age":6,"traits":["Brave"]}"#.utf8),
                                          headers: ["Idempotency-Key": "a\u{0}b"])
        #expect(keyed.status < 500)
    }
}
