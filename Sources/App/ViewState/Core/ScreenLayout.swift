import TerminalUI

/// Where everything goes on the main screen for one terminal size.
///
/// Both the reducer and the renderer use it: the reducer needs the list heights to page and to
/// keep the selection in view, the renderer needs the rectangles. Computing both from one place
/// keeps the scroll offsets the reducer stores identical to what the screen shows.
public struct ScreenLayout: Sendable {
    public let size: TerminalSize
    public let tier: LayoutTier
    /// Row 0: app name, account, server, connection.
    public let header: Rect
    /// The row under the header when a banner is shown.
    public let banner: Rect?
    /// One-pane tier only: `Heroes › Luna › The Moon Trip`.
    public let breadcrumbs: Rect?
    /// The last row: key hints.
    public let footer: Rect
    /// The row above the footer while a narration is loaded: the mini player.
    public let player: Rect?
    /// The panes on screen with their outer rectangles (border included), left to right.
    public let panes: [(pane: Pane, rect: Rect)]
    /// Everything between the header (and banner) and the footer (and player): where a section
    /// other than the library draws.
    public let mainArea: Rect

    /// `readerFullWidth`: the reader takes the whole main area (heroes and stories hidden), at
    /// every tier; only meaningful while the reader has the focus.
    public init(size: TerminalSize, hasBanner: Bool, focus: Pane, hasPlayer: Bool = false, readerFullWidth: Bool = false) {
        self.size = size
        let tier = LayoutTier(width: size.width)
        self.tier = tier
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var (header, rest) = screen.divided(atDistance: 1, from: .top)
        let footer: Rect
        (footer, rest) = rest.divided(atDistance: 1, from: .bottom)
        var player: Rect?
        if hasPlayer, rest.height > 3 {
            let slice: Rect
            (slice, rest) = rest.divided(atDistance: 1, from: .bottom)
            player = slice
        }
        self.player = player
        var banner: Rect?
        if hasBanner {
            let slice: Rect
            (slice, rest) = rest.divided(atDistance: 1, from: .top)
            banner = slice
        }
        self.mainArea = rest
        var breadcrumbs: Rect?
        if tier == .onePane {
            let slice: Rect
            (slice, rest) = rest.divided(atDistance: 1, from: .top)
            breadcrumbs = slice
        }
        self.header = header
        self.footer = footer
        self.banner = banner
        self.breadcrumbs = breadcrumbs
        self.panes = readerFullWidth ? [(.detail, rest)] : Self.split(rest, tier: tier, focus: focus)
    }

    private static func split(_ body: Rect, tier: LayoutTier, focus: Pane) -> [(pane: Pane, rect: Rect)] {
        let visible = tier.visiblePanes(focus: focus)
        switch tier {
        case .threePanes:
            let heroesWidth = (body.width * 24 / 100).clamped(to: 22...40)
            let storiesWidth = (body.width * 34 / 100).clamped(to: 30...60)
            let (heroes, rest) = body.divided(atDistance: heroesWidth, from: .left)
            let (stories, detail) = rest.divided(atDistance: storiesWidth, from: .left)
            return [(.heroes, heroes), (.stories, stories), (.detail, detail)]
        case .twoPanes:
            let (left, right) = body.divided(atDistance: body.width * 42 / 100, from: .left)
            return [(visible[0], left), (visible[1], right)]
        case .onePane:
            return [(visible[0], body)]
        }
    }

    /// The outer rectangle of `pane`, or nil when it is not on screen.
    public func rect(of pane: Pane) -> Rect? {
        panes.first { $0.pane == pane }?.rect
    }

    /// The inside of `pane`'s border.
    public func interior(of pane: Pane) -> Rect? {
        rect(of: pane).map { $0.inset(by: 1) }
    }

    /// Where a pane's list goes: its interior below the filter line, when one is shown.
    public func listRect(of pane: Pane, showsFilter: Bool) -> Rect? {
        guard let interior = interior(of: pane) else { return nil }
        return showsFilter ? interior.divided(atDistance: 1, from: .top).remainder : interior
    }

    /// Rows of the detail pane above the reader's text: the narration and pictures line, a gap.
    public static let readerHeaderRows = 2

    /// Where the reader's text goes: the detail pane below its status rows.
    public var readerTextRect: Rect? {
        interior(of: .detail).map(Self.readerTextRect(inDetailInterior:))
    }

    /// The reader's text area inside the detail pane's interior: below the status rows, with a
    /// column of margin on each side so the text never touches the border.
    public static func readerTextRect(inDetailInterior interior: Rect) -> Rect {
        interior.divided(atDistance: readerHeaderRows, from: .top).remainder.inset(top: 0, left: 1, bottom: 0, right: 1)
    }

    /// The reader's areas: the header rows, the text, and for a story with pictures the picture
    /// with its caption row below it, beside the text when the pane is wide, above it when tall,
    /// none when small; with `showsSearch`, the last row of the text area is the search line.
    public static func readerAreas(inDetailInterior interior: Rect, hasPictures: Bool,
                                   showsSearch: Bool = false) -> ReaderAreas {
        let header = interior.divided(atDistance: readerHeaderRows, from: .top).slice
        var text = readerTextRect(inDetailInterior: interior)
        var picture: Rect?
        if hasPictures, !text.isEmpty {
            if text.width >= 90 {
                let textWidth = min(ReaderState.maximumLineWidth, text.width - 32)
                let (left, right) = text.divided(atDistance: textWidth, from: .left)
                let area = right.inset(top: 0, left: 2, bottom: 0, right: 0)
                text = left
                picture = Rect(x: area.minX, y: area.minY, width: min(64, area.width), height: min(area.height, 34))
            } else if text.height >= 18, text.width >= 16 {
                let rows = min(15, text.height * 2 / 5)
                let (top, bottom) = text.divided(atDistance: rows, from: .top)
                text = bottom.inset(top: 1, left: 0, bottom: 0, right: 0)
                picture = top
            }
        }
        var searchLine: Rect?
        if showsSearch, !text.isEmpty {
            // The line the user types in always shows, even if the text then has no row left.
            let (line, rest) = text.divided(atDistance: 1, from: .bottom)
            searchLine = line
            text = rest
        }
        return ReaderAreas(header: header, text: text, picture: picture, searchLine: searchLine)
    }

    /// The hero's avatar in the hero detail (top of the pane), or nil when the pane is too small.
    public static func avatarRect(inDetailInterior interior: Rect) -> Rect? {
        guard interior.height >= 16, interior.width >= 12 else { return nil }
        return Rect(x: interior.minX + 1, y: interior.minY, width: min(28, interior.width - 2),
                    height: min(12, interior.height / 3))
    }

    /// The rows a list in `pane` shows items in (what PgUp/PgDn move by); at least 1.
    public func pageSize(of pane: Pane, showsFilter: Bool) -> Int {
        max(1, listRect(of: pane, showsFilter: showsFilter)?.height ?? 1)
    }
}
