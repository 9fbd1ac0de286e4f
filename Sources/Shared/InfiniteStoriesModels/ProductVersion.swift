/// The one version number of the product, printed by both executables' `--version` and reported
/// by the server's `/api/v1/health`.
///
/// It lives here because this is the only module the app and the server both build on, so the
/// two binaries cannot disagree about which release they are.
public enum ProductVersion {
    /// Semantic version of this release.
    public static let current = "0.1.0"
}
