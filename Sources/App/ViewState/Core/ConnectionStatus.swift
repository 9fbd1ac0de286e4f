import InfiniteStoriesClient

/// What the header says about the server.
public enum ConnectionStatus: Sendable, Equatable {
    /// The embedded server is starting.
    case starting
    /// Not known yet.
    case checking
    case online(latencyMilliseconds: Int)
    /// The server answers but is not healthy.
    case degraded(String)
    case offline(String)

    /// The status a health check of `server` (its URL, once known) reports.
    public init(_ connectivity: Connectivity, server: String?) {
        switch connectivity {
        case .reachable(let latency, _):
            let (seconds, attoseconds) = latency.components
            self = .online(latencyMilliseconds: Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
        case .degraded(_, let error):
            self = .degraded(error.message(server: server))
        case .unreachable(let error):
            self = .offline(error.message(server: server))
        }
    }

    public var isOnline: Bool {
        if case .online = self { return true }
        return false
    }
}
