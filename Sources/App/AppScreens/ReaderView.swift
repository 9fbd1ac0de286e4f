import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The open story: title, narration and pictures status, then the text wrapped to at most 72
/// columns with scene breaks and the position, its search matches highlighted, and the `/`
/// search line under it while there is a search.
///
/// `rect` is the detail pane's interior, or the whole main area's in full width: the areas come
/// from `ScreenLayout.readerAreas`, as the reducer's, so what it scrolls is what shows.
enum ReaderView {
    static func draw(_ reader: ReaderState, _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let state = context.state
        let summary = state.stories.item(withID: reader.storyID)
        let areas = ScreenLayout.readerAreas(inDetailInterior: rect, hasPictures: reader.hasPictures,
                                             showsSearch: reader.showsSearchLine)
        let textArea = areas.text
        let inner = areas.header.inset(top: 0, left: 1, bottom: 0, right: 1)
        if let story = reader.story {
            let favorite = story.isFavorite ? "\(context.favoriteMark) " : ""
            let title = story.title.isEmpty ? Strings.untitled : story.title
            buffer.write(favorite + title, at: inner.origin, style: Style(.title, attributes: .bold), maxWidth: inner.width,
                         ellipsis: context.glyphs.ellipsis)
            if let player = state.player, player.storyID == story.id {
                drawProgress(player, context, at: Point(x: inner.minX, y: inner.minY + 1), width: inner.width, on: &buffer)
            } else {
                let narration = StatusText.narration(story.audioGenerationStatus, duration: story.audioDuration)
                let pictures = StatusText.pictures(story.illustrationStatus, count: story.illustrationCount)
                let status = DisplayWidth.truncate(Strings.readerStatus(narration: narration, pictures: pictures,
                                                                        separator: context.glyphs.separator),
                                                   toWidth: inner.width, ellipsis: context.glyphs.ellipsis)
                buffer.write(status, at: Point(x: inner.minX, y: inner.minY + 1), style: .muted, maxWidth: inner.width)
            }
        } else if let summary {
            buffer.write(summary.displayTitle, at: inner.origin, style: Style(.title, attributes: .bold), maxWidth: inner.width,
                         ellipsis: context.glyphs.ellipsis)
        }
        if let search = reader.search, let line = areas.searchLine {
            drawSearchLine(search, context, in: line, on: &buffer)
        }
        if reader.isLoading {
            Spinner(frameIndex: state.animationFrame, label: Strings.loadingStory, glyphs: context.glyphs)
                .draw(in: Rect(x: textArea.minX + 1, y: textArea.minY, width: textArea.width - 1, height: 1), on: &buffer)
            return
        }
        if let error = reader.error {
            buffer.write("\(context.crossMark) \(error)", at: Point(x: textArea.minX + 1, y: textArea.minY), style: .error,
                         maxWidth: textArea.width - 1, ellipsis: context.glyphs.ellipsis)
            return
        }
        guard !reader.text.isEmpty else {
            buffer.write(Strings.emptyStory, at: Point(x: textArea.minX + 1, y: textArea.minY), style: .muted,
                         maxWidth: textArea.width - 1, ellipsis: context.glyphs.ellipsis)
            return
        }
        if let pictureArea = areas.picture {
            let items = reader.illustrations
            if items.indices.contains(reader.pictureIndex) {
                // With a search kept, n is the next match: the caption does not offer p/n then.
                PictureView.drawIllustration(items[reader.pictureIndex], index: reader.pictureIndex, count: items.count,
                                             showsKeys: reader.search == nil, context, in: pictureArea, on: &buffer)
            }
        }
        let textReader = reader.textReader(glyphs: context.glyphs)
        let viewport = textReader.draw(in: textArea, on: &buffer)
        if let search = reader.search {
            drawMatches(search, reader, viewport: viewport, context, in: textArea, on: &buffer)
        }
    }

