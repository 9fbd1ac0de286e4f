/// Something the client tells the app without being asked.
public enum ClientEvent: Sendable, Equatable {
    /// A protected request answered 401: the stored session was cleared and the request that
    /// failed is kept in `APIClient.pendingReplay`. Sent once per session token, however many
    /// requests fail together.
    case sessionExpired
}
