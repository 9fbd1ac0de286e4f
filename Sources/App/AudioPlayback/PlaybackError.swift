/// Why the engine could not start.
public enum PlaybackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libmpv is not installed (Debian: `libmpv2`).
    case engineMissing
    /// libmpv refused to start; mpv's own text.
    case engineFailed(String)

    public var description: String {
        switch self {
        case .engineMissing: "the mpv audio engine (libmpv) is not installed"
        case .engineFailed(let reason): "the mpv audio engine could not start: \(reason)"
        }
    }
}
