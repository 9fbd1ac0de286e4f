import AsyncHTTPClient
import Foundation
import NIOCore
import Testing
@testable import InfiniteStoriesClient
import InfiniteStoriesModels

/// Every failure a person can meet maps to the exact text the product defined.
@Suite("Error mapping")
struct ClientErrorMappingTests {
    /// Sends `request` to a server that always answers `reply` and answers the error.
    private func error(for reply: ScriptedReply, request: APIRequest = APIRequest(method: .post, path: "/api/v1/heroes"))
        async throws -> ClientError? {
        let server = try ScriptedServer { _ in reply }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        return await clientError { try await client.send(request) }
    }

    @Test func signInRefusalIsInvalidCredentials() async throws {
        let reply = ScriptedReply.json(401, #"{"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email or password"}"#)
        let error = try await self.error(for: reply, request: APIRequest(method: .post, path: "/api/auth/sign-in/email"))
        #expect(error == .invalidCredentials)
        #expect(error?.message == "Invalid email or password.")
    }

    @Test func duplicateAccountIsAccountExistsFor422And409() async throws {
        let signUp = APIRequest(method: .post, path: "/api/auth/sign-up/email")
        let betterAuth = ScriptedReply.json(422, #"{"code":"USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL","message":"User already exists"}"#)
        #expect(try await error(for: betterAuth, request: signUp) == .accountExists)
        #expect(try await error(for: .json(409, "{}"), request: signUp)?.message
                == "An account with this email already exists. Try logging in instead.")
    }

    @Test func validationErrorKeepsFieldDetails() async throws {
        let reply = ScriptedReply.json(400, #"{"error":"ValidationError","message":"Invalid","details":{"name":"must be 1 to 200 characters","traits":["too many","too long"]}}"#)
        let error = try await self.error(for: reply)
        #expect(error?.message == "Invalid data. Please check your input.")
        #expect(error?.fieldErrors == ["name": "must be 1 to 200 characters", "traits": "too many; too long"])
    }

    @Test(arguments: [("INVALID_EMAIL", "email"), ("PASSWORD_TOO_SHORT", "password"), ("PASSWORD_TOO_LONG", "password")])
    func betterAuthCodesBecomeFieldErrors(code: String, field: String) async throws {
        let reply = ScriptedReply.json(400, #"{"code":"\#(code)","message":"x"}"#)
        let error = try await self.error(for: reply, request: APIRequest(method: .post, path: "/api/auth/sign-up/email"))
        #expect(error?.message == "Invalid data. Please check your input.")
        #expect(error?.fieldErrors.keys.sorted() == [field])
    }

    @Test func notFound() async throws {
        let error = try await self.error(for: .json(404, #"{"error":"NotFound","message":"Hero not found"}"#))
        #expect(error == .notFound)
        #expect(error?.message == "Resource not found.")
    }

    @Test func rateLimitExposesTheWaitFromRetryAfter() async throws {
        // A POST is not retried, so the 429 reaches the caller with the server's wait.
        let reply = ScriptedReply.json(429, #"{"error":"RateLimitExceeded","message":"Slow down","retryAfter":99}"#,
                                       headers: ["Retry-After": "42"])
        let error = try await self.error(for: reply)
        #expect(error == .rateLimited(retryAfterSeconds: 42))
        #expect(error?.retryAfterSeconds == 42)
        #expect(error?.message == "Too many requests. Please try again later.")
    }

    @Test func rateLimitFallsBackToTheBodyWait() async throws {
        let reply = ScriptedReply.json(429, #"{"code":"TOO_MANY_REQUESTS","message":"x","retryAfter":7}"#)
        #expect(try await error(for: reply)?.retryAfterSeconds == 7)
    }

    @Test(arguments: [500, 502, 503])
    func serverErrors(status: Int) async throws {
        let error = try await self.error(for: .json(status, #"{"error":"InternalServerError","message":"SQL: boom"}"#))
        #expect(error == .server(status: status))
        #expect(error?.message == "Server error. Please try again later.")
    }

    @Test func successWithUnexpectedBodyIsInvalidResponse() async throws {
        let server = try ScriptedServer { _ in .json(200, "<html>not json</html>") }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let error = await clientError {
            try await client.send(APIRequest(method: .get, path: "/api/v1/heroes/x"), unwrapping: Hero.self)
        }
        #expect(error == .invalidResponse)
        #expect(error?.message == "The server sent a response this app does not understand.")
    }

    @Test func refusedConnectionIsNetworkError() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:\(ScriptedServer.closedPort())"))
        var configuration = TestSupport.configuration(url)
        configuration.retryPolicy = .none
        let client = APIClient(configuration: configuration)
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) }
        #expect(error == .network(.connectionRefused))
        #expect(error?.message == "Network error. Please check your connection.")
    }

    @Test func unknownHostIsNetworkError() async throws {
        let url = try #require(URL(string: "http://no-such-host.invalid"))
        var configuration = TestSupport.configuration(url)
        configuration.retryPolicy = .none
        let client = APIClient(configuration: configuration)
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/ping")) }
        #expect(error?.message == "Network error. Please check your connection.")
    }

    @Test func otherRefusalsUseTheServerText() async throws {
        let error = try await self.error(for: .json(405, #"{"error":"MethodNotAllowed","message":"Use GET"}"#))
        #expect(error == .rejected(status: 405, serverMessage: "Use GET"))
        #expect(error?.message == "Use GET")
    }

    @Test func foreignErrorsMapToClientErrors() {
        #expect(ClientError(CancellationError()) == .cancelled)
        #expect(ClientError(CancellationError()).isCancellation)
        #expect(ClientError(URLError(.timedOut)) == .network(.timedOut))
        #expect(ClientError(URLError(.cannotFindHost)) == .network(.hostNotFound))
        #expect(ClientError(URLError(.notConnectedToInternet)) == .network(.notConnected))
        // The transport's own errors (AsyncHTTPClient, SwiftNIO).
        #expect(ClientError(HTTPClientError.readTimeout) == .network(.timedOut))
        #expect(ClientError(HTTPClientError.connectTimeout) == .network(.timedOut))
        #expect(ClientError(HTTPClientError.cancelled) == .cancelled)
        #expect(ClientError(HTTPClientError.remoteConnectionClosed) == .network(.connectionLost))
        #expect(ClientError(HTTPClientError.invalidURL) == .rejected(status: 0, serverMessage: ClientMessages.invalidURL))
        #expect(ClientError(IOError(errnoCode: ECONNREFUSED, reason: "connect")) == .network(.connectionRefused))
        #expect(ClientError(IOError(errnoCode: ECONNRESET, reason: "read")) == .network(.connectionLost))
        #expect(ClientError(ChannelError.connectTimeout(.seconds(10))) == .network(.timedOut))
    }

    @Test func aClosedPortIsConnectionRefused() async throws {
        // A port held bound but never listening: nothing can answer there, and no other test's
        // server can take it over (a closed port could be handed to a parallel test's server).
        let url = try #require(URL(string: "http://127.0.0.1:\(ScriptedServer.closedPort())"))
        let transport = HTTPTransport()
        defer { transport.shutdown() }
        let error = await clientError { try await transport.perform(TransportRequest(method: "GET", url: url)) }
        #expect(error == .network(.connectionRefused))
    }
}
