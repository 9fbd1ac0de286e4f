import TerminalUI
import ViewState

/// What the hero and event forms draw alike: the framed box, and each row's marked label, then
/// its value (a text field or area, or a ←/→ choice) with the server's problem under it.
enum FormRows {
    /// Clears `region`, frames it under `title`, and answers the rows' area inside the frame, or
    /// nil when the box is too small to hold a row.
    static func frame(_ region: inout ScreenBuffer, title: String, _ context: RenderContext) -> Rect? {
        region.clear()
        let interior = region.drawBox(region.bounds, box: context.focusedBox, style: Style(.accent, attributes: .bold),
                                      title: title, ellipsis: context.glyphs.ellipsis)
        guard interior.width > 4, interior.height > 1 else { return nil }
        return interior.inset(top: 0, left: 1, bottom: 0, right: 1)
    }

    /// Writes a row's label (marked when focused) in `columns` columns, and answers the
    /// rest of the row for its value.
    static func label(_ label: String, isFocused: Bool, columns: Int, _ context: RenderContext, rect: Rect,
                      on region: inout ScreenBuffer) -> Rect {
        let marker = isFocused ? context.selectionMark : " "
        region.write("\(marker) \(label)", at: rect.origin,
                     style: isFocused ? Style(.accent, attributes: .bold) : .normal, maxWidth: columns,
                     ellipsis: context.glyphs.ellipsis)
        return Rect(x: rect.minX + columns, y: rect.minY, width: rect.width - columns, height: rect.height)
    }

    /// A ←/→ choice showing `value`, and the problem under it when there is a row for it.
    static func choice(_ value: String, errorText: String?, isFocused: Bool, _ context: RenderContext, in rect: Rect,
                       on region: inout ScreenBuffer) {
        let text = "\(context.choiceLeft) \(value) \(context.choiceRight)"
        region.write(text, at: rect.origin, style: isFocused ? Style(.selected, attributes: .bold) : .normal,
                     maxWidth: rect.width, ellipsis: context.glyphs.ellipsis)
        if let errorText, rect.height > 1 {
            region.write(errorText, at: Point(x: rect.minX, y: rect.minY + 1), style: .error,
                         maxWidth: rect.width, ellipsis: context.glyphs.ellipsis)
        }
    }
}
