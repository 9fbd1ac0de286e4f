import InfiniteStoriesModels

/// Signing up, in and out, and restoring the saved session; what the view-state layer uses.
public protocol AuthRepository: Sendable {
    /// Creates an account and signs in. `accountExists` when the email is taken; `invalidInput`
    /// with `email`/`password` field errors for a malformed email or a bad password length.
    func signUp(name: String, email: String, password: String) async throws -> AuthSession
    /// Signs in; `invalidCredentials` for a wrong email or password.
    func signIn(email: String, password: String) async throws -> AuthSession
    /// Revokes the session on the server and forgets it locally; the local part happens even
    /// when the server cannot be reached. Answers whether the server confirmed the revocation.
    @discardableResult
    func signOut() async -> Bool
    /// The saved session, verified with the server; nil when nobody is signed in or the server
    /// no longer knows the session. Throws (network) when it cannot be verified.
    func currentSession() async throws -> AuthSession?
    /// The latest problem with the saved-session file, for the app to show once.
    var storeWarning: SessionStoreWarning? { get }
    /// Session events (`sessionExpired`); each call gives a new stream.
    func sessionEvents() -> AsyncStream<ClientEvent>
    /// The request that failed when the session expired, if any.
    var pendingRequest: APIRequest? { get }
    /// After signing back in as the same user, sends the request that failed on the expired
    /// session and answers it; nil when there was none (or it was for another user, and dropped).
    func replayPendingRequest() async throws -> ReplayedRequest?
    /// Drops the remembered request.
    func discardPendingRequest()

    /// How this server lets people sign in; email and password only from a server that predates
    /// the question (404).
    func signInMethods() async throws -> SignInMethods
    /// Starts signing in with Apple through a browser: the code to show and where to open it.
    func startAppleSignIn() async throws -> DeviceAuthorizationResponse
    /// Asks once whether the browser half is done; signs in (and saves the session) when it is.
    func pollAppleSignIn(deviceCode: String) async throws -> DeviceSignInStatus
    /// Deletes the account on the server with everything in it, then forgets the session here.
    func deleteAccount() async throws
}
