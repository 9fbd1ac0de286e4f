import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The settings section: the account, the preferences (name as text, the others as ←/→
/// choices), this hour's usage against the limits as bars, the totals, and the account's keys.
enum SettingsView {
    static func draw(_ context: RenderContext, in content: Rect, on buffer: inout ScreenBuffer) {
        let state = context.state
        let settings = state.settings
        guard let profile = settings.profile else {
            let text = settings.loadError ?? Strings.settingsLoading
            buffer.write(text, at: content.origin, style: settings.loadError == nil ? .muted : .error, maxWidth: content.width,
                         ellipsis: context.glyphs.ellipsis)
            return
        }
        let fields = SettingsState.Field.allCases
        let problems = fields.filter { settings.serverProblems[$0] != nil }.count
        let limits = usageRows(settings.usage)
        let needed = 1 + fields.count + problems + 1 + max(1, limits.count) + 1 + 1
        let gap = content.height >= needed + 3 ? 1 : 0
        var row = content.minY
        func line(_ text: String, _ style: Style = .normal, indent: Int = 0) {
            guard row < content.maxY else { return }
            buffer.write(text, at: Point(x: content.minX + indent, y: row), style: style,
                         maxWidth: max(0, content.width - indent), ellipsis: context.glyphs.ellipsis)
            row += 1
        }
        line(Strings.fact(Strings.settingsAccountLabel, profile.email), .muted)
        row += gap
        let labelWidth = fields.map { DisplayWidth.width(of: $0.label) }.max() ?? 0
        for field in fields where row < content.maxY {
            drawField(field, settings, labelWidth: labelWidth, context, row: row, in: content, on: &buffer)
            row += 1
            if let problem = settings.serverProblems[field] {
                line("\(context.crossMark) \(problem)", .error, indent: labelWidth + 3)
            }
        }
        row += gap
        line(Strings.settingsUsageTitle, Style(.accent, attributes: .bold))
        if let usage = settings.usage {
            if limits.isEmpty { line(Strings.settingsNoLimits, .muted, indent: 2) }
            let nameWidth = limits.map { DisplayWidth.width(of: $0.0) }.max() ?? 0
            for (name, limit) in limits where row < content.maxY {
                let used = Strings.settingsUsed(limit.used, of: limit.limit)
                let labelColumns = nameWidth + 3
                buffer.write(name, at: Point(x: content.minX + 2, y: row), style: .normal, maxWidth: max(0, content.width - 2),
                             ellipsis: context.glyphs.ellipsis)
                let barWidth = min(30, content.width - labelColumns - DisplayWidth.width(of: used) - 1)
                if barWidth >= 4 {
                    let fraction = limit.limit > 0 ? Double(limit.used) / Double(limit.limit) : 0
                    ProgressBar(fraction: fraction, showsPercentage: false, glyphs: context.glyphs)
                        .draw(in: Rect(x: content.minX + labelColumns, y: row, width: barWidth, height: 1), on: &buffer)
                    buffer.write(used, at: Point(x: content.minX + labelColumns + barWidth + 1, y: row), style: .normal)
                }
                row += 1
            }
            row += gap
            let stats = usage.userStats
            line(Strings.fact(Strings.settingsTotalsTitle, Strings.settingsTotals(
                stories: stats.totalStoriesGenerated, narrations: stats.totalAudioGenerated,
                pictures: stats.totalIllustrationsGenerated)))
        } else {
            line(Strings.settingsUsageLoading, .muted, indent: 2)
        }
        // The account's keys on the last row.
        let keysRow = max(row, content.maxY - 1)
        if keysRow < content.maxY {
            buffer.write(Strings.settingsAccountKeys, at: Point(x: content.minX, y: keysRow), style: .muted,
                         maxWidth: content.width, ellipsis: context.glyphs.ellipsis)
        }
        if settings.isSaving, content.width > 20 {
            Spinner(frameIndex: state.animationFrame, label: Strings.settingsSaving, glyphs: context.glyphs)
                .draw(in: Rect(x: content.maxX - 14, y: content.minY, width: 14, height: 1), on: &buffer)
        }
    }

    /// The limited operations in the order they are shown, with their names.
    static func usageRows(_ usage: AccountUsage?) -> [(String, AccountUsage.Limit)] {
        guard let usage else { return [] }
        let names: [(String, String)] = [
            (AccountUsage.storyOperation, Strings.settingsUsageStories),
            (AccountUsage.audioOperation, Strings.settingsUsageNarrations),
            (AccountUsage.illustrationOperation, Strings.settingsUsagePictures),
            (AccountUsage.avatarOperation, Strings.settingsUsageAvatars),
        ]
        return names.compactMap { key, name in usage.rateLimits[key].map { (name, $0) } }
    }

    private static func drawField(_ field: SettingsState.Field, _ settings: SettingsState, labelWidth: Int,
                                  _ context: RenderContext, row: Int, in content: Rect, on buffer: inout ScreenBuffer) {
        let keyContext = context.state.keyContext
        let isFocused = settings.focus == field && (keyContext == .settings || keyContext == .settingsName)
        let marker = isFocused ? context.selectionMark : " "
        let labelColumns = min(labelWidth + 3, content.width / 2)
        buffer.write("\(marker) \(field.label)", at: Point(x: content.minX, y: row),
                     style: isFocused ? Style(.accent, attributes: .bold) : .normal, maxWidth: labelColumns,
                     ellipsis: context.glyphs.ellipsis)
        let valueX = content.minX + labelColumns
        let valueWidth = max(0, content.width - labelColumns)
        var note: String?
        if field == .name && settings.isEditingName {
            let fieldWidth = min(valueWidth, 32)
            TextField(editor: settings.name, isFocused: true, glyphs: context.glyphs)
                .draw(in: Rect(x: valueX, y: row, width: fieldWidth, height: 1), on: &buffer)
            note = Strings.settingsEditingName
            if valueWidth > fieldWidth + 1 {
                buffer.write(Strings.settingsEditingName, at: Point(x: valueX + fieldWidth + 1, y: row), style: .muted,
                             maxWidth: valueWidth - fieldWidth - 1, ellipsis: context.glyphs.ellipsis)
            }
            return
        }
        let value: String
        switch field {
        case .name: value = settings.name.text
        case .voice: value = "\(context.choiceLeft) \(context.state.voiceLabel(settings.voice)) \(context.choiceRight)"
        case .language: value = "\(context.choiceLeft) \(settings.language.rawValue) \(context.choiceRight)"
        case .storyLength: value = "\(context.choiceLeft) \(Strings.settingsMinutes(settings.storyLength)) \(context.choiceRight)"
        }
        if settings.isChanged(field) { note = Strings.settingsUnsaved }
        let used = buffer.write(value, at: Point(x: valueX, y: row),
                                style: isFocused ? Style(.selected, attributes: .bold) : .normal, maxWidth: valueWidth,
                                ellipsis: context.glyphs.ellipsis)
        if let note, valueWidth > used + 1 {
            buffer.write(note, at: Point(x: valueX + used + 1, y: row), style: .muted, maxWidth: valueWidth - used - 1,
                         ellipsis: context.glyphs.ellipsis)
        }
    }
}
