import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// Applies `action` to `state` and answers the work to do next.
///
/// Pure: no I/O, no clock, no randomness. Everything it needs (time included) arrives in the
/// action, so every behaviour of the app can be tested by feeding actions and reading the state.
public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    let effects = Reducer.reduce(&state, action)
    // Whatever changed, the pictures and the story opening now on screen are asked for.
    return effects + Reducer.requestVisiblePictures(&state) + Reducer.requestVisiblePreview(&state)
}

/// The reducer, split by feature over several files, each in its feature's folder
/// (`Auth/Reducer+Auth`, `Lists/Reducer+Forms`, `Reader/Reducer+Pictures`, ...).
enum Reducer {
    /// A short router: the keys and the clock here, every feature's actions to its reducer.
    static func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
        switch action {
        case .input(let event):
            return handleInput(&state, event)
        case .tick(let date):
            if date > state.now { state.now = date }
            state.animationFrame &+= 1
            return []
        case .events(let action):
            return eventsAction(&state, action)
        case .settings(let action):
            return settingsAction(&state, action)
        case .journey(let action):
            return journeyAction(&state, action)
        case .session(let action):
            return reduceSession(&state, action)
        case .account(let action):
            return reduceAccount(&state, action)
        case .lists(let action):
            return reduceLists(&state, action)
        case .generation(let action):
            return reduceGeneration(&state, action)
        case .media(let action):
            return reduceMedia(&state, action)
        case .queue(let action):
            return reduceQueue(&state, action)
        }
    }

    // MARK: Errors and connectivity

    /// What a failure means for the app: a 401 leads to the sign-in screen, a network error
    /// marks the server offline (and checks it), anything else shows its message.
    static func noteFailure(_ state: inout AppState, _ error: ClientError, showsBanner: Bool = true) -> [Effect] {
        switch error {
        case .cancelled:
            return []
        case .sessionExpired:
            // A 401 is an answer: the server is there, whatever the header said.
            let effects = noteSuccess(&state)
            return expireSession(&state) + effects
        case .network:
            state.connection = .offline(error.message(server: state.serverLabel))
            state.reconnectPending = true
            if showsBanner { state.banner = .error(error.message(server: state.serverLabel)) }
            return [.checkHealth]
        default:
            if showsBanner { state.banner = .error(message(for: error, in: state)) }
            // Any other failure is still an answer from the server: it is reachable.
            return error == .invalidResponse ? [] : noteSuccess(&state)
        }
    }

    /// The banner text for an error: the client's message (naming the server when it does not
    /// answer), plus when to try again after a 429 and the server's field messages when no form
    /// shows them.
    static func message(for error: ClientError, in state: AppState) -> String {
        var text = error.message(server: state.serverLabel)
        if let seconds = error.retryAfterSeconds {
            // "Please try again later" and "Try again in 9 s" would say it twice.
            text = ClientMessages.rateLimitedBrief + " " + Strings.retryAfter(seconds: seconds)
        }
        if case .invalidInput(let fields) = error, !fields.isEmpty {
            let details = fields.sorted { $0.key < $1.key }.map { Strings.fieldProblem($0.key, $0.value) }
            text += " " + details.joined(separator: "; ")
        }
        return text
    }

    // MARK: Input

    static func handleInput(_ state: inout AppState, _ event: InputEvent) -> [Effect] {
        switch event {
        case .resize(let width, let height):
            state.size = TerminalSize(width: width, height: height)
            relayout(&state)
            return []
        case .paste:
            return editText(&state, event)
        case .key(let key, _):
            let context = state.keyContext
            let health = recheckHealthIfStale(&state)
            return health + handleKey(&state, key, event, in: context)
        }
    }

    /// A key press: its command in `context` (or text for a field).
    private static func handleKey(_ state: inout AppState, _ key: Key, _ event: InputEvent, in context: KeyContext) -> [Effect] {
            if state.screen == .main, context != .tooSmall, state.banner != nil {
                // A message stays until the next key press, then gets out of the way.
                state.banner = nil
                relayout(&state)
            }
            if let command = KeyMap.command(for: key, in: context, overrides: state.keyOverrides) {
                if state.showsSnapshot, context != .launching, !Command.browsing.contains(command) {
                    // The lists are last run's: looking around works, changing things waits.
                    state.banner = .warning(Strings.stillConnecting)
                    return []
                }
                return perform(command, in: context, &state)
            }
            return context.isTextEntry ? editText(&state, event) : []
    }

    /// Keeps every scroll offset valid for the current size.
    static func relayout(_ state: inout AppState) {
        state.heroes.keepSelectionVisible(pageSize: state.pageSize(of: .heroes))
        state.stories.keepSelectionVisible(pageSize: state.pageSize(of: .stories))
        scrollReader(&state, by: 0)
        scrollHelp(&state, by: 0)
        scrollMessageLog(&state, by: 0)
    }

    static func perform(_ command: Command, in context: KeyContext, _ state: inout AppState) -> [Effect] {
        switch context {
        case .launching, .tooSmall:
            if command == .quit { state.shouldQuit = true }
            return command == .redraw ? [.redrawScreen] : []
        case .help:
            return performHelp(command, &state)
        case .messageLog:
            return performMessageLog(command, &state)
        case .queue:
            return performQueue(command, &state)
        case .confirmation, .typedConfirmation, .voiceConfirmation:
            return performConfirmation(command, &state)
        case .auth:
            return performAuth(command, &state)
        case .appleSignIn:
            return performAppleSignIn(command, &state)
        case .heroForm:
            return performHeroForm(command, &state)
        case .storyPicker:
            return performStoryPicker(command, &state)
        case .filter:
            return performFilter(command, &state)
        case .events, .journey, .settings:
            return performSection(command, in: context, &state)
        case .settingsName:
            return performSettingsName(command, &state)
        case .eventForm:
            return performEventForm(command, &state)
        case .heroes, .stories, .detail, .progress, .reader:
            return performMain(command, in: context, &state)
        case .readerSearch:
            return performReaderSearch(command, &state)
        case .readerSearchEntry:
            return performReaderSearchEntry(command, &state)
        }
    }

    /// Commands every context shares.
    static func performCommon(_ command: Command, in context: KeyContext, _ state: inout AppState) -> [Effect]? {
        switch command {
        case .help:
            state.help = HelpState(context: context)
            return []
        case .showMessages:
            state.messageLog = MessageLogState()
            return []
        default:
            return performQuitOrRedraw(command, &state)
        }
    }

    /// Quit and redraw: answered alike in every context, the text-entry lines included.
    static func performQuitOrRedraw(_ command: Command, _ state: inout AppState) -> [Effect]? {
        switch command {
        case .quit:
            requestQuit(&state)
            return []
        case .redraw:
            return [.redrawScreen]
        default:
            return nil
        }
    }

    static func requestQuit(_ state: inout AppState) {
        if state.hasUnsavedWork {
            state.confirmation = Confirmation(.quit)
        } else {
            state.shouldQuit = true
        }
    }

    // MARK: Help

    static func performHelp(_ command: Command, _ state: inout AppState) -> [Effect] {
        switch command {
        case .closeHelp: state.help = nil
        case .moveDown: scrollHelp(&state, by: 1)
        case .moveUp: scrollHelp(&state, by: -1)
        case .pageDown: scrollHelp(&state, by: max(1, state.size.height - 4))
        case .pageUp: scrollHelp(&state, by: -max(1, state.size.height - 4))
        case .quit:
            state.help = nil
            requestQuit(&state)
        case .redraw: return [.redrawScreen]
        default: break
        }
        return []
    }

    static func scrollHelp(_ state: inout AppState, by delta: Int) {
        guard let help = state.help else { return }
        let sections = KeyMap.helpSections(for: help.context, overrides: state.keyOverrides)
        let lines = sections.reduce(0) { $0 + $1.hints.count + ($1.title.isEmpty ? 0 : 1) } + max(0, sections.count - 1)
        let overlay = HelpOverlay(sections: sections, title: Strings.helpTitle)
        let visible = max(0, overlay.frame(in: Rect(x: 0, y: 0, width: state.size.width, height: state.size.height)).height - 2)
        let maximum = max(0, lines - visible)
        state.help?.scrollOffset = min(max(0, help.scrollOffset.saturatingAdd(delta)), maximum)
    }

    // MARK: Message log

    static func performMessageLog(_ command: Command, _ state: inout AppState) -> [Effect] {
        let page = max(1, state.messageLogOverlay().visibleRows(in: state.screenBounds))
        switch command {
        case .cancel: state.messageLog = nil
        case .moveDown: scrollMessageLog(&state, by: 1)
        case .moveUp: scrollMessageLog(&state, by: -1)
        case .pageDown: scrollMessageLog(&state, by: page)
        case .pageUp: scrollMessageLog(&state, by: -page)
        case .top: scrollMessageLog(&state, by: Int.min / 2)
        case .bottom: scrollMessageLog(&state, by: Int.max / 2)
        default: return performCommon(command, in: .messageLog, &state) ?? []
        }
        return []
    }

    static func scrollMessageLog(_ state: inout AppState, by delta: Int) {
        guard let log = state.messageLog else { return }
        let overlay = state.messageLogOverlay()
        let maximum = max(0, overlay.lineCount(in: state.screenBounds) - overlay.visibleRows(in: state.screenBounds))
        state.messageLog?.scrollOffset = min(max(0, log.scrollOffset.saturatingAdd(delta)), maximum)
    }

    // MARK: Confirmation

    static func performConfirmation(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard let confirmation = state.confirmation else { return [] }
        switch command {
        case .chooseNext:
            state.confirmation?.focusedButton = confirmation.focusedButton == 0 ? 1 : 0
        case .moveDown, .moveUp:
            state.confirmation?.voiceIndex = confirmation.voiceIndex.stepped(by: command == .moveDown ? 1 : -1,
                                                                             wrappingIn: Catalog.voices.count)
        case .cancel:
            state.confirmation = nil
        case .confirm where confirmation.typed != nil:
            return confirmAccountDeletion(&state, confirmation)
        case .confirm:
            state.confirmation = nil
            guard confirmation.confirmsOnEnter else { return [] }
            switch confirmation.subject {
            case .deleteHero(let id, _, _):
                state.isSaving = true
                return [.deleteHero(id: id)]
            case .deleteStory(let id, _):
                state.isSaving = true
                return [.deleteStory(id: id)]
            case .deleteCustomEvent(let id, _):
                return deleteCustomEventConfirmed(&state, id: id)
            case .quit:
                state.shouldQuit = true
            case .signOut:
                return signOut(&state)
            case .renarrate(let storyID, _):
                return renarrate(&state, storyID: storyID, voice: confirmation.voice)
            case .deleteAccount:
                return []
            }
        case .quit:
            // Ctrl-C on the quit question itself means "yes, quit".
            if confirmation.subject == .quit { state.shouldQuit = true } else { requestQuit(&state) }
        case .redraw:
            return [.redrawScreen]
        default:
            break
        }
        return []
    }

    // MARK: Text entry

    /// Sends a key or paste to the focused field of the current text context.
    static func editText(_ state: inout AppState, _ event: InputEvent) -> [Effect] {
        switch state.keyContext {
        case .auth:
            var editor = state.auth.editor(for: state.auth.focus)
            guard editor.handle(event) else { return [] }
            state.auth.setEditor(editor, for: state.auth.focus)
            state.auth.serverProblems[state.auth.focus] = nil
        case .heroForm:
            guard case .hero(var form) = state.form, let before = form.editor(for: form.focus) else { return [] }
            var editor = before
            if form.focus == .age, case .key(.character(let character), _) = event, !character.isNumber { return [] }
            guard editor.handle(event) else { return [] }
            if form.focus == .age, !editor.text.allSatisfy(\.isNumber) { return [] }
            form.setEditor(editor, for: form.focus)
            form.serverProblems[form.focus] = nil
            state.form = .hero(form)
        case .storyPicker:
            guard case .story(var picker) = state.form, picker.focus == .customEvent else { return [] }
            guard picker.customEvent.handle(event) else { return [] }
            state.form = .story(picker)
        case .filter:
            guard var editing = state.filterEditing, editing.editor.handle(event) else { return [] }
            state.filterEditing = editing
            return applyFilter(&state, pane: editing.pane, query: editing.editor.text)
        case .readerSearchEntry:
            return editReaderSearch(&state, event)
        case .settingsName:
            editSettingsName(&state, event)
        case .eventForm:
            editEventForm(&state, event)
        case .typedConfirmation:
            guard var confirmation = state.confirmation, var editor = confirmation.typed, editor.handle(event) else { return [] }
            confirmation.typed = editor
            confirmation.problem = nil
            state.confirmation = confirmation
        default:
            break
        }
        return []
    }
}
