import Foundation

/// Which database a server instance keeps its data in (`--database`).
public enum DatabaseLocation: Sendable, Equatable {
    /// `database.sqlite` in the data folder: the embedded default, one instance per folder.
    case sqlite
    /// A PostgreSQL server (`postgres://user:password@host:port/database`) that any number of
    /// instances share.
    case postgres(URL)

    /// Parses the flag's value: empty or `sqlite` is the default, a `postgres://` or
    /// `postgresql://` URL names a server; anything else is nil (the flag's error).
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.lowercased() == "sqlite" {
            self = .sqlite
            return
        }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
              scheme == "postgres" || scheme == "postgresql", url.host?.isEmpty == false else { return nil }
        self = .postgres(url)
    }

    /// The location without its password, for logs and banners (no secrets in logs).
    public var redacted: String {
        guard case .postgres(let url) = self else { return "sqlite" }
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "postgres://…" }
        if parts.password != nil { parts.password = "***" }
        return parts.string ?? "postgres://…"
    }
}
