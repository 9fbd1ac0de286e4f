import Foundation
import SharedUtilities

/// The files of an EPUB 3 picture book, in the order the container wants them: `mimetype`
/// first (stored, not compressed), the container, the package document, the navigation, one
/// XHTML page per scene with its picture, and, with a narration, a media overlay (SMIL) per page
/// so reading systems that support them read along with the voice.
///
/// Pure: the same book gives the same bytes; `EPUBWriter` puts them in a ZIP.
public enum EPUBPackage {
    public struct File: Sendable, Equatable {
        public var path: String
        public var data: Data
        /// False for `mimetype` (the spec wants it stored) and for media already compressed.
        public var compressed: Bool
    }

    /// The class reading systems put on the paragraph being read aloud.
    static let activeClass = "-epub-media-overlay-active"

    public static func files(of book: PictureBook) -> [File] {
        let paragraphs = book.timedParagraphs()
        let narrated = book.narration != nil
        var files: [File] = [
            File(path: "mimetype", data: Data("application/epub+zip".utf8), compressed: false),
            text("META-INF/container.xml", """
                <?xml version="1.0" encoding="UTF-8"?>
                <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
                  <rootfiles>
                    <rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
                  </rootfiles>
                </container>

                """),
            text("EPUB/package.opf", packageDocument(book, paragraphs: paragraphs)),
            text("EPUB/nav.xhtml", navigation(book, paragraphs: paragraphs)),
            text("EPUB/style.css", style),
        ]
        for (index, scene) in book.scenes.enumerated() {
            let number = index + 1
            files.append(text("EPUB/page-\(number).xhtml", page(book, number: number, paragraphs: paragraphs[index],
                                                                  hasPicture: scene.picture != nil)))
            if let picture = scene.picture {
                files.append(File(path: "EPUB/images/picture-\(number).png", data: picture, compressed: false))
            }
            if narrated {
                files.append(text("EPUB/page-\(number).smil", overlay(number: number, paragraphs: paragraphs[index])))
            }
        }
        if let narration = book.narration {
            files.append(File(path: "EPUB/audio/narration.mp3", data: narration.audio, compressed: false))
        }
        return files
    }

    // MARK: Documents

