
/// One picture rendered at one size: the media file (its URL without the signature, so a
/// re-signed URL is the same picture) and the cells it may fill.
public struct PictureKey: Sendable, Hashable {
    public var source: String
    public var columns: Int
    public var rows: Int

    public init(url: String, columns: Int, rows: Int) {
        // Plain string work, not `MediaCache.cacheKey` (URLComponents): the hero detail can be
        // in the first frame, from the saved lists, and URLComponents' first use starts ICU
        // (docs/decisions/0012). Within one run the server's URLs differ only in the query.
        source = String(url.prefix { $0 != "?" && $0 != "#" })
        self.columns = columns
        self.rows = rows
    }
}
