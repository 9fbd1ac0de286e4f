import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// The events section: the list of the user's own events, their form, favourites, deletion and
/// the one-shot enhancement; the story picker offers the same events.
extension Reducer {
    /// Rows the events list shows (its box takes two rows of the main area).
    static func eventsPageSize(_ state: AppState) -> Int {
        max(1, state.layout.mainArea.height - 2)
    }

    /// The section came on screen: the list, fresh.
    static func eventsOpened(_ state: inout AppState) -> [Effect] {
        loadEvents(&state)
    }

    static func loadEvents(_ state: inout AppState) -> [Effect] {
        state.events.requestID += 1
        state.events.list.isLoading = true
        state.events.list.loadError = nil
        return [.events(.load(offset: 0, requestID: state.events.requestID))]
    }

    static func eventsAction(_ state: inout AppState, _ action: EventsAction) -> [Effect] {
        switch action {
        case .loaded(let page, let offset, let requestID):
            return eventsLoaded(&state, page, offset: offset, requestID: requestID)
        case .loadFailed(let error, let requestID):
            guard requestID == state.events.requestID else { return [] }
            state.events.list.finishLoading()
            state.events.list.loadError = error.message(server: state.serverLabel)
            return noteFailure(&state, error, showsBanner: state.section == .events)
        case .saved(let event, let created):
            return eventSaved(&state, event, created: created)
        case .saveFailed(let error):
            return eventSaveFailed(&state, error)
        case .deleted(let id):
            state.events.isDeleting = false
            let title = state.events.title(ofEvent: id) ?? ""
            state.events.list.remove(id: id)
            state.banner = .success(Strings.eventDeleted(title))
            offerEventsToPicker(&state)
            return noteSuccess(&state)
        case .deleteFailed(_, let error):
            state.events.isDeleting = false
            return noteFailure(&state, error)
        case .favoriteChanged(let event):
            state.events.list.update(event)
            return noteSuccess(&state)
        case .favoriteChangeFailed(let id, let error):
            // Undo the optimistic change.
            if var event = state.events.list.item(withID: id) {
                event.isFavorite.toggle()
                state.events.list.update(event)
            }
            return noteFailure(&state, error)
        case .enhanced(let event):
            state.events.enhancingIDs.remove(event.id)
            state.events.list.update(event)
            if state.events.selectedEvent?.id == event.id { state.events.showsDetail = true }
            state.banner = .success(Strings.eventEnhanced(event.title))
            return noteSuccess(&state)
        case .enhanceFailed(let id, let error):
            state.events.enhancingIDs.remove(id)
            if case .invalidInput = error {
                // The server's one refusal of a well-formed enhance: it ran already (elsewhere).
                state.banner = .warning(Strings.eventAlreadyEnhanced)
                return noteSuccess(&state) + loadEvents(&state)
            }
            return noteFailure(&state, error)
        case .titlesSuggested(let titles, let source):
            return titlesSuggested(&state, titles, source: source)
        case .keywordsSuggested(let keywords):
            return keywordsSuggested(&state, keywords)
        case .suggestionFailed(let error):
            state.events.form?.isSuggestingTitle = false
            state.events.form?.isSuggestingKeywords = false
            if error == .sessionExpired { return expireSession(&state) }
            return noteFailure(&state, error)
        }
    }

    /// A page of events: the next one is asked for at once until the list is whole, so the
    /// story picker offers every event.
    static func eventsLoaded(_ state: inout AppState, _ page: CustomEventPage, offset: Int, requestID: Int) -> [Effect] {
        guard requestID == state.events.requestID else { return [] }
        if offset == 0 {
            state.events.list.replaceAll(with: page.customEvents, total: page.pagination.total)
        } else {
            state.events.list.append(page.customEvents, total: page.pagination.total)
        }
        let next = offset + page.customEvents.count
        var effects = noteSuccess(&state)
        if page.pagination.hasMore, !page.customEvents.isEmpty {
            effects.append(.events(.load(offset: next, requestID: requestID)))
        } else {
            state.events.list.finishLoading()
            state.events.isLoaded = true
        }
        state.events.list.keepSelectionVisible(pageSize: eventsPageSize(state))
        offerEventsToPicker(&state)
        return effects
    }

