import TerminalUI

/// The reader's full-width mode and its `/` search.
///
/// Both change where the text wraps or which rows it has, so every jump is worked out on the
/// lines `readerText` gives: the same wrapped lines, in the same rectangle, that the screen draws.
extension Reducer {
    // MARK: Full width

    /// Turns full width on or off, keeping the reading place: the same share of the story at the
    /// top, and the current match in view.
    static func setFullWidth(_ isFullWidth: Bool, _ state: inout AppState) {
        guard let reader = state.reader, reader.isFullWidth != isFullWidth else { return }
        let before = readerText(state)?.lines.count ?? 0
        state.reader?.isFullWidth = isFullWidth
        let after = readerText(state)?.lines.count ?? 0
        if before > 0 {
            state.reader?.scrollOffset = reader.scrollOffset * after / before
        }
        relayout(&state)
        revealCurrentMatch(&state)
    }

    // MARK: Search

    /// `/` in the reader: the search line opens with the kept query, if any, to be changed.
    static func startSearch(_ state: inout AppState) {
        guard let reader = state.reader else { return }
        var search = ReaderSearch(query: reader.search?.query ?? "", originOffset: reader.scrollOffset)
        search.currentMatch = reader.search?.currentMatch
        search.matchCount = reader.search?.matchCount ?? 0
        state.reader?.search = search
        relayout(&state)
    }

    /// The reader with a kept query: n/N, Esc and the help are the search's; every other
    /// command is the reader's.
    static func performReaderSearch(_ command: Command, _ state: inout AppState) -> [Effect] {
        switch command {
        case .nextMatch:
            jumpToMatch(forward: true, &state)
        case .previousMatch:
            jumpToMatch(forward: false, &state)
        case .clearSearch:
            state.reader?.search = nil
            relayout(&state)
        case .help:
            state.help = HelpState(context: .readerSearch)
        default:
            return performMain(command, in: .reader, &state)
        }
        return []
    }

    /// Keys of the search line: Enter keeps the query (an empty one is no search), Esc clears it
    /// and scrolls back to where typing began.
    static func performReaderSearchEntry(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard let search = state.reader?.search else { return [] }
        switch command {
        case .keepSearch:
            if search.normalizedQuery.isEmpty {
                state.reader?.search = nil
            } else {
                state.reader?.search?.editor = nil
            }
            relayout(&state)
        case .clearSearch:
            state.reader?.search = nil
            state.reader?.scrollOffset = search.originOffset
            relayout(&state)
        default:
            return performQuitOrRedraw(command, &state) ?? []
        }
        return []
    }

    /// A key or paste typed into the search line: the query changes and the reader jumps to its
    /// first match at or after where typing began (around the end to the first one if need be).
    static func editReaderSearch(_ state: inout AppState, _ event: InputEvent) -> [Effect] {
        guard var search = state.reader?.search, var editor = search.editor, editor.handle(event) else { return [] }
        search.editor = editor
        search.query = editor.text
        search.continuation = nil
        state.reader?.scrollOffset = search.originOffset
        scrollReader(&state, by: 0)
        let matches = readerText(state).map { TextMatch.all(of: search.query, in: $0.lines) } ?? []
        search.matchCount = matches.count
        if let index = matches.firstIndex(where: { $0.line >= search.originOffset }) {
            search.currentMatch = index
        } else if !matches.isEmpty {
            search.currentMatch = 0
            search.continuation = .fromTop
        } else {
            search.currentMatch = nil
        }
        state.reader?.search = search
        revealCurrentMatch(&state)
        return []
    }

    /// n/N: the match after (or before) the current one when it is on screen, else the first one
    /// from the top of the screen down (or the last one above it), going around the ends.
    static func jumpToMatch(forward: Bool, _ state: inout AppState) {
        guard let reader = state.reader, var search = reader.search, let text = readerText(state) else { return }
        let matches = TextMatch.all(of: search.query, in: text.lines)
        search.matchCount = matches.count
        search.continuation = nil
        guard !matches.isEmpty else {
            search.currentMatch = nil
            state.reader?.search = search
            return
        }
        let top = reader.scrollOffset
        var target: Int
        if let current = search.currentMatch, matches.indices.contains(current),
           (top..<top + text.rows).contains(matches[current].line) {
            target = forward ? current + 1 : current - 1
        } else if forward {
            target = matches.firstIndex { $0.line >= top } ?? matches.count
        } else {
            target = matches.lastIndex { $0.line < top } ?? -1
        }
        if target >= matches.count {
            target = 0
            search.continuation = .fromTop
        } else if target < 0 {
            target = matches.count - 1
            search.continuation = .fromBottom
        }
        search.currentMatch = target
        state.reader?.search = search
        revealCurrentMatch(&state)
    }

    /// Scrolls the current match into view, with a little of the text before it, when it is not
    /// wholly on screen already.
    static func revealCurrentMatch(_ state: inout AppState) {
        guard let reader = state.reader, let current = reader.search?.currentMatch,
              let text = readerText(state) else { return }
        let matches = TextMatch.all(of: reader.search?.query ?? "", in: text.lines)
        guard matches.indices.contains(current), let last = matches[current].segments.last?.line else { return }
        let top = reader.scrollOffset
        if matches[current].line >= top, last < top + text.rows { return }
        let context = text.rows >= 8 ? 2 : 0
        state.reader?.scrollOffset = max(0, matches[current].line - context)
        scrollReader(&state, by: 0)
    }
}
