import TerminalUI
import ViewState

/// A confirmation dialog centred on the screen; the safe answer is focused. A question answered
/// by typing (deleting the account) shows its field under the message, with its problem.
enum ConfirmationView {
    static func draw(_ confirmation: Confirmation, _ context: RenderContext, on buffer: inout ScreenBuffer) {
        let role: Role = {
            switch confirmation.subject {
            case .deleteHero, .deleteStory, .deleteCustomEvent: .warning
            case .deleteAccount: .error
            case .quit, .signOut, .renarrate: .normal
            }
        }()
        if confirmation.choosesVoice {
            let voice = "\(Strings.voiceChoiceLabel) \(context.choiceLeft) \(context.state.voiceLabel(confirmation.voice)) \(context.choiceRight)"
            Modal(title: confirmation.title, bodyLines: [confirmation.message, "", voice], buttons: confirmation.buttons,
                  focusedButton: confirmation.focusedButton, role: role, glyphs: context.glyphs)
                .draw(in: context.screen, on: &buffer)
            return
        }
        guard let typed = confirmation.typed else {
            Modal(title: confirmation.title, bodyLines: [confirmation.message], buttons: confirmation.buttons,
                  focusedButton: confirmation.focusedButton, role: role, glyphs: context.glyphs)
                .draw(in: context.screen, on: &buffer)
            return
        }
        // Three rows under the message: a gap, the field and its problem (drawn over the blanks).
        let modal = Modal(title: confirmation.title, bodyLines: [confirmation.message, "", "", ""],
                          buttons: confirmation.buttons, focusedButton: 1, role: role, glyphs: context.glyphs)
        let frame = modal.draw(in: context.screen, on: &buffer)
        guard frame.height >= 7, frame.width >= 8 else { return }
        let field = TextField(editor: typed, placeholder: Strings.typeEmailPlaceholder,
                              errorText: confirmation.problem.map { "\(context.crossMark) \($0)" },
                              isFocused: true, glyphs: context.glyphs)
        field.draw(in: Rect(x: frame.minX + 2, y: frame.minY + frame.height - 5, width: frame.width - 4, height: 2),
                   on: &buffer)
    }
}
