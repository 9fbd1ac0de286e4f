/// Finds the MPEG audio frames of an MP3 file: past its ID3v2 tags, over junk, and without the
/// encoder's Xing/Info/VBRI summary frame.
///
/// The speech module measures a narration's duration from these frames and the OpenAI module
/// joins narrated parts by keeping only their audio frames; one scanner means both agree on where
/// the audio starts and which frames carry sound.
public enum MP3FrameScanner {
    /// Where the audio starts once any ID3v2 tags are skipped (some files carry more than one).
    public static func offsetAfterID3v2Tags(in bytes: [UInt8]) -> Int {
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

    /// The first frame header at or after `start` that is followed by another compatible header
    /// (or by the end of the data), so a stray 0xFF 0xE? pair in leftover metadata is not taken
    /// for audio.
    public static func firstFrame(in bytes: [UInt8], from start: Int) -> (offset: Int, header: MP3FrameHeader)? {
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

    /// True when the frame at `offset` holds a Xing, Info or VBRI tag instead of audio, even one
    /// without a frame count, so it is never counted or played as sound.
    public static func isTagFrame(_ bytes: [UInt8], frameAt offset: Int, header: MP3FrameHeader) -> Bool {
        guard header.layer == 3 else { return false }
        let frameEnd = min(bytes.count, offset + header.frameLength)
        let xing = offset + 4 + header.sideInformationLength
        return matches(bytes, at: xing, end: frameEnd, tag: "Xing")
            || matches(bytes, at: xing, end: frameEnd, tag: "Info")
            || matches(bytes, at: offset + 4 + 32, end: frameEnd, tag: "VBRI")
    }

    /// The bytes of every audio frame, without ID3v2/ID3v1 tags, junk or a Xing/Info/VBRI frame;
    /// nil when there is no frame.
    public static func audioFrames(in bytes: [UInt8]) -> [UInt8]? {
        guard let (start, first) = firstFrame(in: bytes, from: offsetAfterID3v2Tags(in: bytes)) else { return nil }
        var frames: [UInt8] = []
        var offset = start
        if isTagFrame(bytes, frameAt: start, header: first) { offset += first.frameLength }
        while offset + 4 <= bytes.count {
            guard let header = MP3FrameHeader(bytes, at: offset), header.isCompatible(with: first),
                  offset + header.frameLength <= bytes.count else {
                offset += 1
                continue
            }
            frames.append(contentsOf: bytes[offset..<(offset + header.frameLength)])
            offset += header.frameLength
        }
        return frames
    }

    /// True when `tag`'s bytes sit at `offset`, wholly before `end`.
    public static func matches(_ bytes: [UInt8], at offset: Int, end: Int, tag: String) -> Bool {
        let tagBytes = Array(tag.utf8)
        guard offset >= 0, offset + tagBytes.count <= end else { return false }
        return bytes[offset..<(offset + tagBytes.count)].elementsEqual(tagBytes)
    }
}
