/// The HTTP methods the contract uses.
public enum HTTPMethod: String, Sendable, Equatable, Hashable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Methods whose repetition has the same effect as one call (RFC 9110), so a lost answer
    /// can be retried without asking anyone.
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete: true
        case .post, .patch: false
        }
    }
}
