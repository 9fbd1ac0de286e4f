import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// The main screen: moving, panes, filtering, the reader, favourites and deletion.
extension Reducer {
    // MARK: Commands of the main screen

    static func performMain(_ command: Command, in context: KeyContext, _ state: inout AppState) -> [Effect] {
        if let effects = performCommon(command, in: context, &state) { return effects }
        switch command {
        case .moveUp, .moveDown, .top, .bottom, .pageUp, .pageDown:
            return moveSelection(command, in: context, &state)
        case .nextPane: focus(&state, state.focus.next ?? .heroes)
        case .previousPane: focus(&state, state.focus.previous ?? .detail)
        case .paneLeft: if let pane = state.focus.previous { focus(&state, pane) }
        case .paneRight: if let pane = state.focus.next { focus(&state, pane) }
        case .open: return open(&state, context: context)
        case .back: return back(&state, context: context)
        case .stopWatching: return stopWatchingSelected(&state)
        case .filter:
            guard state.focus != .detail else { return [] }
            let list = state.focus == .heroes ? state.heroes.filter : state.stories.filter
            state.filterEditing = FilterEditing(pane: state.focus, text: list.query)
            relayout(&state)
        case .refresh:
            var effects = reloadAll(&state) + [.checkHealth]
            if let reader = state.reader {
                effects.append(.openStory(id: reader.storyID))
            }
            return effects
        case .signOut:
            // Asked first: signing out ends this device's session and clears what it saved.
            let email = state.session?.email ?? ""
            state.confirmation = Confirmation(.signOut(email: email, server: state.serverLabel ?? ""))
        case .deleteAccount:
            return askToDeleteAccount(&state)
        case .showLibrary: return showSection(.library, &state)
        case .showEvents: return showSection(.events, &state)
        case .showJourney: return showSection(.journey, &state)
        case .showSettings: return showSection(.settings, &state)
        case .newHero:
            state.form = .hero(HeroForm())
        case .editHero:
            guard let hero = state.selectedHero else { return [] }
            state.form = .hero(HeroForm(editing: hero))
        case .deleteHero:
            guard let hero = state.selectedHero else { return [] }
            state.confirmation = Confirmation(.deleteHero(id: hero.id, name: hero.name, storyCount: hero.count.stories))
        case .newStory:
            return openStoryPicker(&state)
        case .favorite:
            return toggleFavorite(&state)
        case .toggleFavoritesFilter:
            var filter = state.stories.filter
            filter.favoritesOnly.toggle()
            state.stories.setFilter(filter)
            state.stories.keepSelectionVisible(pageSize: state.pageSize(of: .stories))
            syncReaderToSelection(&state)
        case .deleteStory:
            guard let story = selectedStory(state) else {
                state.banner = .warning(Strings.selectStoryFirst)
                return []
            }
            state.confirmation = Confirmation(.deleteStory(id: story.id, title: story.displayTitle))
        case .addToQueue:
            return addToQueue(&state)
        case .exportStory:
            return exportStory(&state)
        case .continueStory:
            return continueStory(&state)
        case .showQueue:
            return showQueue(&state)
        case .playPause, .stopPlayback, .seekBack, .seekForward, .slower, .faster, .restartPlayback, .sleepTimer:
            return performPlayback(command, in: context, &state)
        case .previousPicture, .nextPicture, .openPicture, .makeAvatar:
            return performPictures(command, &state)
        case .toggleFullWidth:
            setFullWidth(!(state.reader?.isFullWidth ?? true), &state)
        case .search:
            startSearch(&state)
        case .narrate:
            return requestFollowUp(&state, step: .audio)
        case .illustrate:
            return requestFollowUp(&state, step: .illustrations)
        default:
            break
        }
        return []
    }

    /// The story the story commands act on: the open one in the reader, else the selected one.
    static func selectedStory(_ state: AppState) -> StorySummary? {
        if let id = state.reader?.storyID, let story = state.stories.item(withID: id) { return story }
        // A story the reader opened from elsewhere (a part of a series on a page not loaded):
        // the commands act on what is on screen.
        if let story = state.reader?.story { return StorySummary(story) }
        return state.stories.selectedItem
    }

    static func readerPage(_ state: AppState) -> Int {
        max(1, (readerRect(state)?.height ?? 2) - 1)
    }