    /// Highlights the matches on screen in the selection's role (reversed on monochrome), the
    /// current one bold as well, over the text `TextReader` drew in `rect`.
    static func drawMatches(_ search: ReaderSearch, _ reader: ReaderState, viewport: ListViewport, _ context: RenderContext,
                            in rect: Rect, on buffer: inout ScreenBuffer) {
        guard !search.normalizedQuery.isEmpty, viewport.visibleRows > 0 else { return }
        let lines = reader.lines(inTextAreaWidth: rect.width, glyphs: context.glyphs)
        let columnWidth = reader.textReader().lineWidth(forRegionWidth: rect.width)
        let left = rect.minX + (rect.width - columnWidth) / 2
        for (index, match) in TextMatch.all(of: search.query, in: lines).enumerated() {
            let style = index == search.currentMatch ? Style(.selected, attributes: .bold) : Style(.selected)
            for segment in match.segments where viewport.visibleRange.contains(segment.line) {
                let characters = Array(lines[segment.line].text)
                guard segment.start + segment.length <= characters.count else { continue }
                let x = left + DisplayWidth.width(of: String(characters[..<segment.start]))
                let text = String(characters[segment.start..<segment.start + segment.length])
                buffer.write(text, at: Point(x: x, y: rect.minY + segment.line - viewport.offset), style: style,
                             maxWidth: left + columnWidth - x)
            }
        }
    }

    /// `/moon          Match 2 of 5`: the query (a field while it is typed) and where the reader is
    /// among its matches, or that there are none.
    static func drawSearchLine(_ search: ReaderSearch, _ context: RenderContext, in rect: Rect,
                               on buffer: inout ScreenBuffer) {
        var status = ""
        var statusStyle = Style.muted
        if !search.normalizedQuery.isEmpty {
            if search.matchCount == 0 {
                status = Strings.noMatch(search.query)
                statusStyle = Style(.warning)
            } else if let current = search.currentMatch {
                status = Strings.matchPosition(current + 1, of: search.matchCount)
                switch search.continuation {
                case .fromTop: status += context.glyphs.separator + Strings.searchContinuedFromTop
                case .fromBottom: status += context.glyphs.separator + Strings.searchContinuedFromBottom
                case nil: break
                }
            }
        }
        buffer.withRegion(rect) { region in
            region.clear()
            let width = region.bounds.width
            // The query keeps at least half the line; the status gives way first.
            let shown = DisplayWidth.truncate(status, toWidth: max(0, width / 2 - 1), ellipsis: context.glyphs.ellipsis)
            let statusWidth = DisplayWidth.width(of: shown)
            let queryWidth = statusWidth > 0 ? width - statusWidth - 1 : width
            if let editor = search.editor {
                TextField(label: Strings.searchPrompt, editor: editor,
                          isFocused: context.state.keyContext == .readerSearchEntry, glyphs: context.glyphs)
                    .draw(in: Rect(x: 0, y: 0, width: queryWidth, height: 1), on: &region)
            } else {
                region.write(Strings.searchPrompt + " " + search.query, at: .zero, style: .accent, maxWidth: queryWidth,
                             ellipsis: context.glyphs.ellipsis)
            }
            region.write(shown, at: Point(x: width - statusWidth, y: 0), style: statusStyle, maxWidth: statusWidth)
        }
    }

    /// `▶ 0:42 / 3:07 ━━━━━━──────── 1.25x`: the reader's line while its story plays.
    static func drawProgress(_ player: PlayerState, _ context: RenderContext, at point: Point, width: Int,
                             on buffer: inout ScreenBuffer) {
        let (mark, word) = ChromeView.playerMark(player, context)
        guard player.phase != .loading else {
            buffer.write("\(mark) \(word)", at: point, style: .accent, maxWidth: width, ellipsis: context.glyphs.ellipsis)
            return
        }
        let clock = Strings.elapsed(player.position, of: player.duration)
        let speed = Strings.speed(player.speed)
        var column = point.x
        column += buffer.write("\(mark) \(clock) ", at: Point(x: column, y: point.y), style: .accent,
                               maxWidth: point.x + width - column)
        let barWidth = min(30, point.x + width - column - DisplayWidth.width(of: speed) - 1)
        if barWidth >= 5 {
            column += buffer.write(ChromeView.bar(player, width: barWidth, context) + " ", at: Point(x: column, y: point.y),
                                   style: .accent, maxWidth: point.x + width - column)
        }
        buffer.write(speed, at: Point(x: column, y: point.y), style: .muted, maxWidth: point.x + width - column)
    }
}
