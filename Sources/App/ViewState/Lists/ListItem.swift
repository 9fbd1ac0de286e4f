/// Something a `BrowsableList` can hold and filter.
public protocol ListItem: Sendable, Equatable, Identifiable where ID == String {
    /// Whether the item passes `filter`; `normalizedQuery` is `filter.normalizedQuery`, computed
    /// once per filtering pass rather than once per item.
    func matches(_ filter: ListFilter, normalizedQuery: String) -> Bool
}
