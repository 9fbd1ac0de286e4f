import InfiniteStoriesClient
import InfiniteStoriesModels

/// Signing in and up, the saved session, and the trip through "session expired" and back.
extension Reducer {
    // MARK: Session

    static func sessionRestored(_ state: inout AppState, _ session: AuthSession?, warning: String?) -> [Effect] {
        if let warning { state.banner = .warning(warning) }
        let queuedSubmit = state.auth.waitsForServer
        state.auth.waitsForServer = false
        let savedEmail = state.savedSessionEmail
        state.savedSessionEmail = nil
        guard let session else {
            // Not signed in after all: nothing of the saved lists may stay on screen, and no
            // screen is left underneath to return to.
            if state.showsSnapshot { state.expiredSessionUserID = nil }
            clearSnapshot(&state)
            state.screen = .auth
            if let savedEmail, !savedEmail.isEmpty, warning == nil, !queuedSubmit {
                // The server refused the saved session: say so, as when it expires in use.
                state.auth = AuthForm(offersApple: state.auth.offersApple)
                state.auth.email = .init(text: savedEmail, maximumLength: 320)
                state.auth.focus = .password
                state.banner = .warning(ClientError.sessionExpired.message)
            }
            if queuedSubmit {
                state.auth.isSubmitting = false
                return submitAuth(&state)
            }
            return []
        }
        state.auth.isSubmitting = false
        let fromSnapshot = state.showsSnapshot && state.session?.userId == session.userId
        if state.showsSnapshot && !fromSnapshot { clearSnapshot(&state) }
        state.showsSnapshot = false
        state.session = session
        state.screen = .main
        let refreshSent = state.snapshotRefreshSent
        state.snapshotRefreshSent = false
        if fromSnapshot {
            // Refresh what the snapshot shows (unless already asked when the server came up);
            // replacing the lists keeps the selections.
            return (refreshSent ? [] : reloadAll(&state)) + loadAccountPreferences(&state)
        }
        return startMain(&state)
    }

    /// Shows the last run's lists before the server has answered anything.
    static func snapshotRestored(_ state: inout AppState, _ snapshot: ListSnapshot) -> [Effect] {
        guard state.screen == .launching else { return [] }
        state.session = AuthSession(userId: snapshot.userId, email: snapshot.email)
        state.screen = .main
        state.focus = .heroes
        state.heroes.replaceAll(with: snapshot.heroes, total: snapshot.heroTotal)
        state.heroes.isLoading = true
        state.heroes.select(row: snapshot.heroSelection, pageSize: state.pageSize(of: .heroes))
        state.storiesHeroID = snapshot.storiesHeroID
        state.stories.replaceAll(with: snapshot.stories, total: snapshot.storyTotal)
        // With no hero kept yet (`ListSnapshot.placeholder`), the stories follow the heroes.
        state.stories.isLoading = snapshot.storiesHeroID != nil || snapshot.heroes.isEmpty
        state.showsSnapshot = true
        return []
    }

    /// Takes the snapshot's lists and user off the screen.
    static func clearSnapshot(_ state: inout AppState) {
        guard state.showsSnapshot else { return }
        state.showsSnapshot = false
        state.snapshotRefreshSent = false
        state.session = nil
        state.heroes.reset()
        state.stories.reset()
        state.storiesHeroID = nil
        state.screen = .auth
    }

    /// Loads the main screen's data from scratch.
    static func startMain(_ state: inout AppState) -> [Effect] {
        state.heroes.reset()
        state.stories.reset()
        state.storiesHeroID = nil
        state.reader = nil
        state.focus = .heroes
        // Another account's events and preferences never show (a different user signed in).
        state.events = EventsState()
        state.queue = QueueState()
        state.settings = SettingsState(languageChoices: state.storyLanguages)
        return loadHeroes(&state) + loadAccountPreferences(&state)
    }

    static func loadHeroes(_ state: inout AppState) -> [Effect] {
        state.heroesRequestID += 1
        state.heroes.isLoading = true
        state.heroes.loadError = nil
        return [.loadHeroes(offset: 0, requestID: state.heroesRequestID)]
    }

    /// Reloads heroes and the listed stories, keeping selections where they are.
    static func reloadAll(_ state: inout AppState) -> [Effect] {
        var effects = loadHeroes(&state)
        if let heroID = state.storiesHeroID {
            effects += loadStories(&state, heroID: heroID)
        }
        return effects
    }

