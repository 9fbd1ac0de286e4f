import Foundation
import Hummingbird
import InfiniteStoriesModels

/// Every error the server answers with, in one of the contract's two shapes.
///
/// Handlers throw these; anything else that escapes becomes a 500 whose body says nothing of
/// the cause (internal text never reaches the client).
struct APIError: Error, HTTPResponseError {
    enum Shape: Sendable { case app, auth }

    let status: HTTPResponse.Status
    let code: String
    let message: String
    var details: [String: String]? = nil
    var retryAfter: Int? = nil
    var resetAt: Date? = nil
    var shape: Shape = .app
    var extraHeaders: HTTPFields = [:]

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response: Response
        switch shape {
        case .app:
            response = JSONResponse.make(status, APIErrorBody(
                error: code, message: message, details: details, retryAfter: retryAfter, resetAt: resetAt))
        case .auth:
            response = JSONResponse.make(status, AuthErrorBody(
                code: code, message: message, retryAfter: retryAfter, resetAt: resetAt))
        }
        if let retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        for field in extraHeaders { response.headers.append(field) }
        return response
    }

    // MARK: App-route errors

    static let unauthorized = APIError(status: .unauthorized, code: "Unauthorized", message: "Authentication required")
    static let notFound = APIError(status: .notFound, code: "NotFound", message: "Resource not found")
    static let internalError = APIError(status: .internalServerError, code: "InternalServerError",
                                        message: "Something went wrong on our side. Please try again.")
    static let serviceUnavailable = APIError(status: .serviceUnavailable, code: "ServiceUnavailable",
                                             message: "The service is temporarily unavailable")
    static let payloadTooLarge = APIError(status: .contentTooLarge, code: "PayloadTooLarge",
                                          message: "Request body must be at most 1 MiB")

    static func validation(_ details: [String: String], message: String = "Invalid request data") -> APIError {
        APIError(status: .badRequest, code: "ValidationError", message: message, details: details)
    }

    static func methodNotAllowed(allow: [HTTPRequest.Method]) -> APIError {
        var headers = HTTPFields()
        headers[.allow] = allow.map(\.rawValue).joined(separator: ", ")
        return APIError(status: .methodNotAllowed, code: "MethodNotAllowed",
                        message: "This method is not allowed here", extraHeaders: headers)
    }

    static func rateLimited(retryAfter: Int, resetAt: Date, shape: Shape) -> APIError {
        APIError(status: .tooManyRequests, code: shape == .app ? "RateLimitExceeded" : "TOO_MANY_REQUESTS",
                 message: "Too many requests. Please try again in \(retryAfter) seconds.",
                 retryAfter: retryAfter, resetAt: resetAt, shape: shape)
    }

    /// Too many failed password sign-ins for one email (`SignInThrottle`), from any address.
    /// Better Auth's 429 code; the message says nothing of whether the account exists (unknown
    /// emails are throttled alike).
    static func signInThrottled(retryAfter: Int, resetAt: Date) -> APIError {
        APIError(status: .tooManyRequests, code: "TOO_MANY_REQUESTS",
                 message: "Too many failed sign-ins for this email. Please try again in \(retryAfter) seconds.",
                 retryAfter: retryAfter, resetAt: resetAt, shape: .auth)
    }

    // MARK: Auth-route errors (Better Auth codes)

    static let invalidCredentials = APIError(status: .unauthorized, code: "INVALID_EMAIL_OR_PASSWORD",
                                             message: "Invalid email or password", shape: .auth)
    static let invalidEmail = APIError(status: .badRequest, code: "INVALID_EMAIL", message: "Invalid email", shape: .auth)
    static let userExists = APIError(status: .unprocessableContent, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
                                     message: "User already exists. Use another email.", shape: .auth)
    static let passwordTooShort = APIError(status: .badRequest, code: "PASSWORD_TOO_SHORT", message: "Password too short", shape: .auth)
    static let passwordTooLong = APIError(status: .badRequest, code: "PASSWORD_TOO_LONG", message: "Password too long", shape: .auth)
    static let authPayloadTooLarge = APIError(status: .contentTooLarge, code: "PAYLOAD_TOO_LARGE",
                                              message: "Request body must be at most \(RequestBody.maximumAuthSize >> 10) KiB",
                                              shape: .auth)
    static let providerNotFound = APIError(status: .notFound, code: "PROVIDER_NOT_FOUND", message: "Provider not found", shape: .auth)
    static let invalidToken = APIError(status: .unauthorized, code: "INVALID_TOKEN", message: "Invalid token", shape: .auth)
    /// Apple's keys could not be fetched: nothing is wrong with the token, try again later.
    static let appleUnavailable = APIError(status: .serviceUnavailable, code: "PROVIDER_UNAVAILABLE",
                                           message: "Apple could not be reached. Please try again.", shape: .auth)
    /// Apple did not vouch for the email of an existing account, so it is not linked.
    static let accountNotLinked = APIError(
        status: .conflict, code: "ACCOUNT_NOT_LINKED",
        message: "An account with this email already exists. Sign in with your email and password.", shape: .auth)

    static func authValidation(_ message: String) -> APIError {
        APIError(status: .badRequest, code: "VALIDATION_ERROR", message: message, shape: .auth)
    }
}
