import Foundation
import SharedUtilities
import StandIns
import IllustrationPainting
import SpeechSynthesis
@testable import StoryExport
import Testing

/// The book to keep (`X`): a real EPUB 3 picture book checked by the W3C's `epubcheck` (Debian's
/// package), with and without a narration as a media overlay, and the MP3's chapters read back
/// by `ffprobe`. The narration is a real one, made by the offline narrator (espeak-ng and lame).
@Suite("Story export", .serialized)
struct StoryExportTests {
    static let text = [
        "Once upon a time, Luna found a silver lantern by the garden gate.\n\nIt hummed a little tune, like a kettle far away.",
        "She followed its glow past the sleeping hens & the old \"whispering\" well.\n\nThe path curled down to the pond.",
        "At the pond, a frog with a <tiny> crown asked for help.\n\nTogether they hung the lantern high, and the night grew kind.",
    ]

    /// The three scenes read aloud, made once per run (awaited, never waited for with a
    /// semaphore: on two cores that would block the pool the narrator needs).
    static func narration() async throws -> PictureBook.Narration {
        try await NarrationCache.shared.narration(text.joined(separator: "\n\n"))
    }

    /// A small PNG: a gradient, as the offline illustrator's encoder writes it.
    static func picture(_ shade: UInt8) -> Data {
        let (width, height) = (64, 48)
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { rgba += [UInt8(x * 4), UInt8(y * 5), shade, 255] }
        }
        return PNGEncoder.encode(width: width, height: height, rgba: rgba)
    }

    static func book(_ narration: PictureBook.Narration?) -> PictureBook {
        let duration = narration?.duration ?? 60
        return PictureBook(
            title: "Luna's & the \"Lantern\" <Moon>", language: "en", author: "InfiniteStories",
            identifier: "urn:infinite-stories:story:test-1", modified: Date(timeIntervalSince1970: 1_795_000_000),
            scenes: [
                PictureBook.Scene(text: text[0], picture: picture(40), start: 0),
                PictureBook.Scene(text: text[1], picture: nil, start: nil),
                PictureBook.Scene(text: text[2], picture: picture(200), start: duration * 0.65),
            ],
            narration: narration)
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try ChildProcess.capture("/usr/bin/env", [tool] + arguments)
        return (run.status, run.output + run.errors)
    }

    /// Debian's epubcheck: an executable jar (`/usr/bin/epubcheck` needs binfmt_misc, which
    /// containers lack), run with java.
    static let epubcheckJar = "/usr/share/java/epubcheck.jar"

    static func epubcheck(_ path: String) throws -> (status: Int32, output: String) {
        try run("java", ["-jar", epubcheckJar, path])
    }

    static func available(_ tool: String) -> Bool {
        (try? run("sh", ["-c", "command -v \(tool)"]).status) == 0
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [true, false])
    func thePictureBookPassesEpubcheck(narrated: Bool) async throws {
        try #require(FileManager.default.fileExists(atPath: Self.epubcheckJar) && Self.available("java"),
                     "epubcheck is not installed (make test installs it)")
        let narration = try await Self.narration()
        #expect(narration.duration > 5, "the narrator made a narration")
        let book = Self.book(narrated ? narration : nil)
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Luna.epub")
        try EPUBWriter.write(book, to: url)
        let (status, output) = try Self.epubcheck(url.path)
        #expect(status == 0, "\(output)")
        #expect(output.contains("No errors or warnings detected"), "\(output)")
        // The container's first entry is `mimetype`, stored (method 0), as the OCF spec requires.
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(bytes.count > 60 && bytes[0..<4] == [0x50, 0x4B, 0x03, 0x04])
        #expect(bytes[8] == 0 && bytes[9] == 0, "mimetype is stored, not compressed")
        #expect(String(decoding: bytes[30..<38], as: UTF8.self) == "mimetype")
        let files = EPUBPackage.files(of: book).map(\.path)
        #expect(files.contains("EPUB/page-3.smil") == narrated)
        #expect(files.contains("EPUB/audio/narration.mp3") == narrated)
        #expect(files.contains("EPUB/images/picture-1.png") && !files.contains("EPUB/images/picture-2.png"))
    }

    @Test func theOverlayReadsEachParagraphInTurnOverTheWholeNarration() async throws {
        let narration = try await Self.narration()
        let book = Self.book(narration)
        let scenes = book.timedParagraphs()
        let clips = scenes.flatMap { $0.compactMap(\.clip) }
        #expect(clips.count == 6)
        #expect(clips.first?.lowerBound == 0)
        #expect(abs((clips.last?.upperBound ?? 0) - narration.duration) < 0.001)
        for (earlier, later) in zip(clips, clips.dropFirst()) {
            #expect(abs(earlier.upperBound - later.lowerBound) < 0.001, "no gap, no overlap: \(clips)")
            #expect(later.upperBound >= later.lowerBound)
        }
        // The third scene starts where its illustration said.
        #expect(abs((scenes[2].first?.clip?.lowerBound ?? 0) - narration.duration * 0.65) < 0.001)
        let smil = String(decoding: EPUBPackage.files(of: book).first { $0.path == "EPUB/page-1.smil" }?.data ?? Data(),
                          as: UTF8.self)
        #expect(smil.contains("<text src=\"page-1.xhtml#p1-2\"/>"), "\(smil)")
        let page = String(decoding: EPUBPackage.files(of: book).first { $0.path == "EPUB/page-2.xhtml" }?.data ?? Data(),
                          as: UTF8.self)
        #expect(page.contains("the sleeping hens &amp; the old &quot;whispering&quot; well."), "\(page)")
    }

    /// The server's scene times are estimates: a last scene said to start past the narration's
    /// end (seen on a real story) must still get its share, and epubcheck must accept the book.
    @Test func sceneTimesPastTheNarrationAreReplacedByLength() async throws {
        let narration = try await Self.narration()
        var book = Self.book(narration)
        book.scenes[2].start = narration.duration + 30
        let clips = book.timedParagraphs().flatMap { $0.compactMap(\.clip) }
        #expect(clips.allSatisfy { $0.upperBound - $0.lowerBound > 0.5 }, "every paragraph is heard: \(clips)")
        #expect(abs((clips.last?.upperBound ?? 0) - narration.duration) < 0.001)
        try #require(FileManager.default.fileExists(atPath: Self.epubcheckJar) && Self.available("java"))
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Late.epub")
        try EPUBWriter.write(book, to: url)
        let (status, output) = try Self.epubcheck(url.path)
        #expect(status == 0, "\(output)")
    }

    @Test func theMP3sChaptersReadBackWithFFprobe() async throws {
        try #require(Self.available("ffprobe"), "ffprobe is not installed (make test installs ffmpeg)")
        let narration = try await Self.narration()
        let book = Self.book(narration)
        let chapters = book.timedParagraphs().enumerated().map { index, paragraphs in
            ChapteredMP3.Chapter(title: "\(index + 1). Scène \(index + 1)", start: paragraphs.first?.clip?.lowerBound ?? 0,
                                 end: paragraphs.last?.clip?.upperBound ?? 0)
        }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Luna.mp3")
        try ChapteredMP3.tagged(narration.audio, title: book.title, chapters: chapters).write(to: url)
        let (status, output) = try Self.run("ffprobe", ["-v", "error", "-show_chapters", "-show_format", "-of", "json", url.path])
        #expect(status == 0, "\(output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let read = try #require(json["chapters"] as? [[String: Any]], "\(output)")
        #expect(read.count == 3, "\(output)")
        for (index, chapter) in read.enumerated() {
            let start = Double(chapter["start_time"] as? String ?? "") ?? -1
            let end = Double(chapter["end_time"] as? String ?? "") ?? -1
            #expect(abs(start - chapters[index].start) < 0.002, "\(chapter)")
            #expect(abs(end - chapters[index].end) < 0.002, "\(chapter)")
            #expect((chapter["tags"] as? [String: String])?["title"] == chapters[index].title, "\(chapter)")
        }
        let format = try #require(json["format"] as? [String: Any])
        #expect((format["tags"] as? [String: String])?["title"] == book.title, "\(format)")
        let duration = Double(format["duration"] as? String ?? "") ?? 0
        #expect(abs(duration - narration.duration) < 0.5, "the audio is whole: \(duration) of \(narration.duration)")
    }

    @Test func fileNamesAreSafeAndAnExportNeverReplacesAFile() throws {
        #expect(ExportFiles.baseName(for: "The Moon/Trip: Part 1") == "The MoonTrip Part 1")
        #expect(ExportFiles.baseName(for: "..hidden") == "hidden")
        #expect(ExportFiles.baseName(for: " \u{7}\n ") == "Story")
        #expect(ExportFiles.baseName(for: "大冒险 🐉").hasPrefix("大冒险"))
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try ExportFiles.reserve(in: folder, base: "Luna", extension: "epub")
        #expect(first.lastPathComponent == "Luna.epub")
        #expect(FileManager.default.fileExists(atPath: first.path), "the name is taken at once")
        #expect(try ExportFiles.reserve(in: folder, base: "Luna", extension: "epub").lastPathComponent == "Luna (2).epub")
        // Writing through the reserved name replaces the empty file whole, and leaves nothing beside it.
        try ExportFiles.replace(first) { try Data("book".utf8).write(to: $0) }
        #expect(try Data(contentsOf: first) == Data("book".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Luna (2).epub", "Luna.epub"])
        #expect(ExportFiles.folder(given: "/tmp/books", environment: [:]).path == "/tmp/books")
        #expect(ExportFiles.folder(given: nil, environment: ["XDG_DOCUMENTS_DIR": "/home/a/Docs", "HOME": "/home/a"]).path
            == "/home/a/Docs")
        #expect(ExportFiles.folder(given: nil, environment: ["HOME": "/home/a"]).path == "/home/a/Documents")
    }
}

/// The test narration, made once and shared by the tests that await it.
actor NarrationCache {
    static let shared = NarrationCache()
    private var made: PictureBook.Narration?

    func narration(_ text: String) async throws -> PictureBook.Narration {
        if let made { return made }
        let speech = try await EspeakSpeechSynthesizer().synthesize(SpeechRequest(text: text))
        let narration = PictureBook.Narration(audio: speech.data, duration: speech.duration)
        made = narration
        return narration
    }
}
