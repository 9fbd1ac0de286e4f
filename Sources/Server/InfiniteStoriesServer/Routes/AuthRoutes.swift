import Foundation
import Hummingbird
import InfiniteStoriesModels
import SharedUtilities

/// `/api/auth/*`: Better Auth's routes and error shape.
struct AuthRoutes: Sendable {
    let auth: AuthService
    let limiter: (any AttemptLimiter)?
    /// Nil when Sign in with Apple is not configured (`PROVIDER_NOT_FOUND`).
    let social: SocialSignIn?
    /// What `/api/auth/methods` tells clients.
    let methods: SignInMethods

    static let nameLimit = TextLimit(1...200)

    func register(on router: Router<AppRequestContext>, table: RouteTable) {
        // Every answer here may carry a token or a session: no cache may keep it.
        let group = router.group("/api/auth").add(middleware: NoStoreMiddleware())
        for path in ["sign-up/email", "sign-up"] {
            table.add(.post, "/api/auth/" + path)
            group.post(RouterPath(path)) { request, context in try await signUp(request, context) }
        }
        for path in ["sign-in/email", "sign-in"] {
            table.add(.post, "/api/auth/" + path)
            group.post(RouterPath(path)) { request, context in try await signIn(request, context) }
        }
        table.add(.post, "/api/auth/sign-in/social")
        group.post("sign-in/social") { request, context in try await signInSocial(request, context) }
        table.add(.get, "/api/auth/methods")
        group.get("methods") { _, _ in JSONResponse.make(.ok, methods) }
        table.add(.post, "/api/auth/sign-out")
        group.post("sign-out") { request, _ in
            if let token = BearerToken.from(request) { try await auth.signOut(token: token) }
            return JSONResponse.make(.ok, SignOutResponse(success: true))
        }
        table.add(.get, "/api/auth/get-session")
        group.get("get-session") { request, _ in
            guard let token = BearerToken.from(request), let (session, user) = try await auth.session(for: token) else {
                return JSONResponse.make(.ok, Optional<SessionResponse>.none)
            }
            return JSONResponse.make(.ok, SessionResponse(session: AuthService.wire(session), user: AuthService.wire(user)))
        }
    }

    private func signUp(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        try await checkLimit(context)
        let body = try await RequestBody.object(request, limit: RequestBody.maximumAuthSize, tooLarge: .authPayloadTooLarge,
                                                error: { APIError.authValidation($0) })
        guard case .string(let email) = body["email"] ?? .null,
              case .string(let password) = body["password"] ?? .null,
              case .string(let rawName) = body["name"] ?? .null else {
            throw APIError.authValidation("email, password and name are required strings")
        }
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        if let violation = Self.nameLimit.violation(name) { throw APIError.authValidation("name \(violation)") }
        return Self.authResponse(try await auth.signUp(email: email, password: password, name: name))
    }

    private func signIn(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        try await checkLimit(context)
        let body = try await RequestBody.object(request, limit: RequestBody.maximumAuthSize, tooLarge: .authPayloadTooLarge,
                                                error: { APIError.authValidation($0) })
        guard case .string(let email) = body["email"] ?? .null, case .string(let password) = body["password"] ?? .null else {
            throw APIError.authValidation("email and password are required strings")
        }
        return Self.authResponse(try await auth.signIn(email: email, password: password))
    }

    /// Better Auth's shape: `{"provider":"apple","idToken":{"token","nonce"?,"name"?}}`.
    private func signInSocial(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        try await checkLimit(context)
        let body = try await RequestBody.object(request, limit: RequestBody.maximumAuthSize, tooLarge: .authPayloadTooLarge,
                                                error: { APIError.authValidation($0) })
        guard case .string(let provider) = body["provider"] ?? .null else {
            throw APIError.authValidation("provider is a required string")
        }
        guard provider == ExternalAccountRecord.apple, let social else { throw APIError.providerNotFound }
        guard let idToken = body["idToken"]?.members,
              case .string(let token) = idToken["token"] ?? .null, !token.isEmpty else {
            throw APIError.authValidation("idToken.token is a required string")
        }
        func optionalString(_ key: String) throws -> String? {
            switch idToken[key] ?? .null {
            case .null: return nil
            case .string(let value): return value
            default: throw APIError.authValidation("idToken.\(key) must be a string")
            }
        }
        let name = try optionalString("name")
        if let name, let violation = Self.nameLimit.violation(name.trimmingCharacters(in: .whitespacesAndNewlines)),
           !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw APIError.authValidation("idToken.name \(violation)")
        }
        return Self.authResponse(try await social.signIn(idToken: token, nonce: try optionalString("nonce"), name: name))
    }

    private func checkLimit(_ context: AppRequestContext) async throws {
        guard let limiter else { return }
        if case .limited(let retryAfter, let resetAt) = try await limiter.attempt(context.clientAddress, now: Date.storageNow) {
            throw APIError.rateLimited(retryAfter: retryAfter, resetAt: resetAt, shape: .auth)
        }
    }

    static func authResponse(_ response: AuthResponse) -> Response {
        var headers = HTTPFields()
        headers[.init("set-auth-token")!] = response.token
        headers[.init("Access-Control-Expose-Headers")!] = "set-auth-token"
        return JSONResponse.make(.ok, response, headers: headers)
    }
}
