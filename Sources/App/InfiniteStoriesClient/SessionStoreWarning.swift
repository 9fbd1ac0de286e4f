/// A problem with the saved session that the app should tell the user about.
///
/// None of these stops the app: the saved session is ignored (or repaired) and the user signs in
/// again. They are values, not crashes, because the file lives in the user's home and anything
/// can have happened to it.
public enum SessionStoreWarning: Error, Sendable, Equatable {
    /// The file is not valid JSON of the expected shape.
    case corrupt(path: String)
    /// The file or folder belongs to another user: someone else could have planted it.
    case foreignOwner(path: String)
    /// The path is a symbolic link or not a regular file.
    case notARegularFile(path: String)
    /// The file was readable by other users; it was tightened to 0600 and still used.
    case insecurePermissions(path: String)
    /// The session could not be written or removed.
    case unwritable(path: String)

    public var message: String {
        switch self {
        case .corrupt(let path): ClientMessages.corruptSessionFile(path)
        case .foreignOwner(let path): ClientMessages.foreignSessionFile(path)
        case .notARegularFile(let path): ClientMessages.unsafeSessionFile(path)
        case .insecurePermissions(let path): ClientMessages.insecureSessionFile(path)
        case .unwritable(let path): ClientMessages.unwritableSessionStore(path)
        }
    }
}
