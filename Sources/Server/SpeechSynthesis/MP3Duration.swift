import Foundation
import SharedUtilities

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
        let start = MP3FrameScanner.offsetAfterID3v2Tags(in: bytes)
        guard let (offset, first) = MP3FrameScanner.firstFrame(in: bytes, from: start) else { return nil }

        if let summary = MP3VBRHeader(bytes, frameAt: offset, header: first), summary.frameCount > 0 {
            let samples = summary.frameCount * first.samplesPerFrame
            let trim = summary.encoderDelay + summary.encoderPadding
            let played = trim < samples ? samples - trim : samples
            return Double(played) / Double(first.sampleRate)
        }
        // A tag frame without a usable count carries no audio: start counting after it.
        let isTagFrame = MP3FrameScanner.isTagFrame(bytes, frameAt: offset, header: first)
        let walkStart = isTagFrame ? offset + first.frameLength : offset
        let seconds = walkFrames(in: bytes, from: walkStart, like: first)
        return seconds > 0 ? seconds : nil
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
