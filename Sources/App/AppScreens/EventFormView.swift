import TerminalUI
import ViewState

/// The event form over the events section: text fields, ←/→ choices, the server's messages in
/// place, and a status row while the assistant or the save is at work.
enum EventFormView {
    static func draw(_ form: EventForm, _ context: RenderContext, in area: Rect, on buffer: inout ScreenBuffer) {
        let state = context.state
        let fields = EventForm.Field.allCases
        let problems = fields.filter { form.visibleProblem(for: $0) != nil }.count
        let spacious = area.height >= fields.count * 2 + 4
        // The idea is prose (a paragraph once enhanced): it gets up to three more rows when
        // there is room, and wraps and scrolls in them.
        let ideaRows = spacious ? min(3, area.height - (fields.count * 2 + 4)) : 0
        let contentRows = (spacious ? fields.count * 2 : fields.count + problems) + ideaRows + 1
        let box = area.centered(width: min(76, area.width), height: min(area.height, contentRows + 2))
        buffer.withRegion(box) { region in
            guard let content = FormRows.frame(&region, title: form.isNew ? Strings.newEventTitle : Strings.editEventTitle,
                                               context) else { return }
            let labelWidth = fields.map { DisplayWidth.width(of: $0.label) }.max() ?? 0
            var row = content.minY
            for field in fields where row < content.maxY - 1 {
                let problem = form.visibleProblem(for: field)
                let height = (spacious || problem != nil ? 2 : 1) + (field == .promptSeed ? ideaRows : 0)
                drawField(field, form: form, problem: problem, labelWidth: labelWidth, context,
                          rect: Rect(x: content.minX, y: row, width: content.width, height: min(height, content.maxY - 1 - row)),
                          on: &region)
                row += height
            }
            let statusRect = Rect(x: content.minX, y: content.maxY - 1, width: content.width, height: 1)
            if form.isSubmitting || form.awaitsReplay {
                Spinner(frameIndex: state.animationFrame, label: Strings.saving, glyphs: context.glyphs)
                    .draw(in: statusRect, on: &region)
            } else if form.isSuggestingTitle || form.isSuggestingKeywords {
                Spinner(frameIndex: state.animationFrame, label: Strings.eventSuggesting, glyphs: context.glyphs)
                    .draw(in: statusRect, on: &region)
            } else if let note = form.assistantNote {
                region.write(note, at: statusRect.origin, style: .warning, maxWidth: statusRect.width,
                             ellipsis: context.glyphs.ellipsis)
            } else if let index = form.suggestionIndex, form.titleSuggestions.count > 1 {
                region.write(Strings.eventSuggestionCount(index + 1, of: form.titleSuggestions.count), at: statusRect.origin,
                             style: .muted, maxWidth: statusRect.width, ellipsis: context.glyphs.ellipsis)
            }
        }
    }

    private static func placeholder(for field: EventForm.Field) -> String {
        switch field {
        case .title: Strings.eventTitlePlaceholder
        case .description: Strings.eventDescriptionPlaceholder
        case .promptSeed: Strings.eventPromptPlaceholder
        case .keywords: Strings.eventKeywordsPlaceholder
        case .category, .ageRange, .tone: ""
        }
    }

    private static func drawField(_ field: EventForm.Field, form: EventForm, problem: String?, labelWidth: Int,
                                  _ context: RenderContext, rect: Rect, on region: inout ScreenBuffer) {
        guard rect.height > 0 else { return }
        let isFocused = form.focus == field && context.state.keyContext == .eventForm
        let valueRect = FormRows.label(field.label, isFocused: isFocused, columns: min(labelWidth + 3, rect.width / 3),
                                       context, rect: rect, on: &region)
        let errorText = problem.map { "\(context.crossMark) \($0)" }
        if field == .promptSeed, rect.height > (errorText == nil ? 1 : 2), let editor = form.editor(for: field) {
            TextArea(editor: editor, placeholder: placeholder(for: field), errorText: errorText, isFocused: isFocused,
                     glyphs: context.glyphs)
                .draw(in: valueRect, on: &region)
            return
        }
        if let editor = form.editor(for: field) {
            TextField(editor: editor, placeholder: placeholder(for: field), errorText: errorText, isFocused: isFocused,
                      glyphs: context.glyphs)
                .draw(in: valueRect, on: &region)
            return
        }
        FormRows.choice(form.choice(for: field), errorText: errorText, isFocused: isFocused, context, in: valueRect,
                        on: &region)
    }
}
