import TerminalUI
import ViewState

/// What every view needs while drawing one frame.
struct RenderContext {
    let state: AppState
    let glyphs: GlyphSet
    /// The terminal's colours, for drawings that carry their own (the sign-in QR code).
    var colorTier: ColorTier = .monochrome

    var screen: Rect { Rect(x: 0, y: 0, width: state.size.width, height: state.size.height) }

    var isUnicode: Bool { glyphs == .unicode }

    /// The spinner glyph of the current animation frame.
    var spinner: String { Spinner.frame(at: state.animationFrame, glyphs: glyphs) }

    var checkMark: String { isUnicode ? "✓" : "+" }
    var crossMark: String { isUnicode ? "✗" : "x" }
    var waitingMark: String { isUnicode ? "·" : "-" }
    var favoriteMark: String { isUnicode ? Strings.favoriteMark : Strings.favoriteMarkASCII }
    var selectionMark: String { isUnicode ? "›" : ">" }
    var seriesMark: String { isUnicode ? Strings.seriesMark : Strings.seriesMarkASCII }
    var choiceLeft: String { isUnicode ? "‹" : "<" }
    var choiceRight: String { isUnicode ? "›" : ">" }
    var bullet: String { isUnicode ? "●" : "*" }
    var breadcrumbSeparator: String { isUnicode ? Strings.breadcrumbSeparator : Strings.breadcrumbSeparatorASCII }

    /// The border of a focused pane: heavier, so focus shows without colour.
    var focusedBox: BoxStyle {
        isUnicode ? .heavy : BoxStyle(topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#",
                                      horizontal: "=", vertical: "#")
    }

    var plainBox: BoxStyle { isUnicode ? .light : .ascii }

    /// The style of a banner of `kind`.
    static func role(of kind: BannerMessage.Kind) -> Role {
        kind.role
    }
}
