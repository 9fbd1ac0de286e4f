import Hummingbird

/// Refuses a request whose path or query holds an encoded NUL (`%00`) with 400 before any route
/// sees it. PostgreSQL's text cannot hold U+0000 (SQLite's can), so an id or filter carrying one
/// would be "not found" on one store and a failed statement on the other; refused here, it is the
/// same clear answer on both (bodies are checked where they are parsed, `RequestBody`).
struct NULRefusalMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let message = "The address must not contain the NUL character (%00)"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.uri.description.utf8.containsEncodedNUL {
            throw APIError.validation(["url": Self.message], message: Self.message)
        }
        return try await next(request, context)
    }
}

private extension String.UTF8View {
    /// Whether the bytes hold `%00` (either case of nothing: zeros have no case).
    var containsEncodedNUL: Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in self {
            if previous == (UInt8(ascii: "%"), UInt8(ascii: "0")) && byte == UInt8(ascii: "0") { return true }
            previous = (previous.1, byte)
        }
        return false
    }
}
