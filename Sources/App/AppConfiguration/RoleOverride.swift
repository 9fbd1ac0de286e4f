import TerminalUI

/// A config file's change to one role (`[theme.roles.title] fg = "yellow", bold = true`).
///
/// Colours apply where the terminal can show them: a standard colour (or `default`) on both
/// colour tiers, a 256-palette entry above 15 on the 256-colour tier only. Attributes apply on
/// every tier, monochrome too, where they are the only way roles differ.
public struct RoleOverride: Sendable, Equatable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    /// Attributes turned on or off; those left out keep the theme's.
    public var attributes: [ConfigAttribute: Bool] = [:]

    public init() {}

    /// Changes `role` in `theme` on every tier.
    func apply(to theme: inout Theme, role: Role) {
        for tier in [ColorTier.monochrome, .ansi16, .ansi256] {
            var appearance = theme.appearance(ofRole: role, tier: tier)
            if tier != .monochrome {
                if let foreground, Self.fits(foreground, tier) { appearance.foreground = foreground }
                if let background, Self.fits(background, tier) { appearance.background = background }
            }
            for attribute in ConfigAttribute.allCases {
                guard let on = attributes[attribute] else { continue }
                if on { appearance.attributes.insert(attribute.textAttribute) } else {
                    appearance.attributes.remove(attribute.textAttribute)
                }
            }
            theme.setAppearance(appearance, ofRole: role, tier: tier)
        }
    }

    private static func fits(_ color: TerminalColor, _ tier: ColorTier) -> Bool {
        if case .indexed = color { return tier == .ansi256 }
        return true
    }
}

/// The text attributes a config file can set, by their names there.
public enum ConfigAttribute: String, Sendable, CaseIterable {
    case bold, dim, underline, reverse

    var textAttribute: TextAttributes {
        switch self {
        case .bold: .bold
        case .dim: .dim
        case .underline: .underline
        case .reverse: .reverse
        }
    }
}
