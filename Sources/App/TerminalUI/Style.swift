/// How one cell is drawn: a semantic role plus attributes requested on top of it.
///
/// Extra attributes let a widget emphasise without inventing roles (a bold key inside a muted
/// footer); the theme adds the role's own attributes when the backend resolves the style.
public struct Style: Sendable, Hashable {
    public var role: Role
    public var attributes: TextAttributes
    /// Colours of the cell's own, over the role's (pictures); nil for text.
    public var colors: CellColors?

    public init(_ role: Role = .normal, attributes: TextAttributes = [], colors: CellColors? = nil) {
        self.role = role
        self.attributes = attributes
        self.colors = colors
    }

    /// This style with `extra` attributes added.
    public func adding(_ extra: TextAttributes) -> Style {
        Style(role, attributes: attributes.union(extra), colors: colors)
    }

    public static let normal = Style(.normal)
    public static let muted = Style(.muted)
    public static let selected = Style(.selected)
    public static let error = Style(.error)
    public static let warning = Style(.warning)
    public static let success = Style(.success)
    public static let banner = Style(.banner)
    public static let accent = Style(.accent)
    public static let border = Style(.border)
    public static let title = Style(.title)
}
