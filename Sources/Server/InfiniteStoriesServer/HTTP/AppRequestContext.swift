import Foundation
import Hummingbird
import NIOCore

/// Per-request context: the caller's address (for auth rate limits) and, on protected routes,
/// the signed-in user that the authentication middleware resolved.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The peer's IP address as text; "unknown" when the channel has none.
    public let clientAddress: String
    /// Set by `AuthenticationMiddleware` on protected routes.
    public var identity: AuthenticatedUser?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
        identity = nil
    }

    /// Request bodies over 1 MiB are 413 (contract section 1).
    public var maxUploadSize: Int { RequestBody.maximumSize }

    /// The signed-in user; throws 401 when the route was reached without one.
    func requireUser() throws -> AuthenticatedUser {
        guard let identity else { throw APIError.unauthorized }
        return identity
    }
}

/// The user and session a bearer token resolved to.
public struct AuthenticatedUser: Sendable {
    public let userID: String
    public let sessionID: String
}
