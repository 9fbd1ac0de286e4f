import Foundation
import Testing
@testable import SpeechSynthesis
import SharedUtilities

/// The frame parser against hand-built streams whose expected lengths come from the MPEG audio
/// specification (ISO/IEC 11172-3, 13818-3), not from the parser.
struct MP3DurationTests {
    /// MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, joint stereo: the classic 417-byte frame
    /// (418 with padding), 1152 samples.
    static let mpeg1Header: [UInt8] = [0xFF, 0xFB, 0x90, 0x40]
    static let mpeg1PaddedHeader: [UInt8] = [0xFF, 0xFB, 0x92, 0x40]
    /// MPEG-2 Layer III, 64 kbit/s, 22.05 kHz, mono: 72 * 64000 / 22050 = 208 bytes, 576 samples.
    static let mpeg2MonoHeader: [UInt8] = [0xFF, 0xF3, 0x80, 0xC0]
    /// MPEG-2.5 Layer III, 8 kbit/s, 8 kHz, mono: 72 bytes, 576 samples.
    static let mpeg25Header: [UInt8] = [0xFF, 0xE3, 0x18, 0xC0]

    static func frame(_ header: [UInt8], length: Int) -> [UInt8] {
        header + [UInt8](repeating: 0, count: length - 4)
    }

    /// An ID3v2.4 tag of `size` body bytes (syncsafe size), holding bytes that look like a sync.
    static func id3Tag(size: Int) -> [UInt8] {
        let syncsafe: [UInt8] = [3, 2, 1, 0].map { UInt8((size >> (7 * $0)) & 0x7F) }
        let body = (0..<size).map { $0 % 3 == 0 ? UInt8(0xFF) : UInt8(0xFB) }
        return Array("ID3".utf8) + [4, 0, 0] + syncsafe + body
    }

    @Test func mpeg1FramesWithPaddingAreCounted() throws {
        // 38 frames, every third one padded, as a 128 kbit/s encoder alternates to keep the rate.
        var stream: [UInt8] = []
        for index in 0..<38 {
            stream += index % 3 == 2 ? Self.frame(Self.mpeg1PaddedHeader, length: 418)
                                     : Self.frame(Self.mpeg1Header, length: 417)
        }
        let seconds = try #require(MP3Duration.seconds(of: Data(stream)))
        #expect(abs(seconds - 38.0 * 1152 / 44100) < 1e-9)
    }

    @Test func mpeg2AndMpeg25UseHalfFrames() throws {
        let mpeg2 = (0..<100).flatMap { _ in Self.frame(Self.mpeg2MonoHeader, length: 208) }
        let mpeg2Seconds = try #require(MP3Duration.seconds(of: Data(mpeg2)))
        #expect(abs(mpeg2Seconds - 100.0 * 576 / 22050) < 1e-9)

        let mpeg25 = (0..<50).flatMap { _ in Self.frame(Self.mpeg25Header, length: 72) }
        let mpeg25Seconds = try #require(MP3Duration.seconds(of: Data(mpeg25)))
        #expect(abs(mpeg25Seconds - 50.0 * 0.072) < 1e-9)
    }

    @Test func id3v2TagIsSkippedEvenWhenItContainsSyncBytes() throws {
        let frames = (0..<10).flatMap { _ in Self.frame(Self.mpeg2MonoHeader, length: 208) }
        // 300 body bytes exceed 127, so a wrong (non-syncsafe) size reading would land mid-tag.
        let seconds = try #require(MP3Duration.seconds(of: Data(Self.id3Tag(size: 300) + frames)))
        #expect(abs(seconds - 10.0 * 576 / 22050) < 1e-9)
    }

    @Test func junkBetweenFramesAndTrailingTagsAreNotAudio() throws {
        let frame = Self.frame(Self.mpeg2MonoHeader, length: 208)
        let junk: [UInt8] = [0x00, 0xFF, 0x12, 0x34, 0xFF]
        let id3v1 = Array("TAG".utf8) + [UInt8](repeating: 0x20, count: 125)
        let stream = frame + frame + junk + frame + id3v1 + frame.prefix(100)
        let seconds = try #require(MP3Duration.seconds(of: Data(stream)))
        // Three whole frames; the truncated fourth is not playable audio.
        #expect(abs(seconds - 3.0 * 576 / 22050) < 1e-9)
    }

