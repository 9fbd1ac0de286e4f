/// A story exported as a book to keep (`X`): where the files went, as the status line says it.
public struct ExportedBook: Sendable, Equatable {
    public var storyID: String
    public var title: String
    /// The folder, as the user reads it (`~/Documents`).
    public var folder: String
    /// The EPUB's file name.
    public var book: String
    /// The MP3's file name; nil when the story has no narration yet.
    public var audio: String?

    public init(storyID: String, title: String, folder: String, book: String, audio: String?) {
        self.storyID = storyID
        self.title = title
        self.folder = folder
        self.book = book
        self.audio = audio
    }
}
