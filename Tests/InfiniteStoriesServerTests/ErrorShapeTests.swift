import Foundation
import InfiniteStoriesModels
import Testing

@Suite("Error shapes and health")
struct ErrorShapeTests {
    @Test func healthAndPing() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let health = try await server.send("GET", "/api/v1/health")
        #expect(health.status == 200)
        let status = try health.data(HealthStatus.self)
        #expect(status.status == "healthy" && status.database == "connected" && !status.version.isEmpty)
        #expect(health.header("Content-Type") == "application/json; charset=utf-8")
        let ping = try await server.send("GET", "/api/v1/ping")
        let pong = try ping.decode(PingResponse.self)
        #expect(pong.status == "ok")
        #expect(abs(Double(pong.timestamp) / 1000 - Date().timeIntervalSince1970) < 60)
        #expect(ping.json["data"] == nil)
    }

    @Test func malformedWrongTypedAndOversizedBodies() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        for body in ["{not json", "", "[1,2,3]", "\"a string\"", "{\"name\": }"] {
            let reply = try await server.send("POST", "/api/v1/heroes", token: token, body: Data(body.utf8))
            #expect(reply.status == 400, "\(body)")
            #expect(reply.json["error"] as? String == "ValidationError", "\(body): \(reply.text)")
            #expect(reply.json["message"] is String)
        }
        let huge = try JSONSerialization.data(withJSONObject: ["name": String(repeating: "x", count: 1_100_000), "traits": ["Kind"]])
        let tooLarge = try await server.send("POST", "/api/v1/heroes", token: token, body: huge)
        #expect(tooLarge.status == 413)
        #expect(tooLarge.json["error"] as? String == "PayloadTooLarge")
        #expect(try await server.send("GET", "/api/v1/heroes", token: token).data(HeroPage.self).heroes.isEmpty)
    }

    @Test func unknownRoutesAnd405() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let missing = try await server.send("GET", "/api/v1/nothing-here", token: token)
        #expect(missing.status == 404)
        #expect(missing.json["error"] as? String == "NotFound")
        let put = try await server.send("PUT", "/api/v1/heroes", token: token, json: ["name": "x"])
        #expect(put.status == 405)
        let allow = try #require(put.header("Allow"))
        #expect(Set(allow.components(separatedBy: ", ")) == ["GET", "POST"])
        let deletePing = try await server.send("DELETE", "/api/v1/ping")
        #expect(deletePing.status == 405 && deletePing.header("Allow") == "GET")
        let getSignIn = try await server.send("GET", "/api/auth/sign-in/email")
        #expect(getSignIn.status == 405 && getSignIn.header("Allow") == "POST")
    }

    @Test func internalTextNeverLeaks() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let reply = try await server.send("GET", "/api/v1/heroes/'%20OR%201=1;--", token: token)
        #expect(reply.status == 404)
        for word in ["SQL", "sqlite", "GRDB", "Swift", "Error("] {
            #expect(!reply.text.contains(word))
        }
    }
}