    /// A saved event closes its form (only the form it came from) and is selected.
    static func eventSaved(_ state: inout AppState, _ event: CustomStoryEvent, created: Bool) -> [Effect] {
        if let form = state.events.form, form.eventID == (created ? nil : event.id) { state.events.form = nil }
        if created {
            state.events.list.insertAtTop(event, select: true)
        } else {
            state.events.list.update(event)
        }
        state.events.list.keepSelectionVisible(pageSize: eventsPageSize(state))
        state.banner = .success(created ? Strings.eventCreated(event.title) : Strings.eventUpdated(event.title))
        offerEventsToPicker(&state)
        return noteSuccess(&state)
    }

    /// The assistant's titles: the form shows the first, `Ctrl-T` the next.
    static func titlesSuggested(_ state: inout AppState, _ titles: [String], source: String) -> [Effect] {
        guard var form = state.events.form else { return noteSuccess(&state) }
        form.isSuggestingTitle = false
        form.titleSuggestions = titles
        form.suggestionsSource = source
        form.suggestionIndex = nil
        form.showNextSuggestion()
        state.events.form = form
        return noteSuccess(&state)
    }

    /// The assistant's keywords, added to the typed ones without repeating any.
    static func keywordsSuggested(_ state: inout AppState, _ keywords: [String]) -> [Effect] {
        guard var form = state.events.form else { return noteSuccess(&state) }
        form.isSuggestingKeywords = false
        var merged = form.keywordList
        for keyword in keywords where !merged.contains(where: { $0.lowercased() == keyword.lowercased() }) {
            merged.append(keyword)
        }
        form.keywords = LineEditor(text: merged.prefix(EventForm.keywordCountMaximum).joined(separator: ", "),
                                   maximumLength: 1200)
        form.serverProblems[.keywords] = nil
        state.events.form = form
        return noteSuccess(&state)
    }

    static func eventSaveFailed(_ state: inout AppState, _ error: ClientError) -> [Effect] {
        guard var form = state.events.form else { return noteFailure(&state, error) }
        form.isSubmitting = false
        if error == .sessionExpired {
            // The client replays the save after signing in; the form waits for that, typing kept.
            form.awaitsReplay = true
            state.events.form = form
            return expireSession(&state)
        }
        if case .invalidInput(let fields) = error {
            form.applyServerProblems(fields)
            form.showsAllProblems = true
            if let first = EventForm.Field.allCases.first(where: { form.serverProblems[$0] != nil }) { form.focus = first }
            state.events.form = form
            state.banner = .error(error.message)
            return noteSuccess(&state)
        }
        state.events.form = form
        return noteFailure(&state, error)
    }

    // MARK: Keys

    /// Keys of the events list; nil for the ones the sections share.
    static func performEvents(_ command: Command, _ state: inout AppState) -> [Effect]? {
        let page = eventsPageSize(state)
        switch command {
        case .moveDown: state.events.list.moveSelection(by: 1, pageSize: page)
        case .moveUp: state.events.list.moveSelection(by: -1, pageSize: page)
        case .top: state.events.list.select(row: 0, pageSize: page)
        case .bottom: state.events.list.select(row: max(0, state.events.list.count - 1), pageSize: page)
        case .pageDown: state.events.list.moveSelection(by: page, pageSize: page)
        case .pageUp: state.events.list.moveSelection(by: -page, pageSize: page)
        case .open:
            if state.events.selectedEvent != nil { state.events.showsDetail.toggle() }
        case .newEvent:
            state.events.form = EventForm()
        case .editEvent:
            guard let event = state.events.selectedEvent else { return [] }
            state.events.form = EventForm(editing: event)
        case .favorite:
            guard var event = state.events.selectedEvent else { return [] }
            event.isFavorite.toggle()
            state.events.list.update(event)
            return [.events(.setFavorite(id: event.id, isFavorite: event.isFavorite))]
        case .deleteEvent:
            guard let event = state.events.selectedEvent, !state.events.isDeleting else { return [] }
            state.confirmation = Confirmation(.deleteCustomEvent(id: event.id, title: event.title))
        case .enhanceEvent:
            guard let event = state.events.selectedEvent else { return [] }
            if event.aiEnhanced {
                state.events.showsDetail = true
                state.banner = .info(Strings.eventAlreadyEnhanced)
                return []
            }
            guard !state.events.enhancingIDs.contains(event.id) else { return [] }
            state.events.enhancingIDs.insert(event.id)
            state.banner = .info(Strings.eventEnhancing(event.title))
            return [.events(.enhance(id: event.id))]
        default:
            return nil
        }
        return []
    }

    static func deleteCustomEventConfirmed(_ state: inout AppState, id: String) -> [Effect] {
        state.events.isDeleting = true
        return [.events(.delete(id: id))]
    }

