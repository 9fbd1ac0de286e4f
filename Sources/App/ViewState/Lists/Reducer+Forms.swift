import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

/// The hero form and the story picker: editing, validation, saving.
extension Reducer {
    // MARK: Hero form

    static func performHeroForm(_ command: Command, _ state: inout AppState) -> [Effect] {
        if let effects = performCommon(command, in: .heroForm, &state) { return effects }
        guard case .hero(var form) = state.form else { return [] }
        switch command {
        case .nextField: form.moveFocus(by: 1)
        case .previousField: form.moveFocus(by: -1)
        case .choosePrevious, .chooseNext:
            let step = command == .chooseNext ? 1 : -1
            if var editor = form.editor(for: form.focus), form.focus != .age {
                // In a text field the arrows move the cursor.
                editor.handle(.key(step > 0 ? .right : .left))
                form.setEditor(editor, for: form.focus)
            } else {
                form.choose(step)
            }
        case .cancel:
            state.form = nil
            return []
        case .submit:
            guard !form.isSubmitting, !form.awaitsReplay else { return [] }
            form.showsAllProblems = true
            form.serverProblems = [:]
            let problems = form.problems
            if let first = HeroForm.Field.allCases.first(where: { problems[$0] != nil }) {
                form.focus = first
                state.form = .hero(form)
                return []
            }
            form.isSubmitting = true
            state.form = .hero(form)
            if let id = form.heroID {
                return [.updateHero(id: id, form.input)]
            }
            return [.createHero(form.input)]
        default:
            break
        }
        state.form = .hero(form)
        return []
    }

    static func heroSaved(_ state: inout AppState, _ hero: Hero, created: Bool) -> [Effect] {
        if case .hero(let form) = state.form, form.heroID == (created ? nil : hero.id) {
            state.form = nil
        }
        let page = state.pageSize(of: .heroes)
        if created {
            state.heroes.insertAtTop(hero, select: true)
        } else {
            state.heroes.update(hero)
        }
        state.heroes.keepSelectionVisible(pageSize: page)
        state.banner = .success(created ? Strings.heroCreated(hero.name) : Strings.heroUpdated(hero.name))
        return noteSuccess(&state) + syncStoriesToSelectedHero(&state)
    }

    static func heroSaveFailed(_ state: inout AppState, _ error: ClientError) -> [Effect] {
        guard case .hero(var form) = state.form else { return noteFailure(&state, error) }
        if error == .sessionExpired {
            // The expiry marks the submitting form as waiting for the client's replay.
            return expireSession(&state)
        }
        form.isSubmitting = false
        if case .invalidInput(let fields) = error {
            form.applyServerProblems(fields)
            form.showsAllProblems = true
            state.form = .hero(form)
            state.banner = .error(error.message)
            return []
        }
        state.form = .hero(form)
        return noteFailure(&state, error)
    }

    // MARK: Story picker

    static func openStoryPicker(_ state: inout AppState) -> [Effect] {
        let hero = state.focus == .heroes ? state.selectedHero : (state.storiesHero ?? state.selectedHero)
        guard let hero else {
            state.banner = .warning(Strings.selectHeroFirst)
            return []
        }
        let userEvents = state.events.list.items.map { StoryPicker.UserEvent(id: $0.id, title: $0.title) }
        state.form = .story(StoryPicker(heroID: hero.id, heroName: hero.name, language: state.preferredLanguage,
                                        minutes: state.preferredStoryMinutes, userEvents: userEvents,
                                        languages: state.storyLanguages))
        // The user's own events are offered after the built-in ones; loaded now unless the
        // events section already has them.
        return state.events.isLoaded ? [] : loadEvents(&state)
    }

    static func performStoryPicker(_ command: Command, _ state: inout AppState) -> [Effect] {
        if let effects = performCommon(command, in: .storyPicker, &state) { return effects }
        guard case .story(var picker) = state.form else { return [] }
        switch command {
        case .moveUp, .moveDown:
            let step = command == .moveDown ? 1 : -1
            if picker.focus == .event {
                picker.moveEvent(by: step)
            } else {
                picker.moveFocus(by: step)
            }
        case .nextField: picker.moveFocus(by: 1)
        case .previousField: picker.moveFocus(by: -1)
        case .choosePrevious, .chooseNext:
            let step = command == .chooseNext ? 1 : -1
            if picker.focus == .customEvent {
                picker.customEvent.handle(.key(step > 0 ? .right : .left))
            } else {
                picker.choose(step)
            }
        case .cancel:
            state.form = nil
            return []
        case .submit:
            guard !picker.isSubmitting else { return [] }
            picker.showsAllProblems = true
            if picker.problem != nil {
                picker.focus = .customEvent
                state.form = .story(picker)
                return []
            }
            picker.isSubmitting = true
            state.form = .story(picker)
            state.startingGenerations += 1
            return [.generateStory(picker.request)]
        default:
            break
        }
        state.form = .story(picker)
        return []
    }
}
