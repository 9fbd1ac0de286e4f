import TerminalUI
import ViewState

/// Sign in / sign up: a centred box with the mode tabs, the fields with their problems below
/// them, and a status line (spinner while waiting).
enum AuthView {
    static func draw(_ context: RenderContext, on buffer: inout ScreenBuffer) {
        let state = context.state
        let layout = state.layout
        ChromeView.drawHeader(context, in: layout.header, on: &buffer)
        // A long message (the config file's problems) takes a second row rather than be cut.
        var bannerRect = layout.banner
        if let rect = bannerRect, let banner = state.banner, state.size.height >= 16 {
            let rows = min(2, Banner(banner.text, role: banner.kind.role, glyphs: context.glyphs).lineCount(width: rect.width))
            bannerRect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rows)
        }
        ChromeView.drawBanner(context, in: bannerRect, on: &buffer)
        ChromeView.drawFooter(context, in: layout.footer, on: &buffer)
        let top = (bannerRect?.maxY ?? layout.header.maxY)
        let body = Rect(x: 0, y: top, width: state.size.width, height: layout.footer.minY - top)
        if let signIn = state.appleSignIn {
            AppleSignInView.draw(signIn, context, in: body, on: &buffer)
        } else {
            drawForm(context, in: body, on: &buffer)
        }
    }

    private static func drawForm(_ context: RenderContext, in body: Rect, on buffer: inout ScreenBuffer) {
        let form = context.state.auth
        let fields = form.fields
        // Rows: subtitle, gap, tabs, gap, 2 per field, status: plus the border.
        let natural = 4 + fields.count * 2 + 1 + 2
        let boxWidth = min(64, body.width - 2)
        let spacious = body.height >= natural
        let height = spacious ? natural : min(body.height, 2 + 1 + fields.count * 2 + 1)
        let box = body.centered(width: boxWidth, height: height)
        buffer.withRegion(box) { region in
            region.clear()
            let interior = region.drawBox(region.bounds, box: context.plainBox, style: .border, title: Strings.appName,
                                          ellipsis: context.glyphs.ellipsis)
            guard interior.width > 2, interior.height > 0 else { return }
            let content = interior.inset(top: 0, left: 1, bottom: 0, right: 1)
            var row = content.minY
            if spacious {
                region.write(Strings.authSubtitle, at: Point(x: content.minX, y: row), style: .muted, maxWidth: content.width,
                             ellipsis: context.glyphs.ellipsis)
                row += 2
            }
            drawTabs(context, mode: form.mode, at: Point(x: content.minX, y: row), width: content.width, on: &region)
            row += spacious ? 2 : 1
            let labelWidth = fields.map { DisplayWidth.width(of: $0.label) }.max() ?? 0
            for field in fields {
                guard row < content.maxY else { break }
                drawField(context, field, form: form, labelWidth: labelWidth,
                          rect: Rect(x: content.minX, y: row, width: content.width, height: 2), on: &region)
                row += 2
            }
            if row < content.maxY {
                drawStatus(context, form: form, at: Point(x: content.minX, y: min(row, content.maxY - 1)),
                           width: content.width, on: &region)
            }
        }
    }

    /// `[ Sign in ]  Sign up`: the current mode reversed and bracketed.
    private static func drawTabs(_ context: RenderContext, mode: AuthForm.Mode, at point: Point, width: Int,
                                 on region: inout ScreenBuffer) {
        var column = point.x
        for (tab, title) in [(AuthForm.Mode.signIn, Strings.signIn), (.signUp, Strings.signUp)] {
            let isCurrent = tab == mode
            let text = isCurrent ? "[ \(title) ]" : "  \(title)  "
            column += region.write(text, at: Point(x: column, y: point.y),
                                   style: isCurrent ? Style(.selected, attributes: .bold) : .muted,
                                   maxWidth: point.x + width - column)
            column += 1
        }
    }

    private static func placeholder(for field: AuthForm.Field) -> String {
        switch field {
        case .apple: ""
        case .name: Strings.namePlaceholder
        case .email: Strings.emailPlaceholder
        case .password: Strings.passwordPlaceholder
        case .confirmation: Strings.confirmationPlaceholder
        }
    }

    private static func drawField(_ context: RenderContext, _ field: AuthForm.Field, form: AuthForm, labelWidth: Int,
                                  rect: Rect, on region: inout ScreenBuffer) {
        let isFocused = form.focus == field && context.state.keyContext == .auth
        if field == .apple {
            drawAppleButton(context, isFocused: isFocused, rect: rect, on: &region)
            return
        }
        let labelStyle = isFocused ? Style(.accent, attributes: .bold) : Style.normal
        let marker = isFocused ? context.selectionMark : " "
        let labelText = marker + " " + field.label
        let labelColumns = min(labelWidth + 3, rect.width / 2)
        region.write(labelText, at: rect.origin, style: labelStyle, maxWidth: labelColumns, ellipsis: context.glyphs.ellipsis)
        let problem = form.visibleProblem(for: field)
        let isSecret = field == .password || field == .confirmation
        let input = TextField(
            editor: form.editor(for: field),
            placeholder: placeholder(for: field),
            isMasked: isSecret && !form.revealsPassword,
            errorText: problem.map { "\(context.crossMark) \($0)" },
            isFocused: isFocused,
            glyphs: context.glyphs
        )
        input.draw(in: Rect(x: rect.minX + labelColumns, y: rect.minY, width: rect.width - labelColumns, height: 2),
                   on: &region)
    }

    /// `[  Sign in with Apple  ]  Enter or F4`, then `── or with your email ──` under it.
    private static func drawAppleButton(_ context: RenderContext, isFocused: Bool, rect: Rect, on region: inout ScreenBuffer) {
        let marker = isFocused ? context.selectionMark : " "
        var column = rect.minX
        column += region.write(marker + " ", at: Point(x: column, y: rect.minY), style: isFocused ? .accent : .normal,
                               maxWidth: rect.maxX - column)
        let button = "[  " + Strings.signInWithApple + "  ]"
        column += region.write(button, at: Point(x: column, y: rect.minY),
                               style: isFocused ? Style(.selected, attributes: .bold) : Style(.normal, attributes: .bold),
                               maxWidth: rect.maxX - column, ellipsis: context.glyphs.ellipsis)
        region.write("  " + Strings.appleButtonHint, at: Point(x: column, y: rect.minY), style: .muted,
                     maxWidth: rect.maxX - column, ellipsis: context.glyphs.ellipsis)
        guard rect.height > 1 else { return }
        let rule = context.isUnicode ? "─" : "-"
        let text = " " + Strings.orWithEmail + " "
        let side = max(0, (rect.width - DisplayWidth.width(of: text)) / 2)
        let line = String(repeating: rule, count: side) + text + String(repeating: rule, count: side)
        region.write(line, at: Point(x: rect.minX, y: rect.minY + 1), style: .muted, maxWidth: rect.width,
                     ellipsis: context.glyphs.ellipsis)
    }

    private static func drawStatus(_ context: RenderContext, form: AuthForm, at point: Point, width: Int,
                                   on region: inout ScreenBuffer) {
        guard form.isSubmitting else { return }
        let label = form.mode == .signIn ? Strings.signingIn : Strings.signingUp
        Spinner(frameIndex: context.state.animationFrame, label: label, glyphs: context.glyphs)
            .draw(in: Rect(x: point.x, y: point.y, width: width, height: 1), on: &region)
    }
}
