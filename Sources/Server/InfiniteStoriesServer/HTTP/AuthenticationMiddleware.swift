import Hummingbird

/// Guards the protected `/api/v1` routes: a missing, unknown, expired or revoked token is 401
/// before any handler (and so any state change) runs.
struct AuthenticationMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let auth: AuthService

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let token = BearerToken.from(request), let (session, user) = try await auth.session(for: token) else {
            throw APIError.unauthorized
        }
        var context = context
        context.identity = AuthenticatedUser(userID: user.id, sessionID: session.id)
        return try await next(request, context)
    }
}