    /// Keys of the event form.
    static func performEventForm(_ command: Command, _ state: inout AppState) -> [Effect] {
        if let effects = performCommon(command, in: .eventForm, &state) { return effects }
        state.events.form?.assistantNote = nil
        guard var form = state.events.form else { return [] }
        switch command {
        case .nextField: form.moveFocus(by: 1)
        case .previousField: form.moveFocus(by: -1)
        case .choosePrevious, .chooseNext:
            let step = command == .chooseNext ? 1 : -1
            if var editor = form.editor(for: form.focus) {
                editor.handle(.key(step > 0 ? .right : .left))
                form.setEditor(editor, for: form.focus)
            } else {
                form.choose(step)
            }
        case .cancel:
            state.events.form = nil
            return []
        case .suggestTitle:
            // The assistant answers all its titles for a text at once (`generate-title`'s
            // `titles`): asked once per text, the next press shows the next title, no request.
            let source = form.assistantSource
            if source.isEmpty {
                // Said in the form, where the titles would appear, not in the banner far above.
                form.assistantNote = Strings.eventTitleNeedsIdea
            } else if source == form.suggestionsSource, !form.titleSuggestions.isEmpty {
                if form.titleSuggestions.count == 1, form.suggestionIndex == 0 {
                    form.assistantNote = Strings.eventOnlyTitle
                } else {
                    form.showNextSuggestion()
                }
            } else if !form.isSuggestingTitle {
                form.isSuggestingTitle = true
                state.events.form = form
                return [.events(.suggestTitle(description: source, language: state.preferredLanguage))]
            }
        case .suggestKeywords:
            let source = form.assistantSource
            let event = form.title.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if source.isEmpty {
                form.assistantNote = Strings.eventKeywordsNeedIdea
                state.events.form = form
                return []
            }
            guard !form.isSuggestingKeywords else { return [] }
            form.isSuggestingKeywords = true
            state.events.form = form
            return [.events(.suggestKeywords(event: event.isEmpty ? source : event, description: source))]
        case .submit:
            guard !form.isSubmitting, !form.awaitsReplay else { return [] }
            form.showsAllProblems = true
            form.serverProblems = [:]
            let problems = form.problems
            if let first = EventForm.Field.allCases.first(where: { problems[$0] != nil }) {
                form.focus = first
                state.events.form = form
                return []
            }
            form.isSubmitting = true
            state.events.form = form
            if let id = form.eventID { return [.events(.update(id: id, form.input))] }
            return [.events(.create(form.input))]
        default:
            break
        }
        state.events.form = form
        return []
    }

    /// Typing into the event form's focused text field.
    static func editEventForm(_ state: inout AppState, _ event: InputEvent) {
        guard var form = state.events.form, var editor = form.editor(for: form.focus) else { return }
        guard editor.handle(event) else { return }
        form.setEditor(editor, for: form.focus)
        form.serverProblems[form.focus] = nil
        form.assistantNote = nil
        if form.focus == .title { form.suggestionIndex = nil }
        state.events.form = form
    }

    // MARK: Session expiry

    /// The client replayed the request that failed on the expired session: a save of the event
    /// form or of the settings went through, so its form is done.
    static func sectionRequestReplayed(_ state: inout AppState, _ request: APIRequest?) -> [Effect] {
        var effects: [Effect] = []
        if let request, request.method != .get, request.path.hasPrefix("/api/v1/custom-events"),
           let form = state.events.form, form.awaitsReplay {
            state.events.form = nil
            state.banner = .success(form.isNew ? Strings.eventCreated(form.input.title ?? "") :
                                        Strings.eventUpdated(form.input.title ?? ""))
            effects += loadEvents(&state)
        }
        if let request, request.method == .patch, request.path == "/api/v1/user/profile", state.settings.awaitsReplay {
            state.settings.awaitsReplay = false
            state.settings.isEditingName = false
            effects += [.settings(.loadProfile)]
        }
        if state.section == .events, effects.isEmpty { effects += loadEvents(&state) }
        return effects
    }

    /// Nothing was replayed for the forms: they stay open, with their input, to be sent again.
    static func abandonSectionReplayWait(_ state: inout AppState) {
        state.events.form?.awaitsReplay = false
        state.settings.awaitsReplay = false
    }

    // MARK: Story picker

    /// Gives an open story picker the events as loaded now.
    static func offerEventsToPicker(_ state: inout AppState) {
        guard case .story(var picker) = state.form else { return }
        picker.setUserEvents(state.events.list.items.map { StoryPicker.UserEvent(id: $0.id, title: $0.title) })
        state.form = .story(picker)
    }
}
