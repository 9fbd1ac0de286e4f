/// Hands out ncurses colour-pair numbers for (foreground, background) combinations, lazily.
///
/// ncurses draws colour only through numbered pairs, and terminals offer a limited number of them
/// (`COLOR_PAIRS`, 64 on 8-colour terminals). A theme uses a dozen combinations at most, so pairs
/// are defined the first time a combination is drawn and reused after that. Pair 0 is the
/// terminal's own default pair and is never redefined. Pictures bring hundreds of combinations
/// each: when the table is full, the pairs no cell of the frame being drawn uses are freed (all
/// at once, so filling a picture costs one sweep, not one per cell) and defined anew; when every
/// pair is on screen, further combinations fall back to pair 0 rather than redefining one in use.
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
    /// Per pair number: the combination it shows and the frame that last used it.
    private var assigned: [Int16: (combination: Combination, frame: UInt64)] = [:]
    /// Pair numbers freed by the last sweep, ready to be defined again.
    private var free: [Int16] = []
    private var frame: UInt64 = 0

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
            assigned[number]?.frame = frame
            return (number, false)
        }
        let number: Int16
        if assigned.count < highestPair {
            number = Int16(assigned.count + 1)
        } else {
            if free.isEmpty { sweep() }
            guard let reused = free.popLast() else { return (0, false) }
            number = reused
        }
        numbers[combination] = number
        assigned[number] = (combination, frame)
        return (number, true)
    }

    /// Starts a new frame: pairs used only by earlier frames may be freed from now on.
    mutating func beginFrame() {
        frame &+= 1
    }

    /// Frees every pair the current frame has not used.
    private mutating func sweep() {
        for (number, use) in assigned where use.frame != frame && numbers[use.combination] == number {
            numbers[use.combination] = nil
            free.append(number)
        }
    }
}
