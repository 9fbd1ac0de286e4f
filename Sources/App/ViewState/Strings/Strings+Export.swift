/// Exporting a story as a book to keep (`X`).
extension Strings {
    public static let keyExport = "Export"
    public static let keyExportHelp = "Export as an EPUB picture book and an MP3 with chapters (to your documents folder)"
    public static let exportUnavailable = "exporting is not available here"
    public static let exportNotWrittenYet = "This story is still being written; export it once it is ready."
    public static func exporting(_ title: String) -> String { "Exporting \"\(title)\" as a picture book..." }
    public static func exported(_ book: ExportedBook) -> String {
        if let audio = book.audio {
            return "Saved \"\(book.title)\" in \(book.folder): \(book.book) (picture book) and \(audio) (narration with chapters)."
        }
        return "Saved \"\(book.title)\" in \(book.folder): \(book.book) (picture book; no narration yet, so no MP3)."
    }
    public static func exportFailed(_ title: String, _ reason: String) -> String {
        "Could not export \"\(title)\": \(reason)"
    }
}
