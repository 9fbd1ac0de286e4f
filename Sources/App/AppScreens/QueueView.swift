import InfiniteStoriesModels
import TerminalUI
import ViewState

/// Tonight's queue (`Q`) over the main screen: a box of the queued stories in play order, the
/// one playing (or playing next) marked, the selection highlighted.
enum QueueView {
    static func draw(_ context: RenderContext, on buffer: inout ScreenBuffer) {
        let state = context.state
        let queue = state.queue
        let screen = context.screen
        let width = min(max(40, screen.width * 2 / 3), screen.width - 2, 90)
        // As tall as the stories need, within the screen (the mini player and footer stay visible).
        let height = min(max(5, queue.items.count + 2), max(3, screen.height - 4))
        let frame = screen.centered(width: max(1, width), height: height)
        buffer.withRegion(frame) { region in
            region.clear()
            let title = queue.items.isEmpty ? Strings.queueTitle
                : Strings.queueTitle + context.glyphs.separator + "\(queue.items.count)"
            let inside = region.drawBox(region.bounds, box: context.glyphs.box, style: .border, title: title,
                                        titleStyle: .title, ellipsis: context.glyphs.ellipsis)
            let list = inside.inset(left: 1, right: 1)
            guard list.width > 0, list.height > 0 else { return }
            let empty = queue.isLoading && !queue.isLoaded ? Strings.queueLoading : Strings.queueEmpty
            ListView(count: queue.items.count, selectedIndex: queue.selection, scrollOffset: queue.scrollOffset,
                     emptyText: empty, glyphs: context.glyphs) { index in
                row(queue.items[index], index: index, queue: queue, state: state, separator: context.glyphs.separator)
            }.draw(in: list, on: &region)
        }
    }

    static func row(_ item: QueueItem, index: Int, queue: QueueState, state: AppState, separator: String) -> ListRow {
        let story = item.story
        let title = story.title.isEmpty ? Strings.untitled : story.title
        let duration = story.audioGenerationStatus == .completed ? story.audioDuration.map { Strings.clock(seconds: $0) }
            : Strings.queueNoNarration
        let mark: String = if queue.upNext == item.storyId {
            Strings.queueUpNextMark
        } else if queue.playingStoryID == item.storyId, state.player?.storyID == item.storyId {
            Strings.queuePlayingMark
        } else {
            ""
        }
        return ListRow(Strings.queueRow(index + 1, title: title, hero: story.hero?.name, duration: duration,
                                      separator: separator), secondaryText: mark)
    }
}
