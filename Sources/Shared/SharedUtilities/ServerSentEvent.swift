/// One dispatched Server-Sent Event (WHATWG HTML, "Server-sent events").
public struct ServerSentEvent: Sendable, Equatable {
    /// The `event:` field, or `message` when the server gave none.
    public var type: String
    /// The `data:` lines joined with newlines.
    public var data: String
    /// The last event ID seen so far on this stream (it carries over events without `id:`).
    public var lastEventID: String?

    public init(type: String = "message", data: String, lastEventID: String? = nil) {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
    }
}
