import InfiniteStoriesModels

/// The outcome of `APIClient.health()`: can the server be reached, and how fast.
public enum Connectivity: Sendable, Equatable {
    /// The server answered healthy after `latency`.
    case reachable(latency: Duration, status: HealthStatus)
    /// The server answered, but not healthy (503 when its database is down, or an odd answer).
    case degraded(latency: Duration, error: ClientError)
    /// No answer: no connection, DNS, refused, timeout.
    case unreachable(ClientError)

    public var isReachable: Bool {
        if case .unreachable = self { return false }
        return true
    }

    /// Round-trip time when the server answered at all.
    public var latency: Duration? {
        switch self {
        case .reachable(let latency, _), .degraded(let latency, _): latency
        case .unreachable: nil
        }
    }
}
