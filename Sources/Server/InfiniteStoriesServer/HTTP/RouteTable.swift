import Hummingbird
import Synchronization

/// The registered (method, path pattern) pairs, so an unmatched request can be told apart:
/// a known path with another method is 405 with `Allow`, anything else 404.
final class RouteTable: Sendable {
    private let routes = Mutex<[(HTTPRequest.Method, [Substring])]>([])

    /// `pattern` uses `:name` for a path parameter, as the router does.
    func add(_ method: HTTPRequest.Method, _ pattern: String) {
        let segments = pattern.split(separator: "/")
        routes.withLock { $0.append((method, segments)) }
    }

    /// The methods registered for a concrete path (empty when the path is unknown).
    func methods(for path: String) -> [HTTPRequest.Method] {
        let segments = path.split(separator: "/")
        return routes.withLock { routes in
            var seen: [HTTPRequest.Method] = []
            for (method, pattern) in routes where Self.matches(pattern, segments) && !seen.contains(method) {
                seen.append(method)
            }
            return seen
        }
    }

    private static func matches(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        if pattern.last == "**" {
            return path.count >= pattern.count && matches(Array(pattern.dropLast()), Array(path.prefix(pattern.count - 1)))
        }
        guard pattern.count == path.count else { return false }
        return zip(pattern, path).allSatisfy { $0.hasPrefix(":") || $0 == $1 }
    }
}
