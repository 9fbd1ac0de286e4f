import Hummingbird

/// `Cache-Control: no-store` on every answer of a route group, errors included, as Better Auth
/// sends on its routes: a token or a session in a cached answer could be served to someone else.
struct NoStoreMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as APIError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.cacheControl] = "no-store"
        return response
    }
}
