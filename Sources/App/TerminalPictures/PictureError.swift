/// Why a picture could not be decoded or drawn.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A library is not installed (its Debian package named).
    case libraryMissing(String)
    /// The bytes are not a PNG this decoder can read; libpng's reason.
    case notAPicture(String)

    public var description: String {
        switch self {
        case .libraryMissing(let package): "pictures need \(package), which is not installed"
        case .notAPicture(let reason): "not a picture: \(reason)"
        }
    }
}
