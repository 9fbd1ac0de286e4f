import StandIns
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// Sign in with Apple against `scripts/fake-apple-idp.py`: identity tokens from the native
/// sheet (`/api/auth/sign-in/social`) and the browser device flow, over loopback.
@Suite("Sign in with Apple", .serialized)
struct AppleSignInTests {
    static func start(_ apple: FakeApple, refetchInterval: TimeInterval = 10, clock: TestClock? = nil,
                      configure: (inout ServerConfiguration) -> Void = { _ in }) async throws -> TestServer {
        try await TestServer.start(clock: clock) { configuration in
            configuration.apple = apple.configuration(refetchInterval: refetchInterval)
            configuration.devicePollInterval = 1
            configure(&configuration)
        }
    }

    func social(_ server: TestServer, token: String, nonce: String? = nil, name: String? = nil) async throws -> HTTPReply {
        var idToken: [String: Any] = ["token": token]
        if let nonce { idToken["nonce"] = nonce }
        if let name { idToken["name"] = name }
        return try await server.send("POST", "/api/auth/sign-in/social", json: ["provider": "apple", "idToken": idToken])
    }

    func expectInvalidToken(_ reply: HTTPReply, _ why: Comment) {
        #expect(reply.status == 401, why)
        #expect(reply.json["code"] as? String == "INVALID_TOKEN", why)
    }

