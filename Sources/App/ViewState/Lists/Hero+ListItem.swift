import InfiniteStoriesModels

/// Heroes in the heroes list.
extension Hero: ListItem {
    /// Heroes are found by name or trait; the favourites switch is for stories only.
    public func matches(_ filter: ListFilter, normalizedQuery: String) -> Bool {
        guard !normalizedQuery.isEmpty else { return true }
        if ListFilter.normalize(name).contains(normalizedQuery) { return true }
        return traits.contains { ListFilter.normalize($0).contains(normalizedQuery) }
    }
}
