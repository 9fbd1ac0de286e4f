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
        let elapsed = ContinuousClock.now - start
        let millis = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        context.logger.info("request", metadata: [
            "method": "\(request.method.rawValue)",
            "path": "\(request.uri.path)",
            "status": "\(status)",
            "duration_ms": "\(String(format: "%.1f", millis))",
        ])
    }
}
