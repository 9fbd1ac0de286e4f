import CNcurses
import TerminalUI

/// Converts `TextAttributes` into the ncurses attribute bits (`A_BOLD`...).
enum AttributeMask {
    static func bits(for attributes: TextAttributes) -> attr_t {
        var bits = cn_a_normal()
        if attributes.contains(.bold) { bits |= cn_a_bold() }
        if attributes.contains(.underline) { bits |= cn_a_underline() }
        if attributes.contains(.reverse) { bits |= cn_a_reverse() }
        if attributes.contains(.dim) { bits |= cn_a_dim() }
        return bits
    }
}
