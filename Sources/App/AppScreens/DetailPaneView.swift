import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The third pane: the reader, a story's writing progress, a story's details, or the hero's.
enum DetailPaneView {
    static func draw(_ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let state = context.state
        if let reader = state.reader {
            ReaderView.draw(reader, context, in: rect, on: &buffer)
            return
        }
        let showsHero = state.focus == .heroes || state.stories.selectedItem == nil
        if !showsHero, let story = state.stories.selectedItem {
            if let generation = state.generation(for: story.id),
               generation.isActive || generation.writing.isFailed || generation.narration.isFailed
                || generation.illustrations.isFailed {
                ProgressView.draw(generation, context, in: rect, on: &buffer)
            } else {
                drawStory(story, context, in: rect, on: &buffer)
            }
            return
        }
        if state.startingGenerations > 0 {
            Spinner(frameIndex: state.animationFrame, label: Strings.startingStory, glyphs: context.glyphs)
                .draw(in: Rect(x: rect.minX + 1, y: rect.minY, width: rect.width - 1, height: 1), on: &buffer)
            return
        }
        if let hero = state.selectedHero {
            drawHero(hero, context, in: rect, on: &buffer)
        } else {
            let filter = state.heroes.filter
            let text = state.heroes.isLoading ? Strings.loading
                : filter.isActive && !state.heroes.items.isEmpty ? Strings.noHeroMatches(filter.query) : Strings.noHeroes
            write(lines: DisplayWidth.wrap(text, width: rect.width - 2).map { ($0, Style.muted) }, context, in: rect,
                  on: &buffer)
        }
    }

    static func drawHero(_ hero: Hero, _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        var rect = rect
        if let url = hero.avatarUrl, let area = ScreenLayout.avatarRect(inDetailInterior: rect) {
            let key = PictureKey(url: url, columns: area.width, rows: area.height)
            PictureView.draw(context.state.pictures[key], context, in: area, on: &buffer)
            rect = rect.inset(top: area.height + 1, left: 0, bottom: 0, right: 0)
        }
        var lines: [(String, Style)] = [(hero.name, Style(.title, attributes: .bold)), ("", .normal)]
        let width = max(1, rect.width - 2)
        func fact(_ label: String, _ value: String) {
            lines += DisplayWidth.wrap(Strings.fact(label, value), width: width).map { ($0, Style.normal) }
        }
        fact(Strings.ageLabel, String(hero.age))
        fact(Strings.traitsLabel, hero.traits.isEmpty ? Strings.none : hero.traits.joined(separator: ", "))
        fact(Strings.abilityLabel, hero.specialAbilities.isEmpty ? Strings.none : hero.specialAbilities.joined(separator: ", "))
        if let appearance = hero.appearance, !appearance.isEmpty { fact(Strings.appearanceLabel, appearance) }
        fact(Strings.storiesLabel, Strings.storyCount(hero.count.stories))
        let avatar = context.state.avatarsInProgress.contains(hero.id) ? "\(context.spinner) \(Strings.avatarMaking)"
            : hero.avatarUrl == nil ? Strings.avatarNone : Strings.avatarReady
        fact(Strings.avatarLabel, avatar)
        write(lines: lines, context, in: rect, on: &buffer)
    }

    static func drawStory(_ listed: StorySummary, _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let story = context.state.storyAsKnown(listed)
        let width = max(1, rect.width - 2)
        var lines: [(String, Style)] = []
        let titleLine = (story.isFavorite ? "\(context.favoriteMark) " : "") + story.displayTitle
        lines += DisplayWidth.wrap(titleLine, width: width).map { ($0, Style(.title, attributes: .bold)) }
        if context.state.detailMayBeStale {
            // What is shown is what was known when the server last answered.
            lines += DisplayWidth.wrap(Strings.detailAsLastKnown, width: width).map { ($0, Style.warning) }
        }
        lines.append(("", .normal))
        func fact(_ label: String, _ value: String, _ style: Style = .normal) {
            lines += DisplayWidth.wrap(Strings.fact(label, value), width: width).map { ($0, style) }
        }
        if let eventID = story.customEventId {
            // Written from one of the user's own events: named when the events are loaded.
            let line = context.state.events.title(ofEvent: eventID).map(Strings.fromYourEvent) ?? Strings.fromOneOfYourEvents
            lines += DisplayWidth.wrap(line, width: width).map { ($0, Style.accent) }
        } else if let event = story.eventType {
            fact(Strings.eventLabel, event)
        }
        if let position = story.seriesPosition { fact(Strings.seriesLabel, "\(context.seriesMark) " + position) }
        fact(Strings.languageLabel, story.language)
        fact(Strings.lengthLabel, Strings.minutes(story.estimatedDuration))
        fact(Strings.createdLabel, String(WireDate.string(from: story.createdAt).prefix(10)))
        fact(Strings.favoriteLabel, story.isFavorite ? Strings.yes : Strings.no)
        fact(Strings.textLabel, StatusText.text(story.generationStatus),
             story.generationStatus == .failed ? .error : .normal)
        fact(Strings.narrationLabel, StatusText.narration(story.audioStatus, duration: story.audioDuration),
             story.audioStatus == .failed ? .error : .normal)
        fact(Strings.illustrationsLabel, StatusText.pictures(story.illustrationStatus, count: story.illustrationCount),
             story.illustrationStatus == .failed || story.illustrationStatus == .partial ? .error : .normal)
        let opening = context.state.opening(of: story).text
        if !opening.isEmpty {
            lines.append(("", .normal))
            lines += DisplayWidth.wrap(opening, width: width).prefix(12).map { ($0, Style.muted) }
            lines.append(("", .normal))
            lines.append((Strings.openToRead, .accent))
        } else if story.previewIsPartial {
            // Asked for when the selection rests here (`Reducer.requestVisiblePreview`).
            let status = context.state.previews.failed == story.id ? Strings.openingUnavailable : Strings.loading
            lines.append(("", .normal))
            lines += DisplayWidth.wrap(status, width: width).map { ($0, Style.muted) }
            lines += [("", .normal), (Strings.openToRead, .accent)]
        }
        write(lines: lines, context, in: rect, on: &buffer)
    }

    /// Writes `lines` from the top of `rect`, one column in, as many as fit; a line too wide for
    /// the pane (the hero's name is not wrapped) ends in the glyph set's ellipsis.
    static func write(lines: [(String, Style)], _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        for (row, line) in lines.prefix(rect.height).enumerated() {
            buffer.write(line.0, at: Point(x: rect.minX + 1, y: rect.minY + row), style: line.1, maxWidth: rect.width - 2,
                         ellipsis: context.glyphs.ellipsis)
        }
    }
}
