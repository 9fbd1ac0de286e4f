import Foundation
import InfiniteStoriesModels

/// `AuthRepository` over the Better Auth routes of the contract.
public final class RemoteAuthRepository: AuthRepository {
    private let client: APIClient
    private let latestWarning: LockedState<SessionStoreWarning?>

    public init(client: APIClient) {
        self.client = client
        self.latestWarning = LockedState(client.storeWarning)
    }

    public var storeWarning: SessionStoreWarning? {
        latestWarning.withLock { $0 }
    }

    public func signUp(name: String, email: String, password: String) async throws -> AuthSession {
        let body = SignUpRequest(email: email.trimmingCharacters(in: .whitespacesAndNewlines), password: password,
                                 name: name.trimmingCharacters(in: .whitespacesAndNewlines))
        return try await authenticate(APIRequest(method: .post, path: "/api/auth/sign-up/email", json: body))
    }

    public func signIn(email: String, password: String) async throws -> AuthSession {
        let body = SignInRequest(email: email.trimmingCharacters(in: .whitespacesAndNewlines), password: password)
        return try await authenticate(APIRequest(method: .post, path: "/api/auth/sign-in/email", json: body))
    }

    @discardableResult
    public func signOut() async -> Bool {
        let token = client.session?.token
        // Local state goes first: the user is signed out at once, whatever the network does.
        remember(client.setSession(nil))
        client.discardPendingReplay()
        guard let token else { return false }
        var request = APIRequest(method: .post, path: "/api/auth/sign-out")
        request.credential = .token(token)
        request.reportsSessionExpiry = false
        request.maxRetries = 0
        let limit = min(client.configuration.requestTimeout, .seconds(5))
        request.timeout = limit
        request.deadline = limit
        do {
            _ = try await client.send(request)
            return true
        } catch {
            return false
        }
    }

    public func currentSession() async throws -> AuthSession? {
        guard let stored = client.session else { return nil }
        var request = APIRequest(method: .get, path: "/api/auth/get-session")
        // A dead session found at start-up is not an "expired while working" event.
        request.reportsSessionExpiry = false
        let response: APIResponse
        do {
            response = try await client.send(request)
        } catch ClientError.sessionExpired {
            remember(client.setSession(nil))
            return nil
        }
        let body = String(decoding: response.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if body.isEmpty || body == "null" {
            remember(client.setSession(nil))
            return nil
        }
        let answer = try APIClient.decode(SessionResponse.self, from: response.body)
        if answer.user.id != stored.userId || answer.user.email != stored.email {
            remember(client.setSession(StoredSession(token: stored.token, userId: answer.user.id, email: answer.user.email)))
        }
        return AuthSession(userId: answer.user.id, email: answer.user.email, user: answer.user,
                           expiresAt: answer.session.expiresAt)
    }

    public func sessionEvents() -> AsyncStream<ClientEvent> {
        client.events()
    }

    public var pendingRequest: APIRequest? {
        client.pendingReplay
    }

    public func replayPendingRequest() async throws -> ReplayedRequest? {
        try await client.replay().map { ReplayedRequest(request: $0.request, response: $0.response) }
    }

    public func discardPendingRequest() {
        client.discardPendingReplay()
    }

    public func signInMethods() async throws -> SignInMethods {
        var request = APIRequest(method: .get, path: "/api/auth/methods")
        request.credential = .none
        request.reportsSessionExpiry = false
        do {
            return try await client.send(request, decoding: SignInMethods.self)
        } catch ClientError.notFound {
            return SignInMethods()
        }
    }

    public func startAppleSignIn() async throws -> DeviceAuthorizationResponse {
        var request = try APIRequest(method: .post, path: "/api/auth/device/code", json: ["provider": "apple"])
        request.credential = .none
        request.reportsSessionExpiry = false
        return try await client.send(request, decoding: DeviceAuthorizationResponse.self)
    }

    public func pollAppleSignIn(deviceCode: String) async throws -> DeviceSignInStatus {
        var request = try APIRequest(method: .post, path: "/api/auth/device/token",
                                     json: DeviceTokenRequest(deviceCode: deviceCode))
        // A poll that fails is simply asked again at the next interval.
        request.maxRetries = 0
        request.credential = .none
        request.reportsSessionExpiry = false
        do {
            return .signedIn(try await authenticate(request))
        } catch ClientError.invalidInput(let fields) {
            switch fields[ResponseErrorMapper.oauthErrorField] {
            case "authorization_pending": return .pending
            case "slow_down": return .slowDown
            case "access_denied": return .denied
            case "expired_token": return .expired
            case "account_not_linked": return .accountNotLinked
            case nil: throw ClientError.invalidInput(fields: fields)
            default: return .failed
            }
        }
    }

    public func deleteAccount() async throws {
        _ = try await client.send(APIRequest(method: .delete, path: "/api/v1/user/account"))
        remember(client.setSession(nil))
        client.discardPendingReplay()
    }

    private func authenticate(_ request: APIRequest) async throws -> AuthSession {
        let response = try await client.send(request)
        let answer = try APIClient.decode(AuthResponse.self, from: response.body)
        // Clients read the JSON token; the header is Better Auth's copy, used if the body's is empty.
        let token = answer.token.isEmpty ? (response.header("set-auth-token") ?? "") : answer.token
        guard !token.isEmpty else { throw ClientError.invalidResponse }
        remember(client.setSession(StoredSession(token: token, userId: answer.user.id, email: answer.user.email)))
        return AuthSession(userId: answer.user.id, email: answer.user.email, user: answer.user)
    }

    private func remember(_ warning: SessionStoreWarning?) {
        latestWarning.withLock { $0 = warning }
    }
}
