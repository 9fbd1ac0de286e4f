import TerminalUI
import ViewState

/// The frame around every full screen: header row, banner row, footer row.
enum ChromeView {
    /// `InfiniteStories · mia@example.com · http://127.0.0.1:8080      ⠹ 1 story in progress · ● online 2 ms`.
    static func drawHeader(_ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        guard !rect.isEmpty else { return }
        let state = context.state
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            region.fill(rect: region.bounds, style: .normal)
            // Right side first: the connection matters more than the long server address.
            let (statusText, statusRole) = connectionText(context)
            var right: [(String, Style)] = []
            let running = state.activeGenerationCount
            if running > 0 {
                right.append(("\(context.spinner) \(Strings.generationsRunning(running))", .accent))
                right.append((context.glyphs.separator, .muted))
            }
            right.append((statusText, Style(statusRole)))
            // Concatenated by hand: the generic `joined()` costs a conformance scan before the first frame.
            var rightText = ""
            for (text, _) in right { rightText += text }
            var rightWidth = DisplayWidth.width(of: rightText)
            if rightWidth > width / 2 {
                // Too narrow: keep only the connection word.
                right = [(statusText, Style(statusRole))]
                rightWidth = min(DisplayWidth.width(of: statusText), width / 2)
            }
            var column = width - rightWidth
            for (text, style) in right {
                column += region.write(text, at: Point(x: column, y: 0), style: style, maxWidth: width - column,
                                       ellipsis: context.glyphs.ellipsis)
            }
            var left: [(String, Style)] = [(" " + Strings.appName, Style(.title, attributes: .bold))]
            left.append((context.glyphs.separator + (state.session?.email ?? Strings.notSignedIn), .normal))
            if let server = state.serverLabel {
                left.append((context.glyphs.separator + server, .muted))
            }
            let room = max(0, width - rightWidth - 1)
            var used = 0
            for (text, style) in left where used < room {
                used += region.write(text, at: Point(x: used, y: 0), style: style, maxWidth: room - used,
                                     ellipsis: context.glyphs.ellipsis)
            }
        }
    }

    /// The connection status as words (never colour alone) and its role.
    static func connectionText(_ context: RenderContext) -> (String, Role) {
        switch context.state.connection {
        case .starting: return ("\(context.spinner) \(Strings.starting)", .muted)
        case .checking: return ("\(context.spinner) \(Strings.checking)", .muted)
        case .online:
            let words = context.state.shownLatencyMilliseconds.map(Strings.onlineStatus(milliseconds:)) ?? Strings.online
            return ("\(context.bullet) \(words)", .success)
        case .degraded: return ("! \(Strings.degraded)", .warning)
        case .offline: return ("\(context.crossMark) \(Strings.offline)", .error)
        }
    }

    static func drawBanner(_ context: RenderContext, in rect: Rect?, on buffer: inout ScreenBuffer) {
        guard let rect, let banner = context.state.banner else { return }
        Banner(banner.text, role: RenderContext.role(of: banner.kind), glyphs: context.glyphs).draw(in: rect, on: &buffer)
    }

    static func drawFooter(_ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        if context.state.screen == .main, let banner = context.state.banner {
            drawStatusLine(banner, context, in: rect, on: &buffer)
            return
        }
        let hints = KeyMap.footerHints(for: context.state.keyContext, overrides: context.state.keyOverrides)
        Footer(hints: hints, glyphs: context.glyphs).draw(in: rect, on: &buffer)
    }

    /// The main screen's status line: a message takes the footer's row until the next key, so
    /// it never moves the panes. One that does not fit also takes the row above (over the panes'
    /// bottom border or the player, which stay where they are); one longer still ends with the
    /// key that shows it in full in the message log.
    static func drawStatusLine(_ banner: BannerMessage, _ context: RenderContext, in rect: Rect,
                               on buffer: inout ScreenBuffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let line = Banner(banner.text, role: banner.kind.role, glyphs: context.glyphs, moreHint: moreHint(context))
        let rows = min(line.lineCount(width: rect.width), rect.minY >= 2 ? 2 : 1)
        line.draw(in: Rect(x: rect.minX, y: rect.minY - (rows - 1), width: rect.width, height: rows), on: &buffer)
    }

    /// `M all`: the key that opens the message log (as remapped), for a message cut short.
    static func moreHint(_ context: RenderContext) -> String {
        let bindings = KeyMap.bindings(for: context.state.keyContext, overrides: context.state.keyOverrides)
        guard let binding = bindings.first(where: { $0.command == .showMessages }) else { return "" }
        return KeyHint(keys: binding.keys, label: Strings.keyMessages).keyName(glyphs: context.glyphs) + " " + Strings.keyMessages
    }

    /// `Space pause/play · x stop`: the mini player's keys where the keys go now, as remapped
    /// (the key map's, like the footer's), or nil when neither works there.
    static func playerHints(_ context: RenderContext) -> String? {
        let bindings = KeyMap.bindings(for: context.state.keyContext, overrides: context.state.keyOverrides)
        let hints = [(Command.playPause, Strings.miniPlayerPauseHint), (.stopPlayback, Strings.miniPlayerStopHint)]
            .compactMap { command, label -> String? in
                guard let binding = bindings.first(where: { $0.command == command }) else { return nil }
                return KeyHint(keys: binding.keys, label: label).keyName(glyphs: context.glyphs) + " " + label
            }
        guard !hints.isEmpty else { return nil }
        return hints.count == 1 ? hints[0] : hints[0] + context.glyphs.separator + hints[1]
    }

    /// The mini player: `▶ Playing · The Moon Trip     0:42 / 3:07 ━━━━──── 1.25x   space pause/play · x stop`,
    /// or why nothing can be heard. While playing only the clock and bar change, once a second.
    static func drawPlayer(_ context: RenderContext, in rect: Rect?, on buffer: inout ScreenBuffer) {
        guard let rect, !rect.isEmpty else { return }
        let state = context.state
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            region.fill(rect: region.bounds, style: Style(.banner))
            guard let player = state.player else {
                if let notice = state.playbackNotice {
                    let hint = context.glyphs.separator + Strings.noticeDismiss
                    let lead = region.write(" \(context.crossMark) ", at: Point(x: 0, y: 0), style: Style(.warning))
                    let used = lead + region.write(notice, at: Point(x: lead, y: 0), style: Style(.warning),
                                                   maxWidth: max(0, width - lead - DisplayWidth.width(of: hint)),
                                                   ellipsis: context.glyphs.ellipsis)
                    region.write(hint, at: Point(x: used, y: 0), style: Style(.banner), maxWidth: width - used,
                                 ellipsis: context.glyphs.ellipsis)
                }
                return
            }
            let (mark, word) = playerMark(player, context)
            var right = ""
            if state.queue.playingStoryID == player.storyID, let index = state.queue.index(of: player.storyID) {
                right += Strings.queueRemaining(state.queue.items.count - index - 1) + "  "
            }
            right += sleepMark(state, player, context).map { $0 + "  " } ?? ""
            if player.phase != .loading {
                right += Strings.elapsed(player.position, of: player.duration)
                if width >= 70 { right += " " + bar(player, width: 12, context) }
                right += " " + Strings.speed(player.speed)
            }
            if width >= 100, let hints = playerHints(context) { right += "   " + hints }
            right += " "
            let rightWidth = min(DisplayWidth.width(of: right), width)
            let left = " \(mark) \(word)" + context.glyphs.separator
            var column = region.write(left, at: Point(x: 0, y: 0), style: Style(.banner, attributes: .bold),
                                      maxWidth: width - rightWidth, ellipsis: context.glyphs.ellipsis)
            let room = max(0, width - rightWidth - column - 1)
            column += region.write(player.title, at: Point(x: column, y: 0), style: Style(.banner), maxWidth: room,
                                   ellipsis: context.glyphs.ellipsis)
            region.write(right, at: Point(x: width - rightWidth, y: 0), style: Style(.banner), maxWidth: rightWidth,
                         ellipsis: context.glyphs.ellipsis)
        }
    }

    /// The sleep timer as the mini player shows it: `☾ 18 min`, `☾ 0:42` in the last minute,
    /// `☾ end` (at the end of the story), with the volume while it fades (`☾ 0:12 40%`); nil
    /// when it is off.
    static func sleepMark(_ state: AppState, _ player: PlayerState, _ context: RenderContext) -> String? {
        let moon = context.isUnicode ? "☾" : "zZ"
        var mark: String
        switch state.sleepTimer {
        case .off:
            return nil
        case .endOfStory:
            mark = Strings.sleepTimerEndMark(moon)
        case .minutes(let minutes):
            if let countdown = state.sleepCountdown {
                mark = countdown.remaining < 60 ? Strings.sleepTimerMark(moon, seconds: max(0, countdown.remaining))
                    : Strings.sleepTimerMark(moon, minutes: countdown.minutesLeft)
            } else {
                mark = Strings.sleepTimerMark(moon, minutes: minutes)
            }
        }
        if player.volume < 100 { mark += " " + Strings.fadingVolume(player.volume) }
        return mark
    }

    /// The player's state as a mark and a word (the word carries the meaning; the mark decorates).
    static func playerMark(_ player: PlayerState, _ context: RenderContext) -> (String, String) {
        switch player.phase {
        case .loading: (context.spinner, Strings.loadingNarration)
        case .playing: (context.isUnicode ? "▶" : ">", Strings.playing)
        case .paused: (context.isUnicode ? "❚❚" : "||", Strings.paused)
        }
    }

    /// How far the narration is, as a bar without a percentage.
    static func bar(_ player: PlayerState, width: Int, _ context: RenderContext) -> String {
        let fraction = player.duration.map { $0 > 0 ? player.position / $0 : 0 } ?? 0
        return ProgressBar(fraction: fraction, showsPercentage: false, glyphs: context.glyphs).rendered(width: width)
    }
}
