/// Hands out ncurses colour-pair numbers for (foreground, background) combinations, lazily.
///
/// ncurses draws colour only through numbered pairs, and terminals offer a limited number of them
/// (`COLOR_PAIRS`, 64 on 8-colour terminals). A theme uses a dozen combinations at most, so pairs
/// are defined the first time a combination is drawn and reused after that. Pair 0 is the
/// terminal's own default pair and is never redefined. When the table is full, further
/// combinations fall back to pair 0 rather than redefining a pair already on screen.
struct ColorPairTable: Sendable {
    /// A foreground and background palette index (-1 is the terminal default).
    struct Combination: Sendable, Hashable {
        var foreground: Int
        var background: Int
    }

    /// The combination pair 0 shows.
    let defaultCombination: Combination
    /// The highest pair number that may be defined.
    let highestPair: Int
    private var numbers: [Combination: Int16] = [:]

    /// - Parameters:
    ///   - pairCount: ncurses `COLOR_PAIRS`; pair numbers are kept within `Int16` as the classic
    ///     API requires.
    ///   - defaultCombination: what pair 0 shows: (-1, -1) with `use_default_colors`, else white
    ///     on black.
    init(pairCount: Int, defaultCombination: Combination) {
        self.defaultCombination = defaultCombination
        self.highestPair = min(max(pairCount - 1, 0), Int(Int16.max))
    }

    /// The pair number for `combination`, and whether it was just assigned (the caller must then
    /// define it with `init_pair`).
    mutating func pair(for combination: Combination) -> (number: Int16, isNew: Bool) {
        if combination == defaultCombination {
            return (0, false)
        }
        if let number = numbers[combination] {
            return (number, false)
        }
        guard numbers.count < highestPair else { return (0, false) }
        let number = Int16(numbers.count + 1)
        numbers[combination] = number
        return (number, true)
    }
}
