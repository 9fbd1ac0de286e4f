import Foundation
import Hummingbird
import Logging

/// One log line per request: method, path (no query string), status, duration. Headers and
/// bodies are never logged, so passwords and tokens cannot end up in logs.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, context, status: Int(response.status.code), start: start)
            return response
        } catch let error as any HTTPResponseError {
            log(request, context, status: Int(error.status.code), start: start)
            throw error
        } catch {
            log(request, context, status: 500, start: start)
            throw error
        }
    }

    private func log(_ request: Request, _ context: Context, status: Int, start: ContinuousClock.Instant) {
        context.logger.info("request", metadata: [
            "method": "\(request.method.rawValue)",
            "path": "\(request.uri.path)",
            "status": "\(status)",
            "duration_ms": "\(Self.milliseconds(since: start))",
        ])
    }

    /// Milliseconds with one decimal ("12.3"), in integers: `String(format:)` was a fifth of
    /// the cost of logging a request.
    static func milliseconds(since start: ContinuousClock.Instant, now: ContinuousClock.Instant = .now) -> String {
        let elapsed = now - start
        let tenths = max(0, elapsed.components.seconds * 10_000 + (elapsed.components.attoseconds + 50_000_000_000_000) / 100_000_000_000_000)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
