import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The open story: title, narration and pictures status, then the text wrapped to at most 72
/// columns with scene breaks and the position.
enum ReaderView {
    static func draw(_ reader: ReaderState, _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let state = context.state
        let summary = state.stories.item(withID: reader.storyID)
        let header = rect.divided(atDistance: ScreenLayout.readerHeaderRows, from: .top).slice
        let areas = ScreenLayout.readerAreas(inDetailInterior: rect, hasPictures: reader.hasPictures)
        let textArea = areas.text
        let inner = header.inset(top: 0, left: 1, bottom: 0, right: 1)
        if let story = reader.story {
            let favorite = story.isFavorite ? "\(context.favoriteMark) " : ""
            let title = story.title.isEmpty ? Strings.untitled : story.title
            buffer.write(favorite + title, at: inner.origin, style: Style(.title, attributes: .bold), maxWidth: inner.width)
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
            buffer.write(summary.displayTitle, at: inner.origin, style: Style(.title, attributes: .bold), maxWidth: inner.width)
        }
        if reader.isLoading {
            Spinner(frameIndex: state.animationFrame, label: Strings.loadingStory, glyphs: context.glyphs)
                .draw(in: Rect(x: textArea.minX + 1, y: textArea.minY, width: textArea.width - 1, height: 1), on: &buffer)
            return
        }
        if let error = reader.error {
            buffer.write("\(context.crossMark) \(error)", at: Point(x: textArea.minX + 1, y: textArea.minY), style: .error,
                         maxWidth: textArea.width - 1)
            return
        }
        guard !reader.text.isEmpty else {
            buffer.write(Strings.emptyStory, at: Point(x: textArea.minX + 1, y: textArea.minY), style: .muted,
                         maxWidth: textArea.width - 1)
            return
        }
        if let pictureArea = areas.picture {
            let items = reader.illustrations
            if items.indices.contains(reader.pictureIndex) {
                PictureView.drawIllustration(items[reader.pictureIndex], index: reader.pictureIndex, count: items.count,
                                             context, in: pictureArea, on: &buffer)
            }
        }
        TextReader(text: reader.text, scrollOffset: reader.scrollOffset, maximumLineWidth: ReaderState.maximumLineWidth,
                   glyphs: context.glyphs)
            .draw(in: textArea, on: &buffer)
    }

    /// `▶ 0:42 / 3:07 ━━━━━━──────── 1.25x`: the reader's line while its story plays.
    static func drawProgress(_ player: PlayerState, _ context: RenderContext, at point: Point, width: Int,
                             on buffer: inout ScreenBuffer) {
        let (mark, word) = ChromeView.playerMark(player, context)
        guard player.phase != .loading else {
            buffer.write("\(mark) \(word)", at: point, style: .accent, maxWidth: width)
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
