import Foundation
import SharedUtilities

/// The narration as one MP3 with chapter marks: an ID3v2.4 tag with the title (`TIT2`), a table
/// of contents (`CTOC`) and one `CHAP` frame per scene (its start and end in milliseconds and
/// its title), in front of the narration's audio frames (any tag it had is replaced). Players
/// and podcast apps that read ID3 chapters (and `ffprobe -show_chapters`) list the scenes.
///
/// No ID3 library in the list we may use; the frames needed are a few dozen lines of the
/// ID3v2.4 structure document, so they are written here (ADR 0032).
public enum ChapteredMP3 {
    public struct Chapter: Sendable, Equatable {
        public var title: String
        /// Seconds.
        public var start: Double
        public var end: Double

        public init(title: String, start: Double, end: Double) {
            self.title = title
            self.start = start
            self.end = end
        }
    }

    public static func tagged(_ mp3: Data, title: String, chapters: [Chapter]) -> Data {
        let bytes = [UInt8](mp3)
        let audio = bytes[MP3FrameScanner.offsetAfterID3v2Tags(in: bytes)...]
        var frames = frame("TIT2", text(title))
        let ids = chapters.indices.map { "chp\($0 + 1)" }
        var toc: [UInt8] = Array("toc".utf8) + [0]
        toc.append(0x03)  // top level, ordered
        toc.append(UInt8(min(ids.count, 255)))
        for id in ids.prefix(255) { toc += Array(id.utf8) + [0] }
        toc += frame("TIT2", text(title))
        frames += frame("CTOC", toc)
        for (index, chapter) in chapters.enumerated() {
            var body: [UInt8] = Array(ids[index].utf8) + [0]
            body += bigEndian(milliseconds(chapter.start))
            body += bigEndian(milliseconds(max(chapter.start, chapter.end)))
            body += [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]  // byte offsets: unused
            body += frame("TIT2", text(chapter.title))
            frames += frame("CHAP", body)
        }
        var out: [UInt8] = Array("ID3".utf8) + [4, 0, 0]
        out += syncsafe(frames.count)
        out += frames
        out += audio
        return Data(out)
    }

    /// An ID3v2.4 frame: id, syncsafe size, no flags, body.
    static func frame(_ id: String, _ body: [UInt8]) -> [UInt8] {
        Array(id.utf8) + syncsafe(body.count) + [0, 0] + body
    }

    /// A text frame's body: UTF-8 (encoding 3), the text.
    static func text(_ value: String) -> [UInt8] { [3] + Array(value.utf8) }

    static func syncsafe(_ value: Int) -> [UInt8] {
        let value = UInt32(clamping: value)
        return [UInt8((value >> 21) & 0x7F), UInt8((value >> 14) & 0x7F), UInt8((value >> 7) & 0x7F), UInt8(value & 0x7F)]
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// The book's rounding (`EPUBPackage.milliseconds`), so chapters and read-along clips agree.
    static func milliseconds(_ seconds: Double) -> UInt32 { UInt32(clamping: EPUBPackage.milliseconds(seconds)) }
}
