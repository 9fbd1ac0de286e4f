import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Exports one story as a book to keep (`X`): the story read again with its illustrations,
/// its pictures and narration through the media cache, an EPUB 3 picture book (with the
/// narration as a media overlay) and, when it is narrated, one MP3 with a chapter per scene.
public struct StoryBookExporter: Sendable {
    public struct Result: Sendable, Equatable {
        public var storyID: String
        public var title: String
        public var book: URL
        /// Nil when the story has no narration yet.
        public var audio: URL?
    }

    let stories: any StoryRepository
    let media: any MediaLoading
    let folder: URL
    let author: String

    public init(stories: any StoryRepository, media: any MediaLoading, folder: URL, author: String = "InfiniteStories") {
        self.stories = stories
        self.media = media
        self.folder = folder
        self.author = author
    }

    public func export(storyID: String) async throws -> Result {
        let story = try await stories.get(id: storyID, includeIllustrations: true)
        var narration: PictureBook.Narration?
        // A narration without a length cannot be timed: the book is made without it.
        if story.audioGenerationStatus == .completed, let url = story.audioUrl, let duration = story.audioDuration,
           duration > 0 {
            let audio = try await media.data(for: url)
            narration = PictureBook.Narration(audio: audio, duration: duration)
        }
        var pictures: [Int: Data] = [:]
        let illustrations = (story.illustrations ?? []).sorted { $0.displayOrder < $1.displayOrder }
        for (index, illustration) in illustrations.enumerated() {
            guard illustration.status == .completed, let url = illustration.imageUrl else { continue }
            // A picture that cannot be fetched leaves its page without one; the book is still made.
            pictures[index] = try? await media.data(for: url)
        }
        let title = story.title.isEmpty ? "Story" : story.title
        let book = PictureBook(title: title, language: StoryLanguage(wire: story.language)?.code ?? "en", author: author,
                               identifier: "urn:infinite-stories:story:\(story.id)", modified: story.updatedAt,
                               scenes: Self.scenes(content: story.content, illustrations: illustrations, pictures: pictures),
                               narration: narration)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let base = ExportFiles.baseName(for: title)
        let bookURL = try ExportFiles.reserve(in: folder, base: base, extension: "epub")
        do {
            try EPUBWriter.write(book, to: bookURL)
        } catch {
            try? FileManager.default.removeItem(at: bookURL)
            throw error
        }
        var audioURL: URL?
        if let narration {
            let chapters = book.timedParagraphs().enumerated().compactMap { index, paragraphs -> ChapteredMP3.Chapter? in
                guard let first = paragraphs.first?.clip, let last = paragraphs.last?.clip else { return nil }
                let label = index == 0 ? title : EPUBPackage.label(of: paragraphs.first?.text ?? "", number: index + 1)
                return ChapteredMP3.Chapter(title: "\(index + 1). \(label)", start: first.lowerBound, end: last.upperBound)
            }
            let url = try ExportFiles.reserve(in: folder, base: base, extension: "mp3")
            let tagged = ChapteredMP3.tagged(narration.audio, title: title, chapters: chapters)
            do {
                try ExportFiles.replace(url) { try tagged.write(to: $0) }
            } catch {
                try? FileManager.default.removeItem(at: url)
                throw error
            }
            audioURL = url
        }
        return Result(storyID: story.id, title: title, book: bookURL, audio: audioURL)
    }

    /// The story's text as scenes: a new scene where each illustration's text begins, with its
    /// picture and start; the whole text as one scene when the story has no illustrations (or
    /// their text cannot be found in it).
    static func scenes(content: String, illustrations: [Illustration], pictures: [Int: Data]) -> [PictureBook.Scene] {
        let paragraphs = content.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        guard !paragraphs.isEmpty else { return [PictureBook.Scene(text: content)] }
        // Where each illustration's scene starts in the paragraphs (in order; unfound ones skipped).
        var starts: [(paragraph: Int, illustration: Int)] = []
        var from = 0
        for (index, illustration) in illustrations.enumerated() {
            let opening = String(illustration.textSegment.trimmingCharacters(in: .whitespacesAndNewlines).prefix(40))
            guard !opening.isEmpty,
                  let found = paragraphs[from...].firstIndex(where: { $0.hasPrefix(opening) || $0.contains(opening) }) else { continue }
            starts.append((found, index))
            from = found + 1
        }
        if starts.isEmpty || starts[0].paragraph != 0 { starts.insert((0, -1), at: 0) }
        return starts.enumerated().map { position, start in
            let end = position + 1 < starts.count ? starts[position + 1].paragraph : paragraphs.count
            let illustration = start.illustration >= 0 ? illustrations[start.illustration] : nil
            return PictureBook.Scene(text: paragraphs[start.paragraph..<end].joined(separator: "\n\n"),
                                     picture: start.illustration >= 0 ? pictures[start.illustration] : nil,
                                     start: illustration?.timestamp)
        }
    }
}
