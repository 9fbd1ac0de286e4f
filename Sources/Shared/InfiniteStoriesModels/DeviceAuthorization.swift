import Foundation

/// `POST /api/auth/device/code`'s answer (RFC 8628 §3.2, snake_case as the RFC writes it).
public struct DeviceAuthorizationResponse: Codable, Sendable, Equatable {
    public var deviceCode: String
    /// What the person compares and, without the complete URL, types: `BCDF-GHJK`.
    public var userCode: String
    public var verificationURI: String
    /// The verification page with the user code filled in (what the QR code holds).
    public var verificationURIComplete: String
    /// Seconds until the codes expire.
    public var expiresIn: Int
    /// Seconds to wait between polls.
    public var interval: Int

    enum CodingKeys: String, CodingKey {
        case deviceCode = "device_code", userCode = "user_code", verificationURI = "verification_uri"
        case verificationURIComplete = "verification_uri_complete", expiresIn = "expires_in", interval
    }

    public init(deviceCode: String, userCode: String, verificationURI: String, verificationURIComplete: String,
                expiresIn: Int, interval: Int) {
        self.deviceCode = deviceCode
        self.userCode = userCode
        self.verificationURI = verificationURI
        self.verificationURIComplete = verificationURIComplete
        self.expiresIn = expiresIn
        self.interval = interval
    }
}

/// Body of `POST /api/auth/device/token`.
public struct DeviceTokenRequest: Codable, Sendable, Equatable {
    public static let grantType = "urn:ietf:params:oauth:grant-type:device_code"

    public var deviceCode: String
    public var grantType: String

    enum CodingKeys: String, CodingKey {
        case deviceCode = "device_code", grantType = "grant_type"
    }

    public init(deviceCode: String, grantType: String = DeviceTokenRequest.grantType) {
        self.deviceCode = deviceCode
        self.grantType = grantType
    }
}

/// OAuth's error body (RFC 6749 §5.2): what a device poll answers while it is not signed in.
public struct OAuthErrorBody: Codable, Sendable, Equatable {
    /// `authorization_pending`, `slow_down`, `expired_token`, `access_denied`, `invalid_grant`, ...
    public var error: String
    public var errorDescription: String?

    enum CodingKeys: String, CodingKey {
        case error, errorDescription = "error_description"
    }

    public init(error: String, errorDescription: String? = nil) {
        self.error = error
        self.errorDescription = errorDescription
    }
}

/// `GET /api/auth/methods`: how this server lets people sign in, so clients show only those.
public struct SignInMethods: Codable, Sendable, Equatable {
    public struct Apple: Codable, Sendable, Equatable {
        /// Identity tokens from Apple's native sheet are accepted (`/api/auth/sign-in/social`).
        public var idToken: Bool
        /// The browser flow for devices without the sheet (`/api/auth/device/code`).
        public var deviceAuthorization: Bool

        public init(idToken: Bool, deviceAuthorization: Bool) {
            self.idToken = idToken
            self.deviceAuthorization = deviceAuthorization
        }
    }

    public var emailAndPassword: Bool
    /// Nil when Sign in with Apple is not configured.
    public var apple: Apple?

    public init(emailAndPassword: Bool = true, apple: Apple? = nil) {
        self.emailAndPassword = emailAndPassword
        self.apple = apple
    }

    // `apple` is written as null when absent, so its absence is explicit on the wire.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(emailAndPassword, forKey: .emailAndPassword)
        try container.encode(apple, forKey: .apple)
    }
}
