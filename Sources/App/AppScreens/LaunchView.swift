import TerminalUI
import ViewState

/// The first frame, drawn before any server or network work: the app is alive at once.
enum LaunchView {
    static func draw(_ context: RenderContext, on buffer: inout ScreenBuffer) {
        let state = context.state
        let screen = context.screen
        let (header, rest) = screen.divided(atDistance: 1, from: .top)
        let (footer, body) = rest.divided(atDistance: 1, from: .bottom)
        ChromeView.drawHeader(context, in: header, on: &buffer)
        var middle = body
        if state.banner != nil {
            let (bannerRow, remainder) = body.divided(atDistance: 1, from: .top)
            ChromeView.drawBanner(context, in: bannerRow, on: &buffer)
            middle = remainder
        }
        let label = state.serverLabel == nil ? Strings.startingServer : Strings.restoringSession
        let text = "\(context.spinner) \(label)"
        let row = middle.minY + middle.height / 2
        let width = DisplayWidth.width(of: text)
        buffer.write(text, at: Point(x: max(0, (middle.width - width) / 2), y: row), style: .muted, maxWidth: middle.width,
                     ellipsis: context.glyphs.ellipsis)
        let title = Strings.appName
        buffer.write(title, at: Point(x: max(0, (middle.width - title.count) / 2), y: max(middle.minY, row - 2)),
                     style: Style(.title, attributes: .bold))
        ChromeView.drawFooter(context, in: footer, on: &buffer)
    }
}
