import TerminalUI

/// A message for the status line: errors, warnings, confirmations.
public struct BannerMessage: Sendable, Equatable {
    public enum Kind: Sendable, Hashable {
        case error, warning, success, info

        /// The role it is drawn in (its symbol comes with the role: `Banner.symbol`).
        public var role: Role {
            switch self {
            case .error: .error
            case .warning: .warning
            case .success: .success
            case .info: .banner
            }
        }
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