    @Test func xingFrameCountIsUsedAndItsFrameIsNotAudio() throws {
        // A Xing tag in an MPEG-1 stereo frame sits after 4 header + 32 side-information bytes.
        var tagFrame = Self.frame(Self.mpeg1Header, length: 417)
        tagFrame.replaceSubrange(36..<48, with: Array("Xing".utf8) + [0, 0, 0, 1] + [0, 0, 0x03, 0xE8])
        let audio = (0..<5).flatMap { _ in Self.frame(Self.mpeg1Header, length: 417) }
        let seconds = try #require(MP3Duration.seconds(of: Data(tagFrame + audio)))
        // The tag's 1000 frames win over the 5 present: a VBR file's count is authoritative.
        #expect(abs(seconds - 1000.0 * 1152 / 44100) < 1e-9)
    }

    @Test func lameGaplessTrimIsSubtracted() throws {
        // Mono MPEG-2: "Info" after 4 + 9 bytes; flags = frames only; LAME extension right after.
        var tagFrame = Self.frame(Self.mpeg2MonoHeader, length: 208)
        let info = Array("Info".utf8) + [0, 0, 0, 1] + [0, 0, 0x01, 0x00]   // 256 frames
        // Delay 576 (0x240) and padding 1000 (0x3E8) packed as 12 + 12 bits at extension offset 21.
        var lame = Array("LAME3.100".utf8) + [UInt8](repeating: 0, count: 12)
        lame += [0x24, 0x03, 0xE8]
        tagFrame.replaceSubrange(13..<(13 + info.count + lame.count), with: info + lame)
        let audio = (0..<3).flatMap { _ in Self.frame(Self.mpeg2MonoHeader, length: 208) }
        let seconds = try #require(MP3Duration.seconds(of: Data(tagFrame + audio)))
        #expect(abs(seconds - Double(256 * 576 - 576 - 1000) / 22050) < 1e-9)
    }

    @Test func vbriFrameCountIsUsed() throws {
        var tagFrame = Self.frame(Self.mpeg1Header, length: 417)
        let vbri = Array("VBRI".utf8) + [0, 1, 0, 0, 0, 0] + [0, 0, 0, 0] + [0, 0, 0x02, 0x00]  // 512 frames
        tagFrame.replaceSubrange(36..<(36 + vbri.count), with: vbri)
        let audio = (0..<2).flatMap { _ in Self.frame(Self.mpeg1Header, length: 417) }
        let seconds = try #require(MP3Duration.seconds(of: Data(tagFrame + audio)))
        #expect(abs(seconds - 512.0 * 1152 / 44100) < 1e-9)
    }

    @Test func dataWithoutFramesHasNoDuration() {
        #expect(MP3Duration.seconds(of: Data()) == nil)
        #expect(MP3Duration.seconds(of: Data([0xFF])) == nil)
        #expect(MP3Duration.seconds(of: Data("not an mp3 at all".utf8)) == nil)
        #expect(MP3Duration.seconds(of: Data(Self.id3Tag(size: 50))) == nil)
        // An ID3 header claiming a size far beyond the data must not read past the end.
        #expect(MP3Duration.seconds(of: Data(Array("ID3".utf8) + [4, 0, 0, 0x7F, 0x7F, 0x7F, 0x7F])) == nil)
        // Free-format (bitrate index 0) and reserved-version headers are not decodable frames.
        #expect(MP3Duration.seconds(of: Data(Self.frame([0xFF, 0xFB, 0x00, 0x40], length: 417))) == nil)
        #expect(MP3Duration.seconds(of: Data(Self.frame([0xFF, 0xEB, 0x90, 0x40], length: 417))) == nil)
    }

    @Test func randomBytesNeverCrashAndGiveSaneAnswers() {
        var generator = SplitMix64(seed: 42)
        for length in [1, 3, 4, 17, 200, 5_000, 100_000] {
            let bytes = (0..<length).map { _ in
                // Lean towards 0xFF so sync-like pairs and tag-like frames really occur.
                generator.next() % 4 == 0 ? UInt8(0xFF) : UInt8(truncatingIfNeeded: generator.next())
            }
            if let seconds = MP3Duration.seconds(of: Data(bytes)) {
                #expect(seconds.isFinite && seconds >= 0)
            }
        }
    }
}