    /// Runs a movement on the list of the focused pane, or scrolls the reader.
    static func moveSelection(_ command: Command, in context: KeyContext, _ state: inout AppState) -> [Effect] {
        switch context {
        case .reader:
            let page = readerPage(state)
            let delta = switch command {
            case .moveUp: -1
            case .moveDown: 1
            case .top: Int.min / 2
            case .bottom: Int.max / 2
            case .pageUp: -page
            case .pageDown: page
            default: 0
            }
            scrollReader(&state, by: delta)
            return []
        case .heroes:
            step(command, &state.heroes, page: state.pageSize(of: .heroes))
            return syncStoriesToSelectedHero(&state)
        case .stories:
            step(command, &state.stories, page: state.pageSize(of: .stories))
            syncReaderToSelection(&state)
            return []
        default:
            return []
        }
    }

    /// One movement command applied to a list whose view is `page` rows tall.
    static func step<Item>(_ command: Command, _ list: inout BrowsableList<Item>, page: Int) {
        switch command {
        case .moveUp: list.moveSelection(by: -1, pageSize: page)
        case .moveDown: list.moveSelection(by: 1, pageSize: page)
        case .top: list.select(row: 0, pageSize: page)
        case .bottom: list.select(row: list.count - 1, pageSize: page)
        case .pageUp: list.moveSelection(by: -page, pageSize: page)
        case .pageDown: list.moveSelection(by: page, pageSize: page)
        default: break
        }
    }

    // MARK: Focus

    static func focus(_ state: inout AppState, _ pane: Pane) {
        // Full width is a way of reading: moving to another pane brings the panes back, keeping
        // the reading place (set while the reader still has the focus its geometry depends on).
        if pane != .detail { setFullWidth(false, &state) }
        state.focus = pane
        relayout(&state)
    }

    static func open(_ state: inout AppState, context: KeyContext) -> [Effect] {
        switch context {
        case .heroes:
            guard state.selectedHero != nil else { return [] }
            focus(&state, .stories)
            return syncStoriesToSelectedHero(&state)
        case .stories, .detail, .progress:
            guard let story = state.stories.selectedItem else { return [] }
            // While the text is still being written, Enter follows it; once written, it reads
            // (narration and pictures may still be on their way: the reader takes them as they
            // come). A followed story's own steps know first: the list's status catches up only
            // when the story is read again.
            let generation = state.generation(for: story.id)
            let textWritten = generation?.writing.status == .done
            if !textWritten && (story.generationStatus == .processing || generation?.isActive == true) {
                focus(&state, .detail)
                return follow(&state, story)
            }
            return openReader(&state, storyID: story.id)
        case .reader:
            return []
        default:
            return []
        }
    }

    static func openReader(_ state: inout AppState, storyID: String) -> [Effect] {
        state.reader = ReaderState(storyID: storyID)
        focus(&state, .detail)
        return [.openStory(id: storyID)]
    }

    static func back(_ state: inout AppState, context: KeyContext) -> [Effect] {
        switch context {
        case .heroes:
            if state.heroes.filter.isActive { return applyFilter(&state, pane: .heroes, query: "") }
        case .stories:
            if state.stories.filter.query.isEmpty == false { return applyFilter(&state, pane: .stories, query: "") }
            focus(&state, .heroes)
        case .reader:
            // Esc leaves full width first, with the story still open; then it closes the story.
            if state.reader?.isFullWidth == true {
                setFullWidth(false, &state)
            } else {
                state.reader = nil
                relayout(&state)
            }
        case .detail, .progress:
            focus(&state, .stories)
        default:
            break
        }
        return []
    }

    /// A reader left open for another story than the selected one is closed, so the third pane
    /// always describes the selection.
    static func syncReaderToSelection(_ state: inout AppState) {
        if let reader = state.reader, reader.storyID != state.stories.selectedID {
            state.reader = nil
        }
    }

    // MARK: Heroes list

    /// Makes the story list show the selected hero's stories.
    ///
    /// While the selected row is only counted (its page is still coming) nothing changes: the
    /// stories follow once the hero arrives, as every heroes page calls this again.
    static func syncStoriesToSelectedHero(_ state: inout AppState) -> [Effect] {
        if state.heroes.isPending(row: state.heroes.selection) { return [] }
        let heroID = state.heroes.selectedID
        guard heroID != state.storiesHeroID else {
            // No hero at all: nothing is coming for the stories pane (it may wait since start-up).
            if heroID == nil, !state.heroes.isLoading { state.stories.finishLoading() }
            return []
        }
        state.storiesHeroID = heroID
        state.stories.reset()
        state.reader = nil
        guard let heroID else {
            state.storiesRequestID += 1
            state.stories.finishLoading()
            return []
        }
        return loadStories(&state, heroID: heroID)
    }

