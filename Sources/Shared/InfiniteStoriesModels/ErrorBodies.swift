import Foundation

/// The error codes of `/api/v1` routes (contract section 1).
public enum APIErrorCode: String, Codable, Sendable {
    case unauthorized = "Unauthorized"
    case notFound = "NotFound"
    case validationError = "ValidationError"
    case conflict = "Conflict"
    case payloadTooLarge = "PayloadTooLarge"
    case rateLimitExceeded = "RateLimitExceeded"
    case internalServerError = "InternalServerError"
    case serviceUnavailable = "ServiceUnavailable"
    case aiError = "AIError"
    case methodNotAllowed = "MethodNotAllowed"
}

/// `{"error","message","details"?}` of app routes, plus the 429 extras.
///
/// `error` stays a plain string so a client keeps working when a server adds a code.
public struct APIErrorBody: Codable, Sendable, Equatable {
    public var error: String
    public var message: String
    /// For `ValidationError`: field name -> message.
    public var details: [String: String]?
    /// For 429: seconds to wait.
    public var retryAfter: Int?
    /// For 429: when the window resets.
    public var resetAt: Date?

    public init(error: String, message: String, details: [String: String]? = nil,
                retryAfter: Int? = nil, resetAt: Date? = nil) {
        self.error = error
        self.message = message
        self.details = details
        self.retryAfter = retryAfter
        self.resetAt = resetAt
    }
}

/// Better Auth's `{"code","message"}` error shape for `/api/auth` routes.
public struct AuthErrorBody: Codable, Sendable, Equatable {
    public var code: String
    public var message: String
    public var retryAfter: Int?
    public var resetAt: Date?

    public init(code: String, message: String, retryAfter: Int? = nil, resetAt: Date? = nil) {
        self.code = code
        self.message = message
        self.retryAfter = retryAfter
        self.resetAt = resetAt
    }
}
