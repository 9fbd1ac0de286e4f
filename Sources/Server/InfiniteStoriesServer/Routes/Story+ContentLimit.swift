import InfiniteStoriesModels

extension Story {
    /// Keeps the first `limit` characters (grapheme clusters, so no letter or emoji is split) of
    /// the text and says whether anything was cut, for lists asked with `contentLimit`.
    mutating func limitContent(to limit: Int) {
        // Stops at the limit instead of counting the whole text.
        let end = content.index(content.startIndex, offsetBy: limit, limitedBy: content.endIndex) ?? content.endIndex
        contentTruncated = end < content.endIndex
        if end < content.endIndex { content = String(content[..<end]) }
    }
}