    static func loadStories(_ state: inout AppState, heroID: String) -> [Effect] {
        state.storiesRequestID += 1
        state.stories.isLoading = true
        state.stories.loadError = nil
        return [.loadStories(heroID: heroID, offset: 0, requestID: state.storiesRequestID)]
    }

    static func heroesLoaded(_ state: inout AppState, _ page: HeroPage, offset: Int, requestID: Int) -> [Effect] {
        guard requestID == state.heroesRequestID else { return [] }
        if offset == 0 {
            state.heroes.replaceAll(with: page.heroes, total: page.pagination.total)
        } else {
            state.heroes.append(page.heroes, total: page.pagination.total)
        }
        state.heroes.loadError = nil
        var effects = noteSuccess(&state)
        if page.pagination.hasMore, !page.heroes.isEmpty {
            effects.append(.loadHeroes(offset: offset + page.heroes.count, requestID: requestID))
        } else {
            state.heroes.finishLoading()
        }
        state.heroes.keepSelectionVisible(pageSize: state.pageSize(of: .heroes))
        // Every page: the selection may sit on a row that only now has its hero.
        effects += syncStoriesToSelectedHero(&state)
        return effects
    }

    static func storiesLoaded(_ state: inout AppState, _ page: StoryPage, offset: Int, requestID: Int) -> [Effect] {
        guard requestID == state.storiesRequestID, let heroID = state.storiesHeroID else { return [] }
        let summaries = page.stories.map { story in
            var summary = StorySummary(story)
            // One copy of the hero's id for the whole list rather than one per story.
            if summary.heroId == heroID { summary.heroId = heroID }
            return summary
        }
        if offset == 0 {
            keepOpenings(of: state.stories.items, replacedBy: summaries, in: &state.previews)
            state.previews.forgetRequest()
            state.stories.replaceAll(with: summaries, total: page.pagination.total)
        } else {
            state.stories.append(summaries, total: page.pagination.total)
        }
        state.stories.loadError = nil
        var effects = noteSuccess(&state)
        if page.pagination.hasMore, !page.stories.isEmpty {
            effects.append(.loadStories(heroID: heroID, offset: offset + page.stories.count, requestID: requestID))
        } else {
            state.stories.finishLoading()
        }
        state.stories.keepSelectionVisible(pageSize: state.pageSize(of: .stories))
        return effects + reattachUnfinished(&state, summaries)
    }

    /// A success after a failure: the server is back; check it so the header says so.
    static func noteSuccess(_ state: inout AppState) -> [Effect] {
        switch state.connection {
        case .offline, .degraded:
            state.connection = .checking
            return [.checkHealth]
        default:
            return []
        }
    }

    // MARK: Filter

    static func performFilter(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard let editing = state.filterEditing else { return [] }
        switch command {
        case .keepFilter:
            state.filterEditing = nil
            relayout(&state)
        case .clearFilter:
            state.filterEditing = nil
            return applyFilter(&state, pane: editing.pane, query: "")
        case .moveDown, .moveUp:
            let delta = command == .moveDown ? 1 : -1
            if editing.pane == .heroes {
                state.heroes.moveSelection(by: delta, pageSize: state.pageSize(of: .heroes))
                return syncStoriesToSelectedHero(&state)
            }
            state.stories.moveSelection(by: delta, pageSize: state.pageSize(of: .stories))
            syncReaderToSelection(&state)
        default:
            return performQuitOrRedraw(command, &state) ?? []
        }
        return []
    }

    static func applyFilter(_ state: inout AppState, pane: Pane, query: String) -> [Effect] {
        switch pane {
        case .heroes:
            var filter = state.heroes.filter
            filter.query = query
            state.heroes.setFilter(filter)
            relayout(&state)
            return syncStoriesToSelectedHero(&state)
        case .stories:
            var filter = state.stories.filter
            filter.query = query
            state.stories.setFilter(filter)
            relayout(&state)
            syncReaderToSelection(&state)
            return []
        case .detail:
            return []
        }
    }

    // MARK: Reader

    /// Where the reader's text goes, as the screen shows it (`AppState.readerAreas`): the detail
    /// pane, or the whole main area in full width, below the status rows and beside or under the
    /// picture, above the search line.
    static func readerRect(_ state: AppState) -> Rect? {
        state.readerAreas?.text
    }

    /// The reader's wrapped lines and how many of them show at once, as the screen draws them.
    static func readerText(_ state: AppState) -> (lines: [TextReader.Line], rows: Int)? {
        guard let reader = state.reader, let rect = readerRect(state) else { return nil }
        let lines = reader.lines(inTextAreaWidth: rect.width)
        return (lines, ListView.visibleRowCount(height: rect.height, count: lines.count, showsPositionIndicator: true))
    }

