import SharedUtilities

// The client's public API names types that live in `SharedUtilities` (ADR 0028); these names keep
// them reachable through `import InfiniteStoriesClient` alone, so the view state, the app and the
// tests need not know where the code lives.

/// When and how long the client waits before repeating a request (`APIClientConfiguration`).
public typealias RetryPolicy = SharedUtilities.RetryPolicy
/// One dispatched Server-Sent Event of a generation stream.
public typealias ServerSentEvent = SharedUtilities.ServerSentEvent
/// The incremental `text/event-stream` parser the event stream connection feeds.
public typealias ServerSentEventParser = SharedUtilities.ServerSentEventParser
/// A JSON document read without Foundation, for the files read before the first frame.
public typealias JSONValue = SharedUtilities.JSONValue
