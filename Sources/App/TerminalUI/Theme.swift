/// Maps every `Role` to its look on each `ColorTier`.
///
/// The monochrome tier stores attributes only, so a theme cannot make two meanings differ by
/// colour alone there: selection is reverse video, errors are bold and underlined, warnings
/// bold, and so on. The colour tiers keep those cues where they matter (errors stay bold) so that
/// colour-blind users and low-contrast terminals still see them.
///
/// The standard selection is reverse video on every tier: it reads on any palette, and moving it
/// costs the fewest bytes (`ESC[7m` against ~22 bytes of 256-colour foreground and background),
/// which matters because every j/k rewrites two rows. The bedtime theme pays those bytes for a
/// dim selection.
public struct Theme: Sendable, Hashable {
    private var monochrome: [Role: TextAttributes]
    private var ansi16: [Role: RoleAppearance]
    private var ansi256: [Role: RoleAppearance]

    /// A theme overriding some roles; every role left out keeps the standard look.
    public init(
        monochrome: [Role: TextAttributes] = [:],
        ansi16: [Role: RoleAppearance] = [:],
        ansi256: [Role: RoleAppearance] = [:]
    ) {
        self.monochrome = Theme.standardMonochrome.merging(monochrome) { _, override in override }
        self.ansi16 = Theme.standardANSI16.merging(ansi16) { _, override in override }
        self.ansi256 = Theme.standardANSI256.merging(ansi256) { _, override in override }
    }

    /// The app's default look.
    public static let standard = Theme()

    /// How `role` looks on a terminal of `tier`.
    ///
    /// Labelled `ofRole:` because `Style` has static members with the same names as the roles
    /// (`.error`), so a shared `for:` label would make `appearance(for: .error, ...)` ambiguous.
    public func appearance(ofRole role: Role, tier: ColorTier) -> RoleAppearance {
        switch tier {
        case .monochrome:
            RoleAppearance(attributes: monochrome[role] ?? [])
        case .ansi16:
            ansi16[role] ?? RoleAppearance()
        case .ansi256:
            ansi256[role] ?? RoleAppearance()
        }
    }

    /// Changes how `role` looks on `tier` (a user's theme override); on the monochrome tier only
    /// the attributes count.
    public mutating func setAppearance(_ appearance: RoleAppearance, ofRole role: Role, tier: ColorTier) {
        switch tier {
        case .monochrome: monochrome[role] = appearance.attributes
        case .ansi16: ansi16[role] = appearance
        case .ansi256: ansi256[role] = appearance
        }
    }

    /// How a cell's `style` looks on `tier`: its role's appearance plus the style's own attributes,
    /// and the style's own colours where it has them (not on monochrome, which has none).
    public func appearance(for style: Style, tier: ColorTier) -> RoleAppearance {
        var appearance = appearance(ofRole: style.role, tier: tier)
        appearance.attributes.formUnion(style.attributes)
        if let colors = style.colors, tier != .monochrome {
            appearance.foreground = colors.foreground
            appearance.background = colors.background
        }
        return appearance
    }

    private static let standardMonochrome: [Role: TextAttributes] = [
        .normal: [],
        .muted: [.dim],
        .selected: [.reverse],
        .error: [.bold, .underline],
        .warning: [.bold],
        .success: [.underline],
        .banner: [.reverse, .bold],
        .accent: [.bold],
        .border: [.dim],
        .title: [.bold],
    ]

    private static let standardANSI16: [Role: RoleAppearance] = [
        .normal: RoleAppearance(),
        .muted: RoleAppearance(attributes: [.dim]),
        .selected: RoleAppearance(attributes: [.reverse]),
        .error: RoleAppearance(foreground: .ansi(.red), attributes: [.bold]),
        .warning: RoleAppearance(foreground: .ansi(.yellow), attributes: [.bold]),
        .success: RoleAppearance(foreground: .ansi(.green)),
        .banner: RoleAppearance(foreground: .ansi(.white), background: .ansi(.blue), attributes: [.bold]),
        .accent: RoleAppearance(foreground: .ansi(.cyan)),
        .border: RoleAppearance(foreground: .ansi(.blue)),
        .title: RoleAppearance(attributes: [.bold]),
    ]

    private static let standardANSI256: [Role: RoleAppearance] = [
        .normal: RoleAppearance(),
        .muted: RoleAppearance(foreground: .indexed(245)),
        .selected: RoleAppearance(attributes: [.reverse]),
        .error: RoleAppearance(foreground: .indexed(203), attributes: [.bold]),
        .warning: RoleAppearance(foreground: .indexed(214), attributes: [.bold]),
        .success: RoleAppearance(foreground: .indexed(78)),
        .banner: RoleAppearance(foreground: .indexed(231), background: .indexed(25), attributes: [.bold]),
        .accent: RoleAppearance(foreground: .indexed(81)),
        .border: RoleAppearance(foreground: .indexed(240)),
        .title: RoleAppearance(foreground: .indexed(231), attributes: [.bold]),
    ]
}
