import Foundation
import InfiniteStoriesModels
import TerminalUI

/// Signing in with Apple through a browser while it goes on: the terminal has no Apple sheet,
/// so it shows a code and an address (and a QR code of it) and asks the server, every
/// `interval` seconds, whether the person has finished at Apple.
public struct AppleSignIn: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// Asking the server for a code.
        case requesting
        /// The code is on screen; polls go out every `interval` seconds.
        case waiting(DeviceAuthorizationResponse)
    }

    public var phase: Phase = .requesting
    /// Identifies this run: answers that arrive for an earlier, cancelled one are ignored.
    public var attempt: Int
    /// Seconds between polls; grows by 5 when the server says `slow_down`.
    public var interval = 5
    /// The verification address as a QR code, when it could be made.
    public var qrCode: QRMatrix?
    /// What happened when the app tried to open the page in a browser.
    public var browserNote: String?

    public init(attempt: Int) {
        self.attempt = attempt
    }

    /// The answer of the server, once there.
    public var code: DeviceAuthorizationResponse? {
        if case .waiting(let code) = phase { return code }
        return nil
    }
}
