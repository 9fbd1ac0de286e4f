/// A one-line message under the header: errors, warnings, confirmations.
public struct BannerMessage: Sendable, Equatable {
    public enum Kind: Sendable, Hashable {
        case error, warning, success, info
    }

    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }

    public static func error(_ text: String) -> BannerMessage { BannerMessage(text, kind: .error) }
    public static func warning(_ text: String) -> BannerMessage { BannerMessage(text, kind: .warning) }
    public static func success(_ text: String) -> BannerMessage { BannerMessage(text, kind: .success) }
    public static func info(_ text: String) -> BannerMessage { BannerMessage(text, kind: .info) }
}
