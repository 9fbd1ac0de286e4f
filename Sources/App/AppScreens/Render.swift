import TerminalUI
import ViewState

/// Draws the whole app for `state` into `buffer`.
///
/// Pure: the same state, buffer size and glyphs always give the same cells. Only what is
/// visible is looked at (lists ask for their visible rows only), so the cost does not grow with
/// the number of heroes or stories. The buffer's size wins over `state.size` when they differ,
/// so a frame always fills the terminal it is drawn for.
public func render(_ state: AppState, into buffer: inout ScreenBuffer, glyphs: GlyphSet, colorTier: ColorTier = .monochrome) {
    var state = state
    state.size = TerminalSize(width: buffer.width, height: buffer.height)
    buffer.withRegion(Rect(x: 0, y: 0, width: buffer.width, height: buffer.height)) { $0.clear() }
    buffer.setCursor(at: nil)
    guard buffer.width > 0, buffer.height > 0 else { return }
    let context = RenderContext(state: state, glyphs: glyphs, colorTier: colorTier)
    if state.size.isTooSmall {
        TooSmallView.draw(context, on: &buffer)
        return
    }
    switch state.screen {
    case .launching: LaunchView.draw(context, on: &buffer)
    case .auth: AuthView.draw(context, on: &buffer)
    case .main: MainView.draw(context, on: &buffer)
    }
    if let confirmation = state.confirmation {
        ConfirmationView.draw(confirmation, context, on: &buffer)
    }
    if state.queue.isShown, state.screen == .main {
        QueueView.draw(context, on: &buffer)
    }
    if state.messageLog != nil {
        state.messageLogOverlay(glyphs: glyphs).draw(in: context.screen, on: &buffer)
    }
    if let help = state.help {
        HelpView.draw(help, context, on: &buffer)
    }
}
