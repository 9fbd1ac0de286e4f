/// The part of a story a listener already has: its title (when the writer had said it) and the
/// text streamed so far, exactly as stored.
public struct ToldStory: Sendable, Equatable {
    public var title: String?
    public var text: String

    public init(title: String?, text: String) {
        self.title = title
        self.text = text
    }
}
