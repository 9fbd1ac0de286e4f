import CNcurses
import TerminalUI

/// Turns the stream of `wget_wch` results into keys, pastes and resizes.
///
/// ncurses decodes the key sequences terminfo lists and waits `ESCDELAY` after a lone ESC; what
/// remains for this decoder is what ncurses passes through as plain characters: Alt chords
/// (ESC + key), bracketed paste (`ESC[200~ … ESC[201~`) and the escape sequences the terminfo
/// entry does not list. The decoder is a value with no ncurses calls so every sequence can be fed
/// to it in tests exactly as a terminal would send it.
///
/// Input is fed in batches (everything readable at one moment). An escape sequence cut off at the
/// end of a batch is resolved by `finishBatch` (a lone ESC is the Escape key); a paste stays open
/// across batches, because large pastes arrive in many reads, until its end marker arrives or
/// `abandonPaste` gives up on it.
struct InputDecoder {
    private enum State: Hashable {
        case ground
        /// After ESC.
        case escape
        /// After `ESC [`, collecting parameter and intermediate bytes.
        case controlSequence([UInt8])
        /// After `ESC O`.
        case singleShift
    }

    /// Longest parameter string kept for a control sequence; longer ones are malformed or hostile
    /// and are dropped whole when they end.
    private static let maximumParameterLength = 32
    /// `ESC [ 2 0 1 ~`, which ends a bracketed paste.
    private static let pasteEndMarker: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private var state = State.ground
    /// The text of the paste in progress, or `nil` outside a paste.
    private var paste: String?
    /// Scalars inside a paste that so far match the start of the end marker.
    private var pasteMarker: [UInt32] = []
    /// Whether the last scalar added to the paste was a carriage return, so that CR LF becomes
    /// one newline.
    private var pasteEndedWithReturn = false
    /// Whether a control sequence being collected grew too long and must be dropped.
    private var sequenceOverflowed = false

    /// Whether a bracketed paste has started and not yet ended.
    var isInsidePaste: Bool { paste != nil }

    /// Decodes one unit of input, appending any complete events to `events`.
    ///
    /// - Parameter terminalSize: the size reported for `KEY_RESIZE`, which carries none itself.
    mutating func decode(_ input: RawInput, terminalSize: (width: Int, height: Int), into events: inout [InputEvent]) {
        if paste != nil {
            decodeInsidePaste(input, terminalSize: terminalSize, into: &events)
            return
        }
        switch input {
        case .keyCode(let code, let name):
            decodeKeyCode(code, name: name, terminalSize: terminalSize, into: &events)
        case .character(let value):
            decodeCharacter(value, into: &events)
        }
    }

    /// Resolves an escape sequence left unfinished at the end of a batch: ESC alone is the Escape
    /// key, `ESC [` and `ESC O` are Alt chords, and a partial control sequence is dropped.
    mutating func finishBatch(into events: inout [InputEvent]) {
        switch state {
        case .ground:
            break
        case .escape:
            events.append(.key(.escape))
        case .controlSequence(let parameters):
            if parameters.isEmpty && !sequenceOverflowed {
                events.append(.key(.character("["), modifiers: .alt))
            }
        case .singleShift:
            events.append(.key(.character("O"), modifiers: .alt))
        }
        state = .ground
        sequenceOverflowed = false
    }

    /// Ends a paste whose end marker never came (a terminal that lost it, or a stuck stream),
    /// delivering what arrived so that the app does not swallow all further input.
    mutating func abandonPaste(into events: inout [InputEvent]) {
        guard paste != nil else { return }
        flushPasteMarker()
        finishPaste(into: &events)
    }

    // MARK: Outside a paste

    private mutating func decodeKeyCode(_ code: Int32, name: String?, terminalSize: (width: Int, height: Int), into events: inout [InputEvent]) {
        var modifiers: KeyModifiers = []
        switch state {
        case .ground:
            break
        case .escape:
            // ESC followed by a key ncurses decoded: the Alt chord of that key.
            modifiers = .alt
        case .controlSequence, .singleShift:
            finishBatch(into: &events)
        }
        state = .ground
        if code == Int32(KEY_RESIZE) {
            if modifiers.contains(.alt) {
                events.append(.key(.escape))
            }
            events.append(.resize(width: terminalSize.width, height: terminalSize.height))
            return
        }
        guard let decoded = KeyCodeTable.key(forCode: code, name: name) else { return }
        events.append(.key(decoded.key, modifiers: decoded.modifiers.union(modifiers)))
    }

    private mutating func decodeCharacter(_ value: UInt32, into events: inout [InputEvent]) {
        switch state {
        case .ground:
            if value == 0x1B {
                state = .escape
            } else if let decoded = Self.characterKey(value) {
                events.append(.key(decoded.key, modifiers: decoded.modifiers))
            }
        case .escape:
            decodeAfterEscape(value, into: &events)
        case .controlSequence(var parameters):
            if value >= 0x20, value <= 0x3F {
                if parameters.count < Self.maximumParameterLength {
                    parameters.append(UInt8(value))
                } else {
                    sequenceOverflowed = true
                }
                state = .controlSequence(parameters)
            } else if value >= 0x40, value <= 0x7E {
                state = .ground
                let overflowed = sequenceOverflowed
                sequenceOverflowed = false
                if !overflowed {
                    apply(ControlSequence.controlSequence(parameters: parameters, final: UInt8(value)), into: &events)
                }
            } else {
                // Not a control sequence after all: resolve what came so far, then start again.
                finishBatch(into: &events)
                decodeCharacter(value, into: &events)
            }
        case .singleShift:
            state = .ground
            if value <= 0x7F, let sequence = ControlSequence.singleShift(final: UInt8(value)) {
                apply(sequence, into: &events)
            } else {
                events.append(.key(.character("O"), modifiers: .alt))
                decodeCharacter(value, into: &events)
            }
        }
    }

