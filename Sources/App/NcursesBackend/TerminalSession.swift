import CNcurses
import CNcursesShim
import Glibc
import TerminalUI

/// The terminal in full-screen mode: the app's only way to draw and to read keys.
///
/// One session per process (there is one terminal). Create it on the thread that runs the event
/// loop and use it only there; the one exception is `waker`, which any thread may use.
///
/// The terminal is restored on every way out: `restore()`, deinit, `exit()` (an `atexit`
/// handler), SIGTERM, SIGHUP and SIGQUIT (restore, then die of the signal), crashes (restore,
/// then let the crash proceed), and Ctrl-Z (restore, stop; re-enter and repaint on `fg`).
/// Ctrl-C does not kill the app: it arrives as `.key(.ctrl("c"))` so the app can decide.
public final class TerminalSession {
    /// How many colours the session draws with.
    public let colorTier: ColorTier
    /// The glyphs widgets should draw with.
    public let glyphs: GlyphSet
    /// Interrupts `nextEvents` from any thread.
    public let waker: Waker

    /// Columns on screen now (the size the last resize event reported).
    public var width: Int { isActive ? Int(cn_cols()) : 0 }
    /// Rows on screen now.
    public var height: Int { isActive ? Int(cn_lines()) : 0 }

    /// How long a bracketed paste may go without input before it is delivered unfinished.
    private static let pasteTimeout = Duration.seconds(1)
    /// Most inputs decoded per call, so a flood of input cannot starve drawing.
    private static let maximumInputsPerBatch = 1 << 16
    private static let terminalDescriptor = STDOUT_FILENO
    private static let inputDescriptor = STDIN_FILENO

    private let screen: OpaquePointer
    /// A 1×1 pad that input is read through: `wget_wch` on a pad never triggers an implicit refresh
    /// of the screen, so reading keys cannot repaint a half-updated screen.
    private let inputPad: UnsafeMutablePointer<WINDOW>
    private var palette: StylePalette
    private var decoder = InputDecoder()
    private var isActive = true
    /// Whether the terminal cursor is shown; `nil` when unknown (after a suspend).
    private var cursorVisible: Bool? = false
    /// What was presented last, for repainting after a suspend.
    private var lastFrame: (buffer: ScreenBuffer, theme: Theme)?
    /// Whether the terminal is gone (poll would report it forever; it must not be polled again).
    private var inputClosed = false
    /// Whether the last batch stopped early with input possibly left in ncurses' queue.
    private var inputMayBePending = false
    private var lastPasteInput = ContinuousClock.now
    private let scalarsPerCell = Int(cn_cchar_capacity())

    /// Puts the terminal into full-screen mode.
    ///
    /// - Throws: `TerminalSessionError` when standard input or output is not a terminal, another
    ///   session is active, `TERM` names no known terminal, or a system call fails.
    public init(options: TerminalOptions) throws {
        if let error = TerminalSessionError.nonTerminal(
            standardInput: isatty(Self.inputDescriptor) == 1,
            standardOutput: isatty(Self.terminalDescriptor) == 1
        ) {
            throw error
        }
        guard cns_claim_session() == 1 else { throw TerminalSessionError.sessionAlreadyActive }
        var claimed = true
        defer {
            if claimed { cns_release_session() }
        }

        // Only the character type comes from the environment: it is what ncursesw needs to read
        // and write UTF-8 and to measure wide characters. The other categories (numbers, dates,
        // collation, messages) draw nothing here, would make the C libraries in this process
        // print and parse numbers with the user's decimal separator, and loading them is a
        // dozen file reads before the first frame (~0.15 ms).
        setlocale(LC_CTYPE, "")
        glyphs = GlyphSet.detect(forceASCII: options.forceASCII, codeset: String(cString: cn_codeset()))
        waker = try Waker()

        // Handlers go in before newterm: ncurses then leaves SIGTSTP, SIGINT, SIGTERM and SIGWINCH
        // to us instead of installing its own (which are not async-signal-safe and exit on Ctrl-C).
        guard cns_install(Self.terminalDescriptor) == 0 else {
            throw TerminalSessionError.systemCallFailed(call: "tcgetattr", errno: errno)
        }
        set_escdelay(25)
        guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
            cns_uninstall()
            let name = getenv("TERM").map { String(cString: $0) }
            throw TerminalSessionError.unsupportedTerminal(name)
        }
        set_term(screen)
        guard let pad = newpad(1, 1) else {
            endwin()
            delscreen(screen)
            cns_restore_terminal()
            cns_uninstall()
            throw TerminalSessionError.systemCallFailed(call: "newpad", errno: errno)
        }
        self.screen = screen
        self.inputPad = pad

        Self.setInputModes(pad: pad)
        (colorTier, palette) = Self.colors(options)

