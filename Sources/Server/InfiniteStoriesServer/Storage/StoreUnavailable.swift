/// The database cannot serve this request now (no pooled connection became free in time, the
/// server is unreachable): a temporary condition, which the HTTP layer answers with 503 and a
/// `Retry-After`, whatever the store.
struct StoreUnavailable: Error, CustomStringConvertible {
    /// Seconds a client should wait before trying again.
    var retryAfter: Int = 1
    var reason: String

    var description: String { "store unavailable: \(reason)" }
}
