import Foundation
import InfiniteStoriesModels

/// One request to the server, described without its URL host or credentials.
///
/// It is a value so that the client can remember a request that failed on an expired session and
/// send it again after the user signs back in (`APIClient.replay()`); the bearer token is never
/// part of it, so a remembered request carries no secret.
public struct APIRequest: Sendable, Equatable {
    /// Which credential the request carries.
    enum Credential: Sendable, Equatable {
        /// The current session's token, if any (the default).
        case session
        /// A specific token: sign-out sends the token it is revoking after the local copy is gone.
        case token(String)
        /// None, even when signed in.
        case none
    }

    public var method: HTTPMethod
    /// Percent-encoded path from the server root, e.g. `/api/v1/heroes`; build id segments with
    /// `PathSegment.encode(_:)`.
    public var path: String
    public var queryItems: [URLQueryItem]
    public var body: Data?
    /// Extra headers (`Prefer`, `Accept`, ...). `Authorization` set here is ignored.
    public var headers: [String: String]
    /// Sent as `Idempotency-Key`; makes a POST safe to retry because the server answers a repeat
    /// with the first result.
    public var idempotencyKey: String?
    /// Overrides the client's per-attempt timeout (long synchronous generations need more).
    public var timeout: Duration?
    /// Overrides the client's total deadline across all attempts and waits.
    public var deadline: Duration?
    /// Overrides the retry policy's maximum number of retries.
    public var maxRetries: Int?
    /// Whether a 401 means that the stored session expired (false for sign-out, which is ending
    /// the session anyway and must not raise a "session expired" prompt).
    public var reportsSessionExpiry: Bool
    var credential: Credential

    public init(method: HTTPMethod, path: String, queryItems: [URLQueryItem] = [], body: Data? = nil,
                headers: [String: String] = [:], idempotencyKey: String? = nil) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.body = body
        self.headers = headers
        self.idempotencyKey = idempotencyKey
        self.timeout = nil
        self.deadline = nil
        self.maxRetries = nil
        self.reportsSessionExpiry = true
        self.credential = .session
    }

    /// A request whose body is `payload` as contract JSON.
    public init<Payload: Encodable>(method: HTTPMethod, path: String, json payload: Payload,
                                    queryItems: [URLQueryItem] = [], headers: [String: String] = [:],
                                    idempotencyKey: String? = nil) throws {
        let data: Data
        do {
            data = try JSONEncoder.wire().encode(payload)
        } catch {
            throw ClientError.invalidInput(fields: [:])
        }
        var allHeaders = headers
        allHeaders["Content-Type"] = "application/json; charset=utf-8"
        self.init(method: method, path: path, queryItems: queryItems, body: data, headers: allHeaders,
                  idempotencyKey: idempotencyKey)
    }

    /// Routes that must never carry a bearer token: health, ping, sign-in and sign-up.
    public var isPublicRoute: Bool {
        let route = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        if route == "/api/v1/health" || route == "/api/v1/ping" { return true }
        return route.hasPrefix("/api/auth/sign-in") || route.hasPrefix("/api/auth/sign-up")
    }

    /// Whether the request is a Better Auth route (whose errors have the `{code,message}` shape).
    public var isAuthRoute: Bool { path.hasPrefix("/api/auth/") }

    /// Whether repeating the request is harmless: idempotent methods, or any request carrying an
    /// idempotency key. A plain POST or PATCH is never repeated blindly.
    public var isRetryable: Bool { method.isIdempotent || idempotencyKey != nil }
}

/// A request is remembered for replay and may end up in a log line, a debugger or a crash
/// report, so every textual form leaves out what could sign someone in: the token it carries,
/// credential headers, and the body (a sign-in body holds the password).
extension APIRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Header names whose values are credentials.
    private static let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

    private var redactedHeaders: [String: String] {
        var shown: [String: String] = [:]
        for (name, value) in headers {
            shown[name] = Self.secretHeaders.contains(name.lowercased()) ? "<redacted>" : value
        }
        return shown
    }

    private var bodySummary: String? {
        body.map { "<\($0.count) bytes>" }
    }

    public var description: String {
        var parts = ["\(method.rawValue) \(path)"]
        if !queryItems.isEmpty { parts.append("query: \(queryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&"))") }
        if let bodySummary { parts.append("body: \(bodySummary)") }
        if !headers.isEmpty {
            parts.append("headers: [" + redactedHeaders.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                .joined(separator: ", ") + "]")
        }
        if let idempotencyKey { parts.append("idempotencyKey: \(idempotencyKey)") }
        parts.append("credential: \(credential)")
        return "APIRequest(" + parts.joined(separator: ", ") + ")"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: [
            "method": method,
            "path": path,
            "queryItems": queryItems,
            "body": bodySummary as Any,
            "headers": redactedHeaders,
            "idempotencyKey": idempotencyKey as Any,
            "timeout": timeout as Any,
            "deadline": deadline as Any,
            "maxRetries": maxRetries as Any,
            "reportsSessionExpiry": reportsSessionExpiry,
            "credential": credential,
        ], displayStyle: .struct)
    }
}

/// The credential prints which kind it is, never the token.
extension APIRequest.Credential: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    var description: String {
        switch self {
        case .session: "session"
        case .token: "token(<redacted>)"
        case .none: "none"
        }
    }

    var debugDescription: String { description }

    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
