/// How many panes the main screen shows for a terminal width.
///
/// Three columns need about 100 columns to keep titles readable; two fit from 80; below that a
/// single pane with breadcrumbs is clearer than three cramped ones.
public enum LayoutTier: Sendable, Hashable {
    case threePanes
    case twoPanes
    case onePane

    public static let threePaneMinimumWidth = 100
    public static let twoPaneMinimumWidth = 80

    public init(width: Int) {
        if width >= Self.threePaneMinimumWidth {
            self = .threePanes
        } else if width >= Self.twoPaneMinimumWidth {
            self = .twoPanes
        } else {
            self = .onePane
        }
    }

    /// The panes on screen, left to right, when `focus` has the focus.
    public func visiblePanes(focus: Pane) -> [Pane] {
        switch self {
        case .threePanes: [.heroes, .stories, .detail]
        case .twoPanes: focus == .detail ? [.stories, .detail] : [.heroes, .stories]
        case .onePane: [focus]
        }
    }
}
