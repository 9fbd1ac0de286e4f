import TerminalUI
import ViewState

/// Signing in with Apple from a terminal: the address to open and the code to enter, a QR code
/// of the address for a phone's camera (beside the text when there is room, the text wrapped
/// narrower to make room on an 80x24 terminal; under it on tall ones; left out when it cannot
/// be drawn whole, since a clipped code cannot be scanned), and whether the app is still waiting.
enum AppleSignInView {
    /// Narrowest the text column is wrapped to, to put the QR code beside it.
    static let minimumTextWidth = 30

    static func draw(_ signIn: AppleSignIn, _ context: RenderContext, in body: Rect, on buffer: inout ScreenBuffer) {
        let qr = signIn.qrCode.map { QRCodeDrawing($0, tier: context.colorTier, glyphs: context.glyphs) }
        let layout = Layout(lines: textLines(signIn), qr: qr?.size, body: body)
        let box = body.centered(width: min(body.width, layout.width + 4), height: min(body.height, layout.height + 2))
        buffer.withRegion(box) { region in
            region.clear()
            let interior = region.drawBox(region.bounds, box: context.plainBox, style: .border, title: Strings.signInWithApple,
                                          ellipsis: context.glyphs.ellipsis)
            guard interior.width > 2, interior.height > 0 else { return }
            let content = interior.inset(top: 0, left: 1, bottom: 0, right: 1)
            var row = content.minY
            for line in layout.lines where row < content.maxY {
                let rect = Rect(x: content.minX, y: row, width: min(layout.textWidth, content.width), height: 1)
                if line.isSpinner {
                    Spinner(frameIndex: context.state.animationFrame, label: line.text, glyphs: context.glyphs)
                        .draw(in: rect, on: &region)
                } else {
                    region.write(line.text, at: rect.origin, style: line.style, maxWidth: rect.width,
                                 ellipsis: context.glyphs.ellipsis)
                }
                row += 1
            }
            guard let qr, let placement = layout.qrPlacement else { return }
            var origin = placement == .beside ? Point(x: content.minX + layout.textWidth + 3, y: content.minY)
                : Point(x: content.minX + max(0, (content.width - qr.size.columns) / 2), y: row + 1)
            if layout.labelsQRCode {
                region.write(Strings.appleScan, at: origin, style: .muted, maxWidth: qr.size.columns,
                             ellipsis: context.glyphs.ellipsis)
                origin.y += 1
            }
            qr.draw(at: origin, on: &region, clip: content)
        }
    }

    struct Line {
        var text: String
        var style: Style = .normal
        var isSpinner = false
    }

    /// Where the text and the code go for one size of the screen.
    struct Layout {
        enum Placement { case beside, below }

        var lines: [Line]
        var textWidth: Int
        var qrPlacement: Placement?
        var labelsQRCode = false
        /// Content size, inside the box's border and padding.
        var width: Int
        var height: Int

        init(lines natural: [Line], qr: (columns: Int, rows: Int)?, body: Rect) {
            let naturalWidth = max(24, natural.map { DisplayWidth.width(of: $0.text) }.max() ?? 24)
            lines = natural
            textWidth = min(naturalWidth, max(0, body.width - 4))
            width = textWidth
            height = natural.count
            guard let qr else { return }
            // Beside: the text wrapped to what the code leaves, at least `minimumTextWidth`.
            let room = body.width - 4 - 3 - qr.columns
            if room >= AppleSignInView.minimumTextWidth {
                let wrapped = Self.wrap(natural, width: min(naturalWidth, room))
                let textWidth = min(naturalWidth, room)
                for labelled in [true, false] where max(wrapped.count, qr.rows + (labelled ? 1 : 0)) + 2 <= body.height {
                    self.lines = wrapped
                    self.textWidth = textWidth
                    qrPlacement = .beside
                    labelsQRCode = labelled
                    width = textWidth + 3 + qr.columns
                    height = max(wrapped.count, qr.rows + (labelled ? 1 : 0))
                    return
                }
            }
            // Below: a blank row, the label, the code.
            if max(textWidth, qr.columns) + 4 <= body.width, natural.count + 2 + qr.rows + 2 <= body.height {
                qrPlacement = .below
                labelsQRCode = true
                width = max(textWidth, qr.columns)
                height = natural.count + 2 + qr.rows
            }
        }

        /// `lines` word-wrapped to `width`; spinner lines (short) are kept as they are.
        static func wrap(_ lines: [Line], width: Int) -> [Line] {
            lines.flatMap { line -> [Line] in
                guard !line.isSpinner, DisplayWidth.width(of: line.text) > width else { return [line] }
                let indent = line.text.prefix { $0 == " " }
                return DisplayWidth.wrap(String(line.text.dropFirst(indent.count)), width: max(1, width - indent.count))
                    .map { Line(text: indent + $0, style: line.style) }
            }
        }
    }

    static func textLines(_ signIn: AppleSignIn) -> [Line] {
        guard let code = signIn.code else {
            return [Line(text: Strings.appleRequesting, isSpinner: true)]
        }
        var lines = [
            Line(text: Strings.appleOpenPage),
            Line(text: "  " + code.verificationURI, style: Style(.accent, attributes: .bold)),
            Line(text: Strings.appleEnterCode),
            Line(text: "  " + code.userCode, style: Style(.title, attributes: .bold)),
            Line(text: ""),
        ]
        if let note = signIn.browserNote { lines.append(Line(text: note, style: .muted)) }
        lines.append(Line(text: Strings.appleWaiting, isSpinner: true))
        return lines
    }
}
