import CNcurses
import TerminalUI

/// Turns ncurses key codes (`KEY_UP`, `KEY_F(5)`, extended codes such as `kUP5`) into keys.
///
/// ncurses already decodes the escape sequences terminfo knows; this table only names the result.
/// Keypad and VT220 editing-pad codes map to the keys they stand for on common keyboards, so that
/// Home/End work whichever of the two the terminal sends.
enum KeyCodeTable {
    /// The key and modifiers for `code`, or `nil` for codes the app has no use for (mouse, the
    /// keypad centre, unknown extended keys).
    ///
    /// - Parameter name: ncurses' `keyname` of an extended code (above `KEY_MAX`), needed because
    ///   their numbers are assigned at run time from terminfo.
    static func key(forCode code: Int32, name: String?) -> (key: Key, modifiers: KeyModifiers)? {
        if let plain = plainKeys[code] {
            return (plain, [])
        }
        if let shifted = shiftedKeys[code] {
            return (shifted, .shift)
        }
        let functionNumber = code - Int32(KEY_F0)
        if functionNumber >= 1, functionNumber <= 63 {
            return (.function(Int(functionNumber)), [])
        }
        guard code > Int32(KEY_MAX), let name else { return nil }
        return extendedKey(named: name)
    }

    /// Keys whose terminfo names carry an xterm modifier digit, such as `kUP5` for Ctrl-Up or
    /// `kDC3` for Alt-Delete.
    static func extendedKey(named name: String) -> (key: Key, modifiers: KeyModifiers)? {
        guard let digit = name.last, let parameter = digit.wholeNumberValue, parameter >= 2, parameter <= 8 else {
            return nil
        }
        guard let key = extendedPrefixes[String(name.dropLast())] else { return nil }
        return (key, KeyModifiers(xtermParameter: parameter))
    }

    private static let plainKeys: [Int32: Key] = [
        Int32(KEY_UP): .up,
        Int32(KEY_DOWN): .down,
        Int32(KEY_LEFT): .left,
        Int32(KEY_RIGHT): .right,
        Int32(KEY_HOME): .home,
        Int32(KEY_A1): .home,
        Int32(KEY_FIND): .home,
        Int32(KEY_END): .end,
        Int32(KEY_C1): .end,
        Int32(KEY_SELECT): .end,
        Int32(KEY_PPAGE): .pageUp,
        Int32(KEY_A3): .pageUp,
        Int32(KEY_NPAGE): .pageDown,
        Int32(KEY_C3): .pageDown,
        Int32(KEY_BTAB): .backTab,
        Int32(KEY_ENTER): .enter,
        Int32(KEY_BACKSPACE): .backspace,
        Int32(KEY_DC): .delete,
        Int32(KEY_IC): .insert,
    ]

    private static let shiftedKeys: [Int32: Key] = [
        Int32(KEY_SR): .up,
        Int32(KEY_SF): .down,
        Int32(KEY_SLEFT): .left,
        Int32(KEY_SRIGHT): .right,
        Int32(KEY_SHOME): .home,
        Int32(KEY_SEND): .end,
        Int32(KEY_SPREVIOUS): .pageUp,
        Int32(KEY_SNEXT): .pageDown,
        Int32(KEY_SDC): .delete,
        Int32(KEY_SIC): .insert,
    ]

    private static let extendedPrefixes: [String: Key] = [
        "kUP": .up,
        "kDN": .down,
        "kLFT": .left,
        "kRIT": .right,
        "kHOM": .home,
        "kEND": .end,
        "kPRV": .pageUp,
        "kNXT": .pageDown,
        "kDC": .delete,
        "kIC": .insert,
    ]
}
