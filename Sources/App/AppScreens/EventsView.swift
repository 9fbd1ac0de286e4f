import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The events section: the user's own events (favourite mark, title, category, uses), the
/// selected one's detail beside the list when the terminal is wide (instead of it when not),
/// and the event form over both.
enum EventsView {
    /// Columns from which the detail shows beside the list rather than instead of it.
    static let sideBySideWidth = 90

    static func draw(_ context: RenderContext, in content: Rect, on buffer: inout ScreenBuffer) {
        let events = context.state.events
        if events.showsDetail, let event = events.selectedEvent {
            if content.width >= sideBySideWidth {
                let listWidth = content.width * 2 / 5
                drawList(context, in: Rect(x: content.minX, y: content.minY, width: listWidth, height: content.height),
                         on: &buffer)
                for row in content.minY..<content.maxY {
                    buffer.write(context.isUnicode ? "│" : "|", at: Point(x: content.minX + listWidth, y: row), style: .border)
                }
                drawDetail(event, context, in: Rect(x: content.minX + listWidth + 1, y: content.minY,
                                                   width: content.width - listWidth - 1, height: content.height), on: &buffer)
            } else {
                drawDetail(event, context, in: content, on: &buffer)
            }
        } else {
            drawList(context, in: content, on: &buffer)
        }
        if let form = events.form {
            EventFormView.draw(form, context, in: content, on: &buffer)
        }
    }

    static func drawList(_ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let list = context.state.events.list
        let empty: String
        if let error = list.loadError {
            empty = error
        } else {
            empty = list.isLoading ? Strings.eventsLoading : Strings.eventsEmpty
        }
        let enhancing = context.state.events.enhancingIDs
        let view = ListView(count: list.count, selectedIndex: list.isEmpty ? nil : list.selection,
                            scrollOffset: list.scrollOffset, emptyText: empty, glyphs: context.glyphs) { index in
            guard let event = list.item(atRow: index) else { return ListRow("") }
            let mark = index == list.selection ? context.selectionMark : " "
            let favorite = event.isFavorite ? context.favoriteMark : " "
            var facts = [event.category, Strings.eventUsage(event.usageCount)]
            if enhancing.contains(event.id) { facts.append(context.spinner) }
            return ListRow("\(mark)\(favorite) \(event.title)", secondaryText: facts.joined(separator: context.breadcrumbSeparator))
        }
        view.draw(in: rect, on: &buffer)
    }

    static func drawDetail(_ event: CustomStoryEvent, _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let width = max(1, rect.width - 2)
        var lines: [(String, Style)] = []
        let titleLine = (event.isFavorite ? "\(context.favoriteMark) " : "") + event.title
        lines += DisplayWidth.wrap(titleLine, width: width).map { ($0, Style(.title, attributes: .bold)) }
        func fact(_ label: String, _ value: String, _ style: Style = .normal) {
            lines += DisplayWidth.wrap(Strings.fact(label, value), width: width).map { ($0, style) }
        }
        if !event.description.isEmpty { fact(Strings.eventDescriptionLabel, event.description) }
        fact(Strings.eventCategoryLabel, event.category)
        fact(Strings.eventAgeRangeLabel, event.ageRange ?? Strings.anyAge)
        fact(Strings.eventToneLabel, event.tone)
        fact(Strings.eventUsedLabel, Strings.eventUsedTimes(event.usageCount))
        if context.state.events.enhancingIDs.contains(event.id) {
            fact(Strings.eventEnhancedLabel, Strings.eventEnhancingNow, .accent)
        } else if let metadata = event.aiEnhancementMetadata {
            fact(Strings.eventEnhancedLabel,
                 Strings.eventEnhancedBy(metadata.model, String(WireDate.string(from: metadata.enhancedAt).prefix(10))), .success)
        } else {
            fact(Strings.eventEnhancedLabel, event.aiEnhanced ? Strings.yes : Strings.eventNotEnhanced)
        }
        fact(Strings.eventKeywordsLabel, event.keywords.isEmpty ? Strings.noKeywords : event.keywords.joined(separator: ", "))
        lines.append(("", .normal))
        lines.append((Strings.eventPromptLabel, Style(.accent, attributes: .bold)))
        lines += DisplayWidth.wrap(event.promptSeed, width: width).map { ($0, Style.normal) }
        if let original = event.aiEnhancementMetadata?.originalPromptSeed, original != event.promptSeed {
            lines.append(("", .normal))
            lines.append((Strings.eventOriginalPromptLabel, Style(.accent, attributes: .bold)))
            lines += DisplayWidth.wrap(original, width: width).map { ($0, Style.muted) }
        }
        DetailPaneView.write(lines: lines, context, in: rect, on: &buffer)
    }
}
