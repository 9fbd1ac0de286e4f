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
                column += region.write(text, at: Point(x: column, y: 0), style: style, maxWidth: width - column)
            }
            var left: [(String, Style)] = [(" " + Strings.appName, Style(.title, attributes: .bold))]
            left.append((context.glyphs.separator + (state.session?.email ?? Strings.notSignedIn), .normal))
            if let server = state.serverLabel {
                left.append((context.glyphs.separator + server, .muted))
            }
            let room = max(0, width - rightWidth - 1)
            var used = 0
            for (text, style) in left where used < room {
                let shown = DisplayWidth.truncate(text, toWidth: room - used, ellipsis: context.glyphs.ellipsis)
                used += region.write(shown, at: Point(x: used, y: 0), style: style, maxWidth: room - used)
            }
        }
    }

    /// The connection status as words (never colour alone) and its role.
    static func connectionText(_ context: RenderContext) -> (String, Role) {
        switch context.state.connection {
        case .starting: return ("\(context.spinner) \(Strings.starting)", .muted)
        case .checking: return ("\(context.spinner) \(Strings.checking)", .muted)
        case .online(let milliseconds): return ("\(context.bullet) \(Strings.onlineStatus(milliseconds: milliseconds))", .success)
        case .degraded: return ("! \(Strings.degraded)", .warning)
        case .offline: return ("\(context.crossMark) \(Strings.offline)", .error)
        }
    }

    static func drawBanner(_ context: RenderContext, in rect: Rect?, on buffer: inout ScreenBuffer) {
        guard let rect, let banner = context.state.banner else { return }
        Banner(banner.text, role: RenderContext.role(of: banner.kind), glyphs: context.glyphs).draw(in: rect, on: &buffer)
    }

    static func drawFooter(_ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let hints = KeyMap.footerHints(for: context.state.keyContext)
        Footer(hints: hints, glyphs: context.glyphs).draw(in: rect, on: &buffer)
    }
}
