import TerminalUI

extension AppState {
    /// The message log as drawn: newest first, scrolled as the state says. The reducer bounds
    /// the scrolling with the same overlay the screen draws, so both agree on the lines.
    public func messageLogOverlay(glyphs: GlyphSet = .unicode) -> MessageLogOverlay {
        MessageLogOverlay(entries: messages.reversed().map { MessageLogOverlay.Entry($0.message.text, role: $0.message.kind.role) },
                          scrollOffset: messageLog?.scrollOffset ?? 0, title: Strings.messageLogTitle,
                          emptyText: Strings.messageLogEmpty, glyphs: glyphs)
    }

    /// The whole terminal, where overlays are centred.
    public var screenBounds: Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height)
    }
}
