import TerminalUI
import ViewState

/// Shown instead of everything else when the terminal is under 40x12: a layout squeezed below
/// that would be unreadable, so the app says what it needs and still quits with q.
enum TooSmallView {
    static func draw(_ context: RenderContext, on buffer: inout ScreenBuffer) {
        let size = context.state.size
        let minimum = TerminalSize.minimum
        let message = Strings.tooSmall(width: size.width, height: size.height,
                                       minimumWidth: minimum.width, minimumHeight: minimum.height)
        var lines = DisplayWidth.wrap(message, width: size.width).map { ($0, Style(.warning, attributes: .bold)) }
        lines += DisplayWidth.wrap(Strings.tooSmallHint, width: size.width).map { ($0, Style.muted) }
        let top = max(0, (size.height - lines.count) / 2)
        for (row, line) in lines.prefix(size.height).enumerated() {
            let x = max(0, (size.width - DisplayWidth.width(of: line.0)) / 2)
            buffer.write(line.0, at: Point(x: x, y: top + row), style: line.1, maxWidth: size.width)
        }
    }
}
