import Foundation

/// Every text of this library that a person may read, in one place.
///
/// Kept together so wording stays consistent across screens and so a later translation touches
/// one file; the view-state layer shows these strings as they are.
public enum ClientMessages {
    public static let invalidCredentials = "Invalid email or password."
    public static let accountExists = "An account with this email already exists. Try logging in instead."
    public static let network = "Network error. Please check your connection."
    public static let sessionExpired = "Session expired, please sign in again"
    public static let invalidInput = "Invalid data. Please check your input."
    public static let notFound = "Resource not found."
    public static let rateLimited = "Too many requests. Please try again later."
    /// The first sentence of `rateLimited`, for when the server says when to try again.
    public static let rateLimitedBrief = "Too many requests."
    public static let server = "Server error. Please try again later."
    public static let invalidResponse = "The server sent a response this app does not understand."
    public static let cancelled = "The request was cancelled."
    public static let forbidden = "You do not have access to this."
    public static let payloadTooLarge = "This is too large to send."
    public static let invalidURL = "The server address is not a valid URL."

    /// Fallback for a refused request the other texts do not describe.
    public static func rejected(status: Int) -> String {
        "The server refused this request (HTTP \(status))."
    }

    // Field errors for Better Auth's 400 codes, which carry no per-field details.
    public static let invalidEmailField = "Please enter a valid email address."
    public static let passwordTooShortField = "Password must be at least 8 characters."
    public static let passwordTooLongField = "Password must be at most 128 characters."

    // Generation steps reported by polling, which has no server text to show.
    public static let storyGenerationFailed = "The story could not be written."
    public static let audioGenerationFailed = "The narration could not be recorded."
    public static let illustrationsFailed = "Some pictures could not be drawn."

    // Session store warnings.
    public static func corruptSessionFile(_ path: String) -> String {
        "The saved session in \(path) is damaged and was ignored; please sign in again."
    }
    public static func foreignSessionFile(_ path: String) -> String {
        "The saved session in \(path) belongs to another user and was ignored; please sign in again."
    }
    public static func unsafeSessionFile(_ path: String) -> String {
        "The saved session path \(path) is not a plain file and was ignored; please sign in again."
    }
    public static func insecureSessionFile(_ path: String) -> String {
        "The saved session in \(path) was readable by other users; its permissions were tightened."
    }
    public static func unwritableSessionStore(_ path: String) -> String {
        "The session could not be saved in \(path); you will need to sign in again next time."
    }
}
