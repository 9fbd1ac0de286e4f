/// The built-in bedtime theme: warm and low in contrast, for reading aloud in a dark room.
///
/// No white and no blue (the brightest and the coolest light a screen gives off): text is a soft
/// amber on the terminal's own background, the banner a dim brown, errors a muted rose that
/// stays bold so it is still seen. The selection is warm too (plain reverse video lights the
/// selected row at full brightness, the brightest thing on a bedtime screen): amber on a dark
/// olive with 256 colours, black on the palette's yellow with 16 (colours 0-7 only, so an
/// 8-colour terminal shows it too: brown on the Linux console), dim reverse video without colour.
extension Theme {
    public static let bedtime = Theme(
        monochrome: [.normal: [.dim], .title: [.bold, .dim], .banner: [.reverse, .dim], .selected: [.reverse, .dim]],
        ansi16: [
            .normal: RoleAppearance(foreground: .ansi(.yellow), attributes: [.dim]),
            .muted: RoleAppearance(foreground: .ansi(.brightBlack)),
            .selected: RoleAppearance(foreground: .ansi(.black), background: .ansi(.yellow)),
            .error: RoleAppearance(foreground: .ansi(.red), attributes: [.bold, .dim]),
            .warning: RoleAppearance(foreground: .ansi(.yellow)),
            .success: RoleAppearance(foreground: .ansi(.green), attributes: [.dim]),
            .banner: RoleAppearance(foreground: .ansi(.yellow), background: .ansi(.black)),
            .accent: RoleAppearance(foreground: .ansi(.yellow)),
            .border: RoleAppearance(foreground: .ansi(.brightBlack)),
            .title: RoleAppearance(foreground: .ansi(.yellow), attributes: [.bold]),
        ],
        ansi256: [
            .normal: RoleAppearance(foreground: .indexed(180)),
            .muted: RoleAppearance(foreground: .indexed(137)),
            .selected: RoleAppearance(foreground: .indexed(180), background: .indexed(58)),
            .error: RoleAppearance(foreground: .indexed(174), attributes: [.bold]),
            .warning: RoleAppearance(foreground: .indexed(179)),
            .success: RoleAppearance(foreground: .indexed(107)),
            .banner: RoleAppearance(foreground: .indexed(180), background: .indexed(52)),
            .accent: RoleAppearance(foreground: .indexed(173)),
            .border: RoleAppearance(foreground: .indexed(95)),
            .title: RoleAppearance(foreground: .indexed(216), attributes: [.bold]),
        ]
    )
}
