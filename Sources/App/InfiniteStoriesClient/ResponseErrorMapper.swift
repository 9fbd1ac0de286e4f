import Foundation
import InfiniteStoriesModels

/// Turns a non-2xx answer into a `ClientError`, reading either error shape of the contract.
///
/// The status code decides the case; the body only adds details (field errors, the server's
/// text, the 429 wait), so an error page that is not JSON still maps to the right message.
enum ResponseErrorMapper {
    static func error(status: Int, body: Data, request: APIRequest, retryAfter: Duration?) -> ClientError {
        let decoder = JSONDecoder.wire()
        let apiBody = try? decoder.decode(APIErrorBody.self, from: body)
        let authBody = try? decoder.decode(AuthErrorBody.self, from: body)
        if let code = authBody?.code, code.hasPrefix("USER_ALREADY_EXISTS") {
            return .accountExists
        }
        switch status {
        case 401:
            if request.path.hasPrefix("/api/auth/sign-in") || request.path.hasPrefix("/api/auth/sign-up") {
                return .invalidCredentials
            }
            return .sessionExpired
        case 400:
            return .invalidInput(fields: fieldErrors(body: body, authCode: authBody?.code))
        case 404:
            return .notFound
        case 408:
            return .network(.timedOut)
        case 409 where request.isAuthRoute, 422 where request.isAuthRoute:
            return .accountExists
        case 422:
            return .invalidInput(fields: fieldErrors(body: body, authCode: authBody?.code))
        case 429:
            let headerSeconds = retryAfter.map(wholeSeconds)
            return .rateLimited(retryAfterSeconds: headerSeconds ?? apiBody?.retryAfter ?? authBody?.retryAfter)
        case 500...599:
            return .server(status: status)
        default:
            return .rejected(status: status, serverMessage: apiBody?.message ?? authBody?.message)
        }
    }

    /// Whether a 502 is the contract's `AIError` (the generation itself failed) rather than a
    /// gateway's: only the JSON `error` code says so, any other body is treated as a gateway's.
    static func isFailedGeneration(status: Int, body: Data) -> Bool {
        guard status == 502 else { return false }
        struct ErrorCode: Decodable { var error: String }
        return (try? JSONDecoder().decode(ErrorCode.self, from: body))?.error == "AIError"
    }

    /// Seconds, rounded up so the caller never comes back too early.
    static func wholeSeconds(_ duration: Duration) -> Int {
        let seconds = (duration / .seconds(1)).rounded(.up)
        return seconds.isFinite ? Int(min(max(seconds, 0), Double(Int32.max))) : 0
    }

    /// Where an OAuth error body's `error` and `error_description` land in `invalidInput`'s fields.
    static let oauthErrorField = "error"
    static let oauthDescriptionField = "error_description"

    /// `details` as field -> message, read leniently: a string per field, or a list of strings
    /// (joined); Better Auth's codes that name a field become a message on that field.
    static func fieldErrors(body: Data, authCode: String?) -> [String: String] {
        switch authCode {
        case "INVALID_EMAIL": return ["email": ClientMessages.invalidEmailField]
        case "PASSWORD_TOO_SHORT": return ["password": ClientMessages.passwordTooShortField]
        case "PASSWORD_TOO_LONG": return ["password": ClientMessages.passwordTooLongField]
        default: break
        }
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return [:] }
        // OAuth's error body (RFC 6749 §5.2; the device flow's polls) names its error as a field.
        if let error = object["error"] as? String, object["details"] == nil, object["message"] == nil {
            var fields = [oauthErrorField: error]
            if let description = object["error_description"] as? String { fields[oauthDescriptionField] = description }
            return fields
        }
        guard let details = object["details"] as? [String: Any] else { return [:] }
        var fields: [String: String] = [:]
        for (field, value) in details {
            if let text = value as? String {
                fields[field] = text
            } else if let texts = value as? [Any] {
                let strings = texts.compactMap { $0 as? String }
                if !strings.isEmpty { fields[field] = strings.joined(separator: "; ") }
            }
        }
        return fields
    }
}
