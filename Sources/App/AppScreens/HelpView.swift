import TerminalUI
import ViewState

/// The `?` overlay: every key of the context it was opened from.
enum HelpView {
    static func draw(_ help: HelpState, _ context: RenderContext, on buffer: inout ScreenBuffer) {
        HelpOverlay(sections: KeyMap.helpSections(for: help.context, overrides: context.state.keyOverrides),
                    scrollOffset: help.scrollOffset, title: Strings.helpTitle, glyphs: context.glyphs)
            .draw(in: context.screen, on: &buffer)
    }
}
