import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `/api/auth/*`: Better Auth's routes and error shape.
struct AuthRoutes: Sendable {
    let auth: AuthService
    let limiter: SlidingWindowLimiter?

    func register(on router: Router<AppRequestContext>, table: RouteTable) {
        for path in ["/api/auth/sign-up/email", "/api/auth/sign-up"] {
            table.add(.post, path)
            router.post(RouterPath(path)) { request, context in try await signUp(request, context) }
        }
        for path in ["/api/auth/sign-in/email", "/api/auth/sign-in"] {
            table.add(.post, path)
            router.post(RouterPath(path)) { request, context in try await signIn(request, context) }
        }
        table.add(.post, "/api/auth/sign-in/social")
        router.post("/api/auth/sign-in/social") { _, _ -> Response in
            // Apple sign-in arrives with its own issue; until then no provider is configured.
            throw APIError.providerNotFound
        }
        table.add(.post, "/api/auth/sign-out")
        router.post("/api/auth/sign-out") { request, _ in
            if let token = BearerToken.from(request) { try await auth.signOut(token: token) }
            return JSONResponse.make(.ok, SignOutResponse(success: true))
        }
        table.add(.get, "/api/auth/get-session")
        router.get("/api/auth/get-session") { request, _ in
            guard let token = BearerToken.from(request), let (session, user) = try await auth.session(for: token) else {
                return JSONResponse.make(.ok, Optional<SessionResponse>.none)
            }
            return JSONResponse.make(.ok, SessionResponse(session: AuthService.wire(session), user: AuthService.wire(user)))
        }
    }

    private func signUp(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        try checkLimit(context)
        let body = try await RequestBody.object(request, error: { APIError.authValidation($0) })
        guard case .string(let email) = body["email"] ?? .null,
              case .string(let password) = body["password"] ?? .null,
              case .string(let rawName) = body["name"] ?? .null else {
            throw APIError.authValidation("email, password and name are required strings")
        }
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...200).contains(name.count) else { throw APIError.authValidation("name must be 1 to 200 characters") }
        return authResponse(try await auth.signUp(email: email, password: password, name: name))
    }

    private func signIn(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        try checkLimit(context)
        let body = try await RequestBody.object(request, error: { APIError.authValidation($0) })
        guard case .string(let email) = body["email"] ?? .null, case .string(let password) = body["password"] ?? .null else {
            throw APIError.authValidation("email and password are required strings")
        }
        return authResponse(try await auth.signIn(email: email, password: password))
    }

    private func checkLimit(_ context: AppRequestContext) throws {
        guard let limiter else { return }
        if case .limited(let retryAfter, let resetAt) = limiter.attempt(context.clientAddress) {
            throw APIError.rateLimited(retryAfter: retryAfter, resetAt: resetAt, shape: .auth)
        }
    }

    private func authResponse(_ response: AuthResponse) -> Response {
        var headers = HTTPFields()
        headers[.init("set-auth-token")!] = response.token
        headers[.init("Access-Control-Expose-Headers")!] = "set-auth-token"
        return JSONResponse.make(.ok, response, headers: headers)
    }
}
