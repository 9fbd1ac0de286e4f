import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The new-story form: the event list (or a free-text theme), length and language.
enum StoryPickerView {
    static func draw(_ picker: StoryPicker, _ context: RenderContext, on buffer: inout ScreenBuffer) {
        let state = context.state
        let area = state.layout.panes.reduce(Rect.zero) { $0.isEmpty ? $1.rect : HeroFormView.union($0, $1.rect) }
        let choices = picker.choices
        // Rows besides the event list: its label, the theme and its problem, length, language,
        // and the status row.
        let fixed = 1 + (picker.usesCustomEvent ? 2 : 0) + 2 + 1
        let listRows = max(1, min(choices.count, area.height - fixed - 2))
        let box = area.centered(width: min(64, area.width), height: min(area.height, listRows + fixed + 2))
        let isFocusedContext = state.keyContext == .storyPicker
        buffer.withRegion(box) { region in
            region.clear()
            let interior = region.drawBox(region.bounds, box: context.focusedBox, style: Style(.accent, attributes: .bold),
                                          title: Strings.newStoryTitle(for: picker.heroName), ellipsis: context.glyphs.ellipsis)
            guard interior.width > 4, interior.height > 1 else { return }
            let content = interior.inset(top: 0, left: 1, bottom: 0, right: 1)
            var row = content.minY
            let eventFocused = picker.focus == .event && isFocusedContext
            region.write(label(Strings.eventLabelPicker, focused: eventFocused, context), at: Point(x: content.minX, y: row),
                         style: eventFocused ? Style(.accent, attributes: .bold) : .normal, maxWidth: content.width,
                         ellipsis: context.glyphs.ellipsis)
            row += 1
            let listHeight = min(listRows, max(0, content.maxY - row - (fixed - 1)))
            if listHeight > 0 {
                ListView(count: choices.count, selectedIndex: picker.eventIndex,
                         scrollOffset: max(0, picker.eventIndex - listHeight + 1),
                         showsPositionIndicator: listHeight >= 4, glyphs: context.glyphs) { index in
                    let mark = index == picker.eventIndex ? context.selectionMark : " "
                    return ListRow("  \(mark) \(choices[index])")
                }
                .draw(in: Rect(x: content.minX, y: row, width: content.width, height: listHeight), on: &region)
                row += listHeight
            }
            if picker.usesCustomEvent, row < content.maxY {
                let focused = picker.focus == .customEvent && isFocusedContext
                let problem = picker.visibleProblem.map { "\(context.crossMark) \($0)" }
                let labelText = label(Strings.customEventLabel, focused: focused, context)
                TextField(label: labelText, editor: picker.customEvent, placeholder: Strings.customEventPlaceholder,
                          errorText: problem, isFocused: focused, glyphs: context.glyphs)
                    .draw(in: Rect(x: content.minX, y: row, width: content.width, height: 2), on: &region)
                row += 2
            }
            let length = Strings.lengthChoice(picker.minutes)
            row = drawChoice(Strings.storyLengthLabel, value: length, focused: picker.focus == .length && isFocusedContext,
                             context, row: row, in: content, on: &region)
            row = drawChoice(Strings.storyLanguageLabel, value: picker.language.rawValue,
                             focused: picker.focus == .language && isFocusedContext, context, row: row, in: content,
                             on: &region)
            let statusRow = content.maxY - 1
            if picker.isSubmitting {
                Spinner(frameIndex: state.animationFrame, label: Strings.startingStory, glyphs: context.glyphs)
                    .draw(in: Rect(x: content.minX, y: statusRow, width: content.width, height: 1), on: &region)
            }
        }
    }

    private static func label(_ text: String, focused: Bool, _ context: RenderContext) -> String {
        "\(focused ? context.selectionMark : " ") \(text)"
    }

    private static func drawChoice(_ title: String, value: String, focused: Bool, _ context: RenderContext, row: Int,
                                   in content: Rect, on region: inout ScreenBuffer) -> Int {
        guard row < content.maxY else { return row }
        let labelText = label(title, focused: focused, context)
        let used = region.write(labelText, at: Point(x: content.minX, y: row),
                                style: focused ? Style(.accent, attributes: .bold) : .normal, maxWidth: content.width,
                                ellipsis: context.glyphs.ellipsis)
        let valueText = "\(context.choiceLeft) \(value) \(context.choiceRight)"
        region.write(valueText, at: Point(x: content.minX + max(used + 1, 12), y: row),
                     style: focused ? Style(.selected, attributes: .bold) : .normal,
                     maxWidth: max(0, content.width - max(used + 1, 12)), ellipsis: context.glyphs.ellipsis)
        return row + 1
    }
}
