import Foundation

/// Which part of a story's generation an event speaks of.
public enum GenerationStep: String, LenientStatus {
    case text, audio, illustrations, unknown
    public static var fallback: Self { .unknown }
}

/// `event: progress` payload of the story events stream.
public struct ProgressPayload: Codable, Sendable, Equatable {
    public var step: GenerationStep
    /// The step's status, in that step's own vocabulary (`processing`, `completed`, ...).
    public var status: String
    /// 0...100.
    public var progress: Int
    public var completed: Int?
    public var total: Int?

    public init(step: GenerationStep, status: String, progress: Int, completed: Int? = nil, total: Int? = nil) {
        self.step = step
        self.status = status
        self.progress = progress
        self.completed = completed
        self.total = total
    }
}

/// `event: text` payload: the next piece of story text.
public struct TextDeltaPayload: Codable, Sendable, Equatable {
    public var delta: String
    /// Our extension: when true, `delta` is the whole text so far and replaces what the client
    /// has (sent after a reconnect whose `Last-Event-ID` could not be resumed, e.g. after a
    /// server restart). Absent means append.
    public var replace: Bool?

    public init(delta: String, replace: Bool? = nil) {
        self.delta = delta
        self.replace = replace
    }
}

/// `event: error` payload: a step failed, with a message a person can read.
public struct StepErrorPayload: Codable, Sendable, Equatable {
    public var step: GenerationStep
    public var message: String

    public init(step: GenerationStep, message: String) {
        self.step = step
        self.message = message
    }
}

/// Answer of `GET /api/v1/health`.
public struct HealthStatus: Codable, Sendable, Equatable {
    public var status: String
    public var timestamp: Date
    public var database: String
    public var version: String

    public init(status: String, timestamp: Date, database: String, version: String) {
        self.status = status
        self.timestamp = timestamp
        self.database = database
        self.version = version
    }
}

/// Answer of `GET /api/v1/ping` (no envelope, epoch milliseconds).
public struct PingResponse: Codable, Sendable, Equatable {
    public var status: String
    public var timestamp: Int64

    public init(status: String, timestamp: Int64) {
        self.status = status
        self.timestamp = timestamp
    }
}
