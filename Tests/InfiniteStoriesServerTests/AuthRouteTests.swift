import Foundation
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

@Suite("Auth routes")
struct AuthRouteTests {
    @Test func signUpSignInGetSessionAndSignOut() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }

        let signUp = try await server.send("POST", "/api/auth/sign-up/email",
                                           json: ["email": "  Ada@Example.com ", "password": "lovelace-1815", "name": "Ada"])
        #expect(signUp.status == 200)
        let created = try signUp.decode(AuthResponse.self)
        #expect(created.user.email == "ada@example.com", "stored and answered lowercased, as Better Auth does")
        #expect(created.user.name == "Ada")
        #expect(created.user.emailVerified == false)
        #expect(signUp.header("set-auth-token") == created.token)
        #expect(signUp.text.contains("\"image\":null"))

        // Case-insensitive email on sign-in, the same user back.
        let signIn = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "ada@example.COM", "password": "lovelace-1815"])
        #expect(signIn.status == 200)
        let session = try signIn.decode(AuthResponse.self)
        #expect(session.redirect == false)
        #expect(session.user.id == created.user.id)
        #expect(session.token != created.token)

        let current = try await server.send("GET", "/api/auth/get-session", token: session.token)
        #expect(current.status == 200)
        let info = try current.decode(SessionResponse.self)
        #expect(info.user.id == created.user.id)
        #expect(info.session.userId == created.user.id)
        #expect(info.session.expiresAt > Date().addingTimeInterval(3000))

        let out = try await server.send("POST", "/api/auth/sign-out", token: session.token)
        #expect(out.status == 200)
        #expect(try out.decode(SignOutResponse.self).success)

        // Revoked on the server: get-session answers null and protected routes 401.
        let after = try await server.send("GET", "/api/auth/get-session", token: session.token)
        #expect(after.status == 200)
        #expect(after.text == "null")
        let protected = try await server.send("GET", "/api/v1/heroes", token: session.token)
        #expect(protected.status == 401)
        #expect(protected.json["error"] as? String == "Unauthorized")
        #expect(protected.json["message"] as? String == "Authentication required")
        // The other session is untouched.
        #expect(try await server.send("GET", "/api/v1/heroes", token: created.token).status == 200)
    }

    @Test func seedAliasesWork() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let up = try await server.send("POST", "/api/auth/sign-up", json: ["email": "alias@example.com", "password": "12345678", "name": "A"])
        #expect(up.status == 200)
        let inn = try await server.send("POST", "/api/auth/sign-in", json: ["email": "alias@example.com", "password": "12345678"])
        #expect(inn.status == 200)
    }

    @Test func wrongPasswordAndUnknownEmailAnswerIdentically() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        _ = try await server.signUp(email: "known@example.com", password: "right-password")
        let wrong = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "known@example.com", "password": "wrong-password"])
        let unknown = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "nobody@example.com", "password": "wrong-password"])
        #expect(wrong.status == 401)
        #expect(unknown.status == 401)
        #expect(wrong.body == unknown.body)
        #expect(wrong.json["code"] as? String == "INVALID_EMAIL_OR_PASSWORD")
        #expect(wrong.json["message"] as? String == "Invalid email or password")
    }

    @Test func duplicateEmailInAnotherLetterCaseIsRejected() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        _ = try await server.signUp(email: "twin@example.com")
        let again = try await server.send("POST", "/api/auth/sign-up/email", json: ["email": "TWIN@Example.com", "password": "another-one", "name": "B"])
        #expect(again.status == 422)
        #expect(again.json["code"] as? String == "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")
    }

    @Test func passwordLengthBoundaries() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        func signUp(_ password: String) async throws -> TestServer.Reply {
            try await server.send("POST", "/api/auth/sign-up/email",
                                  json: ["email": "p\(password.count)@example.com", "password": password, "name": "P"])
        }
        let seven = try await signUp(String(repeating: "a", count: 7))
        #expect(seven.status == 400)
        #expect(seven.json["code"] as? String == "PASSWORD_TOO_SHORT")
        let long = try await signUp(String(repeating: "b", count: 129))
        #expect(long.status == 400)
        #expect(long.json["code"] as? String == "PASSWORD_TOO_LONG")
        #expect(try await signUp(String(repeating: "c", count: 8)).status == 200)
        #expect(try await signUp(String(repeating: "d", count: 128)).status == 200)
    }

    @Test func malformedEmailAndMissingFields() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let bad = try await server.send("POST", "/api/auth/sign-up/email", json: ["email": "not-an-email", "password": "12345678", "name": "X"])
        #expect(bad.status == 400)
        #expect(bad.json["code"] as? String == "INVALID_EMAIL")
        let missing = try await server.send("POST", "/api/auth/sign-up/email", json: ["email": "x@example.com"])
        #expect(missing.status == 400)
        #expect(missing.json["code"] as? String == "VALIDATION_ERROR")
        let notJSON = try await server.send("POST", "/api/auth/sign-in/email", body: Data("{email:".utf8))
        #expect(notJSON.status == 400)
        #expect(notJSON.json["code"] as? String == "VALIDATION_ERROR")
    }

    @Test func unicodeAndSQLMetacharactersAreStoredVerbatim() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let email = "zoe.o'brien+x--@example.com"
        let name = "Zoë 'Robert'); DROP TABLE user;-- 🦄 李"
        let reply = try await server.send("POST", "/api/auth/sign-up/email", json: ["email": email, "password": "12345678", "name": name])
        #expect(reply.status == 200, "\(reply.text)")
        let user = try reply.decode(AuthResponse.self).user
        #expect(user.email == email)
        #expect(user.name == name)
        let again = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": email, "password": "12345678"])
        #expect(again.status == 200)
        #expect(try again.decode(AuthResponse.self).user.name == name)
    }

    @Test func expiredSessionIsUnauthorized() async throws {
        let clock = TestClock()
        let server = try await TestServer.start(sessionTTL: 3600, clock: clock)
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        #expect(try await server.send("GET", "/api/v1/heroes", token: token).status == 200)
        clock.advance(by: 3601)
        let expired = try await server.send("GET", "/api/v1/heroes", token: token)
        #expect(expired.status == 401)
        #expect(expired.json["message"] as? String == "Authentication required")
        #expect(try await server.send("GET", "/api/auth/get-session", token: token).text == "null")
    }

    @Test func activeSessionSlidesAndIdleOneExpires() async throws {
        // TTL 30 days: a request more than a day after the expiry was last set pushes it out again.
        let clock = TestClock()
        let server = try await TestServer.start(sessionTTL: 30 * 86400, clock: clock)
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let idle = try await server.signUp()
        let first = try await server.send("GET", "/api/auth/get-session", token: token).decode(SessionResponse.self).session
        clock.advance(by: 0.5 * 86400)
        let early = try await server.send("GET", "/api/auth/get-session", token: token).decode(SessionResponse.self).session
        #expect(early.expiresAt == first.expiresAt, "not refreshed within the first day")
        for _ in 0..<3 {
            clock.advance(by: 20 * 86400)
            let reply = try await server.send("GET", "/api/v1/heroes", token: token)
            #expect(reply.status == 200, "\(reply.status) \(reply.text)")
        }
        let later = try await server.send("GET", "/api/auth/get-session", token: token).decode(SessionResponse.self).session
        #expect(later.expiresAt > first.expiresAt.addingTimeInterval(59 * 86400))
        // The idle session was never used in those 60 days: expired.
        #expect(try await server.send("GET", "/api/v1/heroes", token: idle).status == 401)
    }

    @Test func tokenInQueryStringIsNotAccepted() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        #expect(try await server.send("GET", "/api/v1/heroes?token=\(token)").status == 401)
        #expect(try await server.send("GET", "/api/v1/heroes?access_token=\(token)").status == 401)
        #expect(try await server.send("GET", "/api/v1/heroes", headers: ["Authorization": "Basic \(token)"]).status == 401)
    }

    @Test func bearerSchemeIsReadWithoutCaseAndBlanksAroundTheToken() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        for header in ["Bearer \(token)", "bearer \(token)", "BEARER  \(token) ", "Bearer\t\(token)"] {
            #expect(try await server.send("GET", "/api/v1/heroes", headers: ["Authorization": header]).status == 200, "\(header)")
        }
        for header in ["Bearer", "Bearer ", "Bearer\(token)", "Bearerx \(token)", "Bearer \(token)x", "Token \(token)"] {
            #expect(try await server.send("GET", "/api/v1/heroes", headers: ["Authorization": header]).status == 401, "\(header)")
        }
    }

    @Test func fourthSignInInsideTheWindowIsRateLimited() async throws {
        // A 10 min window so the test holds even when scrypt makes each attempt slow: with the
        // whole server suite hashing at once on two cores, three attempts have taken over a minute.
        let server = try await TestServer.start(authRateLimit: RateLimit(count: 3, window: 600))
        defer { Task { try await server.finish() } }
        for _ in 0..<3 {
            let reply = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "a@example.com", "password": "whatever1"])
            #expect(reply.status == 401)
        }
        let fourth = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "a@example.com", "password": "whatever1"])
        #expect(fourth.status == 429)
        let retryAfter = try #require(fourth.header("Retry-After").flatMap(Int.init))
        #expect((1...600).contains(retryAfter))
        #expect(fourth.json["retryAfter"] as? Int == retryAfter)
        #expect(fourth.json["resetAt"] is String)
        // Sign-up shares the per-address budget.
        let signUp = try await server.send("POST", "/api/auth/sign-up/email", json: ["email": "b@example.com", "password": "12345678", "name": "B"])
        #expect(signUp.status == 429)
    }

    /// Issue 26 (OWASP ASVS v5 anti-automation): wrong passwords for one account sent from many
    /// client addresses were all answered 401, the per-address limit never tripping. The
    /// account's failures are now counted wherever they come from.
    @Test func failedSignInsForOneAccountAreThrottledFromAnyAddress() async throws {
        let counter = PasswordHashingCounter()
        let server = try await TestServer.start(authRateLimit: RateLimit(count: 3, window: 600), hashingCounter: counter) {
            $0.accountSignInLimit = RateLimit(count: 4, window: 600)
        }
        defer { Task { try await server.finish() } }
        let port = try #require(server.baseURL.port)
        func signIn(_ email: String, _ password: String, from address: String) async throws -> RawHTTP.Answer {
            try await RawHTTP.postJSON(port: port, path: "/api/auth/sign-in/email",
                                       json: ["email": email, "password": password], from: address)
        }
        _ = try await server.signUp(email: "victim@example.com", password: "right-password")
        _ = try await server.signUp(email: "other@example.com", password: "other-password")

        // Four wrong passwords, each from an address of its own and spelled its own way: one account.
        let spellings = ["victim@example.com", "Victim@Example.com", " VICTIM@example.com ", "victim@EXAMPLE.com"]
        for (index, spelling) in spellings.enumerated() {
            let reply = try await signIn(spelling, "wrong-password-\(index)", from: "127.0.0.\(10 + index)")
            #expect(reply.status == 401, "\(reply.body)")
        }
        let hashed = counter.derivations

        // The fifth, from yet another address, is 429 with Retry-After, before anything is hashed;
        // so is the right password: the account waits, whoever guessed.
        let throttled = try await signIn("victim@example.com", "wrong-password", from: "127.0.0.20")
        #expect(throttled.status == 429, "\(throttled.body)")
        let retryAfter = try #require(throttled.header("Retry-After").flatMap(Int.init))
        #expect((1...600).contains(retryAfter))
        #expect(throttled.json["code"] as? String == "TOO_MANY_REQUESTS")
        #expect(throttled.json["retryAfter"] as? Int == retryAfter)
        #expect(throttled.json["resetAt"] is String)
        #expect(throttled.json["message"] as? String == "Too many failed sign-ins for this email. Please try again in \(retryAfter) seconds.")
        #expect(try await signIn("victim@example.com", "right-password", from: "127.0.0.21").status == 429)
        #expect(counter.derivations == hashed, "a throttled sign-in hashes nothing")

        // Only that account: the same addresses still fail with 401 on another one, or sign in to it.
        #expect(try await signIn("other@example.com", "wrong-password", from: "127.0.0.11").status == 401)
        #expect(try await signIn("other@example.com", "other-password", from: "127.0.0.10").status == 200)

        // An unknown email is throttled alike, so the answers tell nobody which accounts exist.
        for index in 0..<4 {
            #expect(try await signIn("nobody@example.com", "wrong-password", from: "127.0.0.\(30 + index)").status == 401)
        }
        let beforeUnknown = counter.derivations
        let unknown = try await signIn("nobody@example.com", "wrong-password", from: "127.0.0.40")
        #expect(unknown.status == 429)
        #expect(counter.derivations == beforeUnknown)
        #expect(Set(unknown.json.keys) == Set(throttled.json.keys))
        #expect(unknown.json["code"] as? String == "TOO_MANY_REQUESTS")
        let unknownWait = try #require(unknown.header("Retry-After"))
        #expect(unknown.json["message"] as? String == "Too many failed sign-ins for this email. Please try again in \(unknownWait) seconds.")

        // Nothing personal in the shared counts: PostgreSQL keeps the email's hash, not the email.
        if !TestDatabase.isSQLite {
            let keys = try await TestDatabase.strings(in: server.directory, "SELECT key FROM rate_limit_attempt WHERE scope = ?",
                                                      [SignInThrottle.scope])
            #expect(Set(keys) == [SignInThrottle.key(for: "victim@example.com"), SignInThrottle.key(for: "nobody@example.com")],
                    "other@example.com signed in, which cleared its failure")
            #expect(keys.allSatisfy { !$0.contains("@") })
        }
    }

    /// A successful sign-in clears the account's failures; otherwise they leave the window one by
    /// one as it slides.
    @Test func aSuccessfulSignInClearsTheAccountsFailures() async throws {
        let clock = TestClock()
        let server = try await TestServer.start(clock: clock) { $0.accountSignInLimit = RateLimit(count: 3, window: 600) }
        defer { Task { try await server.finish() } }
        _ = try await server.signUp(email: "parent@example.com", password: "right-password")
        func signIn(_ password: String) async throws -> Int {
            try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "parent@example.com", "password": password]).status
        }
        #expect(try await signIn("wrong-password") == 401)
        #expect(try await signIn("wrong-password") == 401)
        #expect(try await signIn("right-password") == 200)
        // Three more failures fit in the window again, then the account is throttled.
        for _ in 0..<3 { #expect(try await signIn("wrong-password") == 401) }
        #expect(try await signIn("wrong-password") == 429)
        #expect(try await signIn("right-password") == 429)
        // Once the window has passed, the right password is let in.
        clock.advance(by: 601)
        #expect(try await signIn("right-password") == 200)
    }

    @Test func socialSignInIsNotConfigured() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let reply = try await server.send("POST", "/api/auth/sign-in/social", json: ["provider": "apple", "idToken": ["token": "x"]])
        #expect(reply.status == 404)
        #expect(reply.json["code"] as? String == "PROVIDER_NOT_FOUND")
    }

    @Test func sessionTokensAreStoredOnlyAsHashes() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp(password: "super-secret-pw")
        let hashes = try await TestDatabase.strings(in: server.directory, #"SELECT "tokenHash" FROM session"#)
        let passwords = try await TestDatabase.strings(in: server.directory, #"SELECT "passwordHash" FROM "user""#)
        #expect(hashes == [SessionToken.hash(token)])
        #expect(!hashes.contains(token))
        #expect(passwords.allSatisfy { !$0.contains("super-secret-pw") && $0.count == 32 + 1 + 128 })
    }
}
