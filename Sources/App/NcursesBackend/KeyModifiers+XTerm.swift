import TerminalUI

extension KeyModifiers {
    /// The modifiers of an xterm-style modifier parameter (`ESC[1;5A` is Ctrl-Up): the parameter
    /// minus one is a bit mask of shift (1), alt (2), control (4) and meta (8, reported as alt).
    /// Out-of-range values yield no modifiers rather than garbage.
    init(xtermParameter parameter: Int) {
        self = []
        guard parameter >= 2, parameter <= 16 else { return }
        let mask = parameter - 1
        if mask & 1 != 0 { insert(.shift) }
        if mask & 2 != 0 || mask & 8 != 0 { insert(.alt) }
        if mask & 4 != 0 { insert(.control) }
    }
}
