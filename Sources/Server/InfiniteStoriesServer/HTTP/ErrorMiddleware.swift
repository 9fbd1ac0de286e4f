import Hummingbird
import Logging
import NIOCore

/// Turns every failure into the contract's JSON: our `APIError`s pass through, the framework's
/// own errors (no route, body too large) are re-shaped, and anything unexpected is logged here
/// and answered as a 500 that reveals nothing internal.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let routes: RouteTable

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as HTTPError {
            switch error.status {
            case .notFound:
                let allowed = routes.methods(for: request.uri.path)
                if !allowed.isEmpty, !allowed.contains(request.method) {
                    throw APIError.methodNotAllowed(allow: allowed)
                }
                throw APIError.notFound
            case .contentTooLarge:
                throw APIError.payloadTooLarge
            case .badRequest:
                throw APIError.validation(["body": "Malformed request"], message: "Malformed request")
            default:
                context.logger.error("framework error", metadata: ["status": "\(error.status.code)"])
                throw APIError.internalError
            }
        } catch is NIOTooManyBytesError {
            // A body collected past its limit anywhere (chunked bodies carry no Content-Length).
            throw APIError.payloadTooLarge
        } catch is CancellationError {
            throw APIError.serviceUnavailable
        } catch let error as StoreUnavailable {
            // No database connection in time: temporary, so the client is told when to retry.
            context.logger.warning("store unavailable", metadata: ["reason": "\(error.reason)"])
            var answer = APIError.serviceUnavailable
            answer.retryAfter = error.retryAfter
            throw answer
        } catch {
            context.logger.error("unhandled error", metadata: ["error": "\(String(reflecting: type(of: error)))"])
            throw APIError.internalError
        }
    }
}