        let capability: (String) -> String? = { name in cn_tigetstr(name).map { String(cString: $0) } }
        let leave = TerminalSequences.leave(capability: capability).map { CChar(bitPattern: $0) }
        let enter = TerminalSequences.enter(capability: capability).map { CChar(bitPattern: $0) }
        cns_set_sequences(leave, leave.count, enter, enter.count)
        werase(cn_stdscr())
        wrefresh(cn_stdscr())
        // Written directly, after ncurses has flushed its own output, so the order is certain.
        Self.writeAll(TerminalSequences.bracketedPasteOn, to: Self.terminalDescriptor)
        claimed = false
    }

    /// Keys as they are typed (no line buffering, no echo, no CR translation), function keys
    /// decoded, the input pad never blocking, and no cursor: the app draws its own.
    private static func setInputModes(pad: UnsafeMutablePointer<WINDOW>) {
        cbreak()
        noecho()
        nonl()
        intrflush(cn_stdscr(), false)
        keypad(cn_stdscr(), true)
        keypad(pad, true)
        nodelay(pad, true)
        set_escdelay(25)
        Self.freeFlowControlKeys()
        curs_set(0)
    }

    /// The colour tier from `--no-color`, `NO_COLOR` and what the terminal reports, and the
    /// palette of colour pairs for it.
    private static func colors(_ options: TerminalOptions) -> (ColorTier, StylePalette) {
        let noColorEnvironment = getenv("NO_COLOR").map { String(cString: $0) }
        var colorCount: Int?
        var allowsDefaultColors = false
        if !ColorTier.colorsDisabled(noColorOption: options.noColor, noColorEnvironment: noColorEnvironment),
           has_colors(), start_color() == OK {
            colorCount = Int(cn_colors())
            allowsDefaultColors = use_default_colors() == OK
        }
        let colorTier = ColorTier.detect(
            noColorOption: options.noColor,
            noColorEnvironment: noColorEnvironment,
            colorCount: colorCount
        )
        let palette = StylePalette(
            tier: colorTier,
            colorCount: colorCount ?? 0,
            pairCount: Int(cn_color_pairs()),
            allowsDefaultColors: allowsDefaultColors
        )
        return (colorTier, palette)
    }

    deinit {
        restore()
    }

    // MARK: Drawing

    /// Draws `buffer` and shows or hides the cursor as it asks.
    ///
    /// The whole screen is rewritten into ncurses' window and refreshed once; ncurses compares it
    /// with what the terminal shows and sends only the difference. A buffer larger than the
    /// terminal is cut at the right and bottom edges.
    public func present(_ buffer: ScreenBuffer, theme: Theme) {
        guard isActive else { return }
        lastFrame = (buffer, theme)
        cns_output_begin()
        draw(buffer, theme: theme)
        // A Ctrl-Z during drawing suspends here; the repaint it needs comes through nextEvents.
        _ = cns_output_end()
    }

    /// Makes the next `present` repaint every cell (Ctrl-L), for a screen garbled by another
    /// program writing to the terminal.
    public func redrawAll() {
        guard isActive else { return }
        clearok(cn_curscr(), true)
    }

    private func draw(_ buffer: ScreenBuffer, theme: Theme) {
        guard let window = cn_stdscr() else { return }
        palette.beginFrame()
        werase(window)
        let rows = min(buffer.height, Int(cn_lines()))
        let columns = min(buffer.width, Int(cn_cols()))
        var renderings: [Style: (attributes: attr_t, pair: Int16)] = [:]
        // Neighbouring cells mostly share a style: comparing with the last one skips hashing the
        // style for most cells (the lookup was a quarter of drawing a frame).
        var lastStyle: Style?
        var lastRendering: (attributes: attr_t, pair: Int16) = (0, 0)
        var cell = cchar_t()
        for row in 0..<rows {
            let cells = buffer.cells(inRow: row)
            var column = 0
            var index = cells.startIndex
            while index < cells.endIndex, column < columns {
                let bufferCell = cells[index]
                let next = cells.index(after: index)
                defer {
                    index = next
                    column += 1
                }
                if bufferCell.isContinuation {
                    continue
                }
                let rendering: (attributes: attr_t, pair: Int16)
                if let lastStyle, lastStyle == bufferCell.style {
                    rendering = lastRendering
                } else {
                    rendering = renderings[bufferCell.style] ?? resolve(bufferCell.style, theme: theme, into: &renderings)
                    lastStyle = bufferCell.style
                    lastRendering = rendering
                }
                if let ascii = bufferCell.character.asciiValue {
                    if ascii == 0x20, rendering.attributes == cn_a_normal(), rendering.pair == 0 {
                        continue  // werase already left a plain blank here.
                    }
                    var character = wchar_t(ascii)
                    cn_setcchar(&cell, &character, 1, rendering.attributes, rendering.pair)
                    mvwadd_wch(window, Int32(row), Int32(column), &cell)
                    continue
                }
                let isWide = next < cells.endIndex && cells[next].isContinuation
                let available = min(isWide ? 2 : 1, columns - column)
                let pieces = CellTextLayout.pieces(
                    of: bufferCell.character,
                    columns: available,
                    scalarsPerPiece: scalarsPerCell
                ) { scalar in Int(wcwidth(wchar_t(bitPattern: scalar.value))) }
                for piece in pieces {
                    var characters = piece.scalars.map { wchar_t(bitPattern: $0) }
                    cn_setcchar(&cell, &characters, Int32(characters.count), rendering.attributes, rendering.pair)
                    mvwadd_wch(window, Int32(row), Int32(column + piece.columnOffset), &cell)
                }
            }
        }
        if let point = buffer.cursorPosition, point.y < rows, point.x < columns {
            setCursorVisible(true)
            leaveok(window, false)
            wmove(window, Int32(point.y), Int32(point.x))
        } else {
            setCursorVisible(false)
            // The cursor is hidden, so ncurses need not spend bytes moving it back after drawing.
            leaveok(window, true)
        }
        wrefresh(window)
    }

    private func resolve(
        _ style: Style,
        theme: Theme,
        into renderings: inout [Style: (attributes: attr_t, pair: Int16)]
    ) -> (attributes: attr_t, pair: Int16) {
        let resolved = palette.rendering(for: style, theme: theme)
        if let pair = resolved.newPair {
            init_pair(pair.number, pair.foreground, pair.background)
        }
        let rendering = (AttributeMask.bits(for: resolved.rendering.attributes), resolved.rendering.pair)
        renderings[style] = rendering
        return rendering
    }

    private func setCursorVisible(_ visible: Bool) {
        guard cursorVisible != visible else { return }
        if cursorVisible == nil {
            // ncurses skips curs_set when it believes the state is unchanged, but after a suspend
            // the terminal's state is unknown: flip it once so the real change is sent.
            curs_set(visible ? 0 : 1)
        }
        curs_set(visible ? 1 : 0)
        cursorVisible = visible
    }

    // MARK: Input

    /// Waits for input, a wake-up, a signal or the timeout, then returns every event available.
    ///
    /// Sleeps in `poll(2)` (no CPU while idle). `timeout` `nil` waits until something happens. May
    /// return no events (timeout, wake-up, or input that decoded to nothing). A resize arrives as
    /// `.resize` with the new size; several in one batch are merged into the last.
    public func nextEvents(timeout: Duration?) -> [InputEvent] {
        guard isActive else { return [] }
        let deadline = timeout.map { ContinuousClock.now.advanced(by: $0) }
        var events: [InputEvent] = []
        while true {
            var fds = [
                pollfd(fd: inputClosed ? -1 : Self.inputDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: waker.readDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: cns_signal_fd(), events: Int16(POLLIN), revents: 0),
            ]
            let result = poll(&fds, nfds_t(fds.count), pollMilliseconds(until: deadline))
            if result < 0 {
                if errno == EINTR {
                    continue  // The handler has written to the signal pipe; the next poll sees it.
                }
                return events
            }
            var resumed = false
            if fds[2].revents != 0 {
                resumed = handleSignalMessages(into: &events)
            }
            if fds[1].revents != 0 {
                waker.drain()
            }
            let inputReady = fds[0].revents & Int16(POLLIN) != 0
            let inputFailed = fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
            let inputCount = readInput(into: &events)
            if inputFailed || (inputReady && inputCount == 0 && tcgetpgrp(Self.inputDescriptor) != getpgrp()) {
                terminalLost()
            }
            if decoder.isInsidePaste {
                if inputReady {
                    lastPasteInput = .now
                } else if ContinuousClock.now - lastPasteInput >= Self.pasteTimeout {
                    decoder.abandonPaste(into: &events)
                }
            }
            if resumed {
                repaintAfterResume()
            }
            let timedOut = deadline.map { ContinuousClock.now >= $0 } ?? false
            if result > 0 || !events.isEmpty || timedOut {
                break
            }
        }
        return Self.mergingResizes(events)
    }

    /// The poll timeout for `deadline`, shortened while a paste is open (so an unfinished one is
    /// noticed) and zero when input may already be waiting in ncurses' queue.
    private func pollMilliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
        if inputMayBePending {
            return 0
        }
        var milliseconds = PollTimeout.milliseconds(deadline.map { $0 - ContinuousClock.now })
        if decoder.isInsidePaste {
            let pasteLimit = PollTimeout.milliseconds(lastPasteInput + Self.pasteTimeout - ContinuousClock.now)
            milliseconds = milliseconds < 0 ? pasteLimit : min(milliseconds, pasteLimit)
        }
        return milliseconds
    }

    /// Handles what the signal handlers reported; returns whether the process was resumed after a
    /// suspend (the screen then needs a full repaint).
    private func handleSignalMessages(into events: inout [InputEvent]) -> Bool {
        var resumed = false
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(cns_signal_fd(), &buffer, buffer.count)
            guard count > 0 else { break }
            for byte in buffer[0..<count] {
                switch Int(byte) {
                case Int(CNS_MESSAGE_INTERRUPT):
                    events.append(.key(.ctrl("c")))
                case Int(CNS_MESSAGE_RESIZE):
                    updateSize()
                case Int(CNS_MESSAGE_CONTINUED):
                    resumed = true
                    updateSize()
                default:
                    break
                }
            }
        }
        return resumed
    }

    /// Tells ncurses the size the kernel reports; when it changed, ncurses queues `KEY_RESIZE`,
    /// which `readInput` turns into the resize event.
    private func updateSize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        cn_window_size(Self.terminalDescriptor, &rows, &columns)
        guard rows > 0, columns > 0, rows != cn_lines() || columns != cn_cols() else { return }
        resizeterm(rows, columns)
    }

    /// The terminal hung up, or this process was left in a background group whose reads fail
    /// (the shell that ran it is gone): `poll` would report input forever and the loop would spin.
    /// Nobody can type into this session again, so it ends the way a hangup ends it.
    private func terminalLost() {
        inputClosed = true
        raise(SIGHUP)
    }

    /// Reads and decodes everything ncurses has; returns how many inputs it read.
    @discardableResult
    private func readInput(into events: inout [InputEvent]) -> Int {
        cns_output_begin()
        defer { _ = cns_output_end() }
        var count = 0
        var value: wint_t = 0
        while count < Self.maximumInputsPerBatch {
            let status = wget_wch(inputPad, &value)
            if status == ERR {
                break
            }
            count += 1
            let input: RawInput
            if status == KEY_CODE_YES {
                let code = Int32(bitPattern: value)
                let name = code > KEY_MAX ? keyname(code).map { String(cString: $0) } : nil
                input = .keyCode(code, name: name)
            } else {
                input = .character(value)
            }
            decoder.decode(input, terminalSize: (Int(cn_cols()), Int(cn_lines())), into: &events)
        }
        inputMayBePending = count == Self.maximumInputsPerBatch
        if !inputMayBePending {
            decoder.finishBatch(into: &events)
        }
        return count
    }

    /// After `fg`: the terminal shows the shell's screen, so every cell is sent again.
    private func repaintAfterResume() {
        clearok(cn_curscr(), true)
        cursorVisible = nil
        if let frame = lastFrame {
            present(frame.buffer, theme: frame.theme)
        } else {
            wrefresh(cn_stdscr())
        }
    }

    /// `events` with every resize but the last removed: only the final size matters, and each
    /// resize makes the app lay out the whole screen again.
    static func mergingResizes(_ events: [InputEvent]) -> [InputEvent] {
        guard let last = events.lastIndex(where: { if case .resize = $0 { true } else { false } }) else {
            return events
        }
        return events.enumerated().compactMap { offset, event in
            if case .resize = event, offset != last { return nil }
            return event
        }
    }

    // MARK: Restoring

    /// Leaves full-screen mode and restores the terminal exactly as it was: modes, cursor,
    /// bracketed paste off, normal screen. Safe to call more than once; the session does nothing
    /// afterwards.
    public func restore() {
        guard isActive else { return }
        isActive = false
        cns_output_begin()
        delwin(inputPad)
        endwin()
        var tail = TerminalSequences.bracketedPasteOff
        if let cursorNormal = cn_tigetstr("cnorm") {
            tail += TerminalSequences.withoutPadding(String(cString: cursorNormal))
        }
        Self.writeAll(tail, to: Self.terminalDescriptor)
        cns_disable_sequences()
        cns_restore_terminal()
        delscreen(screen)
        cns_uninstall()
        _ = cns_output_end()
        cns_release_session()
    }

    // MARK: Helpers

    /// Lets Ctrl-S, Ctrl-Q and Ctrl-V reach the app as keys: cbreak mode keeps XON/XOFF flow
    /// control (Ctrl-S would freeze the screen) and the literal-next character.
    private static func freeFlowControlKeys() {
        var modes = termios()
        guard tcgetattr(terminalDescriptor, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        modes.c_lflag &= ~tcflag_t(IEXTEN)
        guard tcsetattr(terminalDescriptor, TCSANOW, &modes) == 0 else { return }
        def_prog_mode()
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR {
                continue
            }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
