import Foundation

/// Sign in with Apple, as configured on this server (`--apple-*` flags, `--public-url`).
///
/// Two ways in share it. Apps with Apple's native sheet send an identity token to
/// `/api/auth/sign-in/social`, which needs only the client ids the token may be issued for.
/// Clients without the sheet (the terminal app) use the device flow, where this server itself
/// talks to Apple: that needs the team id, key id and private key that sign the client secret.
public struct AppleConfiguration: Sendable, Equatable {
    /// Apple's issuer; identity tokens from anyone else are refused whatever the base URL.
    public static let issuer = "https://appleid.apple.com"

    /// Audiences an identity token may carry: the app's bundle id and the web services id. The
    /// first one is the services id the device flow sends to Apple.
    public var clientIDs: [String]
    public var teamID: String?
    public var keyID: String?
    /// The `.p8` key's PEM text (read by the executable from a 0600 file; never logged).
    public var privateKeyPEM: String?
    /// Where Apple's endpoints live: `https://appleid.apple.com`, or a stand-in for tests.
    public var baseURL: URL
    /// Seconds a JWKS fetched for an unknown key id must age before another such fetch, so a
    /// stream of made-up key ids cannot make the server hammer Apple.
    public var keyRefetchInterval: TimeInterval

    public init(clientIDs: [String], teamID: String? = nil, keyID: String? = nil, privateKeyPEM: String? = nil,
                baseURL: URL = URL(string: "https://appleid.apple.com")!, keyRefetchInterval: TimeInterval = 10) {
        self.clientIDs = clientIDs
        self.teamID = teamID
        self.keyID = keyID
        self.privateKeyPEM = privateKeyPEM
        self.baseURL = baseURL
        self.keyRefetchInterval = keyRefetchInterval
    }

    /// The services id the browser flow authorizes for (the first client id).
    var servicesID: String? { clientIDs.first }

    /// Whether this server can run the browser (device) flow, not only check native tokens.
    var supportsWebFlow: Bool {
        servicesID != nil && teamID?.isEmpty == false && keyID?.isEmpty == false && privateKeyPEM?.isEmpty == false
    }

    func endpoint(_ path: String) -> URL {
        baseURL.appendingPathComponent(path)
    }
}