    static func packageDocument(_ book: PictureBook, paragraphs: [[(text: String, clip: ClosedRange<Double>?)]]) -> String {
        let language = MarkupText.escaped(book.language)
        var metadata = """
                <dc:identifier id="book-id">\(MarkupText.escaped(book.identifier))</dc:identifier>
                <dc:title>\(MarkupText.escaped(book.title))</dc:title>
                <dc:language>\(language)</dc:language>
                <dc:creator>\(MarkupText.escaped(book.author))</dc:creator>
                <meta property="dcterms:modified">\(timestamp(book.modified))</meta>

            """
        var manifest = """
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
                <item id="style" href="style.css" media-type="text/css"/>

            """
        var spine = ""
        if book.narration != nil {
            // Each overlay lasts from its first clip's start to its last clip's end; the book's
            // duration is their sum (epubcheck checks that they agree).
            var total = 0
            for (index, scene) in paragraphs.enumerated() {
                let duration = overlayMilliseconds(scene)
                total += duration
                metadata += "        <meta property=\"media:duration\" refines=\"#overlay-\(index + 1)\">\(clock(milliseconds: duration))</meta>\n"
            }
            metadata += "        <meta property=\"media:duration\">\(clock(milliseconds: total))</meta>\n"
            metadata += "        <meta property=\"media:active-class\">\(activeClass)</meta>\n"
            manifest += "        <item id=\"narration\" href=\"audio/narration.mp3\" media-type=\"audio/mpeg\"/>\n"
        }
        var cover = true
        for (index, scene) in book.scenes.enumerated() {
            let number = index + 1
            let overlay = book.narration != nil ? " media-overlay=\"overlay-\(number)\"" : ""
            manifest += "        <item id=\"page-\(number)\" href=\"page-\(number).xhtml\" media-type=\"application/xhtml+xml\"\(overlay)/>\n"
            if book.narration != nil {
                manifest += "        <item id=\"overlay-\(number)\" href=\"page-\(number).smil\" media-type=\"application/smil+xml\"/>\n"
            }
            if scene.picture != nil {
                // The first picture is the cover a library shows.
                let properties = cover ? " properties=\"cover-image\"" : ""
                cover = false
                manifest += "        <item id=\"picture-\(number)\" href=\"images/picture-\(number).png\" media-type=\"image/png\"\(properties)/>\n"
            }
            spine += "        <itemref idref=\"page-\(number)\"/>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\(language)">
                <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            \(metadata)    </metadata>
                <manifest>
            \(manifest)    </manifest>
                <spine>
            \(spine)    </spine>
            </package>

            """
    }

    static func navigation(_ book: PictureBook, paragraphs: [[(text: String, clip: ClosedRange<Double>?)]]) -> String {
        var items = ""
        for (index, scene) in paragraphs.enumerated() {
            let label = index == 0 ? book.title : label(of: scene.first?.text ?? "", number: index + 1)
            items += "                <li><a href=\"page-\(index + 1).xhtml\">\(MarkupText.escaped(label))</a></li>\n"
        }
        return xhtml(book, styled: false, body: """
                <nav epub:type="toc" id="toc">
                    <h1>\(MarkupText.escaped(book.title))</h1>
                    <ol>
            \(items)        </ol>
                </nav>

            """)
    }

    static func page(_ book: PictureBook, number: Int, paragraphs: [(text: String, clip: ClosedRange<Double>?)],
                     hasPicture: Bool) -> String {
        var body = number == 1 ? "        <h1>\(MarkupText.escaped(book.title))</h1>\n" : ""
        if hasPicture {
            let alt = MarkupText.escaped(label(of: paragraphs.first?.text ?? book.title, number: number))
            body += "        <figure><img src=\"images/picture-\(number).png\" alt=\"\(alt)\"/></figure>\n"
        }
        for (index, paragraph) in paragraphs.enumerated() {
            body += "        <p id=\"p\(number)-\(index + 1)\">\(MarkupText.escaped(paragraph.text))</p>\n"
        }
        return xhtml(book, styled: true, body: """
                <section epub:type="chapter" id="page-\(number)">
            \(body)    </section>

            """)
    }

    /// An XHTML document of the book: its language, its title, the style sheet when `styled`.
    static func xhtml(_ book: PictureBook, styled: Bool, body: String) -> String {
        let language = MarkupText.escaped(book.language)
        let style = styled ? "    <link rel=\"stylesheet\" type=\"text/css\" href=\"style.css\"/>\n" : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="\(language)" lang="\(language)">
            <head>
                <meta charset="UTF-8"/>
                <title>\(MarkupText.escaped(book.title))</title>
            \(style)</head>
            <body>
            \(body)</body>
            </html>

            """
    }

    /// The page's media overlay: each paragraph with its clip of the narration.
    static func overlay(number: Int, paragraphs: [(text: String, clip: ClosedRange<Double>?)]) -> String {
        var pars = ""
        for (index, paragraph) in paragraphs.enumerated() {
            guard let clip = paragraph.clip else { continue }
            pars += """
                        <par id="par\(number)-\(index + 1)">
                            <text src="page-\(number).xhtml#p\(number)-\(index + 1)"/>
                            <audio src="audio/narration.mp3" clipBegin="\(clock(clip.lowerBound))" clipEnd="\(clock(clip.upperBound))"/>
                        </par>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
                <body>
                    <seq id="seq\(number)" epub:textref="page-\(number).xhtml#page-\(number)" epub:type="chapter">
            \(pars)        </seq>
                </body>
            </smil>

            """
    }

    static let style = """
        body { margin: 0 5%; line-height: 1.5; }
        h1 { text-align: center; }
        figure { margin: 1em 0; text-align: center; }
        img { max-width: 100%; }
        p { text-indent: 0; margin: 0 0 0.8em 0; }
        .\(activeClass) { background-color: #fff3b0; }

        """

    // MARK: Helpers

    /// The overlay's length as its clips are written (each end minus each start, to the
    /// millisecond), so the book's total is exactly the sum of its pages'.
    static func overlayMilliseconds(_ paragraphs: [(text: String, clip: ClosedRange<Double>?)]) -> Int {
        paragraphs.compactMap { $0.clip.map { milliseconds($0.upperBound) - milliseconds($0.lowerBound) } }.reduce(0, +)
    }

    static func milliseconds(_ seconds: Double) -> Int { Int((max(0, seconds) * 1000).rounded()) }

    /// `h:mm:ss.fff`, SMIL's full clock value.
    static func clock(_ seconds: Double) -> String { clock(milliseconds: milliseconds(seconds)) }

    static func clock(milliseconds millis: Int) -> String {
        let (hours, rest) = millis.quotientAndRemainder(dividingBy: 3_600_000)
        let (minutes, rest2) = rest.quotientAndRemainder(dividingBy: 60_000)
        let (secs, ms) = rest2.quotientAndRemainder(dividingBy: 1000)
        return "\(hours):" + pad(minutes, 2) + ":" + pad(secs, 2) + "." + pad(ms, 3)
    }

    /// `2026-11-27T10:00:00Z`, the form `dcterms:modified` must have.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// A scene's label: its first words (the navigation and the alt text), or its number.
    static func label(of text: String, number: Int) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).prefix(7).joined(separator: " ")
        guard !words.isEmpty else { return "\(number)" }
        return text.split(whereSeparator: \.isWhitespace).count > 7 ? words + "…" : words
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    private static func text(_ path: String, _ content: String) -> File {
        File(path: path, data: Data(content.utf8), compressed: true)
    }
}
