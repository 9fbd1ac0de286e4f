import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The main screen: heroes | stories | detail or reader, as many panes as the width allows.
enum MainView {
    static func draw(_ context: RenderContext, on buffer: inout ScreenBuffer) {
        let state = context.state
        let layout = state.layout
        ChromeView.drawHeader(context, in: layout.header, on: &buffer)
        ChromeView.drawBanner(context, in: layout.banner, on: &buffer)
        if state.section != .library {
            SectionView.draw(state.section, context, in: layout.mainArea, on: &buffer)
            ChromeView.drawPlayer(context, in: layout.player, on: &buffer)
            ChromeView.drawFooter(context, in: layout.footer, on: &buffer)
            return
        }
        if let crumbs = layout.breadcrumbs {
            drawBreadcrumbs(context, in: crumbs, on: &buffer)
        }
        for (pane, rect) in layout.panes {
            drawPane(pane, in: rect, context, on: &buffer)
        }
        ChromeView.drawPlayer(context, in: layout.player, on: &buffer)
        ChromeView.drawFooter(context, in: layout.footer, on: &buffer)
        switch state.form {
        case .hero(let form): HeroFormView.draw(form, context, on: &buffer)
        case .story(let picker): StoryPickerView.draw(picker, context, on: &buffer)
        case nil: break
        }
    }

    /// `Heroes › Luna › The Moon Trip`, the current place in bold.
    static func drawBreadcrumbs(_ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let state = context.state
        var parts = [Strings.heroesTitle]
        if state.focus != .heroes, let hero = state.storiesHero ?? state.selectedHero {
            parts.append(hero.name)
        }
        if state.focus == .detail, let story = state.stories.selectedItem {
            parts.append(story.displayTitle)
        }
        buffer.withRegion(rect) { region in
            // One column free on each side, like the panes' text.
            let end = region.bounds.width - 1
            var column = 1
            for (index, part) in parts.enumerated() where column < end {
                if index > 0 {
                    column += region.write(context.breadcrumbSeparator, at: Point(x: column, y: 0), style: .muted,
                                           maxWidth: end - column, ellipsis: context.glyphs.ellipsis)
                }
                let isLast = index == parts.count - 1
                column += region.write(part, at: Point(x: column, y: 0),
                                       style: isLast ? Style(.title, attributes: .bold) : .normal,
                                       maxWidth: end - column, ellipsis: context.glyphs.ellipsis)
            }
        }
    }

    static func drawPane(_ pane: Pane, in rect: Rect, _ context: RenderContext, on buffer: inout ScreenBuffer) {
        let state = context.state
        let isFocused = state.focus == pane && state.form == nil
        let title = paneTitle(pane, context)
        buffer.withRegion(rect) { region in
            region.clear()
            let marker = isFocused ? "\(context.selectionMark) " : ""
            let interior = region.drawBox(region.bounds, box: isFocused ? context.focusedBox : context.plainBox,
                                          style: isFocused ? Style(.accent, attributes: .bold) : .border,
                                          title: marker + title,
                                          titleStyle: isFocused ? Style(.title, attributes: .bold) : .muted,
                                          ellipsis: context.glyphs.ellipsis)
            guard !interior.isEmpty else { return }
            switch pane {
            case .heroes: ListPaneView.drawHeroes(context, in: interior, on: &region)
            case .stories: ListPaneView.drawStories(context, in: interior, on: &region)
            case .detail: DetailPaneView.draw(context, in: interior, on: &region)
            }
        }
    }

    static func paneTitle(_ pane: Pane, _ context: RenderContext) -> String {
        let state = context.state
        switch pane {
        case .heroes:
            let list = state.heroes
            return Strings.countTitle(Strings.heroesTitle, shown: list.matchingCount, total: list.total,
                                      loaded: list.items.count, isLoading: list.isLoading)
        case .stories:
            let list = state.stories
            var title = Strings.countTitle(Strings.storiesTitle, shown: list.matchingCount, total: list.total,
                                           loaded: list.items.count, isLoading: list.isLoading)
            if list.filter.favoritesOnly { title += " \(context.favoriteMark) \(Strings.favoritesOnly)" }
            if let hero = state.storiesHero, state.layout.tier != .onePane { title += context.glyphs.separator + hero.name }
            return title
        case .detail:
            if state.reader != nil { return Strings.readerTitle }
            if let id = state.stories.selectedID, let generation = state.generation(for: id),
               generation.isActive || generation.writing.isFailed {
                return Strings.progressTitle
            }
            if state.focus == .heroes || state.stories.selectedItem == nil { return Strings.heroDetailTitle }
            return Strings.detailTitle
        }
    }
}