    @Test func notConfiguredAnswersProviderNotFound() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let reply = try await social(server, token: "x.y.z")
        #expect(reply.status == 404)
        #expect(reply.json["code"] as? String == "PROVIDER_NOT_FOUND")
        let methods = try await server.send("GET", "/api/auth/methods")
        #expect(try methods.decode(SignInMethods.self) == SignInMethods(emailAndPassword: true, apple: nil))
        #expect(methods.text.contains("\"apple\":null"))
        let device = try await server.send("POST", "/api/auth/device/code", json: ["provider": "apple"])
        #expect(device.status == 404)
    }

    @Test func validTokenCreatesTheUserWithItsNameOnceThenFindsItBySubject() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        let methods = try await server.send("GET", "/api/auth/methods").decode(SignInMethods.self)
        #expect(methods.apple == SignInMethods.Apple(idToken: true, deviceAuthorization: true))

        let first = try await social(server, token: try await apple.mint(["sub": "001.first"]), name: "Ada Lovelace")
        #expect(first.status == 200, "\(first.text)")
        let created = try first.decode(AuthResponse.self)
        #expect(created.redirect == false)
        #expect(created.user.name == "Ada Lovelace")
        #expect(created.user.email == "child.parent@example.com")
        #expect(first.header("set-auth-token") == created.token)
        #expect(try await server.send("GET", "/api/v1/heroes", token: created.token).status == 200)

        // Apple sends the name only once: later sign-ins find the same user and keep the name,
        // even when Apple now shares another (private-relay) address.
        let relay = "x7k2p9@privaterelay.appleid.com"
        let second = try await social(server, token: try await apple.mint(["sub": "001.first", "email": relay,
                                                                          "is_private_email": "true"]))
        #expect(second.status == 200)
        let again = try second.decode(AuthResponse.self)
        #expect(again.user.id == created.user.id)
        #expect(again.user.name == "Ada Lovelace")
        #expect(again.token != created.token)

        // A private-relay address is an ordinary email for a new user.
        let relayUser = try await social(server, token: try await apple.mint(["sub": "002.relay", "email": relay,
                                                                             "is_private_email": "true"]))
        #expect(try relayUser.decode(AuthResponse.self).user.email == relay)

        // The bundle id is an accepted audience too (the iOS app's tokens).
        let native = try await social(server, token: try await apple.mint(["sub": "001.first", "aud": FakeApple.bundleID]))
        #expect(try native.decode(AuthResponse.self).user.id == created.user.id)
    }

    @Test func badTokensAreRefused() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        let now = Int(Date().timeIntervalSince1970)

        expectInvalidToken(try await social(server, token: try await apple.mint(["exp": now - 120, "iat": now - 800])), "expired")
        let withinSkew = try await social(server, token: try await apple.mint(["exp": now - 30, "iat": now - 600]))
        #expect(withinSkew.status == 200, "60 s of clock skew are allowed: \(withinSkew.text)")
        expectInvalidToken(try await social(server, token: try await apple.mint(["iat": now + 600])), "issued in the future")
        expectInvalidToken(try await social(server, token: try await apple.mint(["aud": "com.someone.else"])), "wrong audience")
        expectInvalidToken(try await social(server, token: try await apple.mint(["iss": "https://accounts.example.com"])),
                           "wrong issuer")
        expectInvalidToken(try await social(server, token: try await apple.mint(["sign": "bad_signature"])), "bad signature")
        expectInvalidToken(try await social(server, token: try await apple.mint(["sign": "none"])), "alg none")
        expectInvalidToken(try await social(server, token: "not-a-jwt"), "garbage")

        // Nonces: the one sent must be in the token, as sent or as its SHA-256 (what iOS does).
        let nonce = "n-0S6_WzA2Mj"
        expectInvalidToken(try await social(server, token: try await apple.mint(["nonce": "other"]), nonce: nonce),
                           "nonce mismatch")
        expectInvalidToken(try await social(server, token: try await apple.mint([:]), nonce: nonce), "nonce missing")
        #expect(try await social(server, token: try await apple.mint(["nonce": nonce]), nonce: nonce).status == 200)
        let hashed = AppleIdentityVerifier.sha256Hex(nonce)
        #expect(try await social(server, token: try await apple.mint(["nonce": hashed]), nonce: nonce).status == 200)

        let missing = try await server.send("POST", "/api/auth/sign-in/social", json: ["provider": "apple", "idToken": [:]])
        #expect(missing.status == 400)
        #expect(missing.json["code"] as? String == "VALIDATION_ERROR")
        let google = try await server.send("POST", "/api/auth/sign-in/social",
                                           json: ["provider": "google", "idToken": ["token": "x"]])
        #expect(google.status == 404)
    }

    @Test func keysAreCachedAndRefetchedOnceForAnUnknownKeyIDThenRotation() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple, refetchInterval: 0)
        defer { Task { try await server.finish() } }
        #expect(try await social(server, token: try await apple.mint()).status == 200)
        #expect(try await social(server, token: try await apple.mint()).status == 200)
        #expect(try await apple.stats()["jwks_fetches"] as? Int == 1, "cached by Cache-Control")

        // A key id nobody published: one refetch, then refused.
        expectInvalidToken(try await social(server, token: try await apple.mint(["sign": "unknown"])), "unknown kid")
        #expect(try await apple.stats()["jwks_fetches"] as? Int == 2)

        // Apple rotates: the new kid is unknown to the cache, one refetch finds it.
        let rotated = try await apple.control("/test/rotate", ["keep_old": false])
        #expect(rotated["kid"] as? String == "fake-2")
        let fresh = try await social(server, token: try await apple.mint())
        #expect(fresh.status == 200, "\(fresh.text)")
        #expect(try await apple.stats()["jwks_fetches"] as? Int == 3)
        // The retired key no longer verifies anything.
        expectInvalidToken(try await social(server, token: try await apple.mint(["sign": "fake-1"])), "retired key")
    }

    @Test func unknownKeyIDsCannotMakeTheServerHammerApple() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple, refetchInterval: 60)
        defer { Task { try await server.finish() } }
        #expect(try await social(server, token: try await apple.mint()).status == 200)
        for _ in 0..<5 {
            expectInvalidToken(try await social(server, token: try await apple.mint(["sign": "unknown"])), "unknown kid")
        }
        #expect(try await apple.stats()["jwks_fetches"] as? Int == 1, "no refetch within the interval")
    }

    /// Issue 26: 50 tokens with made-up key ids from 10 clients at once, while Apple takes 250 ms
    /// to answer for its keys, made 10 fetches (one per client, all during the first). Fetches
    /// are shared now, and the 10 s bound on refetches for unknown ids holds under concurrency.
    @Test func concurrentTokensWithMadeUpKeyIDsShareOneFetchOfAppleKeys() async throws {
        let apple = try FakeApple(keysDelay: .milliseconds(250))
        defer { apple.stop() }
        let clock = TestClock()
        let server = try await Self.start(apple, refetchInterval: 10, clock: clock)
        defer { Task { try await server.finish() } }
        var tokens: [String] = []
        for index in 0..<50 {
            tokens.append(try await apple.mint(["kid": "made-up-\(index)", "sign": "bad_signature"]))
        }

        // Nothing cached yet: every client needs the keys at once, and one fetch serves them all.
        for reply in try await Self.fromConcurrentClients(server, tokens: tokens, clients: 10) {
            expectInvalidToken(reply, "made-up kid, cold cache")
        }
        var stats = try await apple.stats()
        #expect(stats["jwks_fetches"] as? Int == 1, "one fetch for 10 clients: \(stats)")
        #expect(stats["jwks_in_flight_max"] as? Int == 1)

        // Keys cached, the refetch interval over: the made-up ids earn one refetch between them.
        clock.advance(by: 11)
        for reply in try await Self.fromConcurrentClients(server, tokens: tokens, clients: 10) {
            expectInvalidToken(reply, "made-up kid, refetch due")
        }
        stats = try await apple.stats()
        #expect(stats["jwks_fetches"] as? Int == 2, "one refetch for 10 clients: \(stats)")
        #expect(stats["jwks_in_flight_max"] as? Int == 1)

        // Within the interval of that refetch: none at all, and a real token still signs in.
        clock.advance(by: 5)
        for reply in try await Self.fromConcurrentClients(server, tokens: tokens, clients: 10) {
            expectInvalidToken(reply, "made-up kid, within the interval")
        }
        #expect(try await social(server, token: try await apple.mint()).status == 200)
        #expect(try await apple.stats()["jwks_fetches"] as? Int == 2)
    }

    /// Apple always names its key (`kid`). A token that names none, or a key Apple does not
    /// publish, is refused like any other bad token, even when Apple's current key signed it:
    /// jwt-kit would otherwise verify it with its default key.
    @Test func aTokenNamingNoKeyOrAnUnpublishedKeyIsInvalid() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        #expect(try await social(server, token: try await apple.mint()).status == 200)
        let unnamed = try await social(server, token: try await apple.mint(["omit_header": ["kid"]]))
        expectInvalidToken(unnamed, "no kid")
        #expect(unnamed.body == (try await social(server, token: "not-a-jwt")).body, "the usual answer")
        expectInvalidToken(try await social(server, token: try await apple.mint(["header": ["kid": ""]])), "empty kid")
        expectInvalidToken(try await social(server, token: try await apple.mint(["kid": "made-up"])), "unpublished kid")
        #expect(try await apple.stats()["jwks_fetches"] as? Int == 1, "within the refetch interval")
    }

    /// `tokens` sent to the social sign-in route by `clients` clients at once, each on its own
    /// connections (a URLSession of its own) and sending its share one after another.
    static func fromConcurrentClients(_ server: TestServer, tokens: [String], clients: Int) async throws -> [HTTPReply] {
        try await withThrowingTaskGroup(of: [HTTPReply].self) { group in
            for client in 0..<clients {
                let share = stride(from: client, to: tokens.count, by: clients).map { tokens[$0] }
                group.addTask {
                    let session = URLSession(configuration: .ephemeral)
                    defer { session.finishTasksAndInvalidate() }
                    var replies: [HTTPReply] = []
                    for token in share {
                        replies.append(try await server.send("POST", "/api/auth/sign-in/social", json: [
                            "provider": "apple", "idToken": ["token": token]], session: session))
                    }
                    return replies
                }
            }
            var all: [HTTPReply] = []
            for try await replies in group { all += replies }
            return all
        }
    }

    @Test func keysUnreachableIsNotAnInvalidToken() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        try await apple.control("/test/config", ["jwks_status": 503])
        let reply = try await social(server, token: try await apple.mint())
        #expect(reply.status == 503)
        #expect(reply.json["code"] as? String == "PROVIDER_UNAVAILABLE")
    }

    @Test func linksAnEmailAccountOnlyWhenAppleVerifiedTheEmail() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        let signUp = try await server.send("POST", "/api/auth/sign-up/email",
                                           json: ["email": "grace@example.com", "password": "hopper-1906", "name": "Grace"])
        let emailUser = try signUp.decode(AuthResponse.self).user

        let unverified = try await social(server, token: try await apple.mint(["sub": "003.grace", "email": "Grace@example.com",
                                                                              "email_verified": "false"]))
        #expect(unverified.status == 409)
        #expect(unverified.json["code"] as? String == "ACCOUNT_NOT_LINKED")

        let verified = try await social(server, token: try await apple.mint(["sub": "003.grace", "email": "grace@example.com",
                                                                            "email_verified": "true"]))
        #expect(verified.status == 200)
        let linked = try verified.decode(AuthResponse.self)
        #expect(linked.user.id == emailUser.id)
        #expect(linked.user.name == "Grace", "linking keeps the account's name")
        // Both ways in still work.
        #expect(try await server.send("POST", "/api/auth/sign-in/email",
                                      json: ["email": "grace@example.com", "password": "hopper-1906"]).status == 200)
        let later = try await social(server, token: try await apple.mint(["sub": "003.grace", "email_verified": "false"]))
        #expect(try later.decode(AuthResponse.self).user.id == emailUser.id, "found by sub once linked")
    }

    @Test func appleOnlyUserCannotSignInWithAPassword() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        #expect(try await social(server, token: try await apple.mint(["sub": "004.only", "email": "only@example.com"])).status == 200)
        for password in ["", "12345678", "anything-at-all"] {
            let reply = try await server.send("POST", "/api/auth/sign-in/email",
                                              json: ["email": "only@example.com", "password": password])
            #expect(reply.status == 401)
            #expect(reply.json["code"] as? String == "INVALID_EMAIL_OR_PASSWORD")
        }
        // Nor can someone sign up over it.
        let taken = try await server.send("POST", "/api/auth/sign-up/email",
                                          json: ["email": "only@example.com", "password": "12345678", "name": "X"])
        #expect(taken.status == 422)
    }

    // MARK: The device flow

    func startDevice(_ server: TestServer) async throws -> DeviceAuthorizationResponse {
        let reply = try await server.send("POST", "/api/auth/device/code", json: ["provider": "apple"])
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.header("cache-control") == "no-store")
        return try reply.decode(DeviceAuthorizationResponse.self)
    }

    func poll(_ server: TestServer, _ code: DeviceAuthorizationResponse) async throws -> HTTPReply {
        try await server.send("POST", "/api/auth/device/token",
                              json: ["device_code": code.deviceCode, "grant_type": DeviceTokenRequest.grantType])
    }

    func error(_ reply: HTTPReply) -> String? { reply.json["error"] as? String }

    @Test func deviceFlowSignsTheTerminalInOnceThroughTheBrowser() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        let code = try await startDevice(server)
        #expect(code.userCode.wholeMatch(of: /[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}/) != nil)
        #expect(code.verificationURI == server.baseURL.absoluteString + "/device")
        #expect(code.verificationURIComplete == code.verificationURI + "?user_code=" + code.userCode)
        #expect(code.interval == 1)
        #expect(code.expiresIn == 600)

        #expect(error(try await poll(server, code)) == "authorization_pending")
        #expect(error(try await poll(server, code)) == "slow_down", "polled again at once")
        try await Task.sleep(for: .seconds(6.1))

        let browser = DeviceBrowser(server: server)
        let form = try await browser.authorize(userCode: code.userCode.lowercased().replacingOccurrences(of: "-", with: " "))
        #expect(form.fields.contains { $0.0 == "user" }, "Apple sends the name the first time")
        let landed = try await browser.post(form)
        #expect(landed.status == 200)
        #expect(landed.text.contains("You are signed in"))

        // The authorization code and the state are single use: replaying Apple's post changes nothing.
        let replayed = try await browser.post(form)
        #expect(replayed.status == 400)
        #expect(replayed.text.contains("expired"))

        let signedIn = try await poll(server, code)
        #expect(signedIn.status == 200, "\(signedIn.text)")
        let session = try signedIn.decode(AuthResponse.self)
        #expect(session.user.name == "Ada Lovelace")
        #expect(try await server.send("GET", "/api/v1/heroes", token: session.token).status == 200)
        // A device code signs in once.
        try await Task.sleep(for: .seconds(1.1))
        #expect(error(try await poll(server, code)) == "invalid_grant")

        // Second time through the browser: no name from Apple, the same user and name.
        let second = try await startDevice(server)
        let secondForm = try await browser.authorize(userCode: second.userCode)
        #expect(!secondForm.fields.contains { $0.0 == "user" })
        #expect(try await browser.post(secondForm).status == 200)
        let again = try await poll(server, second).decode(AuthResponse.self)
        #expect(again.user.id == session.user.id)
        #expect(again.user.name == "Ada Lovelace")
    }

    @Test func anAuthorizationCodeReplayedToAppleFailsTheSignInItWasReplayedFor() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        let browser = DeviceBrowser(server: server)
        let first = try await startDevice(server)
        let firstForm = try await browser.authorize(userCode: first.userCode)
        #expect(try await browser.post(firstForm).status == 200)
        // Someone posts the used code back with another device's state: Apple refuses the code
        // (invalid_grant), so that sign-in fails instead of signing the other device in.
        let second = try await startDevice(server)
        let secondForm = try await browser.authorize(userCode: second.userCode)
        let replayed = (action: secondForm.action, fields: secondForm.fields.map { name, value in
            (name, name == "code" ? (firstForm.fields.first { $0.0 == "code" }?.1 ?? "") : value)
        })
        let landed = try await browser.post(replayed)
        #expect(landed.status == 401)
        #expect(try await apple.stats()["last_token_error"] as? String == "invalid_grant")
        #expect(error(try await poll(server, second)) == "invalid_grant")
        #expect(try await poll(server, first).status == 200, "the first sign-in is unaffected")
    }

    @Test func deviceFlowCancelledAtAppleIsDenied() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        let code = try await startDevice(server)
        try await apple.control("/test/next-user", ["deny": true])
        let browser = DeviceBrowser(server: server)
        let form = try await browser.authorize(userCode: code.userCode)
        #expect(form.fields.contains { $0 == ("error", "user_cancelled_authorize") })
        let landed = try await browser.post(form)
        #expect(landed.text.contains("Sign-in cancelled"))
        #expect(error(try await poll(server, code)) == "access_denied")
        #expect(try await apple.stats()["token_requests"] as? Int == 0, "nothing to exchange")
    }

    @Test func deviceFlowRefusesAnUnverifiedEmailOfAnotherAccount() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple)
        defer { Task { try await server.finish() } }
        _ = try await server.signUp(email: "child.parent@example.com")
        try await apple.control("/test/next-user", ["email_verified": "false"])
        let code = try await startDevice(server)
        let browser = DeviceBrowser(server: server)
        let landed = try await browser.post(try await browser.authorize(userCode: code.userCode))
        #expect(landed.status == 401)
        #expect(landed.text.contains("Sign in with Apple failed"))
        let reply = try await poll(server, code)
        #expect(error(reply) == "account_not_linked")
        #expect((reply.json["error_description"] as? String)?.contains("email and password") == true)
    }

    @Test func deviceCodesExpireAndUnknownCodesAreRefused() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let clock = TestClock()
        let server = try await Self.start(apple, clock: clock)
        defer { Task { try await server.finish() } }
        let code = try await startDevice(server)
        clock.advance(by: 601)
        #expect(error(try await poll(server, code)) == "expired_token")
        // The page no longer takes the code either.
        let reply = try await server.send("POST", "/device", body: Data("user_code=\(code.userCode)".utf8),
                                          headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(reply.status == 400)
        #expect(reply.text.contains("unknown, used or expired"))

        let unknown = try await server.send("POST", "/api/auth/device/token",
                                            json: ["device_code": "nope", "grant_type": DeviceTokenRequest.grantType])
        #expect(unknown.status == 400)
        #expect(error(unknown) == "invalid_grant")
        let wrongGrant = try await server.send("POST", "/api/auth/device/token",
                                               json: ["device_code": code.deviceCode, "grant_type": "password"])
        #expect(error(wrongGrant) == "unsupported_grant_type")
        #expect(error(try await server.send("POST", "/api/auth/device/token", body: Data("{".utf8))) == "invalid_request")
        let badPage = try await server.send("GET", "/device?user_code=AEIO-U123")
        #expect(badPage.status == 400)
        #expect(badPage.text.contains("not a sign-in code"))
    }

    @Test func deviceCodesAreStoredHashedAndRateLimited() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await Self.start(apple) { $0.deviceRateLimit = RateLimit(count: 3, window: 60) }
        defer { Task { try await server.finish() } }
        var codes: [DeviceAuthorizationResponse] = []
        for _ in 0..<3 { codes.append(try await startDevice(server)) }
        let limited = try await server.send("POST", "/api/auth/device/code", json: ["provider": "apple"])
        #expect(limited.status == 429)
        #expect(limited.header("retry-after") != nil)

        // Everything the store holds of the codes: the SQLite file's bytes, or every stored row.
        let database = TestDatabase.isSQLite
            ? try Data(contentsOf: server.directory.appendingPathComponent("database.sqlite"))
                + ((try? Data(contentsOf: server.directory.appendingPathComponent("database.sqlite-wal"))) ?? Data())
            : Data(try await TestDatabase.strings(in: server.directory,
                                                  "SELECT row_to_json(d)::text FROM device_authorization d").joined().utf8)
        for code in codes {
            #expect(database.range(of: Data(code.deviceCode.utf8)) == nil, "device code in clear")
            #expect(database.range(of: Data(code.userCode.utf8)) == nil, "user code in clear")
            #expect(database.range(of: Data(DeviceCodes.hash(code.deviceCode).utf8)) != nil)
        }
    }

    @Test func deviceFlowNeedsTheKeyNotOnlyClientIDs() async throws {
        let apple = try FakeApple()
        defer { apple.stop() }
        let server = try await TestServer.start { $0.apple = AppleConfiguration(clientIDs: [FakeApple.bundleID],
                                                                                 baseURL: apple.baseURL) }
        defer { Task { try await server.finish() } }
        let methods = try await server.send("GET", "/api/auth/methods").decode(SignInMethods.self)
        #expect(methods.apple == SignInMethods.Apple(idToken: true, deviceAuthorization: false))
        #expect(try await server.send("POST", "/api/auth/device/code", json: [:]).status == 404)
        #expect(try await social(server, token: try await apple.mint(["aud": FakeApple.bundleID])).status == 200)
    }
}
