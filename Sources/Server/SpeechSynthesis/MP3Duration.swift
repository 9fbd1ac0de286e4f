import Foundation

/// Measures how long an MP3 file plays, from its own frames.
///
/// The duration reported to clients must be the file's, not a guess from the word count: clients
/// show it and seek with it. This parser skips ID3v2 tags, trusts a Xing/Info/VBRI frame count
/// (with the LAME gapless trim) when the encoder wrote one, and otherwise walks every frame,
/// re-synchronising over junk between frames. It runs in one pass over the bytes.
public enum MP3Duration {
    /// Seconds of audio in `data`, or nil when it holds no MPEG audio frame.
    public static func seconds(of data: Data) -> Double? {
        let bytes = [UInt8](data)
        let start = offsetAfterID3v2Tags(in: bytes)
        guard let (offset, first) = firstFrame(in: bytes, from: start) else { return nil }

        if let summary = MP3VBRHeader(bytes, frameAt: offset, header: first), summary.frameCount > 0 {
            let samples = summary.frameCount * first.samplesPerFrame
            let trim = summary.encoderDelay + summary.encoderPadding
            let played = trim < samples ? samples - trim : samples
            return Double(played) / Double(first.sampleRate)
        }
        // A tag frame without a usable count carries no audio: start counting after it.
        let isTagFrame = MP3VBRHeader.isTagFrame(bytes, frameAt: offset, header: first)
        let walkStart = isTagFrame ? offset + first.frameLength : offset
        let seconds = walkFrames(in: bytes, from: walkStart, like: first)
        return seconds > 0 ? seconds : nil
    }

    /// Where the audio starts once any ID3v2 tags are skipped (some files carry more than one).
    static func offsetAfterID3v2Tags(in bytes: [UInt8]) -> Int {
        var offset = 0
        while offset + 10 <= bytes.count,
              bytes[offset] == 0x49, bytes[offset + 1] == 0x44, bytes[offset + 2] == 0x33 {
            // The size is "syncsafe": four 7-bit groups, excluding the 10-byte header and footer.
            let sizeBytes = bytes[(offset + 6)..<(offset + 10)]
            guard sizeBytes.allSatisfy({ $0 & 0x80 == 0 }) else { break }
            let size = sizeBytes.reduce(0) { $0 << 7 | Int($1) }
            let hasFooter = bytes[offset + 5] & 0x10 != 0
            offset += 10 + size + (hasFooter ? 10 : 0)
        }
        return min(offset, bytes.count)
    }

    /// The first frame header that is followed by another compatible header (or by the end of the
    /// data), so a stray 0xFF 0xE? pair in leftover metadata is not taken for audio.
    private static func firstFrame(in bytes: [UInt8], from start: Int) -> (Int, MP3FrameHeader)? {
        var offset = start
        while offset + 4 <= bytes.count {
            if let header = MP3FrameHeader(bytes, at: offset) {
                let next = offset + header.frameLength
                if next == bytes.count {
                    return (offset, header)
                }
                if let following = MP3FrameHeader(bytes, at: next), following.isCompatible(with: header) {
                    return (offset, header)
                }
            }
            offset += 1
        }
        return nil
    }

    /// Total play time of the complete frames from `start`, skipping bytes that are not a frame of
    /// the same stream (an ID3v1 tag, junk); a truncated last frame is not counted.
    private static func walkFrames(in bytes: [UInt8], from start: Int, like first: MP3FrameHeader) -> Double {
        var offset = start
        var seconds = 0.0
        while offset + 4 <= bytes.count {
            if let header = MP3FrameHeader(bytes, at: offset), header.isCompatible(with: first),
               offset + header.frameLength <= bytes.count {
                seconds += header.duration
                offset += header.frameLength
            } else {
                offset += 1
            }
        }
        return seconds
    }
}
