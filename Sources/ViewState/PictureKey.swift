import Foundation
import InfiniteStoriesClient

/// One picture rendered at one size: the media file (its URL without the signature, so a
/// re-signed URL is the same picture) and the cells it may fill.
public struct PictureKey: Sendable, Hashable {
    public var source: String
    public var columns: Int
    public var rows: Int

    public init(url: String, columns: Int, rows: Int) {
        source = URL(string: url).map(MediaCache.cacheKey(for:)) ?? url
        self.columns = columns
        self.rows = rows
    }
}
