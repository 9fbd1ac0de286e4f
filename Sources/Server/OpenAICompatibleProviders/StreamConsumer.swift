/// Something that reads a server-sent event stream for the transport.
///
/// The transport owns the connection, the retries and the silence timer; the consumer owns the
/// meaning of the events. A stream may be restarted only while the consumer has delivered
/// nothing to its own caller, because what was shown cannot be taken back.
protocol StreamConsumer: AnyObject, Sendable {
    /// True once anything reached the consumer's caller; the stream can no longer be retried.
    var hasDelivered: Bool { get }
    /// A new attempt starts: drop what an earlier, failed attempt left half-read.
    func begin()
    /// One event's data; returns false when it was the end marker and reading should stop.
    func receive(_ data: String) async throws -> Bool
    /// The body ended (or the end marker came); throws when the answer is incomplete.
    func end() async throws
}
