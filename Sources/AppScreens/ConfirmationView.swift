import TerminalUI
import ViewState

/// A confirmation dialog centred on the screen; the safe answer is focused.
enum ConfirmationView {
    static func draw(_ confirmation: Confirmation, _ context: RenderContext, on buffer: inout ScreenBuffer) {
        let role: Role = {
            switch confirmation.subject {
            case .deleteHero, .deleteStory: .warning
            case .quit, .signOut: .normal
            }
        }()
        Modal(title: confirmation.title, bodyLines: [confirmation.message], buttons: confirmation.buttons,
              focusedButton: confirmation.focusedButton, role: role, glyphs: context.glyphs)
            .draw(in: context.screen, on: &buffer)
    }
}