    static func scrollReader(_ state: inout AppState, by delta: Int) {
        guard let reader = state.reader, let text = readerText(state) else { return }
        let maximum = max(0, text.lines.count - text.rows)
        state.reader?.scrollOffset = min(max(0, reader.scrollOffset.saturatingAdd(delta)), maximum)
    }

    static func storyOpened(_ state: inout AppState, _ story: Story) -> [Effect] {
        state.stories.update(StorySummary(story))
        var effects: [Effect] = []
        if state.reader?.storyID == story.id {
            state.reader?.show(story)
            scrollReader(&state, by: 0)
            if story.isInSeries { effects.append(.loadSeries(storyID: story.id)) }
        }
        return noteSuccess(&state) + effects
    }

    static func storyRefreshed(_ state: inout AppState, _ story: Story) -> [Effect] {
        state.stories.update(StorySummary(story))
        if let index = state.generations.firstIndex(where: { $0.id == story.id }) {
            var generation = state.generations[index]
            generation.title = story.title
            if !generation.isWatching { generation.adoptStatuses(of: story) }
            if generation.isComplete, generation.finishedAt == nil { generation.finishedAt = state.now }
            if generation.announcesReadyOnRefresh {
                generation.announcesReadyOnRefresh = false
                state.banner = .success(Strings.storyReady(StorySummary(story).displayTitle))
            }
            state.generations[index] = generation
            if !generation.isWatching, !generation.followUpRequested, story.generationStatus == .completed {
                // The text was finished while no stream was open (the server was down, or the
                // app was following after a restart): narration and pictures are still due.
                return noteSuccess(&state) + requestFollowUps(&state, storyID: story.id)
            }
        }
        return noteSuccess(&state)
    }

    // MARK: Favourites and deletion

    static func toggleFavorite(_ state: inout AppState) -> [Effect] {
        guard var story = selectedStory(state) else {
            state.banner = .warning(Strings.selectStoryFirst)
            return []
        }
        story.isFavorite.toggle()
        state.stories.update(story)
        state.stories.keepSelectionVisible(pageSize: state.pageSize(of: .stories))
        return [.setFavorite(storyID: story.id, isFavorite: story.isFavorite)]
    }

    static func favoriteChanged(_ state: inout AppState, _ story: Story) -> [Effect] {
        state.stories.update(StorySummary(story))
        state.stories.keepSelectionVisible(pageSize: state.pageSize(of: .stories))
        if state.reader?.storyID == story.id { state.reader?.story?.isFavorite = story.isFavorite }
        let title = StorySummary(story).displayTitle
        state.banner = .success(story.isFavorite ? Strings.favoriteAdded(title) : Strings.favoriteRemoved(title))
        return noteSuccess(&state)
    }

    static func storyDeleted(_ state: inout AppState, id: String) -> [Effect] {
        state.isSaving = false
        let title = state.stories.item(withID: id)?.displayTitle ?? Strings.untitled
        let heroID = state.stories.item(withID: id)?.heroId ?? state.storiesHeroID
        if let deleted = state.stories.item(withID: id) { seriesPartDeleted(&state, deleted) }
        state.stories.remove(id: id)
        state.stories.keepSelectionVisible(pageSize: state.pageSize(of: .stories))
        state.generations.removeAll { $0.id == id }
        if state.reader?.storyID == id { state.reader = nil }
        var effects: [Effect] = [.stopWatching(storyID: id)]
        if state.player?.storyID == id { effects = stopPlayback(&state) + effects }
        state.playbackPositions[id] = nil
        // The detail pane described the deleted story: go back to the list it was in.
        if state.focus == .detail { focus(&state, .stories) }
        if let heroID, var hero = state.heroes.item(withID: heroID) {
            hero.count.stories = max(0, hero.count.stories - 1)
            state.heroes.update(hero)
        }
        state.banner = .success(Strings.storyDeleted(title))
        return effects
    }

    static func heroDeleted(_ state: inout AppState, id: String) -> [Effect] {
        state.isSaving = false
        let name = state.heroes.item(withID: id)?.name ?? ""
        state.heroes.remove(id: id)
        state.heroes.keepSelectionVisible(pageSize: state.pageSize(of: .heroes))
        let orphaned = state.generations.filter { $0.heroID == id }
        state.generations.removeAll { $0.heroID == id }
        state.banner = .success(Strings.heroDeleted(name))
        if state.focus != .heroes { focus(&state, .heroes) }
        return orphaned.map { .stopWatching(storyID: $0.id) } + syncStoriesToSelectedHero(&state)
    }
}
