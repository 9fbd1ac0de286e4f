import Foundation
import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The heroes and stories lists, with their `/` filter line.
///
/// Rows are produced on demand for the visible indices only, so 100,000 stories draw as fast
/// as ten.
enum ListPaneView {
    static func drawHeroes(_ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let state = context.state
        let list = state.heroes
        let area = drawFilterLine(context, pane: .heroes, filter: list.filter, in: rect, on: &buffer)
        let empty = emptyText(list.isLoading, list.loadError, hasFilter: list.filter.isActive,
                              items: list.items.count, none: Strings.noHeroes,
                              noMatch: Strings.noHeroMatches(list.filter.query))
        let view = ListView(count: list.count, selectedIndex: list.isEmpty ? nil : list.selection,
                            scrollOffset: list.scrollOffset, emptyText: empty, glyphs: context.glyphs) { index in
            guard let hero = list.item(atRow: index) else { return pendingRow(list.isPending(row: index), context) }
            let mark = index == list.selection ? context.selectionMark : " "
            return ListRow("\(mark) \(hero.name)", secondaryText: Strings.storyCount(hero.count.stories))
        }
        view.draw(in: area, on: &buffer)
    }

    static func drawStories(_ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let state = context.state
        let list = state.stories
        let area = drawFilterLine(context, pane: .stories, filter: list.filter, in: rect, on: &buffer)
        let empty: String
        if state.storiesHeroID == nil {
            empty = Strings.noHeroSelected
        } else if list.filter.favoritesOnly && list.filter.normalizedQuery.isEmpty && !list.items.isEmpty {
            empty = Strings.noFavorites
        } else {
            empty = emptyText(list.isLoading, list.loadError, hasFilter: list.filter.isActive,
                              items: list.items.count, none: Strings.noStories,
                              noMatch: list.filter.query.isEmpty ? Strings.noMatches : Strings.noStoryMatches(list.filter.query))
        }
        // Folded once per frame, not per row.
        let query = list.filter.normalizedQuery
        let view = ListView(count: list.count, selectedIndex: list.isEmpty ? nil : list.selection,
                            scrollOffset: list.scrollOffset, emptyText: empty, glyphs: context.glyphs) { index in
            guard let story = list.item(atRow: index) else { return pendingRow(list.isPending(row: index), context) }
            let mark = index == list.selection ? context.selectionMark : " "
            let favorite = story.isFavorite ? context.favoriteMark : " "
            // A part of a series is marked, and says which part it is where the date would be.
            let lead = "\(mark)\(favorite) " + (story.isInSeries ? "\(context.seriesMark) " : "")
            let (status, style) = rowStatus(story, context)
            var row = ListRow(lead + story.displayTitle, secondaryText: status, style: style)
            switch story.matchedField(normalizedQuery: query) {
            case .title:
                row.emphasizedColumns = titleMatchColumns(story.displayTitle, query: query,
                                                          after: DisplayWidth.width(of: lead))
            case .event where showsDate(story, context):
                row.secondaryText = Strings.matchedEvent(story.eventType ?? "")
            case .language where showsDate(story, context):
                row.secondaryText = Strings.matchedLanguage(story.language)
            case .event, .language, nil:
                break
            }
            return row
        }
        view.draw(in: area, on: &buffer)
    }

    /// A row the server counted whose page has not arrived yet.
    static func pendingRow(_ isPending: Bool, _ context: RenderContext) -> ListRow {
        isPending ? ListRow("   \(context.glyphs.ellipsis)", style: Style(.muted)) : ListRow("")
    }

    /// Columns of a row's text (the title drawn after `leadWidth` columns) that `query` matched,
    /// for the list to underline: the reason the row is listed, visible without colour.
    static func titleMatchColumns(_ title: String, query: String, after leadWidth: Int) -> Range<Int>? {
        guard let range = ListFilter.range(of: query, in: title) else { return nil }
        let start = leadWidth + DisplayWidth.width(of: title[..<range.lowerBound])
        return start..<(start + DisplayWidth.width(of: title[range]))
    }

    /// Whether a story row's right-hand text is its date, which a filter's reason may replace
    /// (progress and failures stay: they matter more than why the row is listed).
    static func showsDate(_ story: StorySummary, _ context: RenderContext) -> Bool {
        if let generation = context.state.generation(for: story.id), generation.isActive { return false }
        return story.generationStatus == .completed || story.generationStatus == .unknown
    }

    /// The right-hand text of a story row: progress while it is written, else its date.
    static func rowStatus(_ story: StorySummary, _ context: RenderContext) -> (String, Style) {
        if let generation = context.state.generation(for: story.id), generation.isActive {
            let percent = generation.writing.status == .done ? "" : generation.writing.percent.map { " \($0)%" } ?? ""
            return ("\(context.spinner)\(percent)", .normal)
        }
        switch story.generationStatus {
        case .processing: return (Strings.textWriting, .normal)
        case .failed: return ("\(context.crossMark) \(Strings.textFailed)", .error)
        case .completed, .unknown:
            if let position = story.seriesPosition { return (position, .normal) }
            return (String(WireDate.string(from: story.createdAt).prefix(10)), .normal)
        }
    }

    static func emptyText(_ isLoading: Bool, _ error: String?, hasFilter: Bool, items: Int, none: String,
                          noMatch: String = Strings.noMatches) -> String {
        if let error { return error }
        if isLoading && items == 0 { return Strings.loading }
        return hasFilter && items > 0 ? noMatch : none
    }

    /// Draws `/ query` at the top of the list when a filter is typed or active; answers the rest.
    static func drawFilterLine(_ context: RenderContext, pane: Pane, filter: ListFilter, in rect: Rect,
                               on buffer: inout ScreenBuffer) -> Rect {
        let state = context.state
        let editing = state.filterEditing?.pane == pane ? state.filterEditing : nil
        guard editing != nil || filter.isActive else { return rect }
        let (line, rest) = rect.divided(atDistance: 1, from: .top)
        if let editing {
            let field = TextField(label: Strings.filterPrompt, editor: editing.editor, isFocused: state.keyContext == .filter,
                                  glyphs: context.glyphs)
            field.draw(in: line, on: &buffer)
        } else {
            var text = filter.query.isEmpty ? "" : "\(Strings.filterPrompt) \(filter.query)"
            if filter.favoritesOnly { text += (text.isEmpty ? "" : " ") + "\(context.favoriteMark) \(Strings.favoritesOnly)" }
            buffer.withRegion(line) { region in
                region.write(DisplayWidth.truncate(text, toWidth: line.width, ellipsis: context.glyphs.ellipsis),
                             at: .zero, style: .accent)
            }
        }
        return rest
    }
}
