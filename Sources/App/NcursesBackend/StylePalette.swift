import TerminalUI

/// Resolves cell styles to what ncurses draws: attributes and a colour pair.
///
/// Pure apart from remembering pairs: the session asks it for each style and defines the pairs it
/// reports as new, so the mapping (theme, tier, terminal limits) is testable without a terminal.
struct StylePalette: Sendable {
    /// What a style resolves to.
    struct Rendering: Sendable, Hashable {
        var attributes: TextAttributes
        var pair: Int16
    }

    /// A pair ncurses must define before drawing with it.
    struct PairDefinition: Sendable, Hashable {
        var number: Int16
        var foreground: Int16
        var background: Int16
    }

    let tier: ColorTier
    /// ncurses `COLORS`.
    let colorCount: Int
    /// Whether -1 (the terminal's default colour) may be used (`use_default_colors` succeeded).
    let allowsDefaultColors: Bool
    private var pairs: ColorPairTable

    init(tier: ColorTier, colorCount: Int, pairCount: Int, allowsDefaultColors: Bool) {
        self.tier = tier
        self.colorCount = colorCount
        self.allowsDefaultColors = allowsDefaultColors
        let defaultCombination = allowsDefaultColors
            ? ColorPairTable.Combination(foreground: -1, background: -1)
            : ColorPairTable.Combination(foreground: 7, background: 0)
        self.pairs = ColorPairTable(pairCount: tier == .monochrome ? 0 : pairCount, defaultCombination: defaultCombination)
    }

    /// Starts a frame: pairs that only earlier frames used may be redefined for this one.
    mutating func beginFrame() {
        pairs.beginFrame()
    }

    /// How `style` is drawn under `theme`, plus the pair to define first when it is new.
    mutating func rendering(for style: Style, theme: Theme) -> (rendering: Rendering, newPair: PairDefinition?) {
        let appearance = theme.appearance(for: style, tier: tier)
        guard tier != .monochrome else {
            return (Rendering(attributes: appearance.attributes, pair: 0), nil)
        }
        let combination = ColorPairTable.Combination(
            foreground: paletteIndex(of: appearance.foreground, isForeground: true),
            background: paletteIndex(of: appearance.background, isForeground: false)
        )
        let pair = pairs.pair(for: combination)
        let definition = pair.isNew
            ? PairDefinition(number: pair.number, foreground: Int16(combination.foreground), background: Int16(combination.background))
            : nil
        return (Rendering(attributes: appearance.attributes, pair: pair.number), definition)
    }

    /// The ncurses colour number for `color` on this terminal.
    ///
    /// Bright ANSI colours (8–15) on an 8-colour terminal become their base colour; anything
    /// else the terminal cannot show becomes the default colour, so a theme written for a richer
    /// terminal degrades instead of failing.
    func paletteIndex(of color: TerminalColor, isForeground: Bool) -> Int {
        let fallback = allowsDefaultColors ? -1 : (isForeground ? 7 : 0)
        var index: Int
        switch color {
        case .default:
            return fallback
        case .ansi(let ansi):
            index = ansi.rawValue
            if index >= colorCount, index >= 8 {
                index -= 8
            }
        case .indexed(let value):
            index = Int(value)
        }
        return index < colorCount ? index : fallback
    }
}
