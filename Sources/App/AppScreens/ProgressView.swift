import TerminalUI
import ViewState

/// A story being written: the three steps with spinner, bar and status, the elapsed time, and
/// the text as it arrives (its last lines, so the newest words are in view).
enum ProgressView {
    static func draw(_ generation: GenerationProgress, _ context: RenderContext, in rect: Rect,
                     on buffer: inout ScreenBuffer) {
        let state = context.state
        let content = rect.inset(top: 0, left: 1, bottom: 0, right: 1)
        guard !content.isEmpty else { return }
        var row = content.minY
        // Title and elapsed time.
        let ellipsis = context.glyphs.ellipsis
        let elapsed = Strings.elapsed(seconds: generation.elapsedSeconds(now: state.now))
        let elapsedWidth = DisplayWidth.width(of: elapsed)
        var titleRoom = content.width
        // The title comes first: the time shows only beside a few columns of it (in a narrower pane
        // it would cross the border).
        if elapsedWidth + 6 <= content.width {
            buffer.write(elapsed, at: Point(x: content.maxX - elapsedWidth, y: row), style: .muted)
            titleRoom -= elapsedWidth + 1
        }
        let lead = generation.isActive ? context.spinner : (generation.writing.isFailed ? context.crossMark : context.checkMark)
        buffer.write("\(lead) \(generation.title)", at: Point(x: content.minX, y: row), style: Style(.title, attributes: .bold),
                     maxWidth: titleRoom, ellipsis: ellipsis)
        row += 2
        let steps: [(String, StepProgress, String)] = [
            (Strings.stepWriting, generation.writing, Strings.retryTextHint),
            (Strings.stepNarration, generation.narration, Strings.retryAudioHint),
            (Strings.stepIllustrations, generation.illustrations, Strings.retryIllustrationsHint),
        ]
        let labelWidth = steps.map { DisplayWidth.width(of: $0.0) }.max() ?? 0
        for (label, step, retryHint) in steps where row < content.maxY {
            row = drawStep(label, step, retryHint: retryHint, labelWidth: labelWidth, generation: generation,
                           context, at: row, in: content, on: &buffer)
        }
        row += 1
        guard row < content.maxY else { return }
        // The story so far, newest lines last; the hint about Esc takes the bottom row.
        var bottom = content.maxY
        if generation.isWatching, content.maxY - row >= 3 {
            bottom -= 1
            buffer.write(Strings.stopWatchingHint, at: Point(x: content.minX, y: bottom), style: .muted, maxWidth: content.width,
                         ellipsis: ellipsis)
        }
        guard !generation.text.isEmpty, bottom - row >= 2 else { return }
        buffer.write(Strings.storySoFar, at: Point(x: content.minX, y: row), style: Style(.muted, attributes: .underline),
                     maxWidth: content.width, ellipsis: ellipsis)
        row += 1
        let width = min(content.width, ReaderState.maximumLineWidth)
        let lines = DisplayWidth.wrap(generation.text, width: width)
        let visible = lines.suffix(bottom - row)
        for line in visible {
            buffer.write(line, at: Point(x: content.minX, y: row), maxWidth: width)
            row += 1
        }
    }

    /// One step: `⠹ Writing        ████░░░░  40%` or `✗ Narration  failed: …` plus a retry hint.
    private static func drawStep(_ label: String, _ step: StepProgress, retryHint: String, labelWidth: Int,
                                 generation: GenerationProgress, _ context: RenderContext, at row: Int, in content: Rect,
                                 on buffer: inout ScreenBuffer) -> Int {
        let mark: String
        let markStyle: Style
        switch step.status {
        case .waiting: (mark, markStyle) = (context.waitingMark, .muted)
        case .running:
            (mark, markStyle) = (generation.isWatching || generation.pendingFollowUps > 0 ? context.spinner : context.waitingMark,
                                 .accent)
        case .done: (mark, markStyle) = (context.checkMark, .success)
        case .failed: (mark, markStyle) = (context.crossMark, .error)
        }
        let ellipsis = context.glyphs.ellipsis
        var column = content.minX
        column += buffer.write(mark, at: Point(x: column, y: row), style: markStyle, maxWidth: content.width)
        column += 1
        buffer.write(label, at: Point(x: column, y: row), maxWidth: content.maxX - column, ellipsis: ellipsis)
        column += labelWidth + 2
        let room = content.maxX - column
        guard room > 0 else { return row + 1 }
        switch step.status {
        case .waiting:
            buffer.write(Strings.stepWaiting, at: Point(x: column, y: row), style: .muted, maxWidth: room, ellipsis: ellipsis)
        case .done:
            var text = Strings.stepDone
            if let completed = step.completed, let total = step.total, total > 0 {
                text += " (\(Strings.illustrationCount(completed: completed, total: total)))"
            }
            buffer.write(text, at: Point(x: column, y: row), style: .success, maxWidth: room, ellipsis: ellipsis)
        case .running:
            var counts = ""
            if let completed = step.completed, let total = step.total, total > 0 {
                counts = " " + Strings.illustrationCount(completed: completed, total: total)
            }
            let countsWidth = DisplayWidth.width(of: counts)
            let barWidth = min(24, room - countsWidth)
            if barWidth >= 4 {
                ProgressBar(fraction: step.fraction, phase: context.state.animationFrame, glyphs: context.glyphs)
                    .draw(in: Rect(x: column, y: row, width: barWidth, height: 1), on: &buffer)
                buffer.write(counts, at: Point(x: column + barWidth, y: row), style: .normal, maxWidth: room - barWidth,
                             ellipsis: ellipsis)
            } else {
                buffer.write(Strings.stepRunning + counts, at: Point(x: column, y: row), style: .normal, maxWidth: room,
                             ellipsis: ellipsis)
            }
        case .failed(let reason):
            let lines = DisplayWidth.wrap(Strings.stepFailed(reason), width: room)
            var current = row
            for line in lines.prefix(4) where current < content.maxY {
                buffer.write(line, at: Point(x: column, y: current), style: .error, maxWidth: room)
                current += 1
            }
            for line in DisplayWidth.wrap(retryHint, width: room).prefix(2) where current < content.maxY {
                buffer.write(line, at: Point(x: column, y: current), style: .accent, maxWidth: room)
                current += 1
            }
            return current
        }
        return row + 1
    }
}
