import InfiniteStoriesModels
import TerminalUI
import ViewState

/// A picture in a rectangle: drawn centred once rendered, otherwise a line saying where it is.
enum PictureView {
    static func draw(_ slot: PictureSlot?, _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        guard !rect.isEmpty else { return }
        switch slot {
        case .ready(let picture):
            let x = rect.minX + max(0, (rect.width - picture.columns) / 2)
            let y = rect.minY + max(0, (rect.height - picture.rows) / 2)
            buffer.withRegion(rect) { region in
                picture.draw(at: Point(x: x - rect.minX, y: y - rect.minY), on: &region)
            }
        case .failed(let reason):
            note(Strings.pictureUnavailable(reason), style: .error, context, in: rect, on: &buffer)
        case .loading, nil:
            note(context.spinner + " " + Strings.pictureLoading, style: .muted, context, in: rect, on: &buffer)
        }
    }

    /// Words in the middle of the picture's place.
    static func note(_ text: String, style: Style, _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let lines = DisplayWidth.wrap(text, width: max(1, rect.width - 2))
        let top = rect.minY + max(0, (rect.height - lines.count) / 2)
        for (index, line) in lines.prefix(rect.height).enumerated() {
            let x = rect.minX + max(0, (rect.width - DisplayWidth.width(of: line)) / 2)
            buffer.write(line, at: Point(x: x, y: top + index), style: style, maxWidth: rect.maxX - x)
        }
    }

    /// The reader's picture of `illustration` (the `index`th of `count`), with its caption below;
    /// the caption names the p/n keys when `showsKeys` and there is more than one picture.
    static func drawIllustration(_ illustration: Illustration, index: Int, count: Int, showsKeys: Bool = true,
                                 _ context: RenderContext, in rect: Rect, on buffer: inout ScreenBuffer) {
        let (picture, caption) = rect.divided(atDistance: max(0, rect.height - 1), from: .top)
        var captionText = Strings.pictureCaption(index + 1, of: count)
        switch illustration.status {
        case .completed:
            if let url = illustration.imageUrl {
                let key = PictureKey(url: url, columns: picture.width, rows: picture.height)
                draw(context.state.pictures[key], context, in: picture, on: &buffer)
            }
        case .pending:
            note(Strings.picturePending, style: .muted, context, in: picture, on: &buffer)
        case .processing:
            note(context.spinner + " " + Strings.picturePainting, style: .muted, context, in: picture, on: &buffer)
        case .failed:
            note(Strings.pictureFailed, style: .error, context, in: picture, on: &buffer)
        default:
            break
        }
        if count > 1, showsKeys { captionText += context.glyphs.separator + "p/n" }
        let x = caption.minX + max(0, (caption.width - DisplayWidth.width(of: captionText)) / 2)
        buffer.write(captionText, at: Point(x: x, y: caption.minY), style: .muted, maxWidth: caption.maxX - x,
                     ellipsis: context.glyphs.ellipsis)
    }
}
