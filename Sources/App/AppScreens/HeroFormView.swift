import TerminalUI
import ViewState

/// The hero form over the main screen: name, age, traits (chosen with ←/→), ability, looks.
enum HeroFormView {
    static func draw(_ form: HeroForm, _ context: RenderContext, on buffer: inout ScreenBuffer) {
        let state = context.state
        let area = state.layout.panes.reduce(Rect.zero) { $0.isEmpty ? $1.rect : union($0, $1.rect) }
        let fields = HeroForm.Field.allCases
        let problems = fields.filter { form.visibleProblem(for: $0) != nil }.count
        // Two rows per field when there is room (value, then problem or a gap), else one plus problems.
        let spacious = area.height >= fields.count * 2 + 4
        let contentRows = spacious ? fields.count * 2 : fields.count + problems
        let box = area.centered(width: min(70, area.width), height: min(area.height, contentRows + 3))
        buffer.withRegion(box) { region in
            guard let content = FormRows.frame(&region, title: form.isNew ? Strings.newHeroTitle : Strings.editHeroTitle,
                                               context) else { return }
            let labelWidth = fields.map { DisplayWidth.width(of: $0.label) }.max() ?? 0
            var row = content.minY
            for field in fields where row < content.maxY - 1 {
                let problem = form.visibleProblem(for: field)
                let height = spacious || problem != nil ? 2 : 1
                drawField(field, form: form, problem: problem, labelWidth: labelWidth, context,
                          rect: Rect(x: content.minX, y: row, width: content.width, height: height), on: &region)
                row += height
            }
            let statusRow = content.maxY - 1
            if form.isSubmitting || form.awaitsReplay {
                Spinner(frameIndex: state.animationFrame, label: Strings.saving, glyphs: context.glyphs)
                    .draw(in: Rect(x: content.minX, y: statusRow, width: content.width, height: 1), on: &region)
            }
        }
    }

    private static func placeholder(for field: HeroForm.Field) -> String {
        switch field {
        case .name: Strings.heroNamePlaceholder
        case .age: Strings.agePlaceholder
        case .ability: Strings.abilityPlaceholder
        case .appearance: Strings.appearancePlaceholder
        case .primaryTrait, .secondaryTrait: ""
        }
    }

    private static func drawField(_ field: HeroForm.Field, form: HeroForm, problem: String?, labelWidth: Int,
                                  _ context: RenderContext, rect: Rect, on region: inout ScreenBuffer) {
        let isFocused = form.focus == field && context.state.keyContext == .heroForm
        let valueRect = FormRows.label(field.label, isFocused: isFocused, columns: min(labelWidth + 3, rect.width / 2),
                                       context, rect: rect, on: &region)
        let errorText = problem.map { "\(context.crossMark) \($0)" }
        if let editor = form.editor(for: field) {
            TextField(editor: editor, placeholder: placeholder(for: field), errorText: errorText, isFocused: isFocused,
                      glyphs: context.glyphs)
                .draw(in: valueRect, on: &region)
            return
        }
        let value = field == .primaryTrait ? form.primaryTraitName : form.secondaryTraitName
        FormRows.choice(value, errorText: errorText, isFocused: isFocused, context, in: valueRect, on: &region)
    }

    /// The smallest rectangle holding both.
    static func union(_ first: Rect, _ second: Rect) -> Rect {
        let minX = min(first.minX, second.minX)
        let minY = min(first.minY, second.minY)
        return Rect(x: minX, y: minY, width: max(first.maxX, second.maxX) - minX, height: max(first.maxY, second.maxY) - minY)
    }
}
