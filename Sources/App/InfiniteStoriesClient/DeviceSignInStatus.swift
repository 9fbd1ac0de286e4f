/// What one poll of a browser sign-in found (RFC 8628 §3.5, as the server answers it).
public enum DeviceSignInStatus: Sendable, Equatable {
    /// The person has not finished in the browser yet.
    case pending
    /// Polled too often: wait `interval` + 5 s from now on.
    case slowDown
    /// Signed in; the session is saved.
    case signedIn(AuthSession)
    /// Cancelled in the browser (at Apple).
    case denied
    /// The code ran out before the browser half was done.
    case expired
    /// Apple's email belongs to an existing account Apple did not verify it for.
    case accountNotLinked
    /// Apple or the server refused; nothing the person can fix but trying again.
    case failed
}
