import InfiniteStoriesModels

/// The user's own events in the events list.
extension CustomStoryEvent: ListItem {
    /// Events are found by title, category or keyword.
    public func matches(_ filter: ListFilter, normalizedQuery: String) -> Bool {
        if filter.favoritesOnly && !isFavorite { return false }
        guard !normalizedQuery.isEmpty else { return true }
        if ListFilter.normalize(title).contains(normalizedQuery) { return true }
        if ListFilter.normalize(category).contains(normalizedQuery) { return true }
        return keywords.contains { ListFilter.normalize($0).contains(normalizedQuery) }
    }
}