    // MARK: Auth form

    static func performAuth(_ command: Command, _ state: inout AppState) -> [Effect] {
        if let effects = performCommon(command, in: .auth, &state) { return effects }
        switch command {
        case .nextField: state.auth.moveFocus(by: 1)
        case .previousField: state.auth.moveFocus(by: -1)
        case .switchAuthMode: state.auth.switchMode()
        case .revealPassword: state.auth.revealsPassword.toggle()
        case .signInWithApple: return startAppleSignIn(&state)
        case .submit: return state.auth.focus == .apple ? startAppleSignIn(&state) : submitAuth(&state)
        default: break
        }
        return []
    }

    static func submitAuth(_ state: inout AppState) -> [Effect] {
        guard !state.auth.isSubmitting else { return [] }
        state.auth.showsAllProblems = true
        state.auth.serverProblems = [:]
        let problems = state.auth.problems
        if let first = state.auth.textFields.first(where: { problems[$0] != nil }) {
            state.auth.focus = first
            return []
        }
        if state.serverLabel == nil {
            if case .offline(let reason) = state.connection {
                // The server could not start: nothing will ever send this; say so again.
                state.banner = .error(Strings.serverFailed(reason))
                return []
            }
            // The form was up before the server: send it once the saved session is checked.
            state.auth.isSubmitting = true
            state.auth.waitsForServer = true
            return []
        }
        state.auth.isSubmitting = true
        let email = state.auth.email.text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch state.auth.mode {
        case .signIn:
            return [.signIn(email: email, password: state.auth.password.text)]
        case .signUp:
            return [.signUp(name: state.auth.name.text.trimmingCharacters(in: .whitespaces), email: email,
                            password: state.auth.password.text)]
        }
    }

    static func signedIn(_ state: inout AppState, _ session: AuthSession) -> [Effect] {
        let expiredUser = state.expiredSessionUserID
        state.session = session
        state.screen = .main
        state.expiredSessionUserID = nil
        // Passwords do not linger in memory longer than needed.
        state.auth = AuthForm(offersApple: state.auth.offersApple)
        state.auth.email = .init(text: session.email, maximumLength: 320)
        state.banner = nil
        var effects: [Effect] = [.checkHealth]
        if let expiredUser, expiredUser == session.userId {
            // Back where the user was: the screen underneath was kept; send the failed request
            // again, then reopen the streams the expiry closed.
            state.banner = .success(Strings.restoredAfterSignIn)
            effects.append(.replayPendingRequest)
            for index in state.generations.indices where state.generations[index].resumesAfterSignIn {
                state.generations[index].resumesAfterSignIn = false
                state.generations[index].isWatching = true
                state.generations[index].restartsText = true
                effects.append(.watchGeneration(storyID: state.generations[index].id))
            }
            return effects
        }
        if expiredUser != nil {
            // Someone else signed in: nothing of the previous account may show.
            effects.append(.discardPendingRequest)
            state.generations = []
            state.form = nil
            state.filterEditing = nil
        }
        return effects + startMain(&state)
    }

    static func signInFailed(_ state: inout AppState, _ error: ClientError) -> [Effect] {
        state.auth.isSubmitting = false
        if case .invalidInput(let fields) = error {
            state.auth.applyServerProblems(fields)
            if let first = state.auth.fields.first(where: { state.auth.serverProblems[$0] != nil }) {
                state.auth.focus = first
            }
        }
        if error == .sessionExpired {
            // Sign-in itself never expires a session; show the message rather than loop.
            state.banner = .error(error.message)
            return []
        }
        return noteFailure(&state, error)
    }

    /// The session ended under the user's feet: show the sign-in screen over the untouched main
    /// screen, remembering whose it was. Idempotent: many requests may fail together.
    static func expireSession(_ state: inout AppState) -> [Effect] {
        guard state.screen == .main, let session = state.session else {
            if state.screen == .auth, state.expiredSessionUserID != nil {
                state.banner = .warning(ClientError.sessionExpired.message)
            }
            return []
        }
        state.expiredSessionUserID = session.userId
        state.session = nil
        state.screen = .auth
        state.auth = AuthForm(offersApple: state.auth.offersApple)
        state.auth.email = .init(text: session.email, maximumLength: 320)
        state.auth.focus = .password
        state.banner = .warning(ClientError.sessionExpired.message)
        state.help = nil
        state.confirmation = nil
        state.isSaving = false
        markFormAwaitingReplay(&state)
        var effects: [Effect] = []
        for index in state.generations.indices where state.generations[index].isWatching {
            state.generations[index].isWatching = false
            state.generations[index].resumesAfterSignIn = true
            effects.append(.stopWatching(storyID: state.generations[index].id))
        }
        return effects
    }