    private mutating func decodeAfterEscape(_ value: UInt32, into events: inout [InputEvent]) {
        switch value {
        case 0x1B:
            // Two ESCs: the first was the Escape key; the second may start a sequence.
            events.append(.key(.escape))
        case 0x5B:
            state = .controlSequence([])
            sequenceOverflowed = false
        case 0x4F:
            state = .singleShift
        default:
            state = .ground
            if let decoded = Self.characterKey(value) {
                events.append(.key(decoded.key, modifiers: decoded.modifiers.union(.alt)))
            }
        }
    }

    private mutating func apply(_ sequence: ControlSequence, into events: inout [InputEvent]) {
        switch sequence {
        case .key(let key, let modifiers):
            events.append(.key(key, modifiers: modifiers))
        case .pasteStart:
            paste = ""
            pasteMarker = []
            pasteEndedWithReturn = false
        case .pasteEnd, .ignored:
            break
        }
    }

    /// The key a character code stands for outside escape sequences, or `nil` for codes that are
    /// not keys (C1 controls, invalid scalars, separators). ESC is handled by the caller.
    ///
    /// Enter arrives as CR (with `nonl`) or LF, Backspace as DEL or BS (Ctrl-H), Tab as HT
    /// (Ctrl-I); the other C0 codes are Ctrl chords named by their letter (`^A` → Ctrl-A), and
    /// NUL, which terminals send for Ctrl-Space and Ctrl-@, is Ctrl-@.
    static func characterKey(_ value: UInt32) -> (key: Key, modifiers: KeyModifiers)? {
        switch value {
        case 0x0D, 0x0A:
            return (.enter, [])
        case 0x09:
            return (.tab, [])
        case 0x7F, 0x08:
            return (.backspace, [])
        case 0x00:
            return (.ctrl("@"), [])
        case 0x01...0x1A:
            guard let letter = Unicode.Scalar(0x60 + value) else { return nil }
            return (.ctrl(Character(letter)), [])
        case 0x1C:
            return (.ctrl("\\"), [])
        case 0x1D:
            return (.ctrl("]"), [])
        case 0x1E:
            return (.ctrl("^"), [])
        case 0x1F:
            return (.ctrl("_"), [])
        case 0x1B, 0x80...0x9F:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            let character = Character(scalar)
            return DisplayWidth.isControl(character) ? nil : (.character(character), [])
        }
    }

    // MARK: Inside a paste

    private mutating func decodeInsidePaste(_ input: RawInput, terminalSize: (width: Int, height: Int), into events: inout [InputEvent]) {
        guard case .character(let value) = input else {
            // ncurses matched part of the pasted text against a key sequence; the text is lost
            // either way, but a resize still has to reach the app.
            if case .keyCode(let code, _) = input, code == Int32(KEY_RESIZE) {
                events.append(.resize(width: terminalSize.width, height: terminalSize.height))
            }
            return
        }
        let marker = Self.pasteEndMarker
        if value == marker[pasteMarker.count] {
            pasteMarker.append(value)
            if pasteMarker.count == marker.count {
                pasteMarker = []
                finishPaste(into: &events)
            }
            return
        }
        flushPasteMarker()
        if value == marker[0] {
            pasteMarker = [value]
        } else {
            appendToPaste(value)
        }
    }

    /// Adds the scalars that looked like the start of the end marker, but were not, to the text.
    private mutating func flushPasteMarker() {
        let pending = pasteMarker
        pasteMarker = []
        for value in pending {
            appendToPaste(value)
        }
    }

    /// Adds one scalar to the paste: CR and CR LF become LF (terminals send Return as CR), tabs
    /// and newlines stay, and other controls are dropped so pasted text can never smuggle escape
    /// sequences into the app.
    private mutating func appendToPaste(_ value: UInt32) {
        let afterReturn = pasteEndedWithReturn
        pasteEndedWithReturn = value == 0x0D
        switch value {
        case 0x0D:
            paste?.append("\n")
        case 0x0A:
            if !afterReturn {
                paste?.append("\n")
            }
        case 0x09:
            paste?.append("\t")
        case 0x00...0x1F, 0x7F...0x9F:
            break
        default:
            guard let scalar = Unicode.Scalar(value) else { return }
            paste?.unicodeScalars.append(scalar)
        }
    }

    private mutating func finishPaste(into events: inout [InputEvent]) {
        if let text = paste, !text.isEmpty {
            events.append(.paste(text))
        }
        paste = nil
        pasteEndedWithReturn = false
    }
}