    /// A form whose save was in flight when the session expired: its request is the one the
    /// client will replay, so the form waits for that instead of being sent twice.
    static func markFormAwaitingReplay(_ state: inout AppState) {
        switch state.form {
        case .hero(var form) where form.isSubmitting:
            form.isSubmitting = false
            form.awaitsReplay = true
            state.form = .hero(form)
        case .story(var picker) where picker.isSubmitting:
            picker.isSubmitting = false
            state.startingGenerations = max(0, state.startingGenerations - 1)
            state.form = .story(picker)
        default:
            break
        }
    }

    static func pendingRequestReplayed(_ state: inout AppState, _ request: APIRequest?, savedHero: Hero?) -> [Effect] {
        if let request, case .hero(let form) = state.form, form.awaitsReplay,
           request.path.hasPrefix("/api/v1/heroes"), request.method != .get {
            // The save went through on the replay: the form is done.
            state.form = nil
            state.banner = .success(form.isNew ? Strings.heroCreated(form.input.name ?? "") :
                                        Strings.heroUpdated(form.input.name ?? ""))
        }
        if let request, case .story = state.form, request.path == "/api/v1/stories", request.method == .post {
            state.form = nil
        }
        if let hero = savedHero {
            // As after any save: the hero is the one selected, and its stories are the ones
            // listed (the reload below asks for them; the reload keeps the selection).
            if !state.heroes.update(hero) { state.heroes.insertAtTop(hero, select: true) }
            _ = state.heroes.select(id: hero.id, pageSize: state.pageSize(of: .heroes))
            state.focus = .heroes
            _ = syncStoriesToSelectedHero(&state)
        }
        let sectionEffects = sectionRequestReplayed(&state, request)
        abandonReplayWait(&state)
        return reloadAll(&state) + sectionEffects
    }

    /// Nothing was replayed for the form: it stays open, with its input, to be sent again.
    static func abandonReplayWait(_ state: inout AppState) {
        abandonSectionReplayWait(&state)
        if case .hero(var form) = state.form, form.awaitsReplay {
            form.awaitsReplay = false
            state.form = .hero(form)
        }
    }

    static func signOut(_ state: inout AppState) -> [Effect] {
        resetToSignIn(&state, banner: .info(Strings.signedOut), accountDeleted: false)
    }

    /// The account's session ends here (signed out, or the account deleted): a fresh state on the
    /// sign-in screen, keeping only what belongs to this device (the server, places in stories).
    /// After signing out the listen is reported and the email stays in the form, to sign in
    /// again; of a deleted account nothing is reported and its email goes too, since there is
    /// nothing left to sign in to.
    static func resetToSignIn(_ state: inout AppState, banner: BannerMessage, accountDeleted: Bool) -> [Effect] {
        var effects: [Effect] = state.generations.filter(\.isWatching).map { .stopWatching(storyID: $0.id) }
        // The listen ends with the account; its report goes before the session does.
        if state.player != nil { effects += [.stopPlayback] }
        if !accountDeleted, let report = state.listening.finish(at: state.now, completed: false) {
            effects.append(.reportListening(report))
        }
        let positions = state.playbackPositions
        let email = accountDeleted ? "" : state.session?.email ?? ""
        var fresh = AppState(size: state.size, now: state.now)
        fresh.serverLabel = state.serverLabel
        fresh.connection = state.connection
        fresh.messages = state.messages
        fresh.screen = .auth
        fresh.auth.offersApple = state.auth.offersApple
        fresh.storyLanguages = state.storyLanguages
        fresh.settings = SettingsState(languageChoices: state.storyLanguages)
        // The device's choices, not the account's: the sleep timer stays as chosen.
        fresh.sleepTimer = state.sleepTimer
        fresh.sleepMinute = state.sleepMinute
        fresh.appleSignInAttempts = state.appleSignInAttempts
        fresh.auth.email = .init(text: email, maximumLength: 320)
        fresh.auth.focus = email.isEmpty ? .email : .password
        fresh.banner = banner
        fresh.playbackPositions = positions
        state = fresh
        return effects + [.signOut]
    }
}
